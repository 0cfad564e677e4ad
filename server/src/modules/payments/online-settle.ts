import { and, eq, inArray } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { isOnlineMethod } from 'shared-contracts/api/online-payments';
import { onlinePaymentNote } from 'shared-contracts/mall/order-event-note';
import type { Db } from '../../db/connect';
import { paymentIntents, payments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ROW_LOCK } from '../orders/lock-order';
import { transitionOrder } from '../orders/transition';
import { intentById } from './online-view';
import { failureKeyOf, type PaymentProvider } from './provider/provider';

/** How the server answers a provider: handled (also when handled before), or refused politely (expired). */
export type NotifyResult = 'success' | 'expired';

/** The intent was settled by someone else between the first read and the order's lock. */
class Settled extends Error {
  constructor(readonly status: string) { super(`intent already ${status}`); }
}

/**
 * The provider says the trade was paid. Inside the order's lock (transitionOrder, as a bank transfer): the intent
 * succeeds, the payment awaits review (re-review after a rejection) and the order moves to review. Idempotent: a
 * second notification, or two at once, find the intent settled and change nothing. Money that arrives when the
 * order can no longer take it (closed, paid by transfer meanwhile, another attempt paid first) or after the intent
 * expired is recorded as due for a refund; the order does not move (docs/payments.md).
 */
export async function settleSuccess(db: Db, intentId: number, tradeNo: string, now: Date): Promise<NotifyResult> {
  const found = await intentById(db, intentId);
  if (!found) throw new HttpError(404, MessageKey.onlineIntentNotFound);
  const { intent, payment } = found;
  if (intent.status === 'success' || intent.status === 'refundDue') return 'success';
  if (intent.status === 'expired') return (await markRefundDue(db, intentId, tradeNo, now), 'expired');
  try {
    await transitionOrder(db, {
      orderId: payment.orderId, action: payment.kind === 'final' ? 'payFinal' : 'payDeposit',
      actor: { kind: 'buyer', userId: payment.userId }, note: isOnlineMethod(intent.method) ? onlinePaymentNote(intent.method, tradeNo) : tradeNo,
      alongside: async (tx, order) => {
        const [locked] = await tx.select().from(paymentIntents).where(eq(paymentIntents.id, intentId)).for(ROW_LOCK);
        if (!locked || (locked.status !== 'pending' && locked.status !== 'failed')) throw new Settled(locked?.status ?? 'gone');
        await tx.update(paymentIntents).set({ status: 'success', providerTradeNo: tradeNo, failureReason: null, updatedAt: now })
          .where(eq(paymentIntents.id, intentId));
        const again = order.status === 'depositRejected' || order.status === 'finalPaymentRejected';
        await tx.update(payments).set({ status: again ? 'RE_REVIEW' : 'PENDING_REVIEW', failureReason: null })
          .where(eq(payments.id, locked.paymentId));
      },
    });
    return 'success';
  } catch (err) {
    if (err instanceof Settled) {
      if (err.status !== 'expired') return 'success';
      await markRefundDue(db, intentId, tradeNo, now);
      return 'expired';
    }
    if (!(err instanceof HttpError) || err.statusCode !== 409) throw err;
    await markRefundDue(db, intentId, tradeNo, now);
    return 'success';
  }
}

/** Paid, but not taken by the order: kept for the platform to refund at the provider; a repeat finds it marked. */
async function markRefundDue(db: Db, intentId: number, tradeNo: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [marked] = await tx.update(paymentIntents)
      .set({ status: 'refundDue', providerTradeNo: tradeNo, failureReason: MessageKey.onlineRefundDue, updatedAt: now })
      .where(and(eq(paymentIntents.id, intentId), inArray(paymentIntents.status, ['pending', 'failed', 'expired']))).returning();
    if (marked) {
      await tx.update(payments).set({ failureReason: MessageKey.onlineRefundDue })
        .where(and(eq(payments.id, marked.paymentId), eq(payments.status, 'UNPAID')));
    }
  });
}

/**
 * The trade failed (declined, cancelled in the app, too many wrong codes, expired): the intent and its unpaid
 * payment record why, the order does not move, the buyer may start again. A failure that arrives after a success
 * (out of order) finds the intent settled and changes nothing.
 */
export async function settleFailure(
  db: Db, intentId: number, tradeNo: string | null, failure: { code?: string | null; key?: string; status?: 'failed' | 'expired' }, now: Date,
): Promise<void> {
  const key = failure.key ?? failureKeyOf(failure.code);
  await db.transaction(async (tx) => {
    const [ended] = await tx.update(paymentIntents)
      .set({ status: failure.status ?? 'failed', failureReason: key, ...(tradeNo ? { providerTradeNo: tradeNo } : {}), updatedAt: now })
      .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.status, 'pending'))).returning();
    if (ended) {
      await tx.update(payments).set({ failureReason: key }).where(and(eq(payments.id, ended.paymentId), eq(payments.status, 'UNPAID')));
    }
  });
}

/**
 * Ends an intent past its expiry: its trade is closed at the provider first, so a payment made in time whose
 * notification is late still counts; a trade that was not paid makes the intent expired (later notifications are
 * refused politely). Run by the expiry job and by the first read or SMS after the deadline.
 */
export async function expireIntent(db: Db, provider: PaymentProvider, intentId: number, now: Date): Promise<void> {
  const found = await intentById(db, intentId);
  if (!found || found.intent.status !== 'pending' || found.intent.expiresAt.getTime() > now.getTime()) return;
  await closeAtProvider(db, provider, found.intent, { key: MessageKey.onlineIntentExpired, status: 'expired' }, now);
}

/**
 * Closes an intent's trade and settles the intent as the provider then reports it: paid (a late success), failed,
 * or closed, which ends the intent with `ended` (expired; or failed, superseded by a new attempt).
 */
export async function closeAtProvider(
  db: Db, provider: PaymentProvider, intent: { id: number; outTradeNo: string; providerTradeNo: string | null },
  ended: { key: string; status: 'failed' | 'expired' }, now: Date,
): Promise<void> {
  const trade = await provider.closeTrade(intent.outTradeNo);
  if (trade?.status === 'paid') {
    await settleSuccess(db, intent.id, trade.tradeNo, now);
  } else if (trade?.status === 'failed') {
    await settleFailure(db, intent.id, trade.tradeNo, { code: trade.failureCode }, now);
  } else {
    await settleFailure(db, intent.id, trade?.tradeNo ?? intent.providerTradeNo, ended, now);
  }
}
