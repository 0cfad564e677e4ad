import { sql, type SQL } from 'drizzle-orm';
import {
  daysIn, FUNNEL_STEPS, funnelStepOf, type DashboardFigures, type DashboardFiguresQuery, type DashboardRanked,
} from 'shared-contracts/api/dashboard';
import type { AcceptanceState, OrderState } from 'shared-contracts/mall/order-state';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { DataScope } from '../data-scope/data-scope';
import { i18nOf } from '../goods/read';
import { durationFigures } from './durations';
import { madeIn, ZONE, type Period } from './period';

/** Orders placed in the period by buyers in scope: the start of every figure but the payment review times. */
const placedIn = (p: Period): SQL => madeIn(p, 'o');

/** Every day of the period (zeros included) with the orders placed and their goods value. */
async function perDay(db: DbOrTx, p: Period): Promise<DashboardFigures['days']> {
  const rows = await queryRows<{ day: string; orders: number; value: number }>(db, sql`
    select to_char((o.created_at at time zone ${ZONE})::date, 'YYYY-MM-DD') as day, count(*)::int as orders, coalesce(sum(o.goods_total), 0)::bigint as value
    from mall_order o where ${placedIn(p)} group by 1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const start = Date.parse(`${p.from}T00:00:00Z`);
  return Array.from({ length: daysIn(p.from, p.to) }, (_, i) => {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const found = byDay.get(day);
    return { day, orders: Number(found?.orders ?? 0), goodsValue: Number(found?.value ?? 0) };
  });
}

/**
 * The funnel. Each order is grouped by its state (a closed one by the state its closing event left, from the order
 * timeline) and acceptance; the steps behind each state are the contract's table (FUNNEL_STEP_OF_STATE).
 */
async function funnel(db: DbOrTx, p: Period): Promise<DashboardFigures['funnel']> {
  const rows = await queryRows<{ status: OrderState; closed_from: OrderState | null; acceptance: AcceptanceState; n: number }>(db, sql`
    select status, acceptance, closed_from, count(*)::int as n from (
      select o.status, o.acceptance,
        case when o.status = 'closed' then (select e.from_status from mall_order_event e
          where e.order_id = o.id and e.to_status = 'closed' order by e.created_at desc, e.id desc limit 1) end as closed_from
      from mall_order o where ${placedIn(p)}) placed
    group by status, acceptance, closed_from`);
  const reached = FUNNEL_STEPS.map(() => 0);
  const closedAt = FUNNEL_STEPS.map(() => 0);
  let refused = 0;
  let closed = 0;
  for (const r of rows) {
    const n = Number(r.n);
    const isClosed = r.status === 'closed';
    const step = funnelStepOf(isClosed ? (r.closed_from ?? 'depositPending') : r.status, r.acceptance);
    for (let i = 0; i <= step; i++) reached[i]! += n;
    if (r.acceptance === 'refused') refused += n;
    else if (isClosed) { closed += n; closedAt[step]! += n; }
  }
  return { steps: FUNNEL_STEPS.map((step, i) => ({ step, reached: reached[i]!, closed: closedAt[i]! })), refused, closed };
}

type RankRow = { id: number; name: string; name_i18n?: unknown; value: number; orders: number };
const rankedOf = (rows: RankRow[]): DashboardRanked[] => rows.map((r) => ({
  id: Number(r.id), name: r.name ?? '', ...(r.name_i18n === undefined ? {} : { nameI18n: i18nOf(r.name_i18n) }),
  value: Number(r.value), orders: Number(r.orders),
}));

/** The 5 largest goods, stores and buyers by the goods value of accepted orders placed in the period. */
async function top(db: DbOrTx, p: Period): Promise<DashboardFigures['top']> {
  const accepted = sql`${placedIn(p)} and o.acceptance = 'accepted'`;
  // One after another: `db` is the figures' transaction, one connection.
  const goods = await queryRows<RankRow>(db, sql`
      select l.goods_id as id, max(l.goods_name) as name, (array_agg(l.goods_name_i18n order by l.id desc))[1] as name_i18n,
        sum(l.total_price)::bigint as value, count(distinct o.id)::int as orders
      from mall_order o join mall_order_line l on l.order_id = o.id where ${accepted}
      group by l.goods_id order by value desc, l.goods_id limit 5`);
  const stores = await queryRows<RankRow>(db, sql`
      select s.id, s.name, s.name_i18n, t.value, t.orders from (
        select o.store_id, sum(o.goods_total)::bigint as value, count(*)::int as orders from mall_order o where ${accepted}
        group by o.store_id order by value desc, o.store_id limit 5) t
      join mall_store s on s.id = t.store_id order by t.value desc, s.id`);
  const buyers = await queryRows<RankRow>(db, sql`
      select u.id, coalesce(nullif(u.nick_name, ''), u.username) as name, t.value, t.orders from (
        select o.user_id, sum(o.goods_total)::bigint as value, count(*)::int as orders from mall_order o where ${accepted}
        group by o.user_id order by value desc, o.user_id limit 5) t
      join sys_user u on u.id = t.user_id order by t.value desc, u.id`);
  return { goods: rankedOf(goods), stores: rankedOf(stores), buyers: rankedOf(buyers) };
}

/** The dashboard's figures over `q`'s days within `scope`; `cnyToVnd` and the reply target come from the settings. */
export async function dashboardFigures(
  db: Db, scope: DataScope, q: DashboardFiguresQuery, settings: { cnyToVnd: number; acceptReplyDays: number },
): Promise<DashboardFigures> {
  const p: Period = { scope, from: q.from, to: q.to };
  const [days, steps, times, ranked] = await db.transaction(async (tx) => {
    // Each statement reads a few thousand index entries, but its cost estimate (the period's orders times their
    // timeline lookups) makes PostgreSQL compile it first: JIT alone took 1 s of a 900 ms funnel (docs/dashboard.md).
    await tx.execute(sql`set local jit = off`);
    // One after another on the transaction's connection: the machine's cores are shared with the other requests.
    return [await perDay(tx, p), await funnel(tx, p), await durationFigures(tx, p, settings.acceptReplyDays), await top(tx, p)] as const;
  });
  return { from: q.from, to: q.to, cnyToVnd: settings.cnyToVnd, days, funnel: steps, times, top: ranked };
}
