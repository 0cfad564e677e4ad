import { beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from 'shared-contracts/api/orders';
import { paymentDueSchema, paymentSchema } from 'shared-contracts/api/payments';
import { orderStockingSchema } from 'shared-contracts/api/stock';
import { useTestServer } from '../../../test/harness';
import type { MadeGoods } from '../../../test/catalogue-factory';
import {
  orderAwaitingFinal, orderAwaitingStocking, orderOf, review, setSetting, uploadVoucher, makeStockCast, type Item, type Who,
} from '../stock/stock-test-kit';

const { server } = useTestServer();
let buyer: Who;
let other: Who;
let operator: Who;
let cup: MadeGoods;
let lid: MadeGoods;

beforeAll(async () => {
  ({ buyer, other, operator, cup, lid } = await makeStockCast(server, 'final'));
});

/** 3 cups at 33.33 and 2 lids at 19.99: goods 139.97, deposit 42.00 (30% rounded up). */
const items = (): Item[] => [
  { goodsId: cup.id, skuId: cup.skuIds[0]!, quantity: 3 },
  { goodsId: lid.id, skuId: lid.skuIds[0]!, quantity: 2 },
];
const due = (who: Who, orderId: number, query = '') => server.call('GET', `/api/payments/due?orderId=${orderId}&kind=final${query}`, { token: who.token });
const quantitiesOf = (order: { lines: { id: number }[] }, ...taken: number[]) => order.lines.map((l, i) => ({ lineId: l.id, quantity: taken[i] ?? 0 }));

async function payFinal(who: Who, orderId: number, quantities: unknown, overrides: Record<string, unknown> = {}) {
  return server.call('POST', '/api/payments/bank-transfer', { token: who.token, body: {
    orderId, kind: 'final', remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 498_924,
    voucherKey: await uploadVoucher(server, who), quantities, ...overrides,
  } });
}

describe('what the final balance is', () => {
  it('answers goods, fees, tax and the deposit for the quantities taken, with the receiving account', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items());
    const all = paymentDueSchema.parse((await due(buyer, order.id)).body);
    expect(all).toMatchObject({
      kind: 'final', amount: 13_859, amountVnd: 498_924, exchangeRate: 3600,
      breakdown: { goods: 13_997, serviceFee: 420, packageFee: 2000, tax: 1642, depositCredited: 4200 },
    });
    expect(all.lines.map((l) => [l.goodsName, l.ordered, l.stocked, l.quantity])).toEqual([['保温杯', 3, 3, 3], ['杯盖', 2, 2, 2]]);
    expect(all.payee).toMatchObject({ accountNo: '0011004567890', branchNameI18n: { en: 'Hanoi branch' } });
    expect(all.transferReference).toBe(order.orderNo);

    const [cupLine, lidLine] = [order.lines[0]!, order.lines[1]!];
    const one = paymentDueSchema.parse((await due(buyer, order.id, `&quantities=${cupLine.id}:1,${lidLine.id}:0`)).body);
    expect(one).toMatchObject({ amount: 676, breakdown: { goods: 3333, packageFee: 1000 } });
    expect(paymentDueSchema.parse((await due(buyer, order.id, `&quantities=${lidLine.id}:1`)).body)).toMatchObject({ amount: 0 });
  });

  it('refuses quantities above stocked, unknown or repeated lines, nothing taken and malformed lists', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items(), [2, 2]);
    const [cupLine, lidLine] = [order.lines[0]!, order.lines[1]!];
    const cases: [string, string][] = [
      [`${cupLine.id}:3`, 'mall.finalQuantityAboveStocked'],
      [`${cupLine.id}:0,${lidLine.id}:0`, 'mall.finalQuantityRequired'],
      [`${cupLine.id}:1,${cupLine.id}:1`, 'mall.orderLineInvalid'],
      ['999999:1', 'mall.orderLineInvalid'],
      ['abc', 'validation.invalidNumber'],
      [`${cupLine.id}:-1`, 'validation.invalidNumber'],
    ];
    for (const [quantities, key] of cases) {
      const res = await due(buyer, order.id, `&quantities=${encodeURIComponent(quantities)}`);
      expect({ status: res.status, message: res.body.message }, quantities).toEqual({ status: 400, message: key });
    }
    expect((await due(other, order.id)).status).toBe(404);
  });

  it('is not due before stocking is complete (409)', async () => {
    const order = await orderAwaitingStocking(server, buyer, operator, items());
    expect(await due(buyer, order.id)).toMatchObject({ status: 409, body: { message: 'mall.orderStateConflict' } });
  });
});

