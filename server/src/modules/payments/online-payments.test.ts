import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { onlineMethodsSchema, SMS_MAX_TRIES } from 'shared-contracts/api/online-payments';
import { paymentSchema, staffPaymentPageSchema } from 'shared-contracts/api/payments';
import { orders } from '../../db/schema';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { countRows, rows } from '../../../test/rows';
import { readPaymentDue } from './payment-due';
import { CARD, cardEnding, onlineKit, ONLINE_ENV, SMS_CODE, type Who } from './online-kit';

const { server } = useTestServer({ env: ONLINE_ENV });
const kit = onlineKit(server);
let buyer: Who;
let other: Who;
let operator: Who;

beforeAll(async () => {
  buyer = await makeUser(server, 'online-buyer', 'purchaser');
  other = await makeUser(server, 'online-other', 'purchaser');
  operator = await makeUser(server, 'online-operator', 'operator');
});

describe('paying the deposit by card', () => {
  it('offers the three online methods through the sandbox', async () => {
    const res = await server.call('GET', '/api/payments/online/methods', { token: buyer.token });
    expect(onlineMethodsSchema.parse(res.body)).toEqual({ methods: ['ONLINE_RMB_CARD', 'ALIPAY_QR', 'DIGITAL_RMB'], provider: 'sandbox', sandbox: true, intentMinutes: 15 });
  });

  it('an SMS code, then the notification: the payment awaits review with the gateway trade and the masked card', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: CARD });
    expect(intent).toMatchObject({ status: 'pending', paymentStatus: 'UNPAID', amount: 3000, qrContent: null, sms: { phone: '138****8000', triesLeft: 5 } });
    expect(intent.secondsLeft).toBeGreaterThan(14 * 60);
    // Starting leaves the order waiting (SPEC §4: closing the dialog leaves it pending payment).
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');

    const wrong = await kit.sms(buyer, intent.id, '000000');
    expect(wrong).toMatchObject({ status: 400, body: { message: 'mall.smsCodeWrong' } });
    expect((await kit.intent(buyer, intent.id)).sms?.triesLeft).toBe(4);
    const right = await kit.sms(buyer, intent.id, SMS_CODE);
    expect(right.status).toBe(200);
    // Accepted by the bank; the notification (a queued job) settles it.
    expect(right.body.status).toBe('pending');
    expect(await server.app.jobs.runDue()).toBe(1);

    const paid = await kit.intent(buyer, intent.id);
    expect(paid).toMatchObject({ status: 'success', paymentStatus: 'PENDING_REVIEW', providerTradeNo: expect.stringMatching(/^SBX/) });
    expect((await kit.order(buyer, order.id)).status).toBe('depositReview');
    expect(await kit.events(order.id, 'payDeposit')).toBe(1);

    const queue = staffPaymentPageSchema.parse((await server.call('GET', '/api/payments/admin?status=PENDING_REVIEW&size=100', { token: operator.token })).body);
    expect(queue.content.find((p) => p.id === paid.paymentId)).toMatchObject({
      method: 'ONLINE_RMB_CARD', amount: 3000, remittedAmount: null,
      online: { provider: 'sandbox', providerTradeNo: paid.providerTradeNo, payerName: '张伟', cardMasked: '6222********7890', refundDue: false },
    });
    const approved = await server.call('POST', `/api/payments/${paid.paymentId}/review`, { token: operator.token, body: { approve: true } });
    expect(approved.body).toMatchObject({ status: 'PAID' });
    expect(await kit.order(buyer, order.id)).toMatchObject({ status: 'awaitingStocking', paidAmount: 3000 });
  });

  it('never stores the card number, CVV, payment password or ID number', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const credit = { ...CARD, cardType: 'CREDIT', cardNumber: '6258091234567891', validity: '12/39', cvv: '731', paymentPassword: '' };
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: credit });
    await kit.sms(buyer, intent.id, SMS_CODE);
    await server.app.jobs.runDue();
    const stored = JSON.stringify(await rows(server, sql`
      select to_jsonb(p) as payment, to_jsonb(i) as intent, to_jsonb(t) as trade from mall_payment p
      join mall_payment_intent i on i.payment_id = p.id join payment_sandbox_trade t on t.out_trade_no = i.out_trade_no
      where p.id = ${intent.paymentId}`))
      // Timestamps (with a zone or without) carry microseconds, in which a three-digit CVV turns up by chance; no secret
      // can be stored in one.
      .replace(/"\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:\d\d)?"/g, '"<time>"');
    expect(stored).toContain('6258********7891');
    for (const secret of ['6258091234567891', '11010519491231002', '12/39']) expect(stored, secret).not.toContain(secret);
    // The CVV's three digits also turn up inside serial and trade numbers; stored, it would stand on its own.
    expect(stored).not.toMatch(/(?<![0-9A-Za-z])731(?![0-9A-Za-z])/);
    const payment = paymentSchema.parse((await server.call('GET', `/api/payments/${intent.paymentId}`, { token: buyer.token })).body);
    expect(payment.online).toMatchObject({ payerName: '张伟', cardMasked: '6258********7891' });
  });

  it('a declined card (…0002) fails at once: no SMS, the order does not move, the buyer tries again', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const declined = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: cardEnding('0002') });
    expect(declined).toMatchObject({ status: 'failed', failureReason: 'mall.onlineCardDeclined', sms: null, paymentStatus: 'UNPAID' });
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
    const payment = paymentSchema.parse((await server.call('GET', `/api/payments/${declined.paymentId}`, { token: buyer.token })).body);
    expect(payment).toMatchObject({ status: 'UNPAID', failureReason: 'mall.onlineCardDeclined' });
    expect((await kit.sms(buyer, declined.id, SMS_CODE)).status).toBe(409);
    expect((await kit.started(buyer, { orderId: order.id, method: 'ALIPAY_QR' })).status).toBe('pending');
  });

  it('a card short of money (…0003) takes the code, then the failure notification records why', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: cardEnding('0003') });
    expect((await kit.sms(buyer, intent.id, SMS_CODE)).status).toBe(200);
    await server.app.jobs.runDue();
    expect(await kit.intent(buyer, intent.id)).toMatchObject({ status: 'failed', failureReason: 'mall.onlineInsufficientFunds', paymentStatus: 'UNPAID' });
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
    expect(await kit.events(order.id, 'payDeposit')).toBe(0);
  });

  it(`allows ${SMS_MAX_TRIES} codes: the last wrong one ends the payment and closes the trade`, async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: CARD });
    const answers = [];
    for (let i = 0; i < SMS_MAX_TRIES; i++) answers.push((await kit.sms(buyer, intent.id, '111111')).body.message);
    expect(answers).toEqual([...Array(SMS_MAX_TRIES - 1).fill('mall.smsCodeWrong'), 'mall.smsTriesExceeded']);
    expect(await kit.intent(buyer, intent.id)).toMatchObject({ status: 'failed', failureReason: 'mall.smsTriesExceeded' });
    // The right code no longer helps: the trade is closed at the provider too.
    expect((await kit.sms(buyer, intent.id, SMS_CODE)).status).toBe(409);
    expect(await rows(server, sql`select status from payment_sandbox_trade where out_trade_no = ${intent.serialNo}`)).toEqual([{ status: 'closed' }]);
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
  });

  it('parallel guesses cannot get more tries than allowed', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: CARD });
    await Promise.all(Array.from({ length: 8 }, (_, i) => kit.sms(buyer, intent.id, `10000${i}`)));
    expect((await rows<{ n: number }>(server, sql`select sms_attempts as n from mall_payment_intent where id = ${intent.id}`))[0]?.n).toBe(SMS_MAX_TRIES);
    expect((await kit.intent(buyer, intent.id)).status).toBe('failed');
  });

  it('resends a code once a minute at most', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: CARD });
    const again = await server.call('POST', `/api/payments/online/${intent.id}/sms/resend`, { token: buyer.token });
    expect(again).toMatchObject({ status: 429, body: { message: 'mall.smsResendTooSoon' } });
    await server.database.db.execute(sql`update mall_payment_intent set sms_sent_at = sms_sent_at - interval '61 seconds' where id = ${intent.id}`);
    expect((await server.call('POST', `/api/payments/online/${intent.id}/sms/resend`, { token: buyer.token })).status).toBe(200);
  });
});

