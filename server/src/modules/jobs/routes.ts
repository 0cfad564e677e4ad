import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, okSchema } from 'shared-contracts/api/common';
import {
  jobBodySchema, jobDeleteBodySchema, jobPageSchema, jobQuerySchema, jobSchema, jobUpdateSchema,
} from 'shared-contracts/api/jobs';
import * as service from './service';

const tags = ['jobs'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...readErrors, 404: errorBodySchema, 409: errorBodySchema };

/** eladmin's job (position) API (docs/back-office.md). Jobs are labels: no data scope applies to them. */
const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/job', {
    // The user form picks jobs too.
    preHandler: app.requirePermission('job:list', 'user:list'),
    schema: { tags, summary: 'Jobs by sort; name (any language) and enabled filter', querystring: jobQuerySchema, response: { 200: jobPageSchema, ...readErrors } },
  }, async (request) => service.listJobs(app.db, request.query));

  app.post('/api/job', {
    preHandler: app.requirePermission('job:add'),
    schema: { tags, summary: 'Create a job', body: jobBodySchema, response: { 201: jobSchema, ...writeErrors } },
  }, async (request, reply) => reply.status(201).send(await service.createJob(app.db, request.body)));

  app.put('/api/job', {
    preHandler: app.requirePermission('job:edit'),
    schema: { tags, summary: 'Update a job', body: jobUpdateSchema, response: { 200: jobSchema, ...writeErrors } },
  }, async (request) => service.updateJob(app.db, request.body));

  app.delete('/api/job', {
    preHandler: app.requirePermission('job:del'),
    schema: { tags, summary: 'Delete jobs that no user holds (all or none)', body: jobDeleteBodySchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await service.deleteJobs(app.db, request.body);
    return { ok: true as const };
  });
};
export default jobRoutes;
