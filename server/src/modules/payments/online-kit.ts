import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderSchema } from 'shared-contracts/api/orders';
import { onlineIntentSchema, type GatewayNotification, type OnlineIntent } from 'shared-contracts/api/online-payments';
import { paymentIntents } from '../../db/schema';
import type { TestServer } from '../../../test/harness';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { rows } from '../../../test/rows';
import { signNotification } from './provider/signature';

/** The online payment tests' helpers (online-payments.test.ts, online-notify.test.ts): one sandbox, its fixed SMS code. */
export const SMS_CODE = '246810';
export const ONLINE_ENV = { SANDBOX_SMS_CODE: SMS_CODE };

export type Who = { userId: number; token: string };

/** A debit card that pays (any number not ending in a sandbox rule's digits), written as people type it. */
export const CARD = {
  holderName: '张伟', phone: '13800138000', idNumber: '11010519491231002x', cardType: 'DEBIT', cardNumber: '6222 0212 3456 7890',
  paymentPassword: '902468',
};
export const cardEnding = (last4: string) => ({ ...CARD, cardNumber: `622202123456${last4}` });

export function onlineKit(server: TestServer) {
  let tee: MadeGoods | undefined;

  /** An order accepted by the operator: its deposit (3 × 33.33 → 30.00 CNY) can be paid. */
  async function acceptedOrder(buyer: Who, operator: Who, quantity = 3) {
    tee ??= (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] }])).goods[0];
    if (!tee) throw new Error('no goods');
    const placed = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity } });
    const order = orderSchema.parse(placed.body);
    expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: operator.token, body: { action: 'accept' } })).status).toBe(200);
    return order;
  }

  const start = (who: Who, body: Record<string, unknown>) => server.call('POST', '/api/payments/online', { token: who.token, body: { kind: 'deposit', ...body } });

  /** Starts and expects the intent (201). */
  async function started(who: Who, body: Record<string, unknown>): Promise<OnlineIntent> {
    const res = await start(who, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return onlineIntentSchema.parse(res.body);
  }

  const intent = async (who: Who, id: number) => onlineIntentSchema.parse((await server.call('GET', `/api/payments/online/${id}`, { token: who.token })).body);
  const sms = (who: Who, id: number, code: string) => server.call('POST', `/api/payments/online/${id}/sms`, { token: who.token, body: { code } });
  const order = async (who: Who, id: number) => orderSchema.parse((await server.call('GET', `/api/orders/${id}`, { token: who.token })).body);
  const events = async (orderId: number, action: string) =>
    (await rows<{ n: number }>(server, sql`select count(*)::int as n from mall_order_event where order_id = ${orderId} and action = ${action}`))[0]?.n;

  /** The simulator's buttons, as the page's form posts them. */
  const scan = (url: string, decision: 'pay' | 'decline') => fetch(url, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `decision=${decision}`,
  });

  /** A notification signed with the server's key (made at its first start) for an intent's trade. */
  async function notification(intentId: number, fields: Partial<GatewayNotification> = {}): Promise<GatewayNotification> {
    const [row] = await server.database.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    const [secret] = await rows<{ value: string }>(server, sql`select value from sys_secret where name = 'payment_notify_secret'`);
    if (!row || !secret) throw new Error('no intent or key');
    const { sign: _ignored, ...rest } = {
      notifyId: `test-${intentId}`, tradeNo: row.providerTradeNo ?? 'SBX-UNKNOWN', outTradeNo: row.outTradeNo, method: row.method,
      status: 'SUCCESS' as const, amount: row.amount, currency: 'CNY', paidAt: new Date().toISOString(), failureCode: null,
      sentAt: new Date().toISOString(), sign: '', ...fields,
    };
    return signNotification(rest, secret.value);
  }
  const notify = (body: unknown) => server.call('POST', '/api/payments/notify/sandbox', { body });

  return { acceptedOrder, start, started, intent, sms, order, events, scan, notification, notify };
}
