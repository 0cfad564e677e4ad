import { and, eq } from 'drizzle-orm';
import {
  QR_METHODS, SMS_MAX_TRIES, SMS_RESEND_SECONDS, type OnlineIntent, type OnlineMethod,
} from 'shared-contracts/api/online-payments';
import type { IntentState, PaymentKind, PaymentState } from 'shared-contracts/api/payments';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { orders, paymentIntents, payments } from '../../db/schema';

export type IntentRow = typeof paymentIntents.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type IntentWithPayment = { intent: IntentRow; payment: PaymentRow; orderNo: string };

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

async function intentWhere(db: DbOrTx, where: ReturnType<typeof and>): Promise<IntentWithPayment | null> {
  const [row] = await db.select({ intent: paymentIntents, payment: payments, orderNo: orders.orderNo })
    .from(paymentIntents).innerJoin(payments, eq(payments.id, paymentIntents.paymentId)).innerJoin(orders, eq(orders.id, payments.orderId))
    .where(where);
  return row ?? null;
}

/** The buyer's own intent; anyone else's is not there (404, as reading another buyer's payment is). */
export const ownIntent = (db: DbOrTx, intentId: number, userId: number) =>
  intentWhere(db, and(eq(paymentIntents.id, intentId), eq(payments.userId, userId)));

export const intentById = (db: DbOrTx, intentId: number) => intentWhere(db, eq(paymentIntents.id, intentId));

export const intentByTrade = (db: DbOrTx, provider: string, outTradeNo: string) =>
  intentWhere(db, and(eq(paymentIntents.outTradeNo, outTradeNo), eq(paymentIntents.provider, provider)));

/** What the cashier shows and polls. The countdown is the server's, so a payer's wrong clock does not shorten it. */
export function intentView({ intent, payment, orderNo }: IntentWithPayment, now: Date, sandbox: boolean): OnlineIntent {
  const pending = intent.status === 'pending';
  const method = intent.method as OnlineMethod;
  const qr = QR_METHODS.includes(method);
  return {
    id: intent.id, paymentId: payment.id, serialNo: payment.serialNo, orderId: payment.orderId, orderNo,
    kind: payment.kind as PaymentKind, method, status: intent.status as IntentState, paymentStatus: payment.status as PaymentState,
    amount: intent.amount, currency: 'CNY', qrContent: qr && pending ? intent.qrContent : null,
    sms: !qr && intent.smsSentAt ? {
      phone: intent.smsPhone ?? '', sentAt: iso(intent.smsSentAt), triesLeft: Math.max(0, SMS_MAX_TRIES - intent.smsAttempts),
      resendInSeconds: seconds(intent.smsSentAt.getTime() + SMS_RESEND_SECONDS * 1000 - now.getTime()),
    } : null,
    failureReason: intent.failureReason, providerTradeNo: intent.providerTradeNo, expiresAt: iso(intent.expiresAt),
    secondsLeft: pending ? seconds(intent.expiresAt.getTime() - now.getTime()) : 0,
    // The sandbox's QR is the link to its simulator page: the cashier offers it to a tester without a phone.
    simulatorUrl: sandbox && qr && pending ? intent.qrContent : null,
    createTime: iso(intent.createdAt),
  };
}
