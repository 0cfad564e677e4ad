import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema, okSchema, pageOf } from 'shared-contracts/api/common';
import {
  dictBodySchema, dictDeleteBodySchema, dictDetailBodySchema, dictDetailQuerySchema, dictDetailSchema,
  dictDetailUpdateSchema, dictQuerySchema, dictSchema, dictUpdateSchema, isPublicDict, type DictDetailQuery,
} from 'shared-contracts/api/dict';
import { markTokenUse } from '../../plugins/app/auth-guard';
import { TtlCache } from '../../plugins/app/ttl-cache';
import * as repo from './repository';
import * as service from './service';

/**
 * How long a dictionary page is answered from memory. A write clears it at once here and, through the shared
 * caches, in every other process; the TTL bounds staleness only while a process's cache listener is cut off
 * (docs/performance.md).
 */
export const DICT_PAGE_TTL_MS = 5_000;
/** The name of the dictionary page cache among the shared caches (plugins/app/shared-caches.ts). */
export const DICT_PAGES_CACHE = 'dict-pages';

const tags = ['dictionaries'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...readErrors, 409: errorBodySchema };

/** eladmin's dictionary API (SPEC §7): `api/dict` manages dictionaries, `api/dictDetail` their entries. */
const dictRoutes: FastifyPluginAsyncZod = async (app) => {
  const pages = new TtlCache<Buffer>(DICT_PAGE_TTL_MS, 500);
  app.sharedCaches.register(DICT_PAGES_CACHE, () => pages.clear());
  const changed = () => app.sharedCaches.changed(DICT_PAGES_CACHE);

  app.get('/api/dictDetail', {
    // The mall's message dictionaries and the registration dictionaries are public; the rest need a sign-in
    // (so the document says the token is optional).
    preHandler: markTokenUse(async (request: FastifyRequest, reply: FastifyReply) => {
      if (!isPublicDict((request.query as DictDetailQuery).dictName)) await app.authenticate(request, reply);
    }, 'optional'),
    schema: {
      tags, summary: 'Entries of one dictionary by name (the mall loads them with page=0&size=9999)',
      querystring: dictDetailQuerySchema, response: { 200: pageOf(dictDetailSchema), 400: errorBodySchema, 401: errorBodySchema },
    },
  }, async (request, reply) => {
    const q = request.query;
    const key = JSON.stringify([q.dictName, q.label ?? null, q.page, q.size]);
    let body = pages.get(key);
    if (body === undefined) {
      const version = pages.version();
      body = Buffer.from(await service.detailPageJson(app.db, q));
      pages.set(key, body, version);
    }
    // The encoded JSON of pageOf(dictDetailSchema) (the tests check it against the schema): kept as bytes, a hit
    // skips serializing, measuring and encoding the page (docs/performance.md).
    return reply.type('application/json; charset=utf-8').send(body as never);
  });

  app.post('/api/dictDetail', {
    preHandler: app.requirePermission('dict:add'),
    schema: { tags, summary: 'Add an entry to a dictionary', body: dictDetailBodySchema, response: { 201: dictDetailSchema, ...writeErrors } },
  }, async (request, reply) => {
    const detail = await service.createDetail(app.db, request.body);
    await changed();
    return reply.status(201).send(detail);
  });

  app.put('/api/dictDetail', {
    preHandler: app.requirePermission('dict:edit'),
    schema: { tags, summary: 'Update a dictionary entry', body: dictDetailUpdateSchema, response: { 200: dictDetailSchema, ...writeErrors } },
  }, async (request) => {
    const detail = await service.updateDetail(app.db, request.body);
    await changed();
    return detail;
  });

  app.delete('/api/dictDetail/:id', {
    preHandler: app.requirePermission('dict:del'),
    schema: { tags, summary: 'Delete a dictionary entry', params: idParamSchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await service.deleteDetail(app.db, request.params.id);
    await changed();
    return { ok: true as const };
  });

  app.get('/api/dict', {
    preHandler: app.requirePermission('dict:list'),
    schema: { tags, summary: 'Dictionaries, paged; blurry matches name or description', querystring: dictQuerySchema, response: { 200: pageOf(dictSchema), ...readErrors } },
  }, async (request) => service.listDicts(app.db, request.query));

  app.get('/api/dict/all', {
    preHandler: app.requirePermission('dict:list'),
    schema: { tags, summary: 'Every dictionary, by name', response: { 200: z.array(dictSchema), ...readErrors } },
  }, async () => (await repo.allDicts(app.db)).map(service.toDict));

  app.post('/api/dict', {
    preHandler: app.requirePermission('dict:add'),
    schema: { tags, summary: 'Create a dictionary', body: dictBodySchema, response: { 201: dictSchema, ...writeErrors } },
  }, async (request, reply) => {
    const dict = await service.createDict(app.db, request.body);
    await changed();
    return reply.status(201).send(dict);
  });

  app.put('/api/dict', {
    preHandler: app.requirePermission('dict:edit'),
    schema: { tags, summary: 'Rename or describe a dictionary', body: dictUpdateSchema, response: { 200: dictSchema, ...writeErrors } },
  }, async (request) => {
    const dict = await service.updateDict(app.db, request.body);
    await changed();
    return dict;
  });

  app.delete('/api/dict', {
    preHandler: app.requirePermission('dict:del'),
    schema: { tags, summary: 'Delete dictionaries with their entries', body: dictDeleteBodySchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await service.deleteDicts(app.db, request.body);
    await changed();
    return { ok: true as const };
  });
};
export default dictRoutes;
