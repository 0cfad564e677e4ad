import type { FastifyInstance } from 'fastify';
import { purgeDeadTokens } from './tokens';

/** The scheduled task that deletes dead sign-in tokens (docs/jobs.md "Tasks"). */
export const PURGE_DEAD_TOKENS_TASK = 'auth.purge-dead-tokens';
/** Hourly, at minute 7 (UTC) rather than on the hour, where other tasks will gather. */
export const PURGE_DEAD_TOKENS_CRON = '7 * * * *';

/**
 * Registers the task on the job queue. The purge is idempotent by itself: a run repeated after a crash, or "run
 * now" while the hourly run goes, deletes only what is still there.
 */
export async function registerTokenPurgeTask(app: FastifyInstance): Promise<void> {
  app.jobs.handle(PURGE_DEAD_TOKENS_TASK, async ({ now }) => ({ deleted: await purgeDeadTokens(app.db, now) }));
  await app.jobs.schedule(PURGE_DEAD_TOKENS_TASK, PURGE_DEAD_TOKENS_CRON);
}