describe('paying by QR (Alipay, digital RMB) in the sandbox simulator', () => {
  it('the QR leads to the simulator; paying there takes the order to review', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ALIPAY_QR' });
    expect(intent.qrContent).toMatch(new RegExp(`^${server.url}/api/payments/sandbox/scan/SBX[0-9A-F]{24}$`));
    expect(intent.simulatorUrl).toBe(intent.qrContent);
    const page = await fetch(`${intent.qrContent}?lang=cn`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('¥30.00');
    expect(html).toContain('确认付款');
    const paid = await kit.scan(intent.qrContent ?? '', 'pay');
    expect(paid.status).toBe(200);
    await server.app.jobs.runDue();
    expect(await kit.intent(buyer, intent.id)).toMatchObject({ status: 'success', paymentStatus: 'PENDING_REVIEW', qrContent: null, simulatorUrl: null });
    expect((await kit.order(buyer, order.id)).status).toBe('depositReview');
    // Paid once: the simulator cannot pay it again.
    await kit.scan(intent.qrContent ?? '', 'pay');
    expect(await server.app.jobs.runDue()).toBe(0);
  });

  it('declining in the app fails the payment and leaves the order waiting', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'DIGITAL_RMB' });
    await kit.scan(intent.qrContent ?? '', 'decline');
    await server.app.jobs.runDue();
    expect(await kit.intent(buyer, intent.id)).toMatchObject({ status: 'failed', failureReason: 'mall.onlinePayerDeclined' });
    expect((await kit.order(buyer, order.id)).status).toBe('depositPending');
  });

  it('starting again closes the earlier attempt, so its QR can no longer be paid', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const first = await kit.started(buyer, { orderId: order.id, method: 'ALIPAY_QR' });
    const second = await kit.started(buyer, { orderId: order.id, method: 'DIGITAL_RMB' });
    expect(await kit.intent(buyer, first.id)).toMatchObject({ status: 'failed', failureReason: 'mall.onlineIntentClosed' });
    await kit.scan(first.qrContent ?? '', 'pay');
    expect(await server.app.jobs.runDue()).toBe(0);
    await kit.scan(second.qrContent ?? '', 'pay');
    await server.app.jobs.runDue();
    expect((await kit.order(buyer, order.id)).status).toBe('depositReview');
  });
});

