import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { OrderCounts, OrderListQuery, StaffOrder } from 'shared-contracts/api/orders';
import { listSortOf, type StaffOrderListQuery } from 'shared-contracts/api/staff-lists';
import { DISPLAYED_ORDER_STATES, type DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { normalizeSearchText } from 'shared-contracts/mall/search-text';
import type { DbOrTx } from '../../db/connect';
import { listOrderBy } from '../../db/list-order';
import { queryRows } from '../../db/rows';
import { orders, users } from '../../db/schema';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { shippingStateSql } from './order-delivery';
import { toOrders } from './read-orders';
import { STOCK_EXPIRING_DAYS } from 'shared-contracts/api/dashboard';

/** Placement days are Vietnam's calendar days (the order number carries the same date). */
const ZONE = 'Asia/Ho_Chi_Minh';

/** A shipping order (accepted, as every order past the deposit is) whose goods are where `state` says. */
const shippingWhere = (state: DisplayedOrderState) =>
  sql`(${orders.status} = 'shipping' and ${orders.acceptance} = 'accepted' and ${shippingStateSql} = ${state})`;

/**
 * The rows a displayed state stands for (displayedOrderState in shared-contracts, read backwards). The states of a
 * shipping order are read from its delivery progress (orders/order-delivery.ts), counted only for shipping orders.
 */
export function displayedStateWhere(state: DisplayedOrderState): SQL {
  switch (state) {
    case 'refused': return sql`${orders.acceptance} = 'refused'`;
    case 'closed': return sql`(${orders.status} = 'closed' and ${orders.acceptance} <> 'refused')`;
    case 'awaitingAcceptance': return sql`(${orders.acceptance} = 'waiting' and ${orders.status} <> 'closed')`;
    case 'shipping': case 'partlyShipped': case 'partlyDelivered': case 'partlyDeliveredInWarehouse': return shippingWhere(state);
    case 'delivered': return sql`((${orders.status} = 'delivered' and ${orders.acceptance} = 'accepted') or ${shippingWhere(state)})`;
    default: return sql`(${orders.status} = ${state} and ${orders.acceptance} = 'accepted')`;
  }
}

/** The SQL expression of displayedOrderState, for counting every state in one pass. */
export const displayedStateSql = sql<DisplayedOrderState>`case
  when ${orders.acceptance} = 'refused' then 'refused'
  when ${orders.status} = 'closed' then 'closed'
  when ${orders.acceptance} = 'waiting' then 'awaitingAcceptance'
  when ${orders.status} = 'shipping' then ${shippingStateSql}
  else ${orders.status} end`;

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters of a list: a keyword matches the order number, or a line's goods name in any language, in any
 * case and with or without Vietnamese marks ("ao thun" finds "Áo thun"): the order's search_text holds them in
 * the normal form the keyword is brought to. Days are inclusive.
 */
function filtersOf(q: Omit<OrderListQuery, 'page' | 'size'>): SQL[] {
  const where: SQL[] = [];
  if (q.state) where.push(displayedStateWhere(q.state));
  if (q.keyword) {
    // A keyword of punctuation alone has no normal form; it can still be part of an order number.
    const plain = normalizeSearchText(q.keyword);
    where.push(plain
      ? sql`(${orders.searchText} like ${likeOf(plain)} or ${orders.orderNo} ilike ${likeOf(q.keyword.trim())})`
      : sql`${orders.orderNo} ilike ${likeOf(q.keyword.trim())}`);
  }
  if (q.only === 'stockExpiring') where.push(stockExpiringWhere(new Date()));
  if (q.from) where.push(sql`${orders.createdAt} >= (${q.from}::date)::timestamp at time zone ${ZONE}`);
  if (q.to) where.push(sql`${orders.createdAt} < ((${q.to}::date + 1)::timestamp at time zone ${ZONE})`);
  return where;
}

/**
 * Orders waiting for their balance whose stock goes back within STOCK_EXPIRING_DAYS of `now` and has not yet: the
 * dashboard's "stock expiring" card counts the same rows (dashboard/work.ts, written there against its partial index).
 */
export function stockExpiringWhere(now: Date): SQL {
  const by = new Date(now.getTime() + STOCK_EXPIRING_DAYS * 24 * 60 * 60 * 1000);
  return sql`(${orders.status} in ('finalPaymentPending', 'finalPaymentRejected') and ${orders.stockReturnedAt} is null
    and ${orders.stockReturnAt} > ${now.toISOString()}::timestamptz and ${orders.stockReturnAt} <= ${by.toISOString()}::timestamptz)`;
}

/** The buyer's own orders, or for staff the orders of buyers inside their data scope (docs/back-office.md). */
export type OrderScope = { userId: number } | { staff: DataScope };
type Scope = OrderScope;
const scopeWhere = (scope: Scope): SQL[] => {
  if ('userId' in scope) return [eq(orders.userId, scope.userId)];
  return scope.staff.kind === 'all' ? [] : [ownerInScope(scope.staff, orders.userId)];
};

/** The rows a list shows (its scope and filters), for the list and its export alike. */
export const orderListWhere = (scope: Scope, q: Omit<OrderListQuery, 'page' | 'size'>) => and(...scopeWhere(scope), ...filtersOf(q));

/** The order of a list: the buyer's own newest first; staff's as asked or by the state's queue (staff-lists.ts). */
export const orderListSort = (scope: Scope, q: Pick<StaffOrderListQuery, 'state' | 'sort'>) =>
  ('staff' in scope ? listSortOf('orders', q.state, q.sort) : 'newest');

/**
 * A page of orders: the buyer's own (`userId`) newest first or, for staff, everyone's with the buyer's name, longest
 * waiting (placed earliest) first on the acceptance queue or when asked, else newest first (staff-lists.ts).
 */
export async function listOrders(db: DbOrTx, scope: Scope, q: StaffOrderListQuery) {
  const where = orderListWhere(scope, q);
  const [rows, [count]] = await Promise.all([
    db.select({ order: orders, buyerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username})` })
      .from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where)
      .orderBy(...listOrderBy(orderListSort(scope, q), { created: orders.createdAt, id: orders.id }))
      .offset(q.page * q.size).limit(q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  const mapped = await toOrders(db, rows.map((r) => r.order));
  const content: StaffOrder[] = mapped.map((o, i) => ({ ...o, buyerId: rows[i]!.order.userId, buyerName: rows[i]!.buyerName ?? '' }));
  return { content, totalElements: Number(count?.n ?? 0) };
}

/** Orders per displayed state (every state present, zeros included), with the list's keyword and days. */
export async function countOrders(db: DbOrTx, scope: Scope, q: Omit<OrderListQuery, 'page' | 'size' | 'state'>): Promise<OrderCounts> {
  const where = [...scopeWhere(scope), ...filtersOf(q)];
  const rows = await queryRows<{ state: DisplayedOrderState; n: number }>(db, sql`
    select ${displayedStateSql} as state, count(*)::int as n from ${orders}
    ${where.length ? sql`where ${and(...where)}` : sql``} group by 1`);
  const found = new Map(rows.map((r) => [r.state, Number(r.n)]));
  return Object.fromEntries(DISPLAYED_ORDER_STATES.map((state) => [state, found.get(state) ?? 0])) as OrderCounts;
}
