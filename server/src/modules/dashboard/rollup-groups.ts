import { sql, type SQL } from 'drizzle-orm';
import { ZONE } from './period';

/**
 * The rows of the dashboard's rollup, computed from the orders, their lines and their timelines: one statement for
 * the task that keeps `dashboard_day` / `dashboard_day_goods` and for the figures' live part (today, and the orders
 * changed since the last run), so the rolled-up and the live answer are the same computation by construction.
 * `orders` is a from-and-where clause naming the orders `o` (ordersIn, ordersOfPairs).
 */

/** The Vietnamese calendar day an order was placed on. */
export const placementDay = (alias: string): SQL => sql`(${sql.raw(alias)}.created_at at time zone ${ZONE})::date`;

/** The orders matching `where`. */
export const ordersWhere = (where: SQL): SQL => sql`mall_order o where ${where}`;

/** Buyer-days from JSON `[["2025-03-01", 17], …]`, as a relation of `day` and `user_id`. */
export const pairsOf = (json: string): SQL => sql`
  (select (pair ->> 0)::date as day, (pair ->> 1)::int as user_id from jsonb_array_elements(${json}::jsonb) pair)`;

/**
 * The orders of some buyer-days: `pairs` is a relation of distinct `day` and `user_id` (a repeat would count its
 * orders twice). A join, so each pair is one range of the buyer's orders index.
 */
export const ordersOfPairs = (pairs: SQL, where: SQL = sql`true`): SQL => sql`
  ${pairs} c join mall_order o on o.user_id = c.user_id
    and o.created_at >= (c.day)::timestamp at time zone ${ZONE} and o.created_at < (c.day + 1)::timestamp at time zone ${ZONE}
  where ${where}`;

/**
 * Orders grouped by day, buyer, store, state, acceptance and the state a closed order left, with their count, goods
 * value and the time to accept of each accepted one (placement to the first `accept` event, in seconds).
 */
export const orderGroups = (orders: SQL): SQL => sql`
  select day, user_id, store_id, status, acceptance, closed_from, count(*)::int as orders,
    sum(goods_total)::bigint as goods_value,
    coalesce(array_agg(accept_seconds) filter (where accept_seconds is not null), '{}')::float8[] as accept_seconds
  from (
    select ${placementDay('o')} as day, o.user_id, o.store_id, o.status, o.acceptance, o.goods_total,
      case when o.status = 'closed' then (select e.from_status from mall_order_event e
        where e.order_id = o.id and e.to_status = 'closed' order by e.created_at desc, e.id desc limit 1) end as closed_from,
      extract(epoch from ((select min(ev.created_at) from mall_order_event ev where ev.order_id = o.id and ev.action = 'accept') - o.created_at))::float8
        as accept_seconds
    from ${orders}) placed
  group by day, user_id, store_id, status, acceptance, closed_from`;

/**
 * The lines of accepted orders grouped by day, buyer and goods: value, orders, the greatest name and the newest line
 * (the top goods are named in three languages as the newest line of the whole period is).
 */
export const goodsGroups = (orders: SQL): SQL => sql`
  select ${placementDay('o')} as day, o.user_id, l.goods_id, sum(l.total_price)::bigint as value,
    count(distinct o.id)::int as orders, max(l.goods_name) as name, max(l.id) as last_line_id
  from (select o.* from ${orders}) o join mall_order_line l on l.order_id = o.id
  where o.acceptance = 'accepted'
  group by 1, 2, 3`;
