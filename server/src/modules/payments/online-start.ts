import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { ONLINE_INTENT_MINUTES, type OnlinePaymentStart } from 'shared-contracts/api/online-payments';
import { mask } from 'shared-contracts/format';
import { canTransition, type AcceptanceState, type OrderState } from 'shared-contracts/mall/order-state';
import { queryRows } from '../../db/rows';
import { orders, paymentIntents, payments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { formatPaymentNo } from '../orders/order-number';
import { closeAtProvider, settleFailure } from './online-settle';
import { readPaymentDue } from './payment-due';
import type { CreatedTrade, PaymentProvider } from './provider/provider';

type OrderRow = typeof orders.$inferSelect;

export const ONLINE_EXPIRE = 'payments.online-expire';

/** The buyer's order, able to take a payment of `kind` now by the state machine (409 otherwise, 404 if not theirs). */
async function payableOrder(app: FastifyInstance, userId: number, input: OnlinePaymentStart): Promise<OrderRow> {
  const [order] = await app.db.select().from(orders).where(and(eq(orders.id, input.orderId), eq(orders.userId, userId)));
  if (!order) throw new HttpError(404, MessageKey.orderNotFound);
  const position = { status: order.status as OrderState, acceptance: order.acceptance as AcceptanceState };
  if (!canTransition(position, input.kind === 'final' ? 'payFinal' : 'payDeposit')) throw new HttpError(409, MessageKey.orderStateConflict);
  return order;
}

/**
 * An earlier attempt still open for this order is closed at the provider before a new one starts, so the buyer
 * cannot pay twice by scanning an old QR; if it turns out paid meanwhile, it is applied and the order moves on.
 */
async function supersedeOpenIntents(app: FastifyInstance, provider: PaymentProvider, orderId: number): Promise<void> {
  const open = await app.db.select({ id: paymentIntents.id, outTradeNo: paymentIntents.outTradeNo, providerTradeNo: paymentIntents.providerTradeNo })
    .from(paymentIntents).innerJoin(payments, eq(payments.id, paymentIntents.paymentId))
    .where(and(eq(payments.orderId, orderId), eq(paymentIntents.status, 'pending'), eq(paymentIntents.provider, provider.name)));
  for (const intent of open) {
    await closeAtProvider(app.db, provider, intent, { key: MessageKey.onlineIntentClosed, status: 'failed' }, app.clock.now());
  }
}

/**
 * `POST api/payments/online`: an unpaid payment (the order keeps waiting, SPEC §4) with the amounts due frozen,
 * its intent, and the trade at the provider. The card's number, CVV, password and ID number go to the provider
 * only; the payment keeps the payer's name and the card masked. Answers the intent's id.
 */
export async function startOnlinePayment(
  app: FastifyInstance, provider: PaymentProvider, userId: number, input: OnlinePaymentStart, origin: string,
): Promise<number> {
  await payableOrder(app, userId, input);
  if (input.kind === 'final' && !input.quantities) throw new HttpError(400, MessageKey.finalQuantityRequired);
  await supersedeOpenIntents(app, provider, input.orderId);
  // Read again: an older attempt found paid just now has moved the order.
  const order = await payableOrder(app, userId, input);
  const due = await readPaymentDue(app.db, order, input.kind, input.quantities ?? null);
  if (due.amount <= 0) throw new HttpError(400, MessageKey.finalCoveredByDeposit);

  const now = app.clock.now();
  const expiresAt = new Date(now.getTime() + ONLINE_INTENT_MINUTES * 60_000);
  const intent = await app.db.transaction(async (tx) => {
    const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_payment', 'id'))::int as id`);
    if (!next) throw new Error('no payment id from the sequence');
    const serialNo = formatPaymentNo(next.id, now);
    await tx.insert(payments).values({
      id: next.id, serialNo, orderId: order.id, userId, kind: input.kind, method: input.method, status: 'UNPAID',
      amount: due.amount, currency: due.currency, exchangeRate: due.exchangeRate, amountVnd: due.amountVnd, breakdown: due.breakdown,
      quantities: due.quantities, payerName: input.card?.holderName ?? null, cardMasked: input.card ? mask(input.card.cardNumber) : null,
      createdAt: now,
    });
    const [made] = await tx.insert(paymentIntents).values({
      paymentId: next.id, provider: provider.name, method: input.method, outTradeNo: serialNo, status: 'pending', amount: due.amount,
      expiresAt, createdAt: now, updatedAt: now,
    }).returning();
    if (!made) throw new Error('the intent was not written');
    return made;
  });

  // The intent is committed before the provider is asked, so a notification racing this answer finds it.
  let created: CreatedTrade;
  try {
    created = await provider.createTrade({
      outTradeNo: intent.outTradeNo, method: input.method, amount: intent.amount, subject: `${order.orderNo} ${input.kind}`,
      expiresAt, ...(input.card ? { card: input.card } : {}), origin,
    });
  } catch (err) {
    app.log.error({ err, outTradeNo: intent.outTradeNo }, 'payment provider refused to create the trade');
    created = { outcome: 'failed', tradeNo: null, failureCode: 'GATEWAY_ERROR' };
  }
  await recordCreatedTrade(app, intent.id, created, now);
  if (created.outcome !== 'failed') await app.jobs.sendAt(ONLINE_EXPIRE, { intentId: intent.id }, expiresAt, { singletonKey: `intent-${intent.id}` });
  return intent.id;
}

async function recordCreatedTrade(app: FastifyInstance, intentId: number, created: CreatedTrade, now: Date): Promise<void> {
  if (created.outcome === 'failed') {
    await settleFailure(app.db, intentId, created.tradeNo, { code: created.failureCode }, now);
    return;
  }
  // Only the provider's own data: the status is the notification's to change, which may already have come.
  await app.db.update(paymentIntents).set({
    providerTradeNo: created.tradeNo, updatedAt: now,
    ...(created.outcome === 'qr' ? { qrContent: created.qrContent } : { smsPhone: created.phone, smsSentAt: now }),
  }).where(eq(paymentIntents.id, intentId));
}
