import { sql, type SQL } from 'drizzle-orm';
import { madeIn, type Period } from './period';
import { goodsGroups, orderGroups, ordersOfPairs, ordersWhere } from './rollup-groups';
import { addDays, changedPairsQuery } from './rollup-task';

const firstOfMonth = (day: string): string => `${day.slice(0, 7)}-01`;
const nextMonth = (day: string): string => {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** The whole months of `from`..`through` (`[start, end)`, or null for none) and its other days as ranges. */
export function monthsOf(from: string, through: string): { months: [string, string] | null; days: [string, string][] } {
  const start = from.endsWith('-01') ? from : nextMonth(from);
  const end = firstOfMonth(addDays(through, 1));
  if (start >= end) return { months: null, days: [[from, through]] };
  const days: [string, string][] = [];
  if (from < start) days.push([from, addDays(start, -1)]);
  if (end <= through) days.push([end, through]);
  return { months: [start, end], days };
}

const dayIn = ([a, b]: [string, string]): SQL => sql`r.day >= ${a}::date and r.day <= ${b}::date`;
const isChanged = sql`exists (select 1 from changed c where c.day = r.day and c.user_id = r.user_id)`;

/**
 * The figures' rows for a viewer whose scope is every buyer (docs/dashboard.md "Every buyer"), for a period whose days
 * up to `through` (the rollup's, or the period's end if sooner) are rolled up, exact at the request's snapshot as the
 * per-buyer source is:
 * - `src` (days, funnel, accept times): `dashboard_all_day` for the rolled-up days where no buyer changed since `seq`,
 *   the per-buyer rows of the other rolled-up days but the changed buyer-days, and those buyer-days and the days after
 *   `through` live.
 * - `ranked` (top stores, buyers, goods): `dashboard_month_value` for the period's whole months, the per-buyer rows of
 *   its other days, minus the per-buyer rows of the changed buyer-days (the sums include them), plus the live rows.
 * - `gsrc` (the top goods' names): the goods rollup and the live goods; read for the five top goods only.
 */
export function allScopeSource(p: Period, rolled: { through: string; seq: number }): { ctes: SQL; ranked: SQL } {
  const through = rolled.through < p.to ? rolled.through : p.to;
  const after = addDays(rolled.through, 1);
  const rolledDays: [string, string] = [p.from, through];
  const liveParts = (groups: (orders: SQL) => SQL): SQL => sql.join([
    sql`(${groups(ordersOfPairs(sql`changed`))})`,
    ...(p.to >= after ? [sql`(${groups(ordersWhere(madeIn({ ...p, from: p.from > after ? p.from : after }, 'o')))})`] : []),
  ], sql` union all `);
  const { months, days } = monthsOf(p.from, through);
  const orderRows = sql.join([
    ...days.map((range) => sql`(select 1 as sign, r.store_id, r.user_id, r.goods_value, r.orders from dashboard_day r
      where r.acceptance = 'accepted' and ${dayIn(range)})`),
    sql`(select -1 as sign, r.store_id, r.user_id, r.goods_value, r.orders from dashboard_day r join changed c on c.day = r.day and c.user_id = r.user_id
      where r.acceptance = 'accepted')`,
    sql`(select 1, store_id, user_id, goods_value, orders from live where acceptance = 'accepted')`,
  ], sql` union all `);
  const goodsRows = sql.join([
    ...days.map((range) => sql`(select 1 as sign, r.goods_id, r.value, r.orders from dashboard_day_goods r where ${dayIn(range)})`),
    sql`(select -1 as sign, r.goods_id, r.value, r.orders from dashboard_day_goods r join changed c on c.day = r.day and c.user_id = r.user_id)`,
    sql`(select 1, goods_id, value, orders from glive)`,
  ], sql` union all `);
  const ctes = sql`changed as materialized (${changedPairsQuery(rolled.seq, { from: p.from, through })}),
    live as materialized (${liveParts(orderGroups)}),
    glive as materialized (${liveParts(goodsGroups)}),
    src as materialized (
      -- No store or buyer here: the statement's sums per store and buyer over src go unread (ranked has them).
      (select r.day, null::int as store_id, null::int as user_id, r.status, r.acceptance, r.closed_from, r.orders, r.goods_value, r.accept_seconds
        from dashboard_all_day r where ${dayIn(rolledDays)} and not exists (select 1 from changed c where c.day = r.day))
      union all
      (select r.day, r.store_id, r.user_id, r.status, r.acceptance, r.closed_from, r.orders, r.goods_value, r.accept_seconds from dashboard_day r
        where r.day in (select day from changed) and not ${isChanged})
      union all
      (select day, store_id, user_id, status, acceptance, closed_from, orders, goods_value, accept_seconds from live)),
    ranked as (
      ${months ? sql`(select kind, key_id as id, value, orders from dashboard_month_value
        where month >= ${months[0]}::date and month < ${months[1]}::date) union all` : sql``}
      (select k.kind, k.id, r.sign * r.goods_value as value, r.sign * r.orders as orders from (${orderRows}) r
        cross join lateral (values ('store', r.store_id), ('buyer', r.user_id)) k(kind, id))
      union all
      (select 'goods', g.goods_id, g.sign * g.value as value, g.sign * g.orders as orders from (${goodsRows}) g)),
    gsrc as (
      (select r.goods_id, r.name, r.last_line_id from dashboard_day_goods r where ${dayIn(rolledDays)} and not ${isChanged})
      union all
      (select goods_id, name, last_line_id from glive))`;
  return { ctes, ranked: sql`select kind, id, value, orders from ranked` };
}
