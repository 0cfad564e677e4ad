import type { FastifyInstance } from 'fastify';
import * as repo from './repository';
import { createBackup, type BackupContext } from './service';

/** The scheduled backup (docs/backups.md, docs/jobs.md "Tasks"). */
export const NIGHTLY_BACKUP_TASK = 'maint.nightly-backup';
/** 02:30 in Vietnam (03:30 in China): the quietest hour for the portal's users. */
export const NIGHTLY_BACKUP_CRON = '30 2 * * *';
export const NIGHTLY_BACKUP_TZ = 'Asia/Ho_Chi_Minh';
/** Scheduled backups kept; hand-made and uploaded ones are never deleted by the task. */
export const SCHEDULED_BACKUPS_KEPT = 14;

/** Deletes the scheduled backups beyond the newest ones kept (rows, then files); answers how many. */
export async function pruneScheduled(ctx: BackupContext): Promise<number> {
  let deleted = 0;
  for (const { id } of await repo.scheduledBeyond(ctx.app.db, SCHEDULED_BACKUPS_KEPT)) {
    const key = await repo.deleteBackup(ctx.app.db, id);
    if (key === null) continue; // deleted by hand meanwhile
    await ctx.app.storage.delete(key);
    deleted++;
  }
  return deleted;
}

/**
 * Registers the nightly backup. A run while a backup or restore is under way fails with the 409 and pg-boss retries
 * it later; a run repeated after a crash makes one more backup, which the pruning bounds.
 */
export async function registerNightlyBackupTask(app: FastifyInstance, ctx: BackupContext): Promise<void> {
  app.jobs.handle(NIGHTLY_BACKUP_TASK, async () => {
    const backup = await createBackup(ctx, 'scheduled', null);
    return { backupId: backup.id, name: backup.name, size: backup.size, pruned: await pruneScheduled(ctx) };
  });
  await app.jobs.schedule(NIGHTLY_BACKUP_TASK, NIGHTLY_BACKUP_CRON, { tz: NIGHTLY_BACKUP_TZ });
}
