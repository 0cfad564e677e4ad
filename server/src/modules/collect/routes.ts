import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, userIdOf } from '../../plugins/app/auth-guard';
import { collectResultSchema, collectSchema } from 'shared-contracts/api/collect';
import { errorBodySchema, idParamSchema } from 'shared-contracts/api/common';
import { goodsDetailSchema, goodsPublishSchema } from 'shared-contracts/api/goods';
import { dataScopeOf } from '../data-scope/data-scope';
import { detailOrNotFound } from '../goods/read';
import { catalogueChanged } from '../goods/search';
import { collectGoods } from './collect';
import { publishCollectedGoods } from './publish';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * The collection plugin's ingest (issue 8): any signed-in user may send what they collected, which stays theirs;
 * staff file collected goods into the catalogue (issue 24, docs/mall-search.md "Collected goods").
 */
const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes here add, remove or move goods: cached list totals go before the answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') catalogueChanged(app.db);
  });
  app.post('/api/collect', {
    preValidation: app.authenticate,
    schema: {
      tags: ['mall collect'],
      summary: "Create or update the signed-in user's own collected goods of a source item (platform + item id); an item the catalogue holds answers the catalogue's goods, unchanged",
      body: collectSchema, response: { 200: collectResultSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
  }, async (request) => {
    return collectGoods(app.db, request.body, userIdOf(request));
  });

  app.post('/api/goods/:id/publish', {
    preValidation: app.requirePermission('goods:edit'),
    schema: {
      tags: ['mall collect'], summary: "File a buyer's collected goods into the catalogue, in a category of it",
      params: idParamSchema, body: goodsPublishSchema, response: { 200: goodsDetailSchema, ...errors },
    },
  }, async (request) => {
    await publishCollectedGoods(app.db, request.params.id, request.body, await dataScopeOf(app.db, principalOf(request)));
    return detailOrNotFound(app.db, request.params.id);
  });
};
export default collectRoutes;
