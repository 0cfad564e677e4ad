import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LIST_EXPORT_MAX_ROWS, myShipmentExportQuerySchema } from 'shared-contracts/api/exports';
import { IDEMPOTENCY_HEADER } from 'shared-contracts/api/orders';
import {
  createShipmentSchema, SHIPMENT_FILE_FIELD, shipmentFileUploadSchema, shipmentListQuerySchema, shipmentPageSchema,
  shipmentSchema, shippableStockListSchema, shippableStockSchema,
} from 'shared-contracts/api/shipments';
import { userIdOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { sendOwnedPicture, storeOwnedPicture } from '../../plugins/app/owned-pictures';
import { pictureFormSchema } from '../../plugins/external/image-upload';
import { pictureAnswer } from '../../plugins/external/openapi-exact';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { createShipment } from './create-shipment';
import { idempotencyKeyOf } from './idempotency-key';
import { cancelShipment } from './operator-steps';
import { SHIPMENT_PICTURES } from './pictures';
import { listShipmentRows, ownShipment, toShipments } from './read-shipments';
import { shipmentExport } from './shipment-export';
import { confirmReceipt } from './receipt';
import { shippableStock } from './shippable-stock';

const tags = ['shipments'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };
const skuParamSchema = z.object({ skuId: z.coerce.number().int().positive().max(2_147_483_647) });

/** The buyer's side of shipments: what can be shipped, creating, reading, cancelling their own and confirming receipt. */
const buyerShipmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/shipments/stock', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'The SKUs the buyer can ship now, with available, frozen and in-transit quantities', response: { 200: shippableStockListSchema, ...errors } },
  }, async (request) => shippableStock(app.db, userIdOf(request)));

  app.get('/api/shipments/stock/:skuId', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'One SKU of the buyer\'s stock (404 when they hold none of it)', params: skuParamSchema, response: { 200: shippableStockSchema, ...errors } },
  }, async (request) => {
    const [found] = await shippableStock(app.db, userIdOf(request), request.params.skuId);
    if (!found) throw new HttpError(404, MessageKey.stockSkuNotFound);
    return found;
  });

  app.post('/api/shipments/files', {
    preHandler: app.authenticate,
    schema: {
      tags, consumes: ['multipart/form-data'],
      summary: `Upload a platform order screenshot or waybill: multipart field "${SHIPMENT_FILE_FIELD}", PNG, JPEG, WebP or GIF of at most 5 MiB; only its uploader and staff (shipment:list) can read it`,
      body: pictureFormSchema(SHIPMENT_FILE_FIELD), response: { 200: shipmentFileUploadSchema, ...errors, 413: errorBodySchema },
    },
  }, async (request) => storeOwnedPicture(app, request, SHIPMENT_PICTURES, SHIPMENT_FILE_FIELD));

  app.get('/api/shipments/files/:owner/:name', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'A shipment picture, for its uploader and staff with shipment:list (fetch it with the token)',
      params: z.object({ owner: z.coerce.number().int().positive().max(2_147_483_647), name: z.string().max(200) }),
      response: { 200: pictureAnswer('The picture (or its thumbnail)'), ...errors },
    },
  }, async (request, reply) => sendOwnedPicture(app, request, reply, SHIPMENT_PICTURES, request.params));

  app.post('/api/shipments', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'Ship goods from my stock (oldest first); Idempotency-Key makes a repeated request answer the same shipment',
      body: createShipmentSchema, response: { 200: shipmentSchema, 201: shipmentSchema, ...errors },
    },
  }, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    const userId = userIdOf(request);
    const { row, created } = await createShipment(app.db, app.storage, userId, request.body, key, app.clock.now());
    const [shipment] = await toShipments(app.db, [row]);
    if (!shipment) throw new Error('the shipment just written vanished');
    return reply.status(created ? 201 : 200).send(shipment);
  });

  app.get('/api/shipments/mine', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's shipments, newest first, with the count of each status", querystring: shipmentListQuerySchema, response: { 200: shipmentPageSchema, ...errors } },
  }, async (request) => {
    const { rows, totalElements, counts } = await listShipmentRows(app.db, { userId: userIdOf(request) }, request.query);
    return { content: await toShipments(app.db, rows), totalElements, counts };
  });

  app.get('/api/shipments/mine/download', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: `The signed-in buyer's shipments as .xlsx with the list's filters, newest first; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: myShipmentExportQuerySchema, response: { 200: sheetAnswer, ...errors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    return answerListExport(request, reply, { lang, tzOffset }, shipmentExport(app.db, { userId: userIdOf(request) }, filters));
  });

  app.get('/api/shipments/mine/:id', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'One of my shipments with its items', params: idParamSchema, response: { 200: shipmentSchema, ...errors } },
  }, async (request) => {
    const found = await ownShipment(app.db, userIdOf(request), request.params.id);
    if (!found) throw new HttpError(404, MessageKey.shipmentNotFound);
    return found;
  });

  app.post('/api/shipments/:id/receipt', {
    preHandler: app.authenticate,
    schema: {
      tags, params: idParamSchema, response: { 200: shipmentSchema, ...errors },
      summary: 'Confirm receipt of one of my delivered shipments: after-sales on it ends, and each order it draws on whose every delivery is now confirmed completes',
    },
  }, async (request) => {
    const userId = userIdOf(request);
    await confirmReceipt(app, userId, request.params.id);
    const found = await ownShipment(app.db, userId, request.params.id);
    if (!found) throw new Error('the confirmed shipment vanished');
    return found;
  });

  app.post('/api/shipments/:id/cancel', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Cancel one of my shipments while it is pending: its quantities are available again', params: idParamSchema, response: { 200: shipmentSchema, ...errors } },
  }, async (request) => {
    const userId = userIdOf(request);
    await cancelShipment(app, userId, request.params.id);
    const found = await ownShipment(app.db, userId, request.params.id);
    if (!found) throw new Error('the cancelled shipment vanished');
    return found;
  });
};
export default buyerShipmentRoutes;
