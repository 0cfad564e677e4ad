import { and, eq, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { RefundReview } from 'shared-contracts/api/refunds';
import { canTransition, type AcceptanceState, type OrderState } from 'shared-contracts/mall/order-state';
import type { Db, Tx } from '../../db/connect';
import { orderLines, orders, refunds } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { transitionOrder } from '../orders/transition';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { withLockedOrder } from '../orders/locked-order';
import { ROW_LOCK } from '../orders/lock-order';
import { refreshRefundStatus } from './refund-status';
import { maxRefundAmount } from './refund-rules';
import { tellRefundEvent } from '../notifications/other-events';

type RefundRow = typeof refunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Stock asked for leaves frozen: into refunded on approval, back to available on rejection. */
async function releaseFrozen(tx: Tx, refund: RefundRow, approved: boolean): Promise<void> {
  const moved = await tx.update(orderLines).set({
    frozenQty: sql`${orderLines.frozenQty} - ${refund.quantity}`,
    ...(approved ? { refundedQty: sql`${orderLines.refundedQty} + ${refund.quantity}` } : {}),
  }).where(and(eq(orderLines.id, refund.orderLineId), sql`${orderLines.frozenQty} >= ${refund.quantity}`)).returning({ id: orderLines.id });
  if (moved.length === 0) throw new Error(`refund ${refund.id}: its line holds less frozen stock than it froze`);
}

/**
 * SPEC: an order whose stock was refunded entirely, with nothing shipped, has nothing left to do: it closes through
 * the state machine (closeRefunded, taken by the platform), in the same transaction and lock.
 */
async function closeIfAllRefunded(tx: Tx, order: OrderRow, refundNo: string): Promise<void> {
  const position = { status: order.status as OrderState, acceptance: order.acceptance as AcceptanceState };
  if (!canTransition(position, 'closeRefunded')) return;
  const [left] = await tx.select({
    taken: sql<number>`coalesce(sum(${orderLines.takenQty}), 0)::int`,
    holding: sql<number>`coalesce(sum(${orderLines.takenQty} - ${orderLines.shippedQty} - ${orderLines.refundedQty}), 0)::int`,
    shipped: sql<number>`coalesce(sum(${orderLines.shippedQty}), 0)::int`,
  }).from(orderLines).where(eq(orderLines.orderId, order.id));
  if (!left || Number(left.taken) === 0 || Number(left.holding) !== 0 || Number(left.shipped) !== 0) return;
  // A transaction is a database handle too: the step nests in a savepoint under the lock already held.
  await transitionOrder(tx as unknown as Db, { orderId: order.id, action: 'closeRefunded', actor: { kind: 'system' }, note: refundNo });
}

/**
 * `POST api/refunds/{id}/review` (refund:review): approve with the amount actually refunded (0 up to
 * maxRefundAmount: 400 mall.refundAmountInvalid beyond) or reject with an opinion (400 mall.reasonRequired without).
 * In the order's lock, so of two operators deciding one refund exactly one succeeds; the other gets 409
 * mall.refundReviewed. A refund of a buyer outside the reviewer's data scope is 404, as a missing one (the order's
 * locking read checks the scope again).
 */
export async function reviewRefund(
  db: Db, reviewer: { userId: number; scope: DataScope }, refundId: number, review: RefundReview,
): Promise<void> {
  if (!review.approve && !review.opinion) throw new HttpError(400, MessageKey.reasonRequired);
  const [found] = await db.select({ orderId: refunds.orderId }).from(refunds)
    .where(and(eq(refunds.id, refundId), ownerInScope(reviewer.scope, refunds.userId)));
  if (!found) throw new HttpError(404, MessageKey.refundNotFound);
  const reviewerId = reviewer.userId;
  await withLockedOrder(db, found.orderId, async (tx, order) => {
    const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId)).for(ROW_LOCK);
    const [line] = await tx.select({ unitPrice: orderLines.unitPrice }).from(orderLines).where(eq(orderLines.id, refund?.orderLineId ?? 0));
    if (!refund || !line) throw new HttpError(404, MessageKey.refundNotFound);
    if (refund.status !== 'refunding') throw new HttpError(409, MessageKey.refundReviewed);
    const amount = review.approve ? review.amount ?? 0 : 0;
    if (amount > maxRefundAmount(line.unitPrice, refund.quantity, order)) throw new HttpError(400, MessageKey.refundAmountInvalid);

    if (refund.shipmentId === null) await releaseFrozen(tx, refund, review.approve);
    await tx.update(refunds).set({
      status: review.approve ? 'refundSuccess' : 'refundFailure', amount, opinion: review.opinion, reviewedBy: reviewerId, reviewedAt: new Date(),
    }).where(eq(refunds.id, refund.id));
    if (amount > 0) await tx.update(orders).set({ refundTotal: sql`${orders.refundTotal} + ${amount}` }).where(eq(orders.id, order.id));
    await refreshRefundStatus(tx, order.id);
    await tellRefundEvent(tx, review.approve ? 'approveRefund' : 'rejectRefund', refund.id);
    if (review.approve && refund.shipmentId === null) await closeIfAllRefunded(tx, order, refund.refundNo);
  }, { scope: reviewer.scope });
}