describe('who may pay what', () => {
  it("another buyer's order and intent are not there", async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: CARD });
    expect((await kit.start(other, { orderId: order.id, method: 'ALIPAY_QR' })).status).toBe(404);
    expect((await server.call('GET', `/api/payments/online/${intent.id}`, { token: other.token })).status).toBe(404);
    expect((await kit.sms(other, intent.id, SMS_CODE)).status).toBe(404);
    expect((await server.call('POST', `/api/payments/online/${intent.id}/sms/resend`, { token: other.token })).status).toBe(404);
    expect((await server.call('GET', `/api/payments/online/${intent.id}`)).status).toBe(401);
    expect((await kit.intent(buyer, intent.id)).status).toBe('pending');
  });

  it('refuses an order not accepted yet, and one under review', async () => {
    const placed = await server.call('POST', '/api/orders', { token: buyer.token, body: {
      source: 'buyNow', goodsId: (await rows<{ id: number }>(server, sql`select id from mall_goods limit 1`))[0]?.id,
      skuId: (await rows<{ id: number }>(server, sql`select id from mall_sku limit 1`))[0]?.id, quantity: 1,
    } });
    expect((await kit.start(buyer, { orderId: placed.body.id, method: 'ALIPAY_QR' })).body.message).toBe('mall.orderStateConflict');
    const order = await kit.acceptedOrder(buyer, operator);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ALIPAY_QR' });
    await kit.scan(intent.qrContent ?? '', 'pay');
    await server.app.jobs.runDue();
    expect((await kit.start(buyer, { orderId: order.id, method: 'ALIPAY_QR' })).status).toBe(409);
  });

  it('bad input is a translated 400 and writes nothing', async () => {
    const order = await kit.acceptedOrder(buyer, operator);
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'BANK_TRANSFER_VND' }, 'mall.onlineMethodInvalid'],
      [{ method: 'ONLINE_RMB_CARD' }, 'mall.cardDetailsRequired'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, cardNumber: '0222021234567890' } }, 'mall.cardNumberInvalid'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, cardNumber: '622202123456789' } }, 'mall.cardNumberInvalid'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, phone: '12345678901' } }, 'mall.payerPhoneInvalid'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, phone: '' } }, 'mall.payerPhoneInvalid'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, idNumber: '110105194912310021' } }, 'mall.idNumberInvalid'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, holderName: ' ' } }, 'mall.cardHolderRequired'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, cardType: 'GOLD' } }, 'mall.cardTypeRequired'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, paymentPassword: '12345' } }, 'mall.paymentPasswordInvalid'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, cardType: 'CREDIT', validity: '01/20', cvv: '123' } }, 'mall.cardValidityInvalid'],
      [{ method: 'ONLINE_RMB_CARD', card: { ...CARD, cardType: 'CREDIT', validity: '12/39', cvv: '12' } }, 'mall.cardCvvInvalid'],
      [{ method: 'ALIPAY_QR', kind: 'final' }, 'mall.orderStateConflict'],
    ];
    for (const [body, key] of cases) {
      const res = await kit.start(buyer, { orderId: order.id, ...body });
      expect(res.status === 400 || res.status === 409, JSON.stringify(body)).toBe(true);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(key);
    }
    expect(await countRows(server, 'mall_payment', sql`order_id = ${order.id}`)).toBe(0);
    const intent = await kit.started(buyer, { orderId: order.id, method: 'ONLINE_RMB_CARD', card: CARD });
    for (const code of ['', '12345', 'abcdef', '1234567']) {
      expect((await kit.sms(buyer, intent.id, code)).body.message, code).toBe('mall.smsCodeInvalid');
    }
    expect((await kit.intent(buyer, intent.id)).sms?.triesLeft).toBe(SMS_MAX_TRIES);
  });
});

