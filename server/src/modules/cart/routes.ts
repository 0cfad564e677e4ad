import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { cartPageSchema, cartQuerySchema } from 'shared-contracts/api/cart';
import { iso } from '../../db/rows';
import { cartPageOf } from './repository';

/**
 * `GET api/shopCart/myCart` (SPEC §7): the signed-in user's cart; the host reads `totalElements` with
 * page=0&size=999 as the cart count. Adding, editing and removing come with the cart issue.
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/shopCart/myCart', {
    preHandler: app.authenticate,
    schema: {
      tags: ['cart'], summary: "The signed-in user's cart; totalElements is the cart count",
      querystring: cartQuerySchema, response: { 200: cartPageSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
  }, async (request) => {
    const principal = request.principal;
    if (!principal) throw new Error('authenticate did not set the principal');
    const { page, size } = request.query;
    const { rows, total } = await cartPageOf(app.db, principal.userId, { offset: page * size, limit: size });
    return {
      content: rows.map((r) => ({
        id: r.id, goodsId: r.goodsId, specification: r.specification, quantity: r.quantity, createTime: iso(r.createdAt),
      })),
      totalElements: total,
    };
  });
};
export default cartRoutes;
