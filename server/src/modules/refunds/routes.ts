import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { LIST_EXPORT_MAX_ROWS, staffRefundExportQuerySchema } from 'shared-contracts/api/exports';
import { staffRefundListQuerySchema } from 'shared-contracts/api/staff-lists';
import {
  REFUND_FILE_FIELD, refundableQuerySchema, refundableSchema, refundCountsQuerySchema, refundCountsSchema, refundFileUploadSchema,
  refundListQuerySchema, refundPageSchema, refundRequestSchema, refundReviewSchema, refundSchema, staffRefundPageSchema, staffRefundSchema,
} from 'shared-contracts/api/refunds';
import { principalOf, userIdOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { sendOwnedPicture, storeOwnedPicture } from '../../plugins/app/owned-pictures';
import { pictureFormSchema } from '../../plugins/external/image-upload';
import { pictureAnswer } from '../../plugins/external/openapi-exact';
import { dataScopeOf } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { countRefunds, listRefunds, ownRefundById, staffRefundById } from './read-refunds';
import { refundExport } from './refund-export';
import { refundableOfOrder, refundableOfShipment } from './refundable';
import { REFUND_PICTURES } from './refund-rules';
import { requestRefund } from './request-refund';
import { reviewRefund } from './review-refund';

const tags = ['refunds'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * After-sales (docs/orders.md "Refunds"). Buyers request refunds on their own orders' stock or shipments and read
 * their own (anyone else's answers 404); staff read with refund:list and decide with refund:review, on the refunds
 * of buyers inside their data scope (outside: not listed, not counted, 404 by id).
 */
const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => dataScopeOf(app.db, principalOf(request));

  app.post('/api/refunds/files', {
    preHandler: app.authenticate,
    schema: {
      tags, consumes: ['multipart/form-data'],
      summary: `Upload a refund picture: multipart field "${REFUND_FILE_FIELD}", PNG, JPEG, WebP or GIF of at most 5 MiB; only its uploader and staff with refund:list can read it`,
      body: pictureFormSchema(REFUND_FILE_FIELD), response: { 200: refundFileUploadSchema, ...errors, 413: errorBodySchema },
    },
  }, async (request) => storeOwnedPicture(app, request, REFUND_PICTURES, REFUND_FILE_FIELD));

  app.get('/api/refunds/files/:owner/:name', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'A refund picture, for its uploader and for staff with refund:list (fetch it with the token)',
      params: z.object({ owner: z.coerce.number().int().positive().max(2_147_483_647), name: z.string().max(200) }), response: { 200: pictureAnswer('The picture (or its thumbnail)'), ...errors },
    },
  }, async (request, reply) => sendOwnedPicture(app, request, reply, REFUND_PICTURES, request.params));

  app.get('/api/refunds/refundable', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'What may be refunded now per line of one of my orders (orderId) or shipments (shipmentId)', querystring: refundableQuerySchema, response: { 200: refundableSchema, ...errors } },
  }, async (request) => {
    const { orderId, shipmentId } = request.query;
    const found = orderId !== undefined
      ? await refundableOfOrder(app.db, userIdOf(request), orderId)
      : await refundableOfShipment(app.db, userIdOf(request), shipmentId ?? 0);
    if (!found) throw new HttpError(404, MessageKey.refundTargetNotFound);
    return found;
  });

  app.post('/api/refunds', {
    preHandler: app.authenticate,
    schema: { tags, summary: "Request a refund on an order line's stock (freezes it) or on a shipment's goods", body: refundRequestSchema, response: { 201: refundSchema, ...errors } },
  }, async (request, reply) => {
    const userId = userIdOf(request);
    const id = await requestRefund(app.db, app.storage, userId, request.body);
    const made = await ownRefundById(app.db, userId, id);
    if (!made) throw new Error(`refund ${id} vanished`);
    return reply.status(201).send(made);
  });

  app.get('/api/refunds/mine', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's refunds, newest first (of one order or shipment with orderId / shipmentId)", querystring: refundListQuerySchema, response: { 200: refundPageSchema, ...errors } },
  }, async (request) => listRefunds(app.db, { userId: userIdOf(request) }, request.query));

  app.get('/api/refunds/mine/:id', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'One of my refunds with its order, goods, pictures and review', params: idParamSchema, response: { 200: refundSchema, ...errors } },
  }, async (request) => {
    const found = await ownRefundById(app.db, userIdOf(request), request.params.id);
    if (!found) throw new HttpError(404, MessageKey.refundNotFound);
    return found;
  });

  app.get('/api/refunds/admin', {
    preValidation: app.requirePermission('refund:list'),
    schema: {
      tags, summary: 'Every refund for staff (the review queue), with the buyer: those under review longest waiting first, others newest first (`sort` to choose)',
      querystring: staffRefundListQuerySchema, response: { 200: staffRefundPageSchema, ...errors },
    },
  }, async (request) => listRefunds(app.db, { staff: await scopeOf(request) }, request.query));

  app.get('/api/refunds/admin/download', {
    preValidation: app.requirePermission('refund:list'),
    schema: {
      tags, summary: `The staff refund list as .xlsx with its filters, scope and order, in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: staffRefundExportQuerySchema, response: { 200: sheetAnswer, ...errors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    return answerListExport(request, reply, { lang, tzOffset }, refundExport(app.db, { staff: await scopeOf(request) }, filters));
  });

  app.get('/api/refunds/admin/counts', {
    preValidation: app.requirePermission('refund:list'),
    schema: { tags, summary: 'Refunds per state for staff (the status tabs), under the same keyword', querystring: refundCountsQuerySchema, response: { 200: refundCountsSchema, ...errors } },
  }, async (request) => countRefunds(app.db, { staff: await scopeOf(request) }, request.query.keyword));

  app.get('/api/refunds/admin/:id', {
    preValidation: app.requirePermission('refund:list'),
    schema: { tags, summary: 'Any refund for staff, with the buyer and the most its approval may refund', params: idParamSchema, response: { 200: staffRefundSchema, ...errors } },
  }, async (request) => {
    const found = await staffRefundById(app.db, await scopeOf(request), request.params.id);
    if (!found) throw new HttpError(404, MessageKey.refundNotFound);
    return found;
  });

  app.post('/api/refunds/:id/review', {
    preValidation: app.requirePermission('refund:review'),
    schema: { tags, summary: 'Approve a refund with the amount refunded, or reject it with an opinion', params: idParamSchema, body: refundReviewSchema, response: { 200: staffRefundSchema, ...errors } },
  }, async (request) => {
    const reviewer = { userId: userIdOf(request), scope: await scopeOf(request) };
    await reviewRefund(app.db, reviewer, request.params.id, request.body);
    // The refund just decided is answered whatever happened to the buyer's department since (no 500 on a race).
    const decided = await staffRefundById(app.db, { kind: 'all' }, request.params.id);
    if (!decided) throw new Error(`refund ${request.params.id} vanished`);
    return decided;
  });
};
export default refundRoutes;