describe('the final balance online', () => {
  it('pays the quantities taken of the stocked lines, as payment-due computes them', async () => {
    const order = await kit.acceptedOrder(buyer, operator, 5);
    // Stocked by the warehouse and the deposit approved: the final balance is due.
    await server.database.db.execute(sql`update mall_order set status = 'finalPaymentPending', paid_amount = deposit_amount where id = ${order.id}`);
    await server.database.db.execute(sql`update mall_order_line set stocked_qty = quantity where order_id = ${order.id}`);
    const lineId = order.lines[0]?.id ?? 0;
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, order.id));
    if (!row) throw new Error('no order');
    const due = await readPaymentDue(server.database.db, row, 'final', [{ lineId, quantity: 4 }]);
    expect(due.breakdown.depositCredited).toBe(order.depositAmount);
    expect((await kit.start(buyer, { orderId: order.id, kind: 'final', method: 'ALIPAY_QR' })).body.message).toBe('mall.finalQuantityRequired');
    const intent = await kit.started(buyer, { orderId: order.id, kind: 'final', method: 'ALIPAY_QR', quantities: [{ lineId, quantity: 4 }] });
    expect(intent).toMatchObject({ kind: 'final', amount: due.amount });
    await kit.scan(intent.qrContent ?? '', 'pay');
    await server.app.jobs.runDue();
    expect((await kit.order(buyer, order.id)).status).toBe('finalPaymentReview');
    const payment = paymentSchema.parse((await server.call('GET', `/api/payments/${intent.paymentId}`, { token: buyer.token })).body);
    expect(payment).toMatchObject({ kind: 'final', status: 'PENDING_REVIEW', quantities: [{ lineId, quantity: 4 }] });
  });
});
