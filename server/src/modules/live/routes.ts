import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from 'shared-contracts/api/common';
import { liveEventsHeadersSchema } from 'shared-contracts/api/live-events';
import { principalOf, PRINCIPALS_CACHE } from '../../plugins/app/auth-guard';
import { eventStreamAnswer } from '../../plugins/external/openapi-exact';
import { dataScopeOf } from '../data-scope/data-scope';
import { LiveHub } from './live-hub';
import { trimEvents } from './live-log';
import { LiveStream } from './live-stream';

declare module 'fastify' {
  interface FastifyInstance {
    liveHub: LiveHub;
  }
}

/** The scheduled task that trims the live events log (docs/jobs.md "Tasks"). */
export const TRIM_LIVE_EVENTS_TASK = 'live.trim-events';
const TRIM_LIVE_EVENTS_CRON = '17 * * * *';

/** What the browser asks to resume after: the SSE `Last-Event-ID`, a log position (the schema refused anything else). */
const lastEventIdOf = (value: string | undefined): number | null => (value ? Number(value) : null);

/**
 * `GET /api/events` (docs/notifications.md "Live pages"): the signed-in tab's server-sent events stream. The token
 * comes in the Authorization header, as for every other call (the portal reads the stream with fetch, not
 * EventSource, which cannot send headers): nothing new in URLs or cookies.
 */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = new LiveHub(app.database, app.config.live, app.log.child({ module: 'live' }));
  await hub.start();
  app.decorate('liveHub', hub);
  app.addHook('preClose', async () => hub.stop());
  // A logout, a kick-out, a disabled user or a changed role clears the principals here and in every process:
  // each process then checks its open streams' sessions at once.
  app.sharedCaches.register(PRINCIPALS_CACHE, () => hub.sessionsMayHaveChanged());

  app.jobs.handle(TRIM_LIVE_EVENTS_TASK, async ({ now }) => ({ deleted: await trimEvents(app.db, now, app.config.live.retentionHours) }));
  await app.jobs.schedule(TRIM_LIVE_EVENTS_TASK, TRIM_LIVE_EVENTS_CRON);

  app.get('/api/events', {
    preHandler: app.authenticate,
    schema: {
      tags: ['notifications'],
      summary: 'My live events (text/event-stream): my notifications and changes of the orders, payments, refunds, shipments and stock I may see',
      headers: liveEventsHeadersSchema,
      response: {
        200: eventStreamAnswer('Events: `id` (the log position), `event` (change | reset), `data` (LiveEvent JSON); comments as heartbeats'),
        400: errorBodySchema.meta({ description: 'Last-Event-ID is not empty and not a log position (a non-negative safe integer): mall.lastEventIdInvalid' }),
        401: errorBodySchema,
      },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const scope = await dataScopeOf(app.db, principal);
    const reader = { userId: principal.userId, isAdmin: principal.isAdmin, roles: principal.roles, scope };
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx and its kind would hold the events back in their buffer.
      'x-accel-buffering': 'no',
    });
    // The browser's reconnect delay when the stream ends (our reader keeps its own backoff).
    res.write('retry: 2000\n\n');
    const stream = new LiveStream(reader, principal.tokenId, res, 0);
    try {
      await hub.open(stream, lastEventIdOf(request.headers['last-event-id']));
    } catch (err) {
      // The answer has begun: ending the stream makes the browser come back and resume from its last id.
      request.log.error({ err: (err as Error).message }, 'live events: could not open the stream');
      stream.close();
    }
  });
};

// Not encapsulated: `app.liveHub` is the process's hub for the benchmark and the tests.
export default fp(liveRoutes, { name: 'live-events', dependencies: ['auth-guard', 'shared-caches'] });
