import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import {
  OVERVIEW_LIST_LIMIT, type OverviewExpiringStock, type OverviewRefund, type OverviewShipment,
} from 'shared-contracts/api/buyer-overview';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { orderLines, orders, refunds, shipmentItems, shipments } from '../../db/schema';
import { i18nOf } from '../goods/read';
import { linesOf, orderGoodsOf } from './order-goods';

type Capped<T> = { items: T[]; total: number };
const DAY_MS = 86_400_000;
const count = sql<number>`count(*)::int`;

/**
 * Orders waiting for the balance whose leftover stock goes back within `days` (job orders.return-stock at
 * `stock_return_at`), the nearest first, with the units that would go back (stocked − taken, taken being 0 until
 * a balance is approved).
 */
export async function expiringStock(db: DbOrTx, userId: number, now: Date, days: number): Promise<Capped<OverviewExpiringStock>> {
  const where = and(
    eq(orders.userId, userId), inArray(orders.status, ['finalPaymentPending', 'finalPaymentRejected']),
    isNull(orders.stockReturnedAt), isNotNull(orders.stockReturnAt), lte(orders.stockReturnAt, new Date(now.getTime() + days * DAY_MS)),
  );
  const [rows, [total]] = await Promise.all([
    db.select({ id: orders.id, orderNo: orders.orderNo, returnAt: orders.stockReturnAt }).from(orders).where(where)
      .orderBy(asc(orders.stockReturnAt), asc(orders.id)).limit(OVERVIEW_LIST_LIMIT),
    db.select({ n: count }).from(orders).where(where),
  ]);
  const lines = await linesOf(db, rows.map((o) => o.id));
  return {
    total: Number(total?.n ?? 0),
    items: rows.map((o) => ({
      orderId: o.id, orderNo: o.orderNo, returnAt: iso(o.returnAt ?? now),
      units: (lines.get(o.id) ?? []).reduce((n, l) => n + l.stockedQty - l.takenQty, 0),
      ...orderGoodsOf(lines.get(o.id)),
    })),
  };
}

/** Shipments that left the warehouse and are not delivered, the latest shipped first, with carrier and tracking. */
export async function shipmentsOnTheWay(db: DbOrTx, userId: number): Promise<Capped<OverviewShipment>> {
  const where = and(eq(shipments.userId, userId), eq(shipments.status, 'shipping'));
  const firstOrder = sql<number | null>`(select min(${shipmentItems.orderId}) from ${shipmentItems} where ${shipmentItems.shipmentId} = ${shipments.id})`;
  const [rows, [total]] = await Promise.all([
    db.select({ s: shipments, orderId: firstOrder }).from(shipments).where(where)
      .orderBy(sql`${shipments.shippedAt} desc nulls last`, desc(shipments.id)).limit(OVERVIEW_LIST_LIMIT),
    db.select({ n: count }).from(shipments).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map(({ s, orderId }) => ({
      id: s.id, shipmentNo: s.shipmentNo, quantity: s.quantity, logisticsCompany: s.logisticsCompany, trackingNo: s.trackingNo,
      shippedAt: s.shippedAt ? iso(s.shippedAt) : null, orderId: orderId === null ? null : Number(orderId),
    })),
  };
}

/** Refunds the operator has not decided, the longest waiting first. */
export async function refundsUnderReview(db: DbOrTx, userId: number): Promise<Capped<OverviewRefund>> {
  const where = and(eq(refunds.userId, userId), eq(refunds.status, 'refunding'));
  const [rows, [total]] = await Promise.all([
    db.select({ r: refunds, orderNo: orders.orderNo, line: orderLines }).from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
      .where(where).orderBy(asc(refunds.createdAt), asc(refunds.id)).limit(OVERVIEW_LIST_LIMIT),
    db.select({ n: count }).from(refunds).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    items: rows.map(({ r, orderNo, line }) => ({
      id: r.id, refundNo: r.refundNo, orderId: r.orderId, orderNo, quantity: r.quantity, amount: r.amount, requestedAt: iso(r.createdAt),
      goodsName: line.goodsName, goodsNameI18n: i18nOf(line.goodsNameI18n), specText: line.specText, specI18n: i18nOf(line.specI18n),
    })),
  };
}

