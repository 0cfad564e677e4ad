import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  hallOrderDetailSchema, hallPageSchema, hallQuerySchema, IDEMPOTENCY_HEADER, idempotencyKeySchema, linePriceCorrectionSchema,
  myOrdersQuerySchema, orderActionSchema, orderCountsSchema, orderDetailSchema, orderPageSchema, orderSchema,
  placeOrderSchema, staffOrderDetailSchema, staffOrderPageSchema,
} from 'shared-contracts/api/orders';
import { transitionOf } from 'shared-contracts/mall/order-state';
import { LIST_EXPORT_MAX_ROWS, myOrderExportQuerySchema, staffOrderExportQuerySchema } from 'shared-contracts/api/exports';
import { staffOrderListQuerySchema } from 'shared-contracts/api/staff-lists';
import { HttpError } from '../../plugins/app/errors';
import { principalOf, userIdOf } from '../../plugins/app/auth-guard';
import { placeOrder } from './place-order';
import { correctLinePrice } from './price-correction';
import { countOrders, listOrders } from './order-lists';
import { hallDetail, hallPage, orderOf, ownOrderDetail, staffOrderDetail } from './read-orders';
import { staffActorOf } from './staff-actor';
import { transitionOrder } from './transition';
import { acceptOrder, declareUnpaidClose } from './unpaid-close';
import { dataScopeOf, userInScope } from '../data-scope/data-scope';
import { answerListExport } from '../exports/list-export';
import { sheetAnswer } from '../exports/xlsx-sheet';
import { orderExport } from './order-export';

const tags = ['orders'];

/**
 * The contract's placement body read by its `source`: a plain union reports only "choose the goods" when any
 * field is wrong, while the buyer must hear which one (no SKU: mall.specRequired, no quantity:
 * mall.quantityRequired). Same options, so the shape is still written once.
 */
const placeOrderBody = z.discriminatedUnion('source', placeOrderSchema.options, { message: MessageKey.orderLinesRequired });
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema, 422: errorBodySchema };

/** The Idempotency-Key header: absent is fine (no de-duplication), malformed is 400 mall.idempotencyKeyInvalid. */
function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
  if (!parsed.success) throw new HttpError(400, MessageKey.idempotencyKeyInvalid);
  return parsed.data;
}

/**
 * Placing and reading orders (issue 8). The buyer's own orders need a sign-in and answer 404 for anyone
 * else's; the trading hall is public and shows only B-codes, masked names and what was ordered.
 */
