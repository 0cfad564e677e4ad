import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderSchema } from 'shared-contracts/api/orders';
import { paymentDueSchema, paymentSchema, staffPaymentPageSchema } from 'shared-contracts/api/payments';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows } from '../../../test/rows';
import { pngBytes } from '../users/users-kit';

const { server } = useTestServer();
type Who = { userId: number; token: string };
let buyer: Who;
let other: Who;
let operator: Who;
let tee: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'pay-buyer', 'purchaser');
  other = await makeUser(server, 'pay-other', 'purchaser');
  operator = await makeUser(server, 'pay-operator', 'operator');
  [tee] = (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] }])).goods as [MadeGoods];
});

async function upload(who: Who | null, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'voucher.png');
  const res = await fetch(`${server.url}/api/payments/files`, { method: 'POST', body: form, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return { status: res.status, body: await res.json() as { key: string; url: string; message?: string } };
}
const getFile = (who: Who, url: string) => fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${who.token}` } });

/** An order accepted by the operator: its deposit can be paid. */
async function acceptedOrder(who: Who = buyer, quantity = 3) {
  const placed = await server.call('POST', '/api/orders', { token: who.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity } });
  const order = orderSchema.parse(placed.body);
  expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: operator.token, body: { action: 'accept' } })).status).toBe(200);
  return order;
}
async function transfer(who: Who, orderId: number, overrides: Record<string, unknown> = {}) {
  const voucher = (await upload(who, pngBytes())).body.key;
  return server.call('POST', '/api/payments/bank-transfer', { token: who.token, body: {
    orderId, kind: 'deposit', remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 360_000, voucherKey: voucher, ...overrides,
  } });
}
const review = (who: Who, id: number, body: unknown) => server.call('POST', `/api/payments/${id}/review`, { token: who.token, body });
const orderOf = async (who: Who, id: number) => orderSchema.parse((await server.call('GET', `/api/orders/${id}`, { token: who.token })).body);

describe('the deposit by bank transfer', () => {
  it('answers what is due in CNY and in VND at the setting\'s rate', async () => {
    const order = await acceptedOrder();
    const due = paymentDueSchema.parse((await server.call('GET', `/api/payments/due?orderId=${order.id}`, { token: buyer.token })).body);
    // 3 × 33.33 = 99.99; 30% → 30.00; × 3600 = 108,000 dong.
    expect(due).toMatchObject({ amount: 3000, currency: 'CNY', exchangeRate: 3600, amountVnd: 108_000 });
    expect((await server.call('GET', `/api/payments/due?orderId=${order.id}`, { token: other.token })).status).toBe(404);
  });

  it('a transfer takes the order to review with the amounts frozen; approving counts it as paid', async () => {
    const order = await acceptedOrder();
    const res = await transfer(buyer, order.id, { remarks: 'Chuyển khoản lúc 9h' });
    expect(res.status).toBe(201);
    const payment = paymentSchema.parse(res.body);
    expect(payment).toMatchObject({ status: 'PENDING_REVIEW', kind: 'deposit', method: 'BANK_TRANSFER_VND', amount: 3000, amountVnd: 108_000, exchangeRate: 3600, remittedAmount: 360_000 });
    expect(payment.serialNo).toMatch(/^PAY\d{8}\d{6,}$/);
    expect((await orderOf(buyer, order.id)).status).toBe('depositReview');
    // The rate changes afterwards: the payment keeps the one it was made with.
    await server.database.db.execute(sql`update sys_dict_detail set label = '3700' where value = 'CNY_VND'`);
    const approved = await review(operator, payment.id, { approve: true });
    await server.database.db.execute(sql`update sys_dict_detail set label = '3600' where value = 'CNY_VND'`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'PAID', exchangeRate: 3600, reviewerName: 'pay-operator' });
    expect(await orderOf(buyer, order.id)).toMatchObject({ status: 'awaitingStocking', paidAmount: 3000 });
  });

  it('a rejection needs a reason; the buyer pays again and it goes to re-review', async () => {
    const order = await acceptedOrder();
    const first = paymentSchema.parse((await transfer(buyer, order.id)).body);
    expect((await review(operator, first.id, { approve: false })).body.message).toBe('mall.reasonRequired');
    const rejected = await review(operator, first.id, { approve: false, reason: 'Số tiền không khớp' });
    expect(rejected.body).toMatchObject({ status: 'REVIEW_FAILED', failureReason: 'Số tiền không khớp' });
    expect((await orderOf(buyer, order.id)).status).toBe('depositRejected');
    const second = paymentSchema.parse((await transfer(buyer, order.id)).body);
    expect(second.status).toBe('RE_REVIEW');
    // The old payment stays decided.
    expect((await review(operator, first.id, { approve: true })).status).toBe(409);
    expect((await review(operator, second.id, { approve: true })).body.status).toBe('PAID');
  });

  it('two operators deciding one payment at once: exactly one succeeds', async () => {
    const order = await acceptedOrder();
    const payment = paymentSchema.parse((await transfer(buyer, order.id)).body);
    const results = await Promise.all([review(operator, payment.id, { approve: true }), review(operator, payment.id, { approve: true }),
      review(operator, payment.id, { approve: false, reason: '重复' })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    // The first decision stands, whichever it was: an approval pays the deposit, the refusal (the third) leaves it unpaid.
    const won = results.findIndex((r) => r.status === 200);
    expect((await orderOf(buyer, order.id)).paidAmount).toBe(won === 2 ? 0 : 3000);
  });

  it('a double click pays once: the second finds the order under review', async () => {
    const order = await acceptedOrder();
    const results = await Promise.all([transfer(buyer, order.id), transfer(buyer, order.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await countRows(server, 'mall_payment', sql`order_id = ${order.id}`)).toBe(1);
  });

  it('refuses to pay an order not yet accepted, and another buyer\'s order', async () => {
    const placed = orderSchema.parse((await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 } })).body);
    expect((await transfer(buyer, placed.id)).status).toBe(409);
    const accepted = await acceptedOrder();
    expect((await transfer(other, accepted.id)).status).toBe(404);
    expect(await countRows(server, 'mall_payment', sql`order_id in (${placed.id}, ${accepted.id})`)).toBe(0);
  });

  it('bad input is a translated 400 and writes nothing', async () => {
    const order = await acceptedOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ remitterName: '  ' }, 'mall.remitterNameRequired'],
      [{ remitterBank: '' }, 'mall.remitterBankRequired'],
      [{ remittedAmount: 0 }, 'mall.remittedAmountRequired'],
      [{ voucherKey: '' }, 'mall.voucherRequired'],
      [{ voucherKey: '../../etc/passwd' }, 'mall.voucherRequired'],
      // Another buyer's picture cannot serve as this buyer's voucher.
      [{ voucherKey: (await upload(other, pngBytes())).body.key }, 'mall.voucherRequired'],
      // A key of the right shape that was never uploaded.
      [{ voucherKey: `payments/${buyer.userId}/never-uploaded.png` }, 'mall.voucherRequired'],
    ];
    for (const [overrides, key] of cases) {
      const res = await transfer(buyer, order.id, overrides);
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(overrides)).toContain(key);
    }
    expect(await countRows(server, 'mall_payment', sql`order_id = ${order.id}`)).toBe(0);
    expect((await orderOf(buyer, order.id)).status).toBe('depositPending');
  });
});

describe('payment pictures', () => {
  it('accepts pictures by their bytes only, and serves them to the uploader and staff alone', async () => {
    expect((await upload(buyer, Buffer.from('%PDF-1.4 not a picture'), 'image/png')).body.message).toBe('upload.typeNotAllowed');
    expect((await upload(null, pngBytes())).status).toBe(401);
    const { url } = (await upload(buyer, pngBytes([1, 2, 3, 255]))).body;
    const own = await getFile(buyer, url);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('image/png');
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    expect((await getFile(operator, url)).status).toBe(200);
    expect((await getFile(other, url)).status).toBe(404);
  });
});

describe('payment lists', () => {
  it('buyers list their own; staff filter the review queue; buyers cannot open it', async () => {
    const order = await acceptedOrder(other);
    const mine = (await server.call('GET', '/api/payments/mine?size=100', { token: buyer.token })).body;
    expect(mine.content.every((p: { orderId: number }) => p.orderId !== order.id)).toBe(true);
    const paid = paymentSchema.parse((await transfer(other, order.id)).body);
    const queue = staffPaymentPageSchema.parse((await server.call('GET', '/api/payments/admin?status=PENDING_REVIEW&size=100', { token: operator.token })).body);
    expect(queue.content.find((p) => p.id === paid.id)).toMatchObject({ buyerName: 'pay-other', orderNo: order.orderNo });
    expect(queue.content.every((p) => p.status === 'PENDING_REVIEW')).toBe(true);
    expect((await server.call('GET', '/api/payments/admin', { token: buyer.token })).status).toBe(403);
    expect((await server.call('GET', `/api/payments/${paid.id}`, { token: buyer.token })).status).toBe(404);
    expect((await server.call('GET', `/api/payments/${paid.id}`, { token: other.token })).status).toBe(200);
    expect((await review(buyer, paid.id, { approve: true })).status).toBe(403);
  });
});
