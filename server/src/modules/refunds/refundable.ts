import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Refundable, RefundableLine } from 'shared-contracts/api/refunds';
import { REFUNDABLE_STATES, type OrderState } from 'shared-contracts/mall/order-state';
import type { Db } from '../../db/connect';
import { orderLines, orders, refunds, shipmentItems, shipments } from '../../db/schema';
import { i18nOf } from '../goods/read';
import { shipmentRoom } from './request-refund';
import { availableOf, shipmentOpenToRefund } from './refund-rules';

type LineRow = typeof orderLines.$inferSelect;

const refundableState = (status: string) => REFUNDABLE_STATES.includes(status as OrderState);

function lineOf(line: LineRow, refundable: number, openRefundId: number | null): RefundableLine {
  return {
    lineId: line.id, orderId: line.orderId, goodsName: line.goodsName, goodsNameI18n: i18nOf(line.goodsNameI18n),
    specText: line.specText, specI18n: i18nOf(line.specI18n), unitPrice: line.unitPrice, refundable: Math.max(0, refundable), openRefundId,
  };
}

/** `GET api/refunds/refundable?orderId=`: each line's available stock while the order holds stock; null when not the buyer's. */
export async function refundableOfOrder(db: Db, userId: number, orderId: number): Promise<Refundable | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return null;
  const [lines, open] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select({ id: refunds.id, lineId: refunds.orderLineId }).from(refunds)
      .where(and(eq(refunds.orderId, order.id), isNull(refunds.shipmentId), eq(refunds.status, 'refunding'))),
  ]);
  const openOf = new Map(open.map((r) => [r.lineId, r.id]));
  const isOpen = refundableState(order.status);
  return {
    kind: 'stock', open: isOpen, currency: order.currency,
    lines: lines.map((l) => lineOf(l, isOpen ? availableOf(l) : 0, openOf.get(l.id) ?? null)),
  };
}

/** `GET api/refunds/refundable?shipmentId=`: per line the shipment sent, what no other live refund claims yet. */
export async function refundableOfShipment(db: Db, userId: number, shipmentId: number): Promise<Refundable | null> {
  const [shipment] = await db.select().from(shipments).where(and(eq(shipments.id, shipmentId), eq(shipments.userId, userId)));
  if (!shipment) return null;
  const lineIds = (await db.selectDistinct({ id: shipmentItems.orderLineId }).from(shipmentItems)
    .where(eq(shipmentItems.shipmentId, shipment.id))).map((r) => r.id);
  if (lineIds.length === 0) return { kind: 'shipment', open: false, currency: 'CNY', lines: [] };
  const [lines, open] = await Promise.all([
    db.select({ line: orderLines, orderStatus: orders.status, currency: orders.currency }).from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId)).where(inArray(orderLines.id, lineIds)).orderBy(asc(orderLines.id)),
    db.select({ id: refunds.id, lineId: refunds.orderLineId }).from(refunds)
      .where(and(eq(refunds.shipmentId, shipment.id), eq(refunds.status, 'refunding'))),
  ]);
  const openOf = new Map(open.map((r) => [r.lineId, r.id]));
  const sent = shipmentOpenToRefund(shipment);
  const rooms = await Promise.all(lines.map(({ line }) => shipmentRoom(db, shipment.id, line.id)));
  return {
    kind: 'shipment', open: sent && lines.some((l) => refundableState(l.orderStatus)), currency: lines[0]?.currency ?? 'CNY',
    lines: lines.map(({ line, orderStatus }, i) => lineOf(line, sent && refundableState(orderStatus) ? rooms[i] ?? 0 : 0, openOf.get(line.id) ?? null)),
  };
}

