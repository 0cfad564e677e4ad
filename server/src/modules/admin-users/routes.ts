import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserPageSchema, adminUserSchema, resetPasswordBodySchema, resetPasswordResponseSchema, USER_EXPORT_MAX_ROWS,
  userCreateSchema, userCreatedSchema, userDeleteBodySchema, userEnabledBodySchema, userExportQuerySchema,
  userListQuerySchema, userUpdateSchema,
} from 'shared-contracts/api/admin-users';
import { errorBodySchema, idParamSchema, okSchema } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { principalOf } from '../../plugins/app/auth-guard';
import { HttpError } from '../../plugins/app/errors';
import { dataScopeOf } from '../data-scope/data-scope';
import { sendSheet, sheetAnswer } from '../exports/xlsx-sheet';
import { exportLang } from './export-texts';
import * as repo from './repository';
import * as service from './service';
import { buildUsersSheet } from './spreadsheet';
import { toAdminUser } from './user-view';

const tags = ['users'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const writeErrors = { ...readErrors, 404: errorBodySchema, 409: errorBodySchema };

/**
 * eladmin's user management (docs/back-office.md), inside the caller's data scope: a user outside it is neither
 * listed, exported nor touched (404). Disabling or deleting a user revokes its tokens in the same transaction.
 */
const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = async (request: FastifyRequest): Promise<service.Actor> => {
    const principal = principalOf(request);
    return { principal, scope: await dataScopeOf(app.db, principal) };
  };

  app.get('/api/users', {
    preHandler: app.requirePermission('user:list'),
    schema: {
      tags, summary: 'Users in the caller\'s data scope, newest first; department subtree, keyword, enabled and creation time filters',
      querystring: userListQuerySchema, response: { 200: adminUserPageSchema, ...readErrors },
    },
  }, async (request) => service.listUsers(app.db, await actorOf(request), request.query));

  app.get('/api/users/download', {
    preHandler: app.requirePermission('user:list'),
    schema: {
      tags, summary: `The filtered users (data scope applied) as .xlsx in ?lang= or Accept-Language; at most ${USER_EXPORT_MAX_ROWS} rows`,
      querystring: userExportQuerySchema, response: { 200: sheetAnswer, ...readErrors },
    },
  }, async (request, reply) => {
    const { scope } = await actorOf(request);
    const { lang, tzOffset, ...filters } = request.query;
    if (await repo.countUsers(app.db, scope, filters) > USER_EXPORT_MAX_ROWS) throw new HttpError(400, MessageKey.sysExportTooLarge);
    const rows = await repo.listUsers(app.db, scope, filters, { offset: 0, limit: USER_EXPORT_MAX_ROWS });
    const chosen = exportLang(lang, request.headers['accept-language']);
    const file = await buildUsersSheet(rows.map(toAdminUser), chosen, tzOffset);
    return sendSheet(reply, `users-${chosen}.xlsx`, file);
  });

  app.post('/api/users', {
    preHandler: app.requirePermission('user:add'),
    schema: {
      tags, summary: 'Create a user; without a password one is generated and answered once',
      body: userCreateSchema, response: { 201: userCreatedSchema, ...writeErrors },
    },
  }, async (request, reply) => reply.status(201).send(await service.createUser(app.db, await actorOf(request), request.body)));

  app.put('/api/users', {
    preHandler: app.requirePermission('user:edit'),
    schema: { tags, summary: 'Update a user (profile, department, roles, jobs, enabled)', body: userUpdateSchema, response: { 200: adminUserSchema, ...writeErrors } },
  }, async (request) => {
    const user = await service.updateUser(app.db, await actorOf(request), request.body);
    await app.principalsChanged();
    return user;
  });

  app.put('/api/users/:id/enabled', {
    preHandler: app.requirePermission('user:edit'),
    schema: {
      tags, summary: 'Enable or disable a user; disabling ends the user\'s sessions at once',
      params: idParamSchema, body: userEnabledBodySchema, response: { 200: adminUserSchema, ...writeErrors },
    },
  }, async (request) => {
    const user = await service.setEnabled(app.db, await actorOf(request), request.params.id, request.body.enabled);
    await app.principalsChanged();
    return user;
  });

  app.post('/api/users/:id/password', {
    preHandler: app.requirePermission('user:edit'),
    schema: {
      tags, summary: 'Reset a user\'s password to a typed or generated one (answered once); the user\'s sessions end',
      params: idParamSchema, body: resetPasswordBodySchema, response: { 200: resetPasswordResponseSchema, ...writeErrors },
    },
  }, async (request, reply) => {
    // The answer may carry a password.
    reply.header('cache-control', 'no-store');
    const answer = await service.resetPassword(app.db, await actorOf(request), request.params.id, request.body.password);
    await app.principalsChanged();
    return answer;
  });

  app.delete('/api/users', {
    preHandler: app.requirePermission('user:del'),
    schema: { tags, summary: 'Delete users (all or none); their sessions end', body: userDeleteBodySchema, response: { 200: okSchema, ...writeErrors } },
  }, async (request) => {
    await service.deleteUsers(app.db, await actorOf(request), request.body);
    await app.principalsChanged();
    return { ok: true as const };
  });
};
export default adminUserRoutes;
