import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { LiveEntity, LiveEvent } from 'shared-contracts/api/live-events';

/** One committed row of `live_event` (migration 0019): the event and who it concerns. */
export type LogRow = LiveEvent & {
  /** A notification's recipient; null for an entity's change. */
  userId: number | null;
  /** The buyer whose order, payment, refund, shipment or stock it is, and their department (the data scope's test). */
  buyerId: number | null;
  buyerDeptId: number | null;
};

type Raw = {
  seq: number; entity: LiveEntity; entity_id: number; change: string; order_id: number | null;
  user_id: number | null; buyer_id: number | null; buyer_dept_id: number | null;
};

const toRow = (r: Raw): LogRow => ({
  seq: Number(r.seq), entity: r.entity, id: r.entity_id, change: r.change, orderId: r.order_id,
  userId: r.user_id, buyerId: r.buyer_id, buyerDeptId: r.buyer_dept_id,
});

/** The committed events after `seq`, in order (at most `limit`). */
export async function eventsAfter(db: DbOrTx, seq: number, limit: number): Promise<LogRow[]> {
  const rows = await queryRows<Raw>(db, sql`
    select seq, entity, entity_id, change, order_id, user_id, buyer_id, buyer_dept_id from live_event
    where seq > ${seq} order by seq limit ${limit}`);
  return rows.map(toRow);
}

/** The last committed position (0 for an empty log) and the oldest one still kept (null when empty). */
export async function logBounds(db: DbOrTx): Promise<{ last: number; oldest: number | null }> {
  const [row] = await queryRows<{ last: number | null; oldest: number | null }>(db, sql`
    select max(seq) as last, min(seq) as oldest from live_event where seq is not null`);
  return { last: Number(row?.last ?? 0), oldest: row?.oldest == null ? null : Number(row.oldest) };
}

/**
 * The last position ever given (the sequence's, trimmed events included; 0 before the first): a Last-Event-ID
 * beyond it was not given by this log (a restored or recreated database, a made-up header).
 */
export async function lastPositionGiven(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ last: number }>(db, sql`
    select case when is_called then last_value else 0 end as last from live_event_seq_seq`);
  return Number(row?.last ?? 0);
}

/** Deletes events older than the retention (the trim task); answers how many. Idempotent. */
export async function trimEvents(db: DbOrTx, now: Date, retentionHours: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    with gone as (
      delete from live_event where created_at < ${now.toISOString()}::timestamptz - make_interval(secs => ${retentionHours * 3600})
      returning 1
    ) select count(*)::int as n from gone`);
  return Number(row?.n ?? 0);
}

/** Which of these sign-in tokens still authenticate (as findPrincipal decides), in one query. */
export async function liveTokens(db: DbOrTx, tokenIds: readonly number[], idleSeconds: number): Promise<Set<number>> {
  if (tokenIds.length === 0) return new Set();
  const ids = sql.join(tokenIds.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ id: number }>(db, sql`
    select t.id from auth_token t join sys_user u on u.id = t.user_id
    where t.id in (${ids}) and t.revoked_at is null and t.expires_at > now() and u.enabled
      and (t.remember_me or t.last_seen_at > now() - make_interval(secs => ${idleSeconds}))`);
  return new Set(rows.map((r) => Number(r.id)));
}