describe('paying the final balance', () => {
  it('by bank transfer: amounts, rates and quantities frozen on the payment; approval makes the goods available', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items());
    expect(await payFinal(buyer, order.id, undefined)).toMatchObject({ status: 400, body: { message: 'mall.finalQuantityRequired' } });
    await setSetting(server, 'service_fee_rate', '5');
    await setSetting(server, 'package_fee', '12.50');
    await setSetting(server, 'vn_tax_rate', '8');
    const res = await payFinal(buyer, order.id, quantitiesOf(order, 3, 1));
    await setSetting(server, 'service_fee_rate', '3');
    await setSetting(server, 'package_fee', '10.00');
    await setSetting(server, 'vn_tax_rate', '10');
    expect(res.status).toBe(201);
    // goods 99.99 + 19.99 = 119.98; service 5% = 5.999 → 6.00; packages 2 × 12.50; tax 8% of 150.98 = 12.0784 → 12.08.
    const payment = paymentSchema.parse(res.body);
    expect(payment).toMatchObject({
      kind: 'final', method: 'BANK_TRANSFER_VND', status: 'PENDING_REVIEW', amount: 16_306 - 4200,
      breakdown: { goods: 11_998, serviceFee: 600, packageFee: 2500, tax: 1208, depositCredited: 4200 },
      quantities: quantitiesOf(order, 3, 1),
    });
    expect((await orderOf(server, buyer, order.id)).status).toBe('finalPaymentReview');
    // A double click pays once.
    expect((await payFinal(buyer, order.id, quantitiesOf(order, 3, 1))).status).toBe(409);

    const approved = await review(server, operator, payment.id, { approve: true });
    expect(approved.body).toMatchObject({ status: 'PAID', amount: 12_106, breakdown: { serviceFee: 600 } });
    expect(orderSchema.parse((await server.call('GET', `/api/orders/${order.id}`, { token: buyer.token })).body))
      .toMatchObject({ status: 'pendingShipment', paidAmount: 4200 + 12_106 });
    const stocking = orderStockingSchema.parse((await server.call('GET', `/api/orders/${order.id}/stocking`, { token: buyer.token })).body);
    expect(stocking.lines.map((l) => [l.stocked, l.taken, l.available])).toEqual([[3, 3, 3], [2, 1, 1]]);
  });

  it('after a rejection the buyer pays again, reviewed again', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items());
    const first = paymentSchema.parse((await payFinal(buyer, order.id, quantitiesOf(order, 1, 1))).body);
    expect((await review(server, operator, first.id, { approve: false, reason: 'Số tiền không khớp' })).status).toBe(200);
    expect((await orderOf(server, buyer, order.id)).status).toBe('finalPaymentRejected');
    const again = paymentSchema.parse((await payFinal(buyer, order.id, quantitiesOf(order, 2, 0))).body);
    expect(again).toMatchObject({ status: 'RE_REVIEW', quantities: quantitiesOf(order, 2, 0) });
    const stocking = orderStockingSchema.parse((await server.call('GET', `/api/orders/${order.id}/stocking`, { token: buyer.token })).body);
    expect(stocking.lines.map((l) => l.taken)).toEqual([0, 0]);
  });

  it('when the deposit covers it: confirmed without a transfer as a payment of 0 that goes to review', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items());
    const covered = quantitiesOf(order, 0, 1);
    expect(await payFinal(buyer, order.id, covered)).toMatchObject({ status: 400, body: { message: 'mall.finalCoveredByDeposit' } });
    const confirm = (who: Who, quantities: unknown) => server.call('POST', '/api/payments/final-confirmation', { token: who.token, body: { orderId: order.id, quantities } });
    expect(await confirm(buyer, quantitiesOf(order, 1, 1))).toMatchObject({ status: 400, body: { message: 'mall.finalAmountToPay' } });
    expect((await confirm(other, covered)).status).toBe(404);
    const res = await confirm(buyer, covered);
    expect(res.status).toBe(201);
    const payment = paymentSchema.parse(res.body);
    expect(payment).toMatchObject({
      method: 'DEPOSIT_CREDIT', status: 'PENDING_REVIEW', amount: 0, amountVnd: 0, quantities: covered,
      breakdown: { goods: 1999, depositCredited: 3365 }, voucherUrl: null,
    });
    expect((await confirm(buyer, covered)).status).toBe(409);
    expect((await review(server, operator, payment.id, { approve: true })).status).toBe(200);
    expect(await orderOf(server, buyer, order.id)).toMatchObject({ status: 'pendingShipment', paidAmount: 4200 });
  });

  it('the deposit\'s due answer is as it was, with the receiving account', async () => {
    const order = await orderAwaitingStocking(server, other, operator, items());
    const deposit = paymentDueSchema.parse((await server.call('GET', `/api/payments/due?orderId=${order.id}`, { token: other.token })).body);
    expect(deposit).toMatchObject({ kind: 'deposit', amount: 4200, quantities: null, lines: [], payee: { accountNo: '0011004567890' } });
  });
});
