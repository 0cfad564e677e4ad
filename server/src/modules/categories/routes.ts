import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idListSchema, okSchema } from 'shared-contracts/api/common';
import { categoryInputSchema, categorySchema, categoryTreeSchema, categoryUpdateSchema } from 'shared-contracts/api/goods';
import { categoryTree, createCategory, deleteCategories, updateCategory } from './repository';
import { catalogueChanged } from '../goods/search';

const tags = ['mall categories'];
const writeErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/** The category tree: public to read, written by staff (category:add|edit|del). */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  // Writes here add, remove or move goods: cached list totals go before the answer leaves.
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') catalogueChanged(app.db);
  });
  app.get('/api/categories', {
    schema: { tags, summary: 'The category tree (disabled ones carry enabled=false)', response: { 200: categoryTreeSchema } },
  }, async () => categoryTree(app.db));

  app.post('/api/categories', {
    preValidation: app.requirePermission('category:add'),
    schema: { tags, summary: 'Create a category', body: categoryInputSchema, response: { 201: categorySchema, ...writeErrors } },
  }, async (request, reply) => reply.status(201).send(await createCategory(app.db, request.body)));

  app.put('/api/categories', {
    preValidation: app.requirePermission('category:edit'),
    schema: { tags, summary: 'Update a category', body: categoryUpdateSchema, response: { 200: categorySchema, ...writeErrors } },
  }, async (request) => updateCategory(app.db, request.body));

  app.delete('/api/categories', {
    preValidation: app.requirePermission('category:del'),
    schema: { tags, summary: 'Delete categories without children or goods', body: idListSchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await deleteCategories(app.db, request.body);
    return { ok: true as const };
  });
};
export default categoryRoutes;