const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await declareUnpaidClose(app);

  app.post('/api/orders', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'Place an order (buy now or cart lines); Idempotency-Key makes retries answer the same order',
      body: placeOrderBody, response: { 200: orderSchema, 201: orderSchema, ...errors },
    },
  }, async (request, reply) => {
    const key = idempotencyKeyOf(request.headers[IDEMPOTENCY_HEADER]);
    const { order, created } = await placeOrder(app.db, userIdOf(request), request.body, key);
    return reply.status(created ? 201 : 200).send(order);
  });

  app.get('/api/orders/mine', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's orders, newest first", querystring: myOrdersQuerySchema, response: { 200: orderPageSchema, ...errors } },
  }, async (request) => listOrders(app.db, { userId: userIdOf(request) }, request.query));

  app.get('/api/orders/mine/counts', {
    preHandler: app.authenticate,
    schema: { tags, summary: "The signed-in buyer's orders per state (the status tabs), with the list's keyword and days", querystring: myOrdersQuerySchema, response: { 200: orderCountsSchema, ...errors } },
  }, async (request) => countOrders(app.db, { userId: userIdOf(request) }, request.query));

  app.get('/api/orders/mine/download', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: `The signed-in buyer's orders as .xlsx with the list's filters, newest first; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: myOrderExportQuerySchema, response: { 200: sheetAnswer, ...errors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    return answerListExport(request, reply, { lang, tzOffset }, orderExport(app.db, { userId: userIdOf(request) }, filters));
  });

  app.get('/api/orders/admin', {
    preValidation: app.requirePermission('order:list'),
    schema: {
      tags, summary: 'Every order for staff (the workbench queues), with the buyer: awaiting acceptance longest waiting first, any other state newest first (`sort` to choose)',
      querystring: staffOrderListQuerySchema, response: { 200: staffOrderPageSchema, ...errors, 403: errorBodySchema },
    },
  }, async (request) => listOrders(app.db, { staff: await dataScopeOf(app.db, principalOf(request)) }, request.query));

  app.get('/api/orders/admin/download', {
    preValidation: app.requirePermission('order:list'),
    schema: {
      tags, summary: `The staff order list as .xlsx with its filters, scope and order, in ?lang= or Accept-Language; more than ${LIST_EXPORT_MAX_ROWS} rows is 400 mall.exportTooLarge`,
      querystring: staffOrderExportQuerySchema, response: { 200: sheetAnswer, ...errors, 403: errorBodySchema },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, ...filters } = request.query;
    const scope = { staff: await dataScopeOf(app.db, principalOf(request)) };
    return answerListExport(request, reply, { lang, tzOffset }, orderExport(app.db, scope, filters));
  });

  app.get('/api/orders/admin/counts', {
    preValidation: app.requirePermission('order:list'),
    schema: { tags, summary: 'Orders per state for staff (the queue counts)', querystring: myOrdersQuerySchema, response: { 200: orderCountsSchema, ...errors, 403: errorBodySchema } },
  }, async (request) => countOrders(app.db, { staff: await dataScopeOf(app.db, principalOf(request)) }, request.query));

  app.get('/api/orders/admin/:id', {
    preValidation: app.requirePermission('order:list'),
    schema: { tags, summary: 'Any order for staff, with the buyer and the timeline', params: idParamSchema, response: { 200: staffOrderDetailSchema, ...errors, 403: errorBodySchema } },
  }, async (request) => {
    const found = await staffOrderDetail(app.db, request.params.id);
    // An order of a buyer outside the staff member's data scope is not there for them, as a missing one is.
    if (!found || !(await userInScope(app.db, await dataScopeOf(app.db, principalOf(request)), found.buyerId))) {
      throw new HttpError(404, MessageKey.orderNotFound);
    }
    return found;
  });

  app.post('/api/orders/:id/actions', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: 'Take a step of the order flow: accept or refuse (staff, order:accept), cancel before paying or confirm receipt (the buyer)',
      params: idParamSchema, body: orderActionSchema, response: { 200: orderSchema, ...errors, 403: errorBodySchema },
    },
  }, async (request) => {
    const { action, note } = request.body;
    const principal = principalOf(request);
    // Staff steps carry the data scope (an order of a buyer outside it is 404); buyers act on their own orders.
    const actor = transitionOf(action).by === 'staff'
      ? await staffActorOf(app.db, principal)
      : { kind: 'buyer' as const, userId: principal.userId };
    if (action === 'accept' && actor.kind === 'staff') return orderOf(app.db, await acceptOrder(app, request.params.id, actor));
    const moved = await transitionOrder(app.db, { orderId: request.params.id, action, actor, note });
    return orderOf(app.db, moved);
  });

  app.post('/api/orders/:id/price-correction', {
    preValidation: app.requirePermission('order:accept'),
    schema: {
      tags, summary: "Correct a collected line's unit price before accepting the order, with the reason the buyer reads (staff, order:accept)",
      params: idParamSchema, body: linePriceCorrectionSchema, response: { 200: staffOrderDetailSchema, ...errors, 403: errorBodySchema },
    },
  }, async (request) => {
    const actor = await staffActorOf(app.db, principalOf(request));
    await correctLinePrice(app.db, request.params.id, request.body, actor);
    const corrected = await staffOrderDetail(app.db, request.params.id);
    if (!corrected) throw new HttpError(404, MessageKey.orderNotFound);
    return corrected;
  });

  app.get('/api/orders/hall', {
    schema: { tags, summary: 'Trading hall: recent open buy orders, buyer names masked (public)', querystring: hallQuerySchema, response: { 200: hallPageSchema, 400: errorBodySchema } },
  }, async (request) => {
    const { page, size } = request.query;
    return hallPage(app.db, { offset: page * size, limit: size });
  });

  app.get('/api/orders/hall/:id', {
    schema: { tags, summary: 'One buy order of the trading hall (public)', params: idParamSchema, response: { 200: hallOrderDetailSchema, 400: errorBodySchema, 404: errorBodySchema } },
  }, async (request) => {
    const found = await hallDetail(app.db, request.params.id);
    if (!found) throw new HttpError(404, MessageKey.orderNotFound);
    return found;
  });

  app.get('/api/orders/:id', {
    preHandler: app.authenticate,
    schema: { tags, summary: "One of the buyer's own orders with lines and events", params: idParamSchema, response: { 200: orderDetailSchema, ...errors } },
  }, async (request) => {
    const found = await ownOrderDetail(app.db, userIdOf(request), request.params.id);
    if (!found) throw new HttpError(404, MessageKey.orderNotFound);
    return found;
  });
};
export default orderRoutes;
