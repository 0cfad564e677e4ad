import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { GatewayNotification } from 'shared-contracts/api/online-payments';
import { paymentIntents } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { settleFailure, settleSuccess, type NotifyResult } from './online-settle';
import { intentByTrade } from './online-view';
import type { PaymentProvider } from './provider/provider';

/**
 * `POST api/payments/notify/{provider}`: a trade's end as the provider reports it. Nothing changes unless the
 * signature is the provider's (400) and the amount is the intent's (400: logged, for someone to look at). Then a
 * success takes the order to review and a failure is recorded (online-settle.ts); repeats and notifications in any
 * order answer as the first did.
 */
export async function applyNotification(app: FastifyInstance, provider: PaymentProvider, body: GatewayNotification): Promise<NotifyResult> {
  const notification = await provider.verifyNotification(body);
  if (!notification) {
    app.log.warn({ outTradeNo: body.outTradeNo, provider: provider.name }, 'payment notification with a bad signature refused');
    throw new HttpError(400, MessageKey.notifySignatureInvalid);
  }
  const found = await intentByTrade(app.db, provider.name, notification.outTradeNo);
  if (!found) throw new HttpError(404, MessageKey.onlineIntentNotFound);
  const { intent } = found;
  if (notification.amount !== intent.amount || notification.currency !== 'CNY') {
    app.log.error({ outTradeNo: intent.outTradeNo, notified: notification.amount, expected: intent.amount }, 'payment notification amount mismatch');
    throw new HttpError(400, MessageKey.notifyAmountMismatch);
  }
  const now = app.clock.now();
  await app.db.update(paymentIntents).set({ notifyCount: sql`${paymentIntents.notifyCount} + 1`, notifiedAt: now })
    .where(eq(paymentIntents.id, intent.id));
  if (notification.status === 'SUCCESS') return settleSuccess(app.db, intent.id, notification.tradeNo, now);
  await settleFailure(app.db, intent.id, notification.tradeNo, { code: notification.failureCode }, now);
  return intent.status === 'expired' ? 'expired' : 'success';
}
