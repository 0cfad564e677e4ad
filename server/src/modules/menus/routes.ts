import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/app/auth-guard';
import { z } from 'zod';
import { errorBodySchema, okSchema, pageOf } from 'shared-contracts/api/common';
import {
  menuBodySchema, menuChildQuerySchema, menuDeleteBodySchema, menuIdsSchema, menuLazyQuerySchema, menuQuerySchema,
  menuRouteSchema, menuSchema, menuSuperiorBodySchema, menuUpdateSchema,
} from 'shared-contracts/api/menus';
import * as service from './service';

const tags = ['menus'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...readErrors, 409: errorBodySchema };

/** eladmin's menu API (SPEC §7): the management screens, the parent picker and the signed-in user's menu. */
const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/menus', {
    preHandler: app.requirePermission('menu:list'),
    schema: {
      tags, summary: 'Menus: top level, children of pid, or a search',
      querystring: menuQuerySchema, response: { 200: pageOf(menuSchema), ...readErrors },
    },
  }, async (request) => service.listMenus(app.db, request.query));

  app.get('/api/menus/lazy', {
    preHandler: app.requirePermission('menu:list'),
    schema: {
      tags, summary: 'Children of pid (0 = top level), for the lazy tree table',
      querystring: menuLazyQuerySchema, response: { 200: z.array(menuSchema), ...readErrors },
    },
  }, async (request) => service.lazyChildren(app.db, request.query.pid));

  app.post('/api/menus/superior', {
    preHandler: app.requirePermission('menu:list'),
    schema: {
      tags, summary: 'Tree of the ancestors (with their siblings) of the given ids, for the parent picker',
      body: menuSuperiorBodySchema, response: { 200: z.array(menuSchema), ...readErrors },
    },
  }, async (request) => service.superiorTree(app.db, request.body));

  app.get('/api/menus/child', {
    preHandler: app.requirePermission('menu:list'),
    schema: {
      tags, summary: 'Ids of the menu and all its descendants',
      querystring: menuChildQuerySchema, response: { 200: menuIdsSchema, ...readErrors },
    },
  }, async (request) => service.subtreeOf(app.db, request.query.id));

  app.get('/api/menus/build', {
    preHandler: app.authenticate,
    schema: {
      tags, summary: "The signed-in user's menu as route entries",
      response: { 200: z.array(menuRouteSchema), 401: errorBodySchema },
    },
  }, async (request) => {
    return service.buildFor(app.db, principalOf(request));
  });

  app.post('/api/menus', {
    preHandler: app.requirePermission('menu:add'),
    schema: { tags, summary: 'Create a menu entry', body: menuBodySchema, response: { 201: menuSchema, ...writeErrors } },
  }, async (request, reply) => {
    const menu = await service.createMenu(app.db, request.body);
    await app.principalsChanged();
    return reply.status(201).send(menu);
  });

  app.put('/api/menus', {
    preHandler: app.requirePermission('menu:edit'),
    schema: { tags, summary: 'Update a menu entry', body: menuUpdateSchema, response: { 200: menuSchema, ...writeErrors } },
  }, async (request) => {
    const menu = await service.updateMenu(app.db, request.body);
    await app.principalsChanged();
    return menu;
  });

  app.delete('/api/menus', {
    preHandler: app.requirePermission('menu:del'),
    schema: {
      tags, summary: 'Delete menu entries with all their descendants',
      body: menuDeleteBodySchema, response: { 200: okSchema, ...writeErrors },
    },
  }, async (request) => {
    await service.deleteMenus(app.db, request.body);
    await app.principalsChanged();
    return { ok: true as const };
  });
};
export default menuRoutes;
