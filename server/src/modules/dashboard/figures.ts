import { sql } from 'drizzle-orm';
import {
  daysIn, FUNNEL_STEPS, funnelStepOf, type DashboardFigures, type DashboardFiguresQuery, type DashboardRanked,
} from 'shared-contracts/api/dashboard';
import type { AcceptanceState, OrderState } from 'shared-contracts/mall/order-state';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { DataScope } from '../data-scope/data-scope';
import { i18nOf } from '../goods/read';
import { acceptMeasured, durationFigures, type DurationRow } from './durations';
import { figuresSource, type FiguresSource } from './figures-source';
import type { Period } from './period';

type DayRow = { day: string; orders: number; value: number };
type FunnelRow = { status: OrderState; closed_from: OrderState | null; acceptance: AcceptanceState; n: number };
type RankRow = { id: number; name: string; name_i18n?: unknown; value: number; orders: number };
type PeriodRows = { days: DayRow[]; funnel: FunnelRow[]; accept: DurationRow | null; goods: RankRow[]; stores: RankRow[]; buyers: RankRow[] };

/** A JSON array of `query`'s rows in the order `orderBy` gives (an empty array, not null, for none). */
const jsonRows = (query: ReturnType<typeof sql>, orderBy = sql``) =>
  sql`(select coalesce(json_agg(t ${orderBy}), '[]') from (${query}) t)`;

/**
 * Every figure of the period from `src`, `ranked` and `gsrc` (figures-source.ts) in one statement, so their rows are
 * computed once: orders and value per day, the funnel's groups (state, acceptance, the state a closed one left) and
 * value and orders per store and per buyer in one pass over `src` (grouping sets); the time to accept; the 5 largest
 * stores, buyers and goods by accepted value from `ranked` (ties by id), the goods named as their newest line is.
 */
export const periodRows = (source: FiguresSource, replyDays: number) => sql`
  with ${source.ctes}, agg as materialized (
    select grouping(day) as by_day, grouping(status) as by_state, grouping(store_id) as by_store, grouping(user_id) as by_buyer,
      day, status, acceptance, closed_from, store_id, user_id, sum(orders)::int as orders, coalesce(sum(goods_value), 0)::bigint as value
    from src group by grouping sets ((day), (status, acceptance, closed_from), (acceptance, store_id), (acceptance, user_id))),
  top as materialized (
    select kind, id, value, orders from (
      select kind, id, value, orders, row_number() over (partition by kind order by value desc, id) as place from (
        -- A key whose rows cancel out (a changed buyer-day taken out of a month's sums) had no accepted order.
        select kind, id, sum(value)::bigint as value, sum(orders)::int as orders from (${source.ranked}) ranked
        group by kind, id having sum(orders) > 0) summed) placed
    where place <= 5)
  select
    ${jsonRows(sql`select to_char(day, 'YYYY-MM-DD') as day, orders, value from agg where by_day = 0`)} as days,
    ${jsonRows(sql`select status, acceptance, closed_from, orders as n from agg where by_state = 0`)} as funnel,
    ${acceptMeasured(replyDays)} as accept,
    ${jsonRows(sql`select t.id, n.name, l.goods_name_i18n as name_i18n, t.value, t.orders from top t
        cross join lateral (select max(g.name) as name, max(g.last_line_id) as last_line_id from gsrc g where g.goods_id = t.id) n
        join mall_order_line l on l.id = n.last_line_id
      where t.kind = 'goods'`, sql`order by t.value desc, t.id`)} as goods,
    ${jsonRows(sql`select s.id, s.name, s.name_i18n, t.value, t.orders from top t join mall_store s on s.id = t.id
      where t.kind = 'store'`, sql`order by t.value desc, t.id`)} as stores,
    ${jsonRows(sql`select u.id, coalesce(nullif(u.nick_name, ''), u.username) as name, t.value, t.orders from top t join sys_user u on u.id = t.id
      where t.kind = 'buyer'`, sql`order by t.value desc, t.id`)} as buyers`;

/** Every day of the period (zeros included) with the orders placed and their goods value. */
function perDay(p: Period, rows: DayRow[]): DashboardFigures['days'] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const start = Date.parse(`${p.from}T00:00:00Z`);
  return Array.from({ length: daysIn(p.from, p.to) }, (_, i) => {
    const day = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const found = byDay.get(day);
    return { day, orders: Number(found?.orders ?? 0), goodsValue: Number(found?.value ?? 0) };
  });
}

/** The funnel: the steps behind each group's state are the contract's table (FUNNEL_STEP_OF_STATE). */
function funnel(rows: FunnelRow[]): DashboardFigures['funnel'] {
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

const rankedOf = (rows: RankRow[]): DashboardRanked[] => rows.map((r) => ({
  id: Number(r.id), name: r.name ?? '', ...(r.name_i18n === undefined ? {} : { nameI18n: i18nOf(r.name_i18n) }),
  value: Number(r.value), orders: Number(r.orders),
}));

/**
 * The dashboard's figures over `q`'s days within `scope`; `cnyToVnd` and the reply target come from the settings.
 * From the daily rollup where it has the answer, live elsewhere (figures-source.ts); `live` reads no rollup.
 */
export async function dashboardFigures(
  db: Db, scope: DataScope, q: DashboardFiguresQuery, settings: { cnyToVnd: number; acceptReplyDays: number },
  opts: { live?: boolean } = {},
): Promise<DashboardFigures> {
  const p: Period = { scope, from: q.from, to: q.to };
  const [rows, times] = await db.transaction(async (tx) => {
    // The statements read a few thousand rows, but their cost estimates (a period's orders times their timeline
    // lookups) make PostgreSQL compile them first: JIT alone took 1 s of a 900 ms funnel (docs/dashboard.md).
    await tx.execute(sql`set local jit = off`);
    const [found] = await queryRows<PeriodRows>(tx, periodRows(await figuresSource(tx, p, opts), settings.acceptReplyDays));
    if (!found) throw new Error('the figures statement answered no row');
    // One after another on the transaction's connection: the machine's cores are shared with the other requests.
    return [found, await durationFigures(tx, p, found.accept, settings.acceptReplyDays)] as const;
  // One snapshot for the rollup, its state, the log and the live rows: the parts add up to one moment's figures.
  }, { isolationLevel: 'repeatable read', accessMode: 'read only' });
  return {
    from: q.from, to: q.to, cnyToVnd: settings.cnyToVnd, days: perDay(p, rows.days), funnel: funnel(rows.funnel), times,
    top: { goods: rankedOf(rows.goods), stores: rankedOf(rows.stores), buyers: rankedOf(rows.buyers) },
  };
}
