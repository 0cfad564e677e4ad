import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idParamSchema, okSchema } from 'shared-contracts/api/common';
import {
  roleBodySchema, roleDeleteBodySchema, roleLevelSchema, roleMenuNodeSchema, roleMenusBodySchema, roleOptionSchema,
  rolePageSchema, roleQuerySchema, roleSchema, roleUpdateSchema,
} from 'shared-contracts/api/roles';
import { principalOf } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import { callerRank } from './levels';
import { roleMenuTree } from './menu-grants';
import * as repo from './repository';
import * as service from './service';

const tags = ['roles'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...readErrors, 404: errorBodySchema, 409: errorBodySchema };

/** eladmin's role API with levels, data scopes and menu grants (docs/back-office.md). */
const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = async (request: FastifyRequest): Promise<service.Actor> => {
    const principal = principalOf(request);
    return { principal, scope: await dataScopeOf(app.db, principal) };
  };

  app.get('/api/roles', {
    preHandler: app.requirePermission('roles:list'),
    schema: { tags, summary: 'Roles by level; blurry matches code, title or description', querystring: roleQuerySchema, response: { 200: rolePageSchema, ...readErrors } },
  }, async (request) => service.listRoles(app.db, request.query));

  app.get('/api/roles/all', {
    // The user form's role picker.
    preHandler: app.requirePermission('roles:list', 'user:add', 'user:edit'),
    schema: { tags, summary: 'Every role, for pickers', response: { 200: z.array(roleOptionSchema), ...readErrors } },
  }, async () => (await repo.roleOptions(app.db)).map(service.toRoleOption));

  app.get('/api/roles/level', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: "The caller's own rank (roles of a smaller level are out of reach; administrators: 0) and whether their data scope is all",
      response: { 200: roleLevelSchema, 401: errorBodySchema },
    },
  }, async (request) => {
    const { principal, scope } = await actorOf(request);
    return { level: await callerRank(app.db, principal), allData: scope.kind === 'all' };
  });

  app.get('/api/roles/menu-tree', {
    preHandler: app.requirePermission('roles:list'),
    schema: { tags, summary: 'Every menu, page and button as a tree, each saying whether the caller may grant it', response: { 200: z.array(roleMenuNodeSchema), ...readErrors } },
  }, async (request) => roleMenuTree(app.db, principalOf(request)));

  app.get('/api/roles/:id', {
    preHandler: app.requirePermission('roles:list'),
    schema: { tags, summary: 'One role with its departments and menus', params: idParamSchema, response: { 200: roleSchema, 404: errorBodySchema, ...readErrors } },
  }, async (request) => service.getRole(app.db, request.params.id));

  app.post('/api/roles', {
    preHandler: app.requirePermission('roles:add'),
    schema: { tags, summary: 'Create a role at or below the caller\'s level', body: roleBodySchema, response: { 201: roleSchema, ...writeErrors } },
  }, async (request, reply) => reply.status(201).send(await service.createRole(app.db, await actorOf(request), request.body)));

  app.put('/api/roles', {
    preHandler: app.requirePermission('roles:edit'),
    schema: { tags, summary: 'Update a role at or below the caller\'s level', body: roleUpdateSchema, response: { 200: roleSchema, ...writeErrors } },
  }, async (request) => {
    const role = await service.updateRole(app.db, await actorOf(request), request.body);
    await app.principalsChanged();
    return role;
  });

  app.put('/api/roles/menu', {
    preHandler: app.requirePermission('roles:edit'),
    schema: { tags, summary: 'Set the menus and buttons a role grants (their ancestors come with them)', body: roleMenusBodySchema, response: { 200: roleSchema, ...writeErrors } },
  }, async (request) => {
    const role = await service.setRoleMenus(app.db, await actorOf(request), request.body);
    await app.principalsChanged();
    return role;
  });

  app.delete('/api/roles', {
    preHandler: app.requirePermission('roles:del'),
    schema: { tags, summary: 'Delete roles no user holds (all or none)', body: roleDeleteBodySchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await service.deleteRoles(app.db, await actorOf(request), request.body);
    await app.principalsChanged();
    return { ok: true as const };
  });
};
export default roleRoutes;
