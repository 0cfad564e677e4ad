import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, okSchema } from 'shared-contracts/api/common';
import {
  ONLINE_EXPORT_MAX_ROWS, onlineExportQuerySchema, onlineKickBodySchema, onlineQuerySchema, onlineSessionPageSchema,
} from 'shared-contracts/api/online-users';
import { principalOf } from '../../plugins/app/auth-guard';
import { dataScopeOf } from '../data-scope/data-scope';
import { buildSheet, exportLang, sendSheet, sheetAnswer } from '../exports/xlsx-sheet';
import { onlineSheet } from './export-texts';
import * as service from './service';

const tags = ['online users'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/**
 * eladmin's online users (docs/monitoring.md): the live sign-in sessions in the caller's data scope, exported, and
 * kicked out — the tokens revoked, then every process's principal cache dropped, so the next request is 401.
 */
const onlineUserRoutes: FastifyPluginAsyncZod = async (app) => {
  const actorOf = async (request: FastifyRequest): Promise<service.Actor> => {
    const principal = principalOf(request);
    return { principal, scope: await dataScopeOf(app.db, principal) };
  };

  app.get('/api/auth/online', {
    preHandler: app.requirePermission('online:list'),
    schema: {
      tags, summary: 'Live sessions, newest sign-in first; filter by username, nickname or IP',
      querystring: onlineQuerySchema, response: { 200: onlineSessionPageSchema, ...readErrors },
    },
  }, async (request) => service.listSessions(app.db, await actorOf(request), request.query));

  app.get('/api/auth/online/download', {
    preHandler: app.requirePermission('online:list'),
    schema: {
      tags, summary: `The filtered sessions as .xlsx in ?lang= or Accept-Language; at most ${ONLINE_EXPORT_MAX_ROWS} rows`,
      querystring: onlineExportQuerySchema, response: { 200: sheetAnswer, ...readErrors },
    },
  }, async (request, reply) => {
    const { lang, tzOffset, filter } = request.query;
    const rows = await service.sessionsForExport(app.db, await actorOf(request), filter);
    const chosen = exportLang(lang, request.headers['accept-language']);
    const sheet = onlineSheet(chosen, tzOffset);
    return sendSheet(reply, `online-users-${chosen}.xlsx`, await buildSheet(sheet.name, sheet.columns, rows));
  });

  app.delete('/api/auth/online', {
    preHandler: app.requirePermission('online:del'),
    schema: {
      tags, summary: 'Kick sessions out (all or none): their tokens are revoked at once; one\'s own current session is refused',
      body: onlineKickBodySchema, response: { 200: okSchema, 404: errorBodySchema, ...readErrors },
    },
  }, async (request) => {
    await service.kickSessions(app.db, await actorOf(request), request.body);
    app.principalsChanged();
    return { ok: true as const };
  });
};
export default onlineUserRoutes;
