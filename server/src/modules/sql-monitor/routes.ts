import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { sqlMonitorQuerySchema, sqlMonitorSchema, sqlResetBodySchema, sqlResetSchema } from 'shared-contracts/api/sql-monitor';
import { resetSql, sqlMonitor } from './service';

const tags = ['monitor'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

/** The SQL monitor (docs/server-monitor.md): the portal's own page where eladmin had an iFrame to Druid. */
const sqlMonitorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/monitor/sql', {
    preHandler: app.requirePermission('sql:list'),
    schema: {
      tags,
      summary: 'Statement counts and times from pg_stat_statements when PostgreSQL has it, else from the server\'s own timings',
      querystring: sqlMonitorQuerySchema,
      response: { 200: sqlMonitorSchema, ...errors },
    },
  }, async (request) => sqlMonitor(app.database, request.query));

  app.post('/api/monitor/sql/reset', {
    preHandler: app.requirePermission('sql:list'),
    schema: {
      tags,
      summary: 'Start counting afresh: the server\'s timings, and pg_stat_statements of this database when it is the source',
      body: sqlResetBodySchema,
      response: { 200: sqlResetSchema, ...errors },
    },
  }, async (request) => ({ ok: true as const, source: await resetSql(app.database, request.body) }));
};
export default sqlMonitorRoutes;
