import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userIdOf } from '../../plugins/app/auth-guard';
import { collectResultSchema, collectSchema } from 'shared-contracts/api/collect';
import { errorBodySchema } from 'shared-contracts/api/common';
import { collectGoods } from './collect';
import { catalogueChanged } from '../goods/search';

/** The collection plugin's ingest (issue 8): any signed-in user may send what they collected. */
const collectRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes here add, remove or move goods: cached list totals go before the answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') catalogueChanged(app.db);
  });
  app.post('/api/collect', {
    preValidation: app.authenticate,
    schema: {
      tags: ['mall collect'], summary: 'Create or update the ddc goods of a collected source item (platform + item id)',
      body: collectSchema, response: { 200: collectResultSchema, 400: errorBodySchema, 401: errorBodySchema },
    },
  }, async (request) => {
    return collectGoods(app.db, request.body, userIdOf(request));
  });
};
export default collectRoutes;
