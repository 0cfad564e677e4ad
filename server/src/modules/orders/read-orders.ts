import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { HallOrder, HallOrderDetail, Order, OrderDetail, OrderLine, PlacedLine, StaffOrderDetail } from 'shared-contracts/api/orders';
import { formatCode } from 'shared-contracts/format';
import { isRefundState, type AcceptanceState, type OrderState } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { orderEvents, orderLines, orders, stores, users } from '../../db/schema';
import { mallFileUrl } from '../mall-files/file-url';
import { hallBuyerName } from './hall-name';
import { deliveryOf } from './order-delivery';
import { i18nOf } from '../goods/read';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** States in which the balance is awaited: the order answers its deadline (`finalDueAt`). */
const BALANCE_DUE_STATES: OrderState[] = ['finalPaymentPending', 'finalPaymentRejected'];

/** States in which a buy order is no longer open: the trading hall leaves them out. */
export const CLOSED_STATES: OrderState[] = ['completed', 'closed'];

function toPlacedLine(l: LineRow): PlacedLine {
  return {
    id: l.id, goodsId: l.goodsId, skuId: l.skuId, goodsName: l.goodsName, goodsNameI18n: i18nOf(l.goodsNameI18n),
    specText: l.specText, specI18n: i18nOf(l.specI18n), imageUrl: mallFileUrl(l.imageKey),
    unitPrice: l.unitPrice, quantity: l.quantity, totalPrice: l.totalPrice,
  };
}

function toLine(l: LineRow): OrderLine {
  return { ...toPlacedLine(l), collectedPrice: l.collectedPrice, sourceUrl: l.sourceUrl, priceCorrectionReason: l.priceCorrectionReason };
}

async function linesByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, LineRow[]>> {
  const byOrder = new Map<number, LineRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id));
  for (const r of rows) byOrder.set(r.orderId, [...(byOrder.get(r.orderId) ?? []), r]);
  return byOrder;
}

async function storesById(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; nameI18n: typeof stores.$inferSelect['nameI18n'] }>();
  const rows = await db.select({ id: stores.id, name: stores.name, nameI18n: stores.nameI18n }).from(stores).where(inArray(stores.id, [...new Set(ids)]));
  return new Map(rows.map((s) => [s.id, s]));
}

/** Orders with their lines and store, in the order given. */
export async function toOrders(db: DbOrTx, rows: OrderRow[]): Promise<Order[]> {
  const ids = rows.map((r) => r.id);
  const [lines, storeMap, delivery] = await Promise.all([linesByOrder(db, ids), storesById(db, rows.map((r) => r.storeId)), deliveryOf(db, ids)]);
  return rows.map((r) => {
    const store = storeMap.get(r.storeId);
    return {
      id: r.id, orderNo: r.orderNo, status: r.status as OrderState, acceptance: r.acceptance as AcceptanceState,
      currency: r.currency, goodsTotal: r.goodsTotal, depositAmount: r.depositAmount, paidAmount: r.paidAmount,
      depositDueAt: r.depositDueAt && r.status === 'depositPending' && r.acceptance === 'accepted' ? iso(r.depositDueAt) : null,
      refundStatus: isRefundState(r.refundStatus) ? r.refundStatus : null, refundTotal: r.refundTotal,
      delivery: delivery.get(r.id) ?? null,
      finalDueAt: r.stockReturnAt && BALANCE_DUE_STATES.includes(r.status as OrderState) ? iso(r.stockReturnAt) : null,
      quantity: r.quantity, remarks: r.remarks, storeId: r.storeId, storeName: store?.name ?? '', storeNameI18n: i18nOf(store?.nameI18n),
      lines: (lines.get(r.id) ?? []).map(toLine), createTime: iso(r.createdAt),
    };
  });
}

export async function orderOf(db: DbOrTx, row: OrderRow): Promise<Order> {
  const [order] = await toOrders(db, [row]);
  if (!order) throw new Error('order mapping lost the order');
  return order;
}

/**
 * An order's timeline, oldest first, with the actor's display name (none for the job queue). In the order of the
 * events' ids: every event is written under the order's row lock, so ids follow the order the steps really took,
 * while `created_at` (the transaction's start) can put a step that waited for the lock before the one it waited for.
 */
