import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { ZONE } from './period';
import { writeAllScope } from './rollup-all-scope';
import { goodsGroups, orderGroups, ordersOfPairs, ordersWhere, pairsOf, placementDay } from './rollup-groups';

/** The task that keeps the dashboard's daily rollup (docs/dashboard.md "The rollup", docs/jobs.md "Tasks"). */
export const DASHBOARD_ROLLUP_TASK = 'dashboard.rollup';
/** Every 5 minutes: the figures read the orders changed since the last run live, so fewer of them is faster. */
export const DASHBOARD_ROLLUP_CRON = '*/5 * * * *';
/** Two runs (the cron's and a "run now") take turns; any constant works, the same in every process. */
const ROLLUP_LOCK = 7_340_027;
/** live_event's own sequencing lock (migration 0019): held by a committing change from taking its `seq` to its end. */
const LIVE_SEQ_LOCK = 7_340_026;

export type RollupRun = { rebuilt: boolean; days: number; pairs: number; through: string; seq: number };

const DAY_MS = 86_400_000;
/** The Vietnamese calendar day of an instant, `YYYY-MM-DD`. */
export const vietnamDay = (at: Date): string => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/**
 * The last `live_event` position given, read while holding the log's sequencing lock, in a short transaction of its
 * own: no change is then between taking its position and committing, so every position up to the answer is
 * committed and visible to the statements that follow, and every change not yet visible gets a later one.
 */
