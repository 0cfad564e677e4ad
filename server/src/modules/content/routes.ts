import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idListSchema, okSchema } from 'shared-contracts/api/common';
import {
  contentDocListSchema, contentDocSchema, contentInputSchema, contentLabelSchema, contentUpdateSchema,
} from 'shared-contracts/api/content';
import { userIdOf } from '../../plugins/app/auth-guard';
import { createDoc, deleteDocs, docByLabel, listDocs, updateDoc } from './service';

const tags = ['content'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

/**
 * Content documents (SPEC §2: plugin installation, guides, logistics, ports ...): public to read, written by
 * staff holding content:add|edit|del. Bodies are markdown-light text per language (docs/mall.md).
 */
const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/content', {
    schema: { tags, summary: 'Content documents without their bodies (public)', response: { 200: contentDocListSchema } },
  }, async () => listDocs(app.db));

  app.get('/api/content/:label', {
    schema: {
      tags, summary: 'One content document by label (public)', params: z.object({ label: contentLabelSchema }),
      response: { 200: contentDocSchema, 400: errorBodySchema, 404: errorBodySchema },
    },
  }, async (request) => docByLabel(app.db, request.params.label));

  app.post('/api/content', {
    preHandler: app.requirePermission('content:add'),
    schema: { tags, summary: 'Add a content document (staff)', body: contentInputSchema, response: { 201: contentDocSchema, ...errors } },
  }, async (request, reply) => reply.status(201).send(await createDoc(app.db, userIdOf(request), request.body)));

  app.put('/api/content', {
    preHandler: app.requirePermission('content:edit'),
    schema: { tags, summary: 'Edit a content document (staff)', body: contentUpdateSchema, response: { 200: contentDocSchema, ...errors } },
  }, async (request) => updateDoc(app.db, userIdOf(request), request.body));

  app.delete('/api/content', {
    preHandler: app.requirePermission('content:del'),
    schema: { tags, summary: 'Delete content documents by id, all or none (staff)', body: idListSchema, response: { 200: okSchema, ...errors } },
  }, async (request) => {
    await deleteDocs(app.db, request.body);
    return { ok: true as const };
  });
};
export default contentRoutes;
