import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  hallOrderDetailSchema, hallPageSchema, hallQuerySchema, IDEMPOTENCY_HEADER, idempotencyKeySchema,
  myOrdersQuerySchema, orderDetailSchema, orderPageSchema, orderSchema, placeOrderSchema,
} from 'shared-contracts/api/orders';
import { HttpError } from '../../plugins/app/errors';
import { userIdOf } from '../../plugins/app/auth-guard';
import { placeOrder } from './place-order';
import { hallDetail, hallPage, myOrders, ownOrderDetail } from './read-orders';

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
  }, async (request) => {
    const { page, size } = request.query;
    return myOrders(app.db, userIdOf(request), { offset: page * size, limit: size });
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