async function committedLogEnd(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LIVE_SEQ_LOCK})`);
    const [row] = await queryRows<{ given: number }>(tx, sql`
      select case when is_called then last_value else 0 end as given from live_event_seq_seq`);
    return Number(row?.given ?? 0);
  });
}

/** Whether the log still holds every position after `seq`, or the trim (live.trim-events) took some unread. */
export async function logKeptAfter(db: DbOrTx, seq: number, end: number): Promise<boolean> {
  if (end <= seq) return true;
  const [row] = await queryRows<{ oldest: number | null }>(db, sql`select min(seq) as oldest from live_event where seq is not null`);
  return row?.oldest != null && Number(row.oldest) <= seq + 1;
}

/**
 * The distinct buyer-days (`day`, `user_id`) from `from` to `through` of the orders changed in the log after `seq`
 * (up to `end` when given): an order placed on day D that moved on later names itself in the log.
 */
export const changedPairsQuery = (seq: number, range: { from?: string; through: string }, end?: number): SQL => sql`
  select distinct ${placementDay('o')} as day, o.user_id
  from live_event e join mall_order o on o.id = e.entity_id
  where e.seq > ${seq} ${end === undefined ? sql`` : sql`and e.seq <= ${end}`} and e.entity = 'order'
    ${range.from ? sql`and o.created_at >= (${range.from}::date)::timestamp at time zone ${ZONE}` : sql``}
    and o.created_at < ((${range.through}::date + 1)::timestamp at time zone ${ZONE})`;

/** Days `YYYY-MM-DD` as a relation of distinct `day`. */
const daysOf = (days: string[]): SQL => sql`(select distinct value::date as day from jsonb_array_elements_text(${JSON.stringify(days)}::jsonb))`;

/** Writes the rollup rows of the orders `orders` selects (a from-and-where clause naming them `o`). */
async function insertGroups(tx: DbOrTx, orders: ReturnType<typeof ordersWhere>): Promise<void> {
  await tx.execute(sql`insert into dashboard_day (day, user_id, store_id, status, acceptance, closed_from, orders, goods_value, accept_seconds)
    ${orderGroups(orders)}`);
  await tx.execute(sql`insert into dashboard_day_goods (day, user_id, goods_id, value, orders, name, last_line_id)
    ${goodsGroups(orders)}`);
}

/**
 * Brings the rollup up to `now`: every Vietnamese day before today rolled up, and the buyer-days whose orders changed
 * since the last run (an order placed on day D is accepted, paid or closed later: its `live_event` rows name it) rolled
 * up again. The first run, a run after the log lost unread positions, or `rebuild` rolls up every day again.
 * Idempotent: one transaction, runs take turns, and a rerun finds nothing new.
 */
export async function rollUpDashboard(db: Db, now: Date, opts: { rebuild?: boolean } = {}): Promise<RollupRun> {
  const end = await committedLogEnd(db);
  const through = addDays(vietnamDay(now), -1);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    const [state] = await queryRows<{ through: string | null; seq: number }>(tx, sql`
      select to_char(through, 'YYYY-MM-DD') as through, seq from dashboard_rollup_state where id = 1`);
    const before = state?.through ? { through: state.through, seq: Number(state.seq) } : null;
    const rebuild = opts.rebuild || !before || !(await logKeptAfter(tx, before.seq, end));
    const todayStarts = sql`(${through}::date + 1)::timestamp at time zone ${ZONE}`;
    let days = 0;
    let pairs = 0;
    if (rebuild) {
      await tx.execute(sql`delete from dashboard_day`);
      await tx.execute(sql`delete from dashboard_day_goods`);
      await insertGroups(tx, ordersWhere(sql`o.created_at < ${todayStarts}`));
      await writeAllScope(tx, null);
      // Fresh statistics for the figures' plans (every row is new); ANALYZE runs inside a transaction, VACUUM not.
      await tx.execute(sql`analyze dashboard_day, dashboard_day_goods, dashboard_all_day, dashboard_month_value`);
    } else {
      const changed = (await queryRows<{ day: string; user_id: number }>(tx, sql`
        select to_char(day, 'YYYY-MM-DD') as day, user_id from (${changedPairsQuery(before.seq, { through: before.through }, end)}) c`))
        .map((r) => [r.day, Number(r.user_id)]);
      pairs = changed.length;
      const touched = new Set(changed.map(([day]) => day as string));
      if (changed.length) {
        const pairs = pairsOf(JSON.stringify(changed));
        await tx.execute(sql`delete from dashboard_day r using ${pairs} c where r.day = c.day and r.user_id = c.user_id`);
        await tx.execute(sql`delete from dashboard_day_goods r using ${pairs} c where r.day = c.day and r.user_id = c.user_id`);
        await insertGroups(tx, ordersOfPairs(pairs));
      }
      if (through > before.through) {
        // The days completed since the last run; a day a clock moved back rolled up already is written again.
        await tx.execute(sql`delete from dashboard_day where day > ${before.through}::date`);
        await tx.execute(sql`delete from dashboard_day_goods where day > ${before.through}::date`);
        await insertGroups(tx, ordersWhere(sql`o.created_at >= (${before.through}::date + 1)::timestamp at time zone ${ZONE}
          and o.created_at < ${todayStarts}`));
        days = Math.round((Date.parse(through) - Date.parse(before.through)) / DAY_MS);
        for (let i = 1; i <= days; i++) touched.add(addDays(before.through, i));
      }
      if (touched.size) await writeAllScope(tx, daysOf([...touched]));
    }
    const kept = before && !rebuild && through < before.through ? before.through : through;
    await tx.execute(sql`
      insert into dashboard_rollup_state (id, through, seq, rolled_at) values (1, ${kept}::date, ${end}, ${now.toISOString()}::timestamptz)
      on conflict (id) do update set through = excluded.through, seq = excluded.seq, rolled_at = excluded.rolled_at`);
    return { rebuilt: rebuild, days, pairs, through: kept, seq: end };
  });
}

/** The task: incremental by default; `{ rebuild: true }` (run now with data, or a script) rolls up every day again. */
export async function declareDashboardRollup(app: FastifyInstance): Promise<void> {
  app.jobs.handle<{ rebuild?: boolean }>(DASHBOARD_ROLLUP_TASK, async ({ data, now }) =>
    rollUpDashboard(app.db, now, { rebuild: data?.rebuild === true }));
  await app.jobs.schedule(DASHBOARD_ROLLUP_TASK, DASHBOARD_ROLLUP_CRON);
}
