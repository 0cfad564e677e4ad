import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

/** Nightly: deletes the notifications nobody needs any more (docs/notifications.md "Keeping the table small"). */
export const NOTIFICATIONS_PURGE = 'notifications.purge';
/** 03:47 UTC, after the logs purge (03:17), away from the hour where other tasks gather. */
export const NOTIFICATIONS_PURGE_CRON = '47 3 * * *';

const DAY_MS = 86_400_000;
/** A notification read this long ago has been seen; its order, payment or refund pages keep the history. */
export const READ_RETENTION_DAYS = 90;
/** Any notification, read or not, this old: every deadline it could remind of is long past. */
export const ANY_RETENTION_DAYS = 365;
/** Rows per delete: each batch is its own short transaction, so a huge backlog never holds one long one. */
const BATCH = 1_000;

/**
 * Deletes, by the app clock's `now`, the notifications read more than 90 days ago and any older than 365 days,
 * except those whose dedupe key still guards against a repeat: a reminder of a deadline still ahead (the sweep
 * would remind again) and an overdue-acceptance notice of an order still waiting (it would be told again).
 * Walks the table by id in batches, each one statement of its own; idempotent (a second run finds nothing).
 * A delete fires no `live_event` (its triggers are on insert and on `read_at`), and `mail_outbox.notification_id`
 * has no foreign key: the outbox keeps its record of the mail. Answers how many were deleted.
 */
export async function purgeOldNotifications(db: DbOrTx, now: Date, batch = BATCH): Promise<number> {
  const readBefore = new Date(now.getTime() - READ_RETENTION_DAYS * DAY_MS).toISOString();
  const anyBefore = new Date(now.getTime() - ANY_RETENTION_DAYS * DAY_MS).toISOString();
  let after = 0;
  let deleted = 0;
  for (;;) {
    const [row] = await queryRows<{ scanned: number; last: number | null; n: number }>(db, sql`
      with page as (
        select n.id, n.kind, n.order_id, n.params, n.read_at, n.created_at from notification n
        where n.id > ${after} order by n.id limit ${batch}
      ), gone as (
        delete from notification where id in (
          select p.id from page p
          where (p.read_at < ${readBefore}::timestamptz or p.created_at < ${anyBefore}::timestamptz)
            -- ISO instants as the reminders write them compare as text: no cast that a stray value could break.
            and not (p.kind in ('depositReminder', 'balanceReminder') and p.params ->> 'dueAt' > ${now.toISOString()})
            and not (p.kind = 'acceptanceOverdue' and exists (
              select 1 from mall_order o where o.id = p.order_id and o.status = 'depositPending' and o.acceptance = 'waiting'))
        ) returning 1
      )
      select (select count(*)::int from page) as scanned, (select max(id) from page) as last, (select count(*)::int from gone) as n`);
    deleted += Number(row?.n ?? 0);
    if (!row || row.last === null || Number(row.scanned) < batch) return deleted;
    after = Number(row.last);
  }
}

/** Idempotent by itself: a rerun after a crash, or "run now" beside the nightly run, deletes only what is left. */
export async function declareNotificationPurge(app: FastifyInstance): Promise<void> {
  app.jobs.handle(NOTIFICATIONS_PURGE, async ({ now }) => ({ deleted: await purgeOldNotifications(app.db, now) }));
  await app.jobs.schedule(NOTIFICATIONS_PURGE, NOTIFICATIONS_PURGE_CRON);
}
