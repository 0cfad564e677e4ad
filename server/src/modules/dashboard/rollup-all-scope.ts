import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';

/**
 * The rollup for viewers of every buyer (docs/dashboard.md "Every buyer"): `dashboard_all_day` and
 * `dashboard_month_value`, sums of the per-buyer rollup's rows, so they are written after those rows in the task's
 * transaction and agree with them by construction (the figures subtract a changed buyer-day's per-buyer rows from a
 * month's sums, which holds only while both come from the same rows).
 */

/** The day's per-buyer rows summed without the buyer and the store; the accept times concatenated, not summarised. */
const allDayRows = (where: SQL): SQL => sql`
  select r.day, r.status, r.acceptance, r.closed_from,
    -- One row per kept value (or one with none): a row's orders and value are counted on its first.
    sum(r.orders) filter (where u.n is null or u.n = 1)::int as orders,
    sum(r.goods_value) filter (where u.n is null or u.n = 1)::bigint as goods_value,
    coalesce(array_agg(u.v) filter (where u.n is not null), '{}')::float8[] as accept_seconds
  from dashboard_day r left join lateral unnest(r.accept_seconds) with ordinality u(v, n) on true
  where ${where}
  group by r.day, r.status, r.acceptance, r.closed_from`;

/**
 * The accepted orders' value per month and store, buyer or goods, of the per-buyer rows `months` joins (a join of
 * `r` with the months' day ranges, or nothing for every row).
 */
const monthRows = (months: SQL): SQL => sql`
  select date_trunc('month', r.day)::date as month, k.kind, k.id, sum(r.goods_value)::bigint, sum(r.orders)::int
  from dashboard_day r ${months} cross join lateral (values ('store', r.store_id), ('buyer', r.user_id)) k(kind, id)
  where r.acceptance = 'accepted'
  group by 1, 2, 3
  union all
  select date_trunc('month', r.day)::date, 'goods', r.goods_id, sum(r.value)::bigint, sum(r.orders)::int
  from dashboard_day_goods r ${months}
  group by 1, 3`;

/**
 * Writes the buyer-less rows again for the days of `days` (a relation of distinct `day`) and for their whole months,
 * or for every day when null (a rebuild, after the per-buyer tables were emptied and filled).
 */
export async function writeAllScope(tx: DbOrTx, days: SQL | null): Promise<void> {
  if (!days) {
    await tx.execute(sql`delete from dashboard_all_day`);
    await tx.execute(sql`delete from dashboard_month_value`);
    await tx.execute(sql`insert into dashboard_all_day (day, status, acceptance, closed_from, orders, goods_value, accept_seconds) ${allDayRows(sql`true`)}`);
    await tx.execute(sql`insert into dashboard_month_value (month, kind, key_id, value, orders) ${monthRows(sql``)}`);
    return;
  }
  await tx.execute(sql`delete from dashboard_all_day where day in (select day from ${days} d)`);
  await tx.execute(sql`insert into dashboard_all_day (day, status, acceptance, closed_from, orders, goods_value, accept_seconds)
    ${allDayRows(sql`r.day in (select day from ${days} d)`)}`);
  const months = sql`(select distinct date_trunc('month', day)::date as month from ${days} d)`;
  await tx.execute(sql`delete from dashboard_month_value where month in (select month from ${months} m)`);
  // A join on each month's day range, so each reads its days through the per-buyer tables' day index.
  await tx.execute(sql`insert into dashboard_month_value (month, kind, key_id, value, orders)
    ${monthRows(sql`join ${months} m on r.day >= m.month and r.day < (m.month + interval '1 month')::date`)}`);
}
