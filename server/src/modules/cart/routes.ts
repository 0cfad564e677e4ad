import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  cartAddSchema, cartEditSchema, cartPageSchema, cartQuerySchema, cartRemoveSchema, cartWriteResultSchema,
} from 'shared-contracts/api/cart';
import { cartPageOf, toCartItems } from './repository';
import { addToCart, editCartLine, removeCartLines } from './service';
import { userIdOf } from '../../plugins/app/auth-guard';

const tags = ['cart'];
const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The shopping cart (SPEC §5, §7): `GET api/shopCart/myCart` (the host reads `totalElements` with
 * page=0&size=999 as the cart count) and the writes, each answering the new count for the navbar.
 * Every call is the signed-in user's own cart.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/shopCart/myCart', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: "The signed-in user's cart with goods and SKU; totalElements is the cart count",
      querystring: cartQuerySchema, response: { 200: cartPageSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
  }, async (request) => {
    const { page, size } = request.query;
    const userId = userIdOf(request);
    const { rows, total } = await cartPageOf(app.db, userId, { offset: page * size, limit: size });
    return { content: await toCartItems(app.db, userId, rows), totalElements: total };
  });

  app.post('/api/shopCart', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Add a SKU to the cart (once per SKU)', body: cartAddSchema, response: { 201: cartWriteResultSchema, ...writeErrors } },
  }, async (request, reply) => reply.status(201).send(await addToCart(app.db, userIdOf(request), request.body)));

  app.put('/api/shopCart', {
    preHandler: app.authenticate,
    schema: { tags, summary: "Change a cart line's quantity", body: cartEditSchema, response: { 200: cartWriteResultSchema, ...writeErrors } },
  }, async (request) => editCartLine(app.db, userIdOf(request), request.body));

  app.delete('/api/shopCart', {
    preHandler: app.authenticate,
    schema: { tags, summary: 'Remove cart lines by id (all or none)', body: cartRemoveSchema, response: { 200: cartWriteResultSchema, ...writeErrors } },
  }, async (request) => removeCartLines(app.db, userIdOf(request), request.body));
};
export default cartRoutes;
