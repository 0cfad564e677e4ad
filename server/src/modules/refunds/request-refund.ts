import { and, eq, isNull, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { RefundRequest } from 'shared-contracts/api/refunds';
import { REFUNDABLE_STATES, type OrderState } from 'shared-contracts/mall/order-state';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { orderLines, refunds, shipmentItems, shipments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { assertOwnPicture } from '../../plugins/app/owned-pictures';
import type { FileStorage } from '../../plugins/app/storage';
import { formatRefundNo } from '../orders/order-number';
import { withLockedOrder } from '../orders/locked-order';
import { refreshRefundStatus } from './refund-status';
import { availableOf, REFUND_PICTURES, shipmentOpenToRefund, suggestedAmount } from './refund-rules';
import { tellRefundEvent } from '../notifications/other-events';

type LineRow = typeof orderLines.$inferSelect;

/** The order a request is about: the one named, or the order of the shipment's goods of that line (the buyer's own). */
async function orderOfTarget(db: Db, userId: number, input: RefundRequest): Promise<number> {
  if (input.orderId !== null) return input.orderId;
  const [item] = await db.select({ orderId: shipmentItems.orderId }).from(shipmentItems)
    .innerJoin(shipments, eq(shipments.id, shipmentItems.shipmentId))
    .where(and(eq(shipmentItems.shipmentId, input.shipmentId ?? 0), eq(shipmentItems.orderLineId, input.lineId), eq(shipments.userId, userId)))
    .limit(1);
  if (!item) throw new HttpError(404, MessageKey.refundTargetNotFound);
  return item.orderId;
}

/** What a shipment sent of a line, less what refunds of it not refused already claim (refunding or refunded). */
export async function shipmentRoom(tx: Db | Tx, shipmentId: number, lineId: number): Promise<number> {
  const [row] = await queryRows<{ sent: number; claimed: number }>(tx, sql`
    select
      (select coalesce(sum(quantity), 0)::int from mall_shipment_item where shipment_id = ${shipmentId} and order_line_id = ${lineId}) as sent,
      (select coalesce(sum(quantity), 0)::int from mall_refund
        where shipment_id = ${shipmentId} and order_line_id = ${lineId} and status <> 'refundFailure') as claimed`);
  return Number(row?.sent ?? 0) - Number(row?.claimed ?? 0);
}

/**
 * On stock: the quantity moves from available to frozen. The condition is in the update itself, so a shipment
 * drawing on the same line at that moment (its own write) cannot make the two exceed what was taken.
 */
async function freeze(tx: Tx, line: LineRow, quantity: number): Promise<void> {
  if (quantity > availableOf(line)) throw new HttpError(400, MessageKey.refundQuantityExceeded);
  const frozen = await tx.update(orderLines).set({ frozenQty: sql`${orderLines.frozenQty} + ${quantity}` })
    .where(and(eq(orderLines.id, line.id), sql`${orderLines.takenQty} - ${orderLines.shippedQty} - ${orderLines.frozenQty} - ${orderLines.refundedQty} >= ${quantity}`))
    .returning({ id: orderLines.id });
  if (frozen.length === 0) throw new HttpError(400, MessageKey.refundQuantityExceeded);
}

/** On a shipment: only goods that left the warehouse and whose receipt is not confirmed, up to what it sent of the line and no other refund claims. */
async function checkShipmentRoom(tx: Tx, shipmentId: number, lineId: number, quantity: number): Promise<void> {
  const [shipment] = await tx.select({ status: shipments.status, receivedAt: shipments.receivedAt }).from(shipments).where(eq(shipments.id, shipmentId));
  if (!shipment || !shipmentOpenToRefund(shipment)) throw new HttpError(409, MessageKey.refundNotAllowed);
  if (quantity > await shipmentRoom(tx, shipmentId, lineId)) throw new HttpError(400, MessageKey.refundQuantityExceeded);
}

/**
 * `POST api/refunds`: the buyer's after-sales request. In the order's lock: the order must hold stock
 * (REFUNDABLE_STATES), the line (or the shipment's goods of it) may have one refund under review at a time (409
 * mall.refundOpen), the quantity stays within what may be refunded (400 mall.refundQuantityExceeded); stock asked
 * for is frozen. The order's refund status becomes `refunding`. Answers the new refund's id.
 */
export async function requestRefund(db: Db, storage: FileStorage, userId: number, input: RefundRequest): Promise<number> {
  for (const key of input.imageKeys) await assertOwnPicture(storage, REFUND_PICTURES, userId, key, MessageKey.refundImageInvalid);
  const orderId = await orderOfTarget(db, userId, input);
  return withLockedOrder(db, orderId, async (tx, order) => {
    if (!REFUNDABLE_STATES.includes(order.status as OrderState)) throw new HttpError(409, MessageKey.refundNotAllowed);
    const [line] = await tx.select().from(orderLines).where(and(eq(orderLines.id, input.lineId), eq(orderLines.orderId, order.id)));
    if (!line) throw new HttpError(404, MessageKey.refundTargetNotFound);
    const sameTarget = input.shipmentId === null ? isNull(refunds.shipmentId) : eq(refunds.shipmentId, input.shipmentId);
    const [open] = await tx.select({ id: refunds.id }).from(refunds)
      .where(and(eq(refunds.orderLineId, line.id), sameTarget, eq(refunds.status, 'refunding'))).limit(1);
    if (open) throw new HttpError(409, MessageKey.refundOpen);
    if (input.shipmentId === null) await freeze(tx, line, input.quantity);
    else await checkShipmentRoom(tx, input.shipmentId, line.id, input.quantity);

    const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_refund', 'id'))::int as id`);
    if (!next) throw new Error('no refund id from the sequence');
    const now = new Date();
    await tx.insert(refunds).values({
      id: next.id, refundNo: formatRefundNo(next.id, now), userId, orderId: order.id, orderLineId: line.id, shipmentId: input.shipmentId,
      quantity: input.quantity, reason: input.reason, imageKeys: input.imageKeys, status: 'refunding',
      amount: suggestedAmount(line.unitPrice, input.quantity), createdAt: now,
    });
    await refreshRefundStatus(tx, order.id);
    await tellRefundEvent(tx, 'refundRequested', next.id);
    return next.id;
  }, { ownerId: userId });
}
