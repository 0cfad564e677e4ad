import { lt, sql } from 'drizzle-orm';
import type { LoadFailureReport, SERVER_DRAW_FAILURE_KIND } from 'shared-contracts/api/deploy';
import type { DbOrTx } from '../../db/connect';
import { iso, queryRows } from '../../db/rows';
import { remoteLoadFailures } from '../../db/schema';
import { PURGE_EVERY_ROWS, REPORT_RETENTION_DAYS } from './csp-reports';

/** Events after which a version counts as newly live: its failures from then on are "since activation". */
export const ACTIVATION_ACTIONS = ['activate', 'rollback', 'canary-promote', 'register'] as const;

/** A browser's report, or one the server makes of its own drawings (`SERVER_DRAW_FAILURE_KIND`). */
type StoredFailure = Omit<LoadFailureReport, 'kind'> & { kind: LoadFailureReport['kind'] | typeof SERVER_DRAW_FAILURE_KIND };

export async function insertLoadFailure(db: DbOrTx, report: StoredFailure): Promise<void> {
  const [row] = await db.insert(remoteLoadFailures).values({
    remote: report.remote, version: report.version, module: report.module, kind: report.kind, message: report.message || null,
  }).returning({ id: remoteLoadFailures.id });
  if (row && row.id % PURGE_EVERY_ROWS === 0) await purgeOldLoadFailures(db);
}

export async function purgeOldLoadFailures(db: DbOrTx): Promise<number> {
  const deleted = await db.delete(remoteLoadFailures)
    .where(lt(remoteLoadFailures.createdAt, sql`now() - make_interval(days => ${REPORT_RETENTION_DAYS})`))
    .returning({ id: remoteLoadFailures.id });
  return deleted.length;
}

export type FailureGroup = { remote: string; version: string; count: number; lastTime: string; kinds: string[] };

/** Failures of the last `minutes`, per remote and version, the busiest version first. */
export async function recentFailures(db: DbOrTx, minutes: number): Promise<FailureGroup[]> {
  const rows = await queryRows<{ remote: string; version: string; count: number; last_time: Date | string; kinds: string[] }>(db, sql`
    select remote, version, count(*)::int as count, max(created_at) as last_time, array_agg(distinct kind order by kind) as kinds
    from fed_load_failure
    where created_at > now() - make_interval(mins => ${minutes})
    group by remote, version
    order by remote, count(*) desc, version`);
  return rows.map((r) => ({ remote: r.remote, version: r.version, count: Number(r.count), lastTime: iso(r.last_time), kinds: r.kinds }));
}

/**
 * Per remote, the failures of its active version since that version last went live (its newest activate, rollback,
 * promote or register event). A version with no such event (the seeded one) counts every failure still kept.
 */
export async function failuresSinceActivation(db: DbOrTx): Promise<Map<string, number>> {
  const actions = sql.join(ACTIVATION_ACTIONS.map((a) => sql`${a}`), sql`, `);
  const rows = await queryRows<{ name: string; count: number }>(db, sql`
    select r.name, count(f.id)::int as count
    from fed_remote r
    left join lateral (
      select max(e.created_at) as since from fed_remote_event e
      where e.remote = r.name and e.version = r.version and e.action in (${actions})
    ) live on true
    join fed_load_failure f on f.remote = r.name and f.version = r.version
      and (live.since is null or f.created_at >= live.since)
    group by r.name`);
  return new Map(rows.map((r) => [r.name, Number(r.count)]));
}
