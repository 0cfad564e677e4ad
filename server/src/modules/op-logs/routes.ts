import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import {
  errorLogDetailSchema, LOG_EXPORT_MAX_ROWS, logIdParamSchema, opLogExportQuerySchema, opLogPageSchema, opLogQuerySchema,
  type LogType, type OpLogExportQuery,
} from 'shared-contracts/api/op-logs';
import { principalOf } from '../../plugins/app/auth-guard';
import { dataScopeOf, type DataScope } from '../data-scope/data-scope';
import { buildSheet, exportLang, sendSheet, sheetAnswer } from '../exports/xlsx-sheet';
import { logSheet } from './export-texts';
import { registerLogPurgeTask } from './purge-task';
import * as service from './service';

const tags = ['logs'];
const readErrors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };
const sheetResponse = { 200: sheetAnswer, ...readErrors };

/**
 * eladmin's operation log (`log:list`) and error log (`errorLog:list`, with the stack) over `sys_log`, written by
 * plugins/app/operation-log.ts (docs/monitoring.md), and the nightly purge of rows older than 90 days.
 */
const opLogRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerLogPurgeTask(app);
  // Rows of users outside the reader's data scope are not there for them (docs/back-office.md "Data scope").
  const scopeOf = (request: FastifyRequest): Promise<DataScope> => dataScopeOf(app.db, principalOf(request));

  const download = async (type: LogType, request: FastifyRequest<{ Querystring: OpLogExportQuery }>, reply: FastifyReply) => {
    const { lang, tzOffset, ...filters } = request.query;
    const rows = await service.logsForExport(app.db, type, await scopeOf(request), filters);
    const chosen = exportLang(lang, request.headers['accept-language']);
    const sheet = logSheet(type === 'INFO' ? 'info' : 'error', chosen, tzOffset);
    const file = await buildSheet(sheet.name, sheet.columns, rows);
    return sendSheet(reply, `${type === 'INFO' ? 'operation' : 'error'}-log-${chosen}.xlsx`, file);
  };

  app.get('/api/logs', {
    preHandler: app.requirePermission('log:list'),
    schema: {
      tags, summary: 'The operation log, newest first; keyword, username, outcome and time filters',
      querystring: opLogQuerySchema, response: { 200: opLogPageSchema, ...readErrors },
    },
  }, async (request) => service.listLogs(app.db, 'INFO', await scopeOf(request), request.query));

  app.get('/api/logs/download', {
    preHandler: app.requirePermission('log:list'),
    schema: {
      tags, summary: `The filtered operation log as .xlsx in ?lang= or Accept-Language; at most ${LOG_EXPORT_MAX_ROWS} rows`,
      querystring: opLogExportQuerySchema, response: sheetResponse,
    },
  }, async (request, reply) => download('INFO', request, reply));

  app.get('/api/logs/error', {
    preHandler: app.requirePermission('errorLog:list'),
    schema: {
      tags, summary: 'The error log (requests answered 5xx), newest first; the same filters',
      querystring: opLogQuerySchema, response: { 200: opLogPageSchema, ...readErrors },
    },
  }, async (request) => service.listLogs(app.db, 'ERROR', await scopeOf(request), request.query));

  app.get('/api/logs/error/download', {
    preHandler: app.requirePermission('errorLog:list'),
    schema: {
      tags, summary: `The filtered error log as .xlsx (without stacks); at most ${LOG_EXPORT_MAX_ROWS} rows`,
      querystring: opLogExportQuerySchema, response: sheetResponse,
    },
  }, async (request, reply) => download('ERROR', request, reply));

  app.get('/api/logs/error/:id', {
    preHandler: app.requirePermission('errorLog:list'),
    schema: {
      tags, summary: 'One error with its stack',
      params: logIdParamSchema, response: { 200: errorLogDetailSchema, 404: errorBodySchema, ...readErrors },
    },
  }, async (request) => service.errorDetail(app.db, await scopeOf(request), request.params.id));
};
export default opLogRoutes;
