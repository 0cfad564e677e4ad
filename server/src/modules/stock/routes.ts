import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  myStockBatchesQuerySchema, myStockPageSchema, myStockQuerySchema, orderStockingSchema, stockBatchesInputSchema,
  stockBatchesResultSchema, stockBatchPageSchema, stockQueuePageSchema, stockQueueQuerySchema,
} from 'shared-contracts/api/stock';
import { LIST_EXPORT_MAX_ROWS, stockQueueExportQuerySchema } from 'shared-contracts/api/exports';
import { hasPermission, principalOf, userIdOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { dataScopeOf, userInScope } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { staffActorOf } from '../orders/staff-actor';
import { completeStocking } from './complete-stocking';
import { orderRowById, orderStockingOf, toStockBatch } from './order-stocking';
import { myStock, myStockBatches } from './read-stock';
import { recordStockBatches } from './record-batches';
import { declareStockReturn } from './return-stock';
import { stockQueueExport } from './stock-export';
import { stockQueue } from './stock-queue';

const tags = ['stock'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const STOCK = 'order:stock';

/**
 * Stocking at the border warehouse and the buyer's stock (docs/orders.md "Stocking, final payment and the return of
 * leftover stock"). Staff record batches and complete stocking with order:stock, on the orders of buyers inside their
 * data scope; buyers read their own stock and their own orders' stocking (anyone else's order answers 404).
 */
const stockRoutes: FastifyPluginAsyncZod = async (app) => {
  await declareStockReturn(app);

  app.post('/api/orders/:id/stock-batches', {
    preValidation: app.requirePermission(STOCK),
    schema: {
      tags, summary: 'Record stocked batches of an order awaiting stocking: one batch per line, never above what was ordered',
      params: idParamSchema, body: stockBatchesInputSchema, response: { 201: stockBatchesResultSchema, ...errors },
    },
  }, async (request, reply) => {
    const actor = await staffActorOf(app.db, principalOf(request));
    const { order, batches } = await recordStockBatches(app.db, request.params.id, request.body, actor, app.clock.now());
    const fresh = await orderRowById(app.db, order.id);
    if (!fresh) throw new HttpError(404, MessageKey.orderNotFound);
    return reply.status(201).send({ batches: batches.map((b) => toStockBatch(b, order)), stocking: await orderStockingOf(app.db, fresh) });
  });

  app.post('/api/orders/:id/complete-stocking', {
    preValidation: app.requirePermission(STOCK),
    schema: {
      tags, summary: 'Complete stocking (at least one unit stocked): the final payment is awaited until the return deadline',
      params: idParamSchema, response: { 200: orderStockingSchema, ...errors },
    },
  }, async (request) => {
    const actor = await staffActorOf(app.db, principalOf(request));
    return orderStockingOf(app.db, await completeStocking(app, request.params.id, actor));
  });

  app.get('/api/orders/:id/stocking', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: "An order's stocking (lines ordered / stocked / taken / shipped / returned, batches), for its buyer or staff with order:stock or order:list",
      params: idParamSchema, response: { 200: orderStockingSchema, ...errors },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const order = await orderRowById(app.db, request.params.id);
    // Staff read the stocking of buyers inside their data scope only; anything else is not there for them.
    const staffMay = async (buyerId: number) => hasPermission(principal, [STOCK, 'order:list'])
      && userInScope(app.db, await dataScopeOf(app.db, principal), buyerId);
    if (!order || (order.userId !== principal.userId && !(await staffMay(order.userId)))) {
      throw new HttpError(404, MessageKey.orderNotFound);
    }
    return orderStockingOf(app.db, order);
  });

  app.get('/api/stock/mine', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's stock per SKU: available, in transit, frozen, awaiting final payment, batches", querystring: myStockQuerySchema, response: { 200: myStockPageSchema, ...errors } },
  }, async (request) => myStock(app.db, userIdOf(request), request.query));

  app.get('/api/stock/mine/batches', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's stocked batches of one SKU, newest first", querystring: myStockBatchesQuerySchema, response: { 200: stockBatchPageSchema, ...errors } },
  }, async (request) => myStockBatches(app.db, userIdOf(request), request.query));

  app.get('/api/stock/queue', {
    preValidation: app.requirePermission(STOCK),
    schema: { tags, summary: 'Orders awaiting stocking, the earliest expected completion first, with the queue counts', querystring: stockQueueQuerySchema, response: { 200: stockQueuePageSchema, ...errors } },
  }, async (request) => stockQueue(app.db, await dataScopeOf(app.db, principalOf(request)), request.query, app.clock.now()));

  app.get('/api/stock/queue/download', {
    preValidation: app.requirePermission(STOCK),
    schema: {
      tags, summary: `The stocking queue as .xlsx, one row per order, with its keyword, lateness, scope and order, in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: stockQueueExportQuerySchema, response: { 200: sheetAnswer, ...errors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    const scope = await dataScopeOf(app.db, principalOf(request));
    return answerListExport(request, reply, { lang, tzOffset }, stockQueueExport(app.db, scope, filters, app.clock.now()));
  });
};
export default stockRoutes;
