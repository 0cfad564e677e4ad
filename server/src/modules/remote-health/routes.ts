import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { cspReportListSchema, cspReportQuerySchema, loadFailureReportSchema, remoteHealthListSchema } from 'shared-contracts/api/deploy';
import { CSP_REPORT_PATH } from '../../plugins/app/security-headers';
import { insertCspReports, listCspReports, violationsOf } from './csp-reports';
import { remoteHealth } from './health';
import { insertLoadFailure } from './load-failures';
import { ManifestChecker } from './manifest-check';
import { REMOTE_REGISTRY_CACHE } from '../remotes/registry-cache';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema };
/** The content types browsers post violation reports with (`report-uri`, the Reporting API). */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json'];
/** A report is a few hundred bytes; a batch of them a few KiB. */
const REPORT_BODY_LIMIT = 64 * 1024;

/**
 * What browsers tell the server on their own (docs/production.md "Security headers", docs/monitoring.md "Load health"):
 * CSP violations and remotes that failed to load, both public and throttled per client address, and the views of
 * them the Remotes screen reads.
 */
const remoteHealthRoutes: FastifyPluginAsyncZod = async (app) => {
  const checker = new ManifestChecker(async (path) => {
    // Through the server's own routes: the answer is what a browser gets (a built remote, an uploaded version).
    const res = await app.inject({ method: 'GET', url: path, headers: { accept: 'application/json' } });
    return { status: res.statusCode, body: res.body };
  });
  // A registry change (re-registering the same URL, a remote switched off) is checked afresh, in every process.
  app.sharedCaches.register(REMOTE_REGISTRY_CACHE, () => checker.clear());

  // A child scope: the report content types are parsed for the report route only.
  await app.register(async (reports) => {
    reports.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: REPORT_BODY_LIMIT }, (_request, body, done) => {
      // A browser's report, or junk: unreadable bodies store nothing, and are not worth an error for anyone.
      try {
        done(null, JSON.parse(String(body)));
      } catch {
        done(null, null);
      }
    });
    reports.post(CSP_REPORT_PATH, {
      config: { browserReport: true },
      onRequest: app.throttle('cspReport'),
      bodyLimit: REPORT_BODY_LIMIT,
      schema: {
        tags: ['security'], summary: 'A Content-Security-Policy violation, as browsers post it (public, throttled)',
        consumes: [...REPORT_TYPES, 'application/json'], response: { 204: z.null().describe('No content'), 400: errorBodySchema, 429: errorBodySchema },
      },
    }, async (request, reply) => {
      await insertCspReports(app.db, violationsOf(request.body), request.headers['user-agent'] ?? null);
      return reply.status(204).send(null);
    });
  });

  app.get('/api/security/csp-reports', {
    preHandler: app.requirePermission('remote:list'),
    schema: {
      tags: ['security'], summary: 'The latest CSP violations browsers reported, newest first',
      querystring: cspReportQuerySchema, response: { 200: cspReportListSchema, ...errors },
    },
  }, async (request) => listCspReports(app.db, request.query.limit));

  app.post('/api/remotes/failures', {
    config: { browserReport: true },
    onRequest: app.throttle('loadFailure'),
    schema: {
      tags: ['remotes'], summary: 'A remote page failed to load in a browser (public, throttled)',
      body: loadFailureReportSchema, response: { 204: z.null().describe('No content'), 400: errorBodySchema, 429: errorBodySchema },
    },
  }, async (request, reply) => {
    await insertLoadFailure(app.db, request.body);
    return reply.status(204).send(null);
  });

  app.get('/api/remotes/health', {
    preHandler: app.requirePermission('remote:list', 'deploy:list'),
    schema: {
      tags: ['remotes'], summary: 'Per remote: live versions, manifest reachability, last deploy, recent load failures',
      response: { 200: remoteHealthListSchema, ...errors },
    },
  }, async () => remoteHealth(app.db, checker));
};
export default remoteHealthRoutes;
