import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { notificationPageSchema } from 'shared-contracts/api/notifications';
import { paymentSchema } from 'shared-contracts/api/payments';
import { shipmentSchema } from 'shared-contracts/api/shipments';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { TestClock } from '../../plugins/app/jobs-clock';
import {
  completeStocking, itemOf, makeStockCast, placeOrder, recordBatches, review, uploadVoucher, type StockCast, type Who,
} from '../stock/stock-test-kit';

/**
 * Issue 26 "Done when": one order walked from placement to delivery through the real routes; the buyer and the
 * operator each find every step meant for them in their list, newest first, linked to where it is acted on.
 */
const clock = new TestClock();
const { server } = useTestServer({ clock });
let cast: StockCast;

beforeAll(async () => {
  cast = await makeStockCast(server, 'walk');
});

const kindsOf = async (who: Who, orderId: number) => {
  const page = notificationPageSchema.parse((await server.call('GET', '/api/notifications?size=50', { token: who.token })).body);
  return page.content.filter((n) => n.orderId === orderId).reverse().map((n) => `${n.kind}${n.params.payment ? `.${n.params.payment}` : ''} ${n.link}`);
};

const transfer = async (body: Record<string, unknown>) => {
  const res = await server.call('POST', '/api/payments/bank-transfer', { token: cast.buyer.token, body: {
    remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 100_000, voucherKey: await uploadVoucher(server, cast.buyer), ...body,
  } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return paymentSchema.parse(res.body);
};

describe('one order from placement to delivery', () => {
  it('tells the buyer and the operator every step meant for each', async () => {
    const order = await placeOrder(server, cast.buyer, [itemOf(cast.cup, 2)]);
    const id = order.id;
    const ok = async (res: Promise<{ status: number; body: unknown }>) => expect((await res).status).toBeLessThan(300);
    await ok(server.call('POST', `/api/orders/${id}/actions`, { token: cast.operator.token, body: { action: 'accept' } }));
    const deposit = await transfer({ orderId: id, kind: 'deposit' });
    await ok(review(server, cast.operator, deposit.id, { approve: false, reason: 'Ảnh chứng từ bị mờ' }));
    const again = await transfer({ orderId: id, kind: 'deposit' });
    await ok(review(server, cast.operator, again.id, { approve: true }));
    const [line] = await rows<{ id: number }>(server, sql`select id from mall_order_line where order_id = ${id}`);
    await ok(recordBatches(server, cast.operator, id, [{ lineId: line?.id ?? 0, quantity: 2 }]));
    await ok(completeStocking(server, cast.operator, id));
    const final = await transfer({ orderId: id, kind: 'final', quantities: [{ lineId: line?.id ?? 0, quantity: 2 }] });
    await ok(review(server, cast.operator, final.id, { approve: true }));
    const made = await server.call('POST', '/api/shipments', { token: cast.buyer.token, body: {
      consignee: 'Lê Văn Cường', contact: '0987654321', address: '45 Trần Phú, Đà Nẵng', items: [{ skuId: cast.cup.skuIds[0], quantity: 2 }],
    } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const shipment = shipmentSchema.parse(made.body);
    await ok(server.call('POST', `/api/shipments/${shipment.id}/ship`, { token: cast.operator.token, body: { logisticsCompany: 'GHN', trackingNo: 'GHN0001' } }));
    await ok(server.call('POST', `/api/shipments/${shipment.id}/deliver`, { token: cast.operator.token, body: {} }));

    expect(await kindsOf(cast.buyer, id)).toEqual([
      `orderAccepted /mallPayment/${id}`,
      `paymentRejected.deposit /mallPayment/${id}`,
      `paymentApproved.deposit /myOrderDetail/${id}`,
      `stockingComplete /mallPayment/${id}?kind=final`,
      `paymentApproved.final /myOrderDetail/${id}`,
      `shipmentCreated /myOrderDetail/${id}`,
      `shipmentShipped /myOrderDetail/${id}`,
      `shipmentDelivered /myOrderDetail/${id}`,
    ]);
    const q = encodeURIComponent(order.orderNo);
    expect(await kindsOf(cast.operator, id)).toEqual([
      `orderAwaitingAcceptance /ops/order-accept?keyword=${q}`,
      `paymentAwaitingReview.deposit /ops/payment-review?keyword=${q}`,
      `paymentAwaitingReview.deposit /ops/payment-review?keyword=${q}`,
      `paymentAwaitingReview.final /ops/payment-review?keyword=${q}`,
    ]);
    // The other buyer of the cast is told nothing of it.
    expect(await kindsOf(cast.other, id)).toEqual([]);
  });
});
