import type { FastifyInstance } from 'fastify';
import { and, eq, lt, lte, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { SMS_MAX_TRIES, SMS_RESEND_SECONDS } from 'shared-contracts/api/online-payments';
import { paymentIntents } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { expireIntent, settleFailure } from './online-settle';
import { ownIntent, type IntentRow } from './online-view';
import type { PaymentProvider } from './provider/provider';

/** A card intent of this buyer still waiting for its SMS code: 404 if not theirs, 409 if it ended or expired. */
async function waitingCardIntent(app: FastifyInstance, provider: PaymentProvider, userId: number, intentId: number): Promise<IntentRow & { providerTradeNo: string }> {
  const found = await ownIntent(app.db, intentId, userId);
  if (!found) throw new HttpError(404, MessageKey.onlineIntentNotFound);
  const { intent } = found;
  const tradeNo = intent.providerTradeNo;
  if (intent.method !== 'ONLINE_RMB_CARD' || intent.status !== 'pending' || tradeNo === null || intent.smsSentAt === null) {
    throw new HttpError(409, intent.status === 'expired' ? MessageKey.onlineIntentExpired : MessageKey.onlineIntentClosed);
  }
  const now = app.clock.now();
  if (intent.expiresAt.getTime() <= now.getTime()) {
    await expireIntent(app.db, provider, intent.id, now);
    throw new HttpError(409, MessageKey.onlineIntentExpired);
  }
  return { ...intent, providerTradeNo: tradeNo };
}

/**
 * `POST api/payments/online/{intentId}/sms`: the payer's SMS code, passed to the provider. Each try is counted
 * before the provider is asked, in one conditional update, so parallel guesses cannot exceed SMS_MAX_TRIES; the
 * last wrong one ends the intent (the trade is closed) and the buyer starts again. A right code leaves the intent
 * pending: the provider's notification settles it, and the cashier polls for that.
 */
export async function confirmSms(app: FastifyInstance, provider: PaymentProvider, userId: number, intentId: number, code: string): Promise<void> {
  const intent = await waitingCardIntent(app, provider, userId, intentId);
  const [counted] = await app.db.update(paymentIntents).set({ smsAttempts: sql`${paymentIntents.smsAttempts} + 1` })
    .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'pending'), lt(paymentIntents.smsAttempts, SMS_MAX_TRIES)))
    .returning({ attempts: paymentIntents.smsAttempts });
  if (!counted) throw new HttpError(400, MessageKey.smsTriesExceeded);
  const outcome = await provider.confirmSmsCode(intent.providerTradeNo, code);
  if (outcome === 'accepted') return;
  if (outcome === 'closed') throw new HttpError(409, MessageKey.onlineIntentClosed);
  if (counted.attempts < SMS_MAX_TRIES) throw new HttpError(400, MessageKey.smsCodeWrong);
  const trade = await provider.closeTrade(intent.outTradeNo);
  // A right code sent in parallel may have paid it: then the notification settles the intent.
  if (trade?.status !== 'paid') {
    await settleFailure(app.db, intent.id, intent.providerTradeNo, { code: 'SMS_TRIES_EXCEEDED' }, app.clock.now());
  }
  throw new HttpError(400, MessageKey.smsTriesExceeded);
}

/** `POST api/payments/online/{intentId}/sms/resend`: a new code, at most one per SMS_RESEND_SECONDS. */
export async function resendSms(app: FastifyInstance, provider: PaymentProvider, userId: number, intentId: number): Promise<void> {
  const intent = await waitingCardIntent(app, provider, userId, intentId);
  const now = app.clock.now();
  const earliest = new Date(now.getTime() - SMS_RESEND_SECONDS * 1000);
  // Claiming the resend in one conditional update: of two clicks, one sends.
  const [claimed] = await app.db.update(paymentIntents).set({ smsSentAt: now, updatedAt: now })
    .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'pending'), lte(paymentIntents.smsSentAt, earliest)))
    .returning({ id: paymentIntents.id });
  if (!claimed) throw new HttpError(429, MessageKey.smsResendTooSoon);
  await provider.sendSmsCode(intent.providerTradeNo);
}
