import { sql } from 'drizzle-orm';
import {
  daysIn, FUNNEL_STEPS, funnelStepOf, type DashboardFigures, type DashboardFiguresQuery, type DashboardRanked,
} from 'shared-contracts/api/dashboard';
import type { AcceptanceState, OrderState } from 'shared-contracts/mall/order-state';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { DataScope } from '../data-scope/data-scope';
import { i18nOf } from '../goods/read';
import { durationFigures } from './durations';
import { figuresSource, type FiguresSource } from './figures-source';
import type { Period } from './period';

/** Every day of the period (zeros included) with the orders placed and their goods value. */
async function perDay(db: DbOrTx, p: Period, src: FiguresSource): Promise<DashboardFigures['days']> {
  const rows = await queryRows<{ day: string; orders: number; value: number }>(db, sql`
    select to_char(day, 'YYYY-MM-DD') as day, sum(orders)::int as orders, coalesce(sum(goods_value), 0)::bigint as value
    from ${src.orders} group by 1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const start = Date.parse(`${p.from}T00:00:00Z`);
  return Array.from({ length: daysIn(p.from, p.to) }, (_, i) => {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const found = byDay.get(day);
    return { day, orders: Number(found?.orders ?? 0), goodsValue: Number(found?.value ?? 0) };
  });
}

/**
 * The funnel. Orders are grouped by state (a closed one by the state its closing event left, from the order
 * timeline) and acceptance; the steps behind each state are the contract's table (FUNNEL_STEP_OF_STATE).
 */
async function funnel(db: DbOrTx, src: FiguresSource): Promise<DashboardFigures['funnel']> {
  const rows = await queryRows<{ status: OrderState; closed_from: OrderState | null; acceptance: AcceptanceState; n: number }>(db, sql`
    select status, acceptance, closed_from, sum(orders)::int as n from ${src.orders} group by status, acceptance, closed_from`);
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
async function top(db: DbOrTx, src: FiguresSource): Promise<DashboardFigures['top']> {
  // One after another: `db` is the figures' transaction, one connection.
  const goods = await queryRows<RankRow>(db, sql`
      select goods_id as id, max(name) as name, (array_agg(name_i18n order by last_line_id desc))[1] as name_i18n,
        sum(value)::bigint as value, sum(orders)::int as orders
      from ${src.goods} group by goods_id order by value desc, goods_id limit 5`);
  const stores = await queryRows<RankRow>(db, sql`
      select s.id, s.name, s.name_i18n, t.value, t.orders from (
        select store_id, sum(goods_value)::bigint as value, sum(orders)::int as orders from ${src.orders} where acceptance = 'accepted'
        group by store_id order by value desc, store_id limit 5) t
      join mall_store s on s.id = t.store_id order by t.value desc, s.id`);
  const buyers = await queryRows<RankRow>(db, sql`
      select u.id, coalesce(nullif(u.nick_name, ''), u.username) as name, t.value, t.orders from (
        select user_id, sum(goods_value)::bigint as value, sum(orders)::int as orders from ${src.orders} where acceptance = 'accepted'
        group by user_id order by value desc, user_id limit 5) t
      join sys_user u on u.id = t.user_id order by t.value desc, u.id`);
  return { goods: rankedOf(goods), stores: rankedOf(stores), buyers: rankedOf(buyers) };
}

/**
 * The dashboard's figures over `q`'s days within `scope`; `cnyToVnd` and the reply target come from the settings.
 * From the daily rollup where it has the answer, live elsewhere (figures-source.ts); `live` reads no rollup.
 */
export async function dashboardFigures(
  db: Db, scope: DataScope, q: DashboardFiguresQuery, settings: { cnyToVnd: number; acceptReplyDays: number },
  opts: { live?: boolean } = {},
): Promise<DashboardFigures> {
  const p: Period = { scope, from: q.from, to: q.to };
  const [days, steps, times, ranked] = await db.transaction(async (tx) => {
    // Each statement reads a few thousand rows, but its cost estimate (the period's orders times their timeline
    // lookups) makes PostgreSQL compile it first: JIT alone took 1 s of a 900 ms funnel (docs/dashboard.md).
    await tx.execute(sql`set local jit = off`);
    const src = await figuresSource(tx, p, opts);
    // One after another on the transaction's connection: the machine's cores are shared with the other requests.
    return [await perDay(tx, p, src), await funnel(tx, src), await durationFigures(tx, p, src, settings.acceptReplyDays), await top(tx, src)] as const;
  // One snapshot for the rollup, its state, the log and the live rows: the parts add up to one moment's figures.
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  return { from: q.from, to: q.to, cnyToVnd: settings.cnyToVnd, days, funnel: steps, times, top: ranked };
}
