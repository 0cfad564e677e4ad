import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { text } from 'shared-contracts/api/text';
import { errorBodySchema, idListSchema, idParamSchema, okSchema, pageQuerySchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { storeInputSchema, storePageSchema, storeSchema, storeUpdateSchema } from 'shared-contracts/api/goods';
import { HttpError } from '../../plugins/app/errors';
import { createStore, deleteStores, storeById, storePage, updateStore } from './repository';
import { catalogueChanged } from '../goods/search';

const tags = ['mall stores'];
const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const storeQuerySchema = pageQuerySchema.extend({ blurry: text().trim().max(100, MessageKey.tooLong).optional() });

/** Merchants: a store page is public; the list and writes are for staff (store:list|add|edit|del). */
const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes here add, remove or move goods: cached list totals go before the answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') catalogueChanged(app.db);
  });
  app.get('/api/stores', {
    preValidation: app.requirePermission('store:list'),
    schema: { tags, summary: 'Stores, by id (blurry: name contains)', querystring: storeQuerySchema, response: { 200: storePageSchema, ...writeErrors } },
  }, async (request) => storePage(app.db, request.query));

  app.get('/api/stores/:id', {
    schema: { tags, summary: 'A store with its goods count', params: idParamSchema, response: { 200: storeSchema, 400: errorBodySchema, 404: errorBodySchema } },
  }, async (request) => {
    const store = await storeById(app.db, request.params.id);
    if (!store) throw new HttpError(404, MessageKey.storeNotFound);
    return store;
  });

  app.post('/api/stores', {
    preValidation: app.requirePermission('store:add'),
    schema: { tags, summary: 'Create a store', body: storeInputSchema, response: { 201: storeSchema, ...writeErrors } },
  }, async (request, reply) => reply.status(201).send(await createStore(app.db, request.body)));

  app.put('/api/stores', {
    preValidation: app.requirePermission('store:edit'),
    schema: { tags, summary: 'Update a store', body: storeUpdateSchema, response: { 200: storeSchema, ...writeErrors } },
  }, async (request) => updateStore(app.db, request.body));

  app.delete('/api/stores', {
    preValidation: app.requirePermission('store:del'),
    schema: { tags, summary: 'Delete stores without goods', body: idListSchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await deleteStores(app.db, request.body);
    return { ok: true as const };
  });
};
export default storeRoutes;
