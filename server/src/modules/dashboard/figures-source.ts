import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { ownerInScopeList, ownerInScopeSet } from '../data-scope/data-scope';
import { allScopeSource } from './figures-all-scope';
import { madeIn, type Period } from './period';
import { goodsGroups, orderGroups, ordersOfPairs, ordersWhere } from './rollup-groups';
import { addDays, changedPairsQuery, logKeptAfter } from './rollup-task';

/**
 * Where a request's figures come from (docs/dashboard.md "The rollup"): `ctes`, the `with` list of one statement
 * defining `src` and `gsrc`, the rows of `dashboard_day` and `dashboard_day_goods` for the period within the scope,
 * and `ranked`, a query of the accepted orders' value and orders per store, buyer and goods (`kind`, `id`; a key's
 * rows add up) which may read the statement's sums per store and buyer over `src` (`agg`, figures.ts). The
 * rolled-up days come from the rollup, the rest is computed live by the same statement that fills it: exact at the
 * request's snapshot, since the days after the rollup's `through` and every buyer-day with an order changed since
 * its `seq` are live. `src` is computed once per request (materialized) and read by every figure but the goods.
 */
export type FiguresSource = { ctes: SQL; ranked: SQL };

type Rolled = { through: string; seq: number };

const LOG_END = sql`(select case when is_called then last_value else 0 end from live_event_seq_seq)`;

/**
 * How far the rollup answers, read in the figures' transaction (one snapshot, repeatable read): null when it has
 * not run, when the period lies after it, or when the log no longer holds every change since (the trim outran a
 * paused task).
 */
async function rolledFor(db: DbOrTx, p: Period): Promise<Rolled | null> {
  const [state] = await queryRows<{ through: string | null; seq: number; end: number }>(db, sql`
    select to_char(through, 'YYYY-MM-DD') as through, seq, ${LOG_END} as "end" from dashboard_rollup_state where id = 1`);
  if (!state?.through || state.through < p.from) return null;
  // A position given but not yet committed reads as lost here: the figures are then live, never wrong.
  if (!(await logKeptAfter(db, Number(state.seq), Number(state.end)))) return null;
  return { through: state.through, seq: Number(state.seq) };
}

const COLUMNS = {
  dashboard_day: sql.raw('r.day, r.user_id, r.store_id, r.status, r.acceptance, r.closed_from, r.orders, r.goods_value, r.accept_seconds'),
  dashboard_day_goods: sql.raw('r.day, r.user_id, r.goods_id, r.value, r.orders, r.name, r.last_line_id'),
};

/** The top lists from the sums per store and buyer of `src` (which holds every row of the scope) and from `gsrc`. */
const RANKED = sql`
  select 'store' as kind, store_id as id, value, orders from agg where by_store = 0 and acceptance = 'accepted'
  union all
  select 'buyer', user_id, value, orders from agg where by_buyer = 0 and acceptance = 'accepted'
  union all
  select 'goods', goods_id, value, orders from gsrc`;

/** `live` ignores the rollup (the tests' reference, and the answer before the task's first run). */
export async function figuresSource(db: DbOrTx, p: Period, opts: { live?: boolean } = {}): Promise<FiguresSource> {
  const rolled = opts.live ? null : await rolledFor(db, p);
  if (!rolled) {
    const all = ordersWhere(madeIn(p, 'o'));
    return { ctes: sql`src as materialized (${orderGroups(all)}), gsrc as (${goodsGroups(all)})`, ranked: RANKED };
  }
  // Every buyer: the rollup without the buyer (figures-all-scope.ts), a few dozen rows a day instead of one per order.
  if (p.scope.kind === 'all') return allScopeSource(p, rolled);
  const through = rolled.through < p.to ? rolled.through : p.to;
  const after = addDays(rolled.through, 1);
  const inScope = ownerInScopeSet(p.scope, sql`o.user_id`);
  const parts = (table: keyof typeof COLUMNS, groups: (orders: SQL) => SQL): SQL => sql.join([
    sql`(select ${COLUMNS[table]} from ${sql.identifier(table)} r
      where r.day >= ${p.from}::date and r.day <= ${through}::date and ${ownerInScopeList(p.scope, sql`r.user_id`)}
        and not exists (select 1 from changed c where c.day = r.day and c.user_id = r.user_id))`,
    sql`(${groups(ordersOfPairs(sql`changed`, inScope))})`,
    ...(p.to >= after ? [sql`(${groups(ordersWhere(madeIn({ ...p, from: p.from > after ? p.from : after }, 'o')))})`] : []),
  ], sql` union all `);
  const ctes = sql`changed as materialized (${changedPairsQuery(rolled.seq, { from: p.from, through })}),
    src as materialized (${parts('dashboard_day', orderGroups)}),
    gsrc as (${parts('dashboard_day_goods', goodsGroups)})`;
  return { ctes, ranked: RANKED };
}
