import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { ownerInScopeSet } from '../data-scope/data-scope';
import { madeIn, type Period } from './period';
import { goodsGroups, orderGroups, ordersOfPairs, ordersWhere } from './rollup-groups';
import { addDays, changedPairs, logKeptAfter } from './rollup-task';

/**
 * Where a request's figures come from (docs/dashboard.md "The rollup"): `orders` and `goods` are subqueries with the
 * rows of `dashboard_day` and `dashboard_day_goods` for the period within the scope, the rolled-up days from the
 * rollup and the rest computed live by the same statement that fills it. Exact at the moment of the request's
 * snapshot: the days after the rollup's `through` and every buyer-day with an order changed since its `seq` are live.
 */
export type FiguresSource = { orders: SQL; goods: SQL };

type Rolled = { through: string; pairs: string | null };

const LOG_END = sql`(select case when is_called then last_value else 0 end from live_event_seq_seq)`;

/**
 * What the rollup answers for this period, read in the figures' transaction (one snapshot, repeatable read): null
 * when it has not run, or when the log no longer holds every change since (the trim outran a paused task).
 */
async function rolledFor(db: DbOrTx, p: Period): Promise<Rolled | null> {
  const [state] = await queryRows<{ through: string | null; seq: number; end: number }>(db, sql`
    select to_char(through, 'YYYY-MM-DD') as through, seq, ${LOG_END} as "end" from dashboard_rollup_state where id = 1`);
  if (!state?.through || state.through < p.from) return null;
  // A position given but not yet committed reads as lost here: the figures are then live, never wrong.
  if (!(await logKeptAfter(db, Number(state.seq), Number(state.end)))) return null;
  const through = state.through < p.to ? state.through : p.to;
  const changed = (await changedPairs(db, Number(state.seq), through)).filter(([day]) => day >= p.from);
  return { through: state.through, pairs: changed.length ? JSON.stringify(changed) : null };
}

const COLUMNS = {
  dashboard_day: sql.raw('r.day, r.user_id, r.store_id, r.status, r.acceptance, r.closed_from, r.orders, r.goods_value, r.accept_seconds'),
  dashboard_day_goods: sql.raw('r.day, r.user_id, r.goods_id, r.value, r.orders, r.name, r.last_line_id, r.name_i18n'),
};

/** The rollup's rows for the period and scope, without the changed buyer-days; columns as rollup-groups.ts has them. */
const rolledRows = (table: keyof typeof COLUMNS, p: Period, r: Rolled): SQL => sql`
  select ${COLUMNS[table]} from ${sql.identifier(table)} r
  where r.day >= ${p.from}::date and r.day <= least(${p.to}::date, ${r.through}::date)
    and ${ownerInScopeSet(p.scope, sql`r.user_id`)}
    ${r.pairs ? sql`and not exists (select 1 from jsonb_array_elements(${r.pairs}::jsonb) pair
      where (pair ->> 0)::date = r.day and (pair ->> 1)::int = r.user_id)` : sql``}`;

/** `live` ignores the rollup (the tests' reference, and the answer before the task's first run). */
export async function figuresSource(db: DbOrTx, p: Period, opts: { live?: boolean } = {}): Promise<FiguresSource> {
  const rolled = opts.live ? null : await rolledFor(db, p);
  if (!rolled) {
    const all = ordersWhere(madeIn(p, 'o'));
    return { orders: sql`(${orderGroups(all)}) src`, goods: sql`(${goodsGroups(all)}) src` };
  }
  const parts = (table: 'dashboard_day' | 'dashboard_day_goods', groups: (orders: SQL) => SQL): SQL => {
    const list = [rolledRows(table, p, rolled)];
    const after = addDays(rolled.through, 1);
    if (p.to >= after) list.push(groups(ordersWhere(madeIn({ ...p, from: p.from > after ? p.from : after }, 'o'))));
    if (rolled.pairs) list.push(groups(ordersOfPairs(rolled.pairs, ownerInScopeSet(p.scope, sql`o.user_id`))));
    return sql`(${sql.join(list.map((part) => sql`(${part})`), sql` union all `)}) src`;
  };
  return { orders: parts('dashboard_day', orderGroups), goods: parts('dashboard_day_goods', goodsGroups) };
}