async function eventsOf(db: DbOrTx, orderId: number) {
  const events = await db.select({
    id: orderEvents.id, fromStatus: orderEvents.fromStatus, toStatus: orderEvents.toStatus, action: orderEvents.action,
    actorName: users.nickName, note: orderEvents.note, createdAt: orderEvents.createdAt,
  }).from(orderEvents).leftJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
  return events.map(({ createdAt, ...e }) => ({ ...e, createTime: iso(createdAt) }));
}

/** `GET api/orders/{id}`: the buyer's own order with its timeline; another buyer's order is not found. */
export async function ownOrderDetail(db: DbOrTx, userId: number, id: number): Promise<OrderDetail | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.id, id), eq(orders.userId, userId)));
  if (!row) return null;
  return { ...(await orderOf(db, row)), events: await eventsOf(db, row.id) };
}

/** `GET api/orders/admin/{id}`: any order for staff, with who placed it and the timeline. */
export async function staffOrderDetail(db: DbOrTx, id: number): Promise<StaffOrderDetail | null> {
  const [found] = await db.select({ order: orders, nickName: users.nickName, username: users.username })
    .from(orders).leftJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, id));
  if (!found) return null;
  return {
    ...(await orderOf(db, found.order)), buyerId: found.order.userId, buyerName: found.nickName || found.username || '',
    events: await eventsOf(db, id),
  };
}

/**
 * An order of a buyer's collected goods carries what the buyer wrote (names, prices): the public hall never shows
 * it (docs/mall-search.md "Collected goods").
 */
const noCollectedLines = sql`not exists (select 1 from mall_order_line cl where cl.order_id = ${orders.id} and cl.collected_price is not null)`;

/**
 * Open, not refused, and not in a refund (docs/mall.md): a refund under review lives in `refund_status`, beside the
 * status, which keeps its place in the flow; once the refund is decided the order is open again if its status is.
 */
const hallWhere = and(
  notInArray(orders.status, CLOSED_STATES), sql`${orders.acceptance} <> 'refused'`,
  sql`${orders.refundStatus} is distinct from 'refunding'`, noCollectedLines,
);

type HallRow = OrderRow & { nickName: string | null };

async function toHallOrders(db: DbOrTx, rows: HallRow[]): Promise<(HallOrder & { lines: LineRow[] })[]> {
  const lines = await linesByOrder(db, rows.map((r) => r.id));
  return rows.map((r) => {
    const own = lines.get(r.id) ?? [];
    const first = own[0];
    return {
      id: r.id, code: formatCode(r.id), buyer: hallBuyerName(r.nickName),
      goodsName: first?.goodsName ?? '', goodsNameI18n: i18nOf(first?.goodsNameI18n), imageUrl: mallFileUrl(first?.imageKey),
      quantity: r.quantity, goodsTotal: r.goodsTotal, status: r.status as OrderState, acceptance: r.acceptance as AcceptanceState,
      createTime: iso(r.createdAt), lines: own,
    };
  });
}

const hallColumns = { order: orders, nickName: users.nickName };

/**
 * `GET api/orders/hall`: recent open buy orders for the public mall home. Only what the hall shows leaves:
 * the B-code, the masked nick name and what was ordered; never the buyer's id, username or contacts.
 */
export async function hallPage(db: DbOrTx, page: { offset: number; limit: number }) {
  const [rows, [count]] = await Promise.all([
    db.select(hallColumns).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(hallWhere)
      .orderBy(desc(orders.createdAt), desc(orders.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(hallWhere),
  ]);
  const content = (await toHallOrders(db, rows.map((r) => ({ ...r.order, nickName: r.nickName })))).map(({ lines: _lines, ...h }) => h);
  return { content, totalElements: Number(count?.n ?? 0) };
}

/** `GET api/orders/hall/{id}`: one open buy order of the hall with its lines (`/buyerDetail/:id`). */
export async function hallDetail(db: DbOrTx, id: number): Promise<HallOrderDetail | null> {
  const [row] = await db.select(hallColumns).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(and(eq(orders.id, id), hallWhere));
  if (!row) return null;
  const [hall] = await toHallOrders(db, [{ ...row.order, nickName: row.nickName }]);
  const store = (await storesById(db, [row.order.storeId])).get(row.order.storeId);
  if (!hall) return null;
  const { lines, ...rest } = hall;
  return {
    ...rest,
    lines: lines.map((l) => { const { id: _id, ...line } = toPlacedLine(l); return line; }),
    storeName: store?.name ?? '', storeNameI18n: i18nOf(store?.nameI18n),
  };
}
