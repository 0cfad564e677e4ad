import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ONLINE_INTENT_MINUTES } from 'shared-contracts/api/online-payments';
import { paymentSchema } from 'shared-contracts/api/payments';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { countRows, rows } from '../../../test/rows';
import { loadConfig } from '../../config/env';
import { TestClock } from '../../plugins/app/jobs-clock';
import { pngBytes } from '../users/users-kit';
import { onlineKit, ONLINE_ENV, type Who } from './online-kit';

const MINUTE = 60_000;
const clock = new TestClock();
const { server } = useTestServer({ env: ONLINE_ENV, clock });
const kit = onlineKit(server);
let buyer: Who;
let operator: Who;

beforeAll(async () => {
  buyer = await makeUser(server, 'notify-buyer', 'purchaser');
  operator = await makeUser(server, 'notify-operator', 'operator');
});

/** An accepted order with a pending Alipay intent. */
async function pendingQr() {
  const order = await kit.acceptedOrder(buyer, operator);
  const intent = await kit.started(buyer, { orderId: order.id, method: 'ALIPAY_QR' });
  return { order, intent };
}
const intentRow = async (id: number) =>
  (await rows<{ status: string; notify_count: number }>(server, sql`select status, notify_count from mall_payment_intent where id = ${id}`))[0];

describe('configuration', () => {
  it('uses the sandbox outside production only, and a fixed SMS code only in tests', () => {
    expect(loadConfig({}).payments).toEqual({ provider: 'sandbox', notifySecret: null, sandboxSmsCode: null });
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).payments.provider).toBeNull();
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).payments.provider).toBeNull();
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false', PAYMENT_PROVIDER: 'none', SANDBOX_SMS_CODE: '123456' })).toThrow(/SANDBOX_SMS_CODE/);
    expect(() => loadConfig({ SANDBOX_SMS_CODE: '1234' })).toThrow(/6 digits/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'alipay' })).toThrow(/sandbox or none/);
    expect(() => loadConfig({ PAYMENT_NOTIFY_SECRET: 'short' })).toThrow(/32/);
  });
});

describe('the notification key', () => {
  it('is made at the first start and kept in the database', async () => {
    const stored = await rows<{ value: string }>(server, sql`select value from sys_secret where name = 'payment_notify_secret'`);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.value.length).toBeGreaterThanOrEqual(40);
  });
});

describe('POST api/payments/notify/sandbox', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const { order, intent } = await pendingQr();
    const good = await kit.notification(intent.id);
    const forged = [
      { ...good, sign: good.sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...good, amount: good.amount + 1 },
      { ...good, status: 'FAILED' as const, failureCode: 'CARD_DECLINED' },
      { ...good, sign: 'x' },
    ];
    for (const body of forged) {
      const res = await kit.notify(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await kit.notify(forged[0])).body.message).toBe('mall.notifySignatureInvalid');
    expect(await intentRow(intent.id)).toEqual({ status: 'pending', notify_count: 0 });
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
    expect((await server.call('POST', '/api/payments/notify/alipay', { body: good })).status).toBe(404);
  });

  it('is idempotent: a repeat answers success again and changes nothing', async () => {
    const { order, intent } = await pendingQr();
    const body = await kit.notification(intent.id);
    expect(await kit.notify(body)).toMatchObject({ status: 200, body: { result: 'success' } });
    const after = await kit.order(buyer, order.id);
    expect(await kit.notify(body)).toMatchObject({ status: 200, body: { result: 'success' } });
    // A late failure for the same trade (out of order) changes nothing either.
    expect(await kit.notify(await kit.notification(intent.id, { status: 'FAILED', failureCode: 'PAYER_DECLINED', paidAt: null }))).toMatchObject({ status: 200 });
    expect(await kit.order(buyer, order.id)).toEqual(after);
    expect(after.status).toBe('depositReview');
    expect(await kit.events(order.id, 'payDeposit')).toBe(1);
    expect(await intentRow(intent.id)).toEqual({ status: 'success', notify_count: 3 });
  });

  it('two notifications at once move the order once', async () => {
    const { order, intent } = await pendingQr();
    const body = await kit.notification(intent.id);
    const resent = await kit.notification(intent.id, { notifyId: 'resent' });
    const answers = await Promise.all([kit.notify(body), kit.notify(body), kit.notify(resent)]);
    expect(answers.map((a) => [a.status, a.body.result])).toEqual([[200, 'success'], [200, 'success'], [200, 'success']]);
    expect(await kit.events(order.id, 'payDeposit')).toBe(1);
    expect((await kit.intent(buyer, intent.id)).paymentStatus).toBe('PENDING_REVIEW');
  });

  it('refuses an amount that is not the intent\'s, signed or not', async () => {
    const { order, intent } = await pendingQr();
    for (const amount of [intent.amount - 1, intent.amount * 100, 0]) {
      const res = await kit.notify(await kit.notification(intent.id, { amount }));
      expect(res).toMatchObject({ status: 400, body: { message: 'mall.notifyAmountMismatch' } });
    }
    expect((await kit.notify(await kit.notification(intent.id, { currency: 'USD' }))).status).toBe(400);
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
    expect((await intentRow(intent.id))?.status).toBe('pending');
  });

  it('a failure is recorded on the payment; the order waits and the buyer may pay again', async () => {
    const { order, intent } = await pendingQr();
    const res = await kit.notify(await kit.notification(intent.id, { status: 'FAILED', failureCode: 'INSUFFICIENT_FUNDS', paidAt: null }));
    expect(res.body).toEqual({ result: 'success' });
    const payment = paymentSchema.parse((await server.call('GET', `/api/payments/${intent.paymentId}`, { token: buyer.token })).body);
    expect(payment).toMatchObject({ status: 'UNPAID', failureReason: 'mall.onlineInsufficientFunds', method: 'ALIPAY_QR' });
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
    expect((await kit.started(buyer, { orderId: order.id, method: 'DIGITAL_RMB' })).status).toBe('pending');
  });
});

