import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, okSchema } from 'shared-contracts/api/common';
import {
  deptBodySchema, deptDeleteBodySchema, deptQuerySchema, deptSchema, deptTreeSchema, deptUpdateSchema,
} from 'shared-contracts/api/depts';
import { principalOf } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import * as service from './service';

const tags = ['departments'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...readErrors, 404: errorBodySchema, 409: errorBodySchema };

/**
 * eladmin's department API (docs/back-office.md), inside the caller's data scope: a department outside it is
 * neither listed nor written (404), and nothing is made under it (400 system.deptNotFound).
 */
const deptRoutes: FastifyPluginAsyncZod = async (app) => {
  const scopeOf = (request: FastifyRequest) => dataScopeOf(app.db, principalOf(request));

  app.get('/api/dept', {
    // The users page (its tree and form) and the role form (custom scope) read departments too.
    preHandler: app.requirePermission('dept:list', 'user:list', 'roles:list'),
    schema: {
      tags, summary: 'Departments inside the caller\'s data scope, as a tree; filters keep matches with their ancestors',
      querystring: deptQuerySchema, response: { 200: deptTreeSchema, ...readErrors },
    },
  }, async (request) => service.deptTree(app.db, await scopeOf(request), request.query));

  app.post('/api/dept', {
    preHandler: app.requirePermission('dept:add'),
    schema: { tags, summary: 'Create a department', body: deptBodySchema, response: { 201: deptSchema, ...writeErrors } },
  }, async (request, reply) => reply.status(201).send(await service.createDept(app.db, await scopeOf(request), request.body)));

  app.put('/api/dept', {
    preHandler: app.requirePermission('dept:edit'),
    schema: { tags, summary: 'Update a department (name, parent, sort, enabled)', body: deptUpdateSchema, response: { 200: deptSchema, ...writeErrors } },
  }, async (request) => service.updateDept(app.db, await scopeOf(request), request.body));

  app.delete('/api/dept', {
    preHandler: app.requirePermission('dept:del'),
    schema: {
      tags, summary: 'Delete departments that have no sub-departments and no users (all or none)',
      body: deptDeleteBodySchema, response: { 200: okSchema, ...writeErrors },
    },
  }, async (request) => {
    // A department in a role's custom scope leaves it with the department (the scope narrows, never widens).
    await service.deleteDepts(app.db, await scopeOf(request), request.body);
    return { ok: true as const };
  });
};
export default deptRoutes;
