import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { ThrottleName } from '../../config/env';
import { queryRows } from '../../db/rows';
import { HttpError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * preHandler: 429 with Retry-After once the client's address (or what `key` names, e.g. a user) used up the named
     * limit in the current window; the refusal says `message` (default `tooManyRequests`).
     */
    throttle: (name: ThrottleName, opts?: ThrottleOptions) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export type ThrottleOptions = { key?: (request: FastifyRequest) => string; message?: MessageKey };

/** Windows older than this serve nobody; removed now and then. */
const PURGE_AFTER_SECONDS = 24 * 60 * 60;

/**
 * Fixed windows per client address and endpoint, counted in the database (`throttle_counter`): one upsert per
 * request, so the limits hold across processes on PostgreSQL and in the one process of the embedded default.
 * Limits come from config/env.ts (environment variables, docs/auth-and-registration.md).
 */
export default fp(async function throttle(app: FastifyInstance) {
  app.decorate('throttle', (name: ThrottleName, opts: ThrottleOptions = {}) => {
    const { limit, windowSeconds } = app.config.throttles[name];
    const keyOf = opts.key ?? ((request: FastifyRequest) => request.ip);
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const [row] = await queryRows<{ hits: number; left: number }>(app.db, sql`
        insert into throttle_counter (key, window_start, hits)
        values (${`${name}:${keyOf(request)}`}, to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds}), 1)
        on conflict (key, window_start) do update set hits = throttle_counter.hits + 1
        returning hits, ceil(extract(epoch from window_start) + ${windowSeconds} - extract(epoch from now()))::int as left`);
      if (Math.random() < 0.01) {
        await app.db.execute(sql`delete from throttle_counter where window_start < now() - make_interval(secs => ${PURGE_AFTER_SECONDS})`);
      }
      if (row && row.hits > limit) {
        reply.header('retry-after', String(Math.max(1, Number(row.left))));
        throw new HttpError(429, opts.message ?? MessageKey.tooManyRequests);
      }
    };
  });
}, { name: 'throttle', dependencies: ['database'] });