describe('money the order can no longer take', () => {
  it('paid by bank transfer meanwhile: the online payment is kept as a refund due, the order stays as it is', async () => {
    const { order, intent } = await pendingQr();
    const form = new FormData();
    form.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'v.png');
    const up = await fetch(`${server.url}/api/payments/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
    const transfer = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
      orderId: order.id, kind: 'deposit', remitterName: 'Trần Thị Bình', remitterBank: 'BIDV', remittedAmount: 108_000, voucherKey: ((await up.json()) as { key: string }).key,
    } });
    expect(transfer.status).toBe(201);
    await kit.scan(intent.qrContent ?? '', 'pay');
    expect(await server.app.jobs.runDue()).toBe(1);
    expect(await kit.intent(buyer, intent.id)).toMatchObject({ status: 'refundDue', paymentStatus: 'UNPAID', failureReason: 'mall.onlineRefundDue' });
    const payment = paymentSchema.parse((await server.call('GET', `/api/payments/${intent.paymentId}`, { token: operator.token })).body);
    expect(payment.online).toMatchObject({ refundDue: true, providerTradeNo: expect.stringMatching(/^SBX/) });
    expect(await kit.events(order.id, 'payDeposit')).toBe(1);
    expect((await kit.order(buyer, order.id)).status).toBe('depositReview');
    // The repeat is acknowledged and changes nothing.
    expect((await kit.notify(await kit.notification(intent.id))).body).toEqual({ result: 'success' });
  });

  it('a closed order: recorded as a refund due, the order stays closed', async () => {
    const { order, intent } = await pendingQr();
    await server.database.db.execute(sql`update mall_order set status = 'closed' where id = ${order.id}`);
    expect((await kit.notify(await kit.notification(intent.id))).body).toEqual({ result: 'success' });
    expect((await kit.intent(buyer, intent.id)).status).toBe('refundDue');
    expect((await kit.order(buyer, order.id)).status).toBe('closed');
  });
});

describe('expiry', () => {
  it(`an intent lives ${ONLINE_INTENT_MINUTES} minutes; then its trade is closed and notifications are refused politely`, async () => {
    const { order, intent } = await pendingQr();
    clock.advance((ONLINE_INTENT_MINUTES - 1) * MINUTE);
    await server.app.jobs.runDue();
    expect((await kit.intent(buyer, intent.id)).secondsLeft).toBe(60);
    clock.advance(2 * MINUTE);
    await server.app.jobs.runDue();
    expect(await intentRow(intent.id)).toMatchObject({ status: 'expired' });
    expect(await kit.intent(buyer, intent.id)).toMatchObject({ status: 'expired', failureReason: 'mall.onlineIntentExpired', secondsLeft: 0, qrContent: null });
    // The simulator can no longer pay it.
    const page = await (await kit.scan(intent.simulatorUrl ?? `${server.url}/api/payments/sandbox/scan/${intent.providerTradeNo}`, 'pay')).text();
    expect(page).toMatch(/can no longer be paid|无法付款|không thể thanh toán/);
    expect(await countRows(server, 'payment_sandbox_trade', sql`out_trade_no = ${intent.serialNo} and status = 'closed'`)).toBe(1);
    // A success claimed afterwards is acknowledged, kept as a refund due, and moves nothing.
    expect(await kit.notify(await kit.notification(intent.id))).toMatchObject({ status: 200, body: { result: 'expired' } });
    expect((await kit.intent(buyer, intent.id)).status).toBe('refundDue');
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
    expect(await kit.events(order.id, 'payDeposit')).toBe(0);
  });

  it('a payment made in time whose notification is late still counts when the intent is closed', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'DIGITAL_RMB' });
    await kit.scan(intent.qrContent ?? '', 'pay');
    // The notification job is lost; the deadline passes.
    await server.database.db.execute(sql`delete from pgboss.job where name = 'payments.sandbox-notify'`);
    clock.advance((ONLINE_INTENT_MINUTES + 1) * MINUTE);
    await server.app.jobs.runDue();
    expect((await kit.intent(buyer, intent.id)).status).toBe('success');
    expect((await kit.order(buyer, order.id)).status).toBe('depositReview');
  });
});
