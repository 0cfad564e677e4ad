import type { FastifyInstance } from 'fastify';
import { purgeOldLogs } from './service';

/** The scheduled task that deletes operation and error log rows older than LOG_RETENTION_DAYS (docs/monitoring.md). */
export const PURGE_LOGS_TASK = 'maint.purge-logs';
/** Nightly at 03:17 UTC, away from the hour where other tasks gather. */
export const PURGE_LOGS_CRON = '17 3 * * *';

/** Idempotent by itself: a second run, or "run now" beside the nightly one, finds nothing more to delete. */
export async function registerLogPurgeTask(app: FastifyInstance): Promise<void> {
  app.jobs.handle(PURGE_LOGS_TASK, async ({ now }) => ({ deleted: await purgeOldLogs(app.db, now) }));
  await app.jobs.schedule(PURGE_LOGS_TASK, PURGE_LOGS_CRON);
}
