import { and, eq } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { REVIEWABLE_PAYMENT_STATES, type PaymentReview, type PaymentState } from 'shared-contracts/api/payments';
import type { OrderAction } from 'shared-contracts/mall/order-state';
import type { Db } from '../../db/connect';
import { orders, payments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ownerInScope } from '../data-scope/data-scope';
import type { StaffActor } from '../orders/staff-actor';
import { ROW_LOCK } from '../orders/lock-order';
import { transitionOrder } from '../orders/transition';
import { stockingDueFrom } from '../stock/complete-stocking';
import { takeFinalQuantities } from '../stock/take-final';
import { readOrderSettings } from './order-settings';

type PaymentRow = typeof payments.$inferSelect;

const actionOf = (kind: string, approve: boolean): OrderAction => {
  if (kind === 'deposit') return approve ? 'approveDeposit' : 'rejectDeposit';
  return approve ? 'approveFinal' : 'rejectFinal';
};

/**
 * `POST api/payments/{id}/review`: an operator approves (the amount counts as paid, the order moves on) or
 * rejects with a reason (the buyer pays again). The order's lock serialises reviews, so of two operators
 * deciding on one payment exactly one succeeds; the other gets 409. An approved deposit starts stocking (its
 * expected completion: `now` + the stocking days); an approved final payment makes its quantities the buyer's stock.
 * A payment of a buyer outside the reviewer's data scope is 404, as a missing one (the order's locking read checks
 * the scope again, so a buyer moved out meanwhile is refused too).
 */
export async function reviewPayment(
  db: Db, actor: StaffActor, paymentId: number, review: PaymentReview, now: Date = new Date(),
): Promise<PaymentRow> {
  const [found] = await db.select({ orderId: payments.orderId, kind: payments.kind }).from(payments)
    .where(and(eq(payments.id, paymentId), ownerInScope(actor.scope, payments.userId)));
  if (!found) throw new HttpError(404, MessageKey.paymentNotFound);
  let decided: PaymentRow | undefined;
  let payment: PaymentRow | undefined;
  await transitionOrder(db, {
    orderId: found.orderId, action: actionOf(found.kind, review.approve), actor, note: review.reason,
    // A payment already decided says so (409 mall.paymentReviewed) before the order's state, which its decision moved.
    guard: async (tx) => {
      [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for(ROW_LOCK);
      if (!payment || !REVIEWABLE_PAYMENT_STATES.includes(payment.status as PaymentState)) throw new HttpError(409, MessageKey.paymentReviewed);
    },
    alongside: async (tx, order) => {
      if (!payment) throw new Error('the guard read no payment');
      [decided] = await tx.update(payments).set({
        status: review.approve ? 'PAID' : 'REVIEW_FAILED', failureReason: review.approve ? null : review.reason,
        reviewedBy: actor.userId, reviewedAt: new Date(),
      }).where(eq(payments.id, paymentId)).returning();
      if (!review.approve) return;
      const stocking = payment.kind === 'deposit' ? { stockingDueAt: stockingDueFrom(now, (await readOrderSettings(tx)).stockingDays) } : {};
      await tx.update(orders).set({ paidAmount: order.paidAmount + payment.amount, ...stocking }).where(eq(orders.id, order.id));
      if (payment.kind === 'final') await takeFinalQuantities(tx, order.id, payment.quantities ?? []);
    },
  });
  if (!decided) throw new Error('the review was not written');
  return decided;
}
