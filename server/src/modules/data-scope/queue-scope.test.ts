import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { paymentSchema } from 'shared-contracts/api/payments';
import { refundCountsSchema, refundSchema, staffRefundPageSchema } from 'shared-contracts/api/refunds';
import { shipmentSchema, staffShipmentPageSchema } from 'shared-contracts/api/shipments';
import { stockQueuePageSchema } from 'shared-contracts/api/stock';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { orderWithStock } from '../../../test/refund-factory';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { stockedOrder } from '../../../test/stock-factory';
import {
  itemOf, orderAwaitingStocking, placeOrder, recordBatches, completeStocking, review, uploadVoucher, type Who,
} from '../stock/stock-test-kit';
import { buyerIn, expectNotFound } from './scope-test-kit';

/**
 * Data scope on the staff actions by id and the staff queues (docs/back-office.md "Data scope on orders, payments and
 * the queues"): a staff member with a custom scope (the Hanoi head office and below, while sitting in Lang Son) acts on
 * and lists the rows of buyers inside it; a row of a buyer outside answers 404, as a missing one, and is unchanged,
 * and no queue lists or counts it.
 */
const { server } = useTestServer();
const CODES = [
  'order:list', 'order:accept', 'order:stock', 'payment:list', 'payment:review', 'shipment:list', 'shipment:edit', 'refund:list', 'refund:review',
];
let inside: Who;
let outside: Who;
let staff: Staff;
let operator: Who;
let cup: MadeGoods;
const to = { consignee: 'Lê Văn Cường', contact: '0987654321', address: '45 Trần Phú, Hải Châu, Đà Nẵng' };

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  inside = await buyerIn(server, 'queue-buyer-hanoi', await deptIdOf(server, 'Operations', 'Hanoi Head Office'));
  outside = await buyerIn(server, 'queue-buyer-langson', langSon);
  staff = await makeStaff(server, { username: 'queue-staff', permissions: CODES, dataScope: 'custom', scopeDeptIds: [hanoi], deptId: langSon });
  operator = await makeUser(server, 'queue-operator', 'operator');
  [cup] = (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] }])).goods as [MadeGoods];
});

const call = (method: 'GET' | 'POST', path: string, body?: unknown) => server.call(method, path, { token: staff.token, body });
const orderRow = async (id: number) =>
  (await rows<{ status: string; acceptance: string; version: number }>(server, sql`select status, acceptance, version from mall_order where id = ${id}`))[0];
const statusOf = async (table: 'mall_payment' | 'mall_shipment' | 'mall_refund', id: number) =>
  (await rows<{ status: string }>(server, sql`select status from ${sql.identifier(table)} where id = ${id}`))[0]?.status;

/** A deposit paid by bank transfer on an accepted order, waiting for review. */
async function depositInReview(buyer: Who): Promise<{ orderId: number; paymentId: number; voucherKey: string }> {
  const order = await placeOrder(server, buyer, [itemOf(cup, 2)]);
  expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: operator.token, body: { action: 'accept' } })).status).toBe(200);
  const voucherKey = await uploadVoucher(server, buyer);
  const paid = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
    orderId: order.id, kind: 'deposit', remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 100_000, voucherKey,
  } });
  expect(paid.status).toBe(201);
  return { orderId: order.id, paymentId: paymentSchema.parse(paid.body).id, voucherKey };
}

describe('data scope on the staff actions and queues', () => {
  it('order actions: accept and refuse an order outside answer 404 and change nothing', async () => {
    const mine = await placeOrder(server, inside, [itemOf(cup, 1)]);
    const theirs = await placeOrder(server, outside, [itemOf(cup, 1)]);
    const before = await orderRow(theirs.id);
    expectNotFound(await call('POST', `/api/orders/${theirs.id}/actions`, { action: 'accept' }), MessageKey.orderNotFound);
    expectNotFound(await call('POST', `/api/orders/${theirs.id}/actions`, { action: 'refuse', note: 'Hết hàng' }), MessageKey.orderNotFound);
    expect(await orderRow(theirs.id)).toEqual(before);
    expect((await call('POST', `/api/orders/${mine.id}/actions`, { action: 'accept' })).status).toBe(200);
    expect((await orderRow(mine.id))?.acceptance).toBe('accepted');
  });

  it('payments: a review outside answers 404 and leaves the payment and its order as they were; its voucher is not served', async () => {
    const mine = await depositInReview(inside);
    const theirs = await depositInReview(outside);
    const before = await orderRow(theirs.orderId);
    expectNotFound(await review(server, { userId: staff.userId, token: staff.token }, theirs.paymentId, { approve: true }), MessageKey.paymentNotFound);
    expectNotFound(await review(server, { userId: staff.userId, token: staff.token }, theirs.paymentId, { approve: false, reason: 'Sai số tiền' }), MessageKey.paymentNotFound);
    expect(await statusOf('mall_payment', theirs.paymentId)).toBe('PENDING_REVIEW');
    expect(await orderRow(theirs.orderId)).toEqual(before);
    const picture = (key: string) => `/api/payments/files/${key.slice('payments/'.length)}`;
    expect((await call('GET', picture(theirs.voucherKey))).status).toBe(404);
    expect((await call('GET', picture(mine.voucherKey))).status).toBe(200);
    expect((await review(server, { userId: staff.userId, token: staff.token }, mine.paymentId, { approve: true })).status).toBe(200);
    expect(await statusOf('mall_payment', mine.paymentId)).toBe('PAID');
  });

  it('stocking: the queue and its counts hold only buyers inside; batches and completion outside answer 404 and change nothing', async () => {
    const mine = await orderAwaitingStocking(server, inside, operator, [itemOf(cup, 2)]);
    const theirs = await orderAwaitingStocking(server, outside, operator, [itemOf(cup, 3)]);
    const queue = stockQueuePageSchema.parse((await call('GET', '/api/stock/queue?size=100')).body);
    expect(queue.content.map((o) => o.orderId)).toContain(mine.id);
    expect(queue.content.every((o) => o.buyerId === inside.userId)).toBe(true);
    expect([queue.totalElements, queue.counts.all]).toEqual([queue.content.length, queue.content.length]);
    const everyone = stockQueuePageSchema.parse((await server.call('GET', '/api/stock/queue?size=100', { token: operator.token })).body);
    expect(everyone.content.map((o) => o.orderId)).toContain(theirs.id);

    const who = { userId: staff.userId, token: staff.token };
    const lineOf = (order: typeof mine) => [{ lineId: order.lines[0]!.id, quantity: 1 }];
    expectNotFound(await recordBatches(server, who, theirs.id, lineOf(theirs)), MessageKey.orderNotFound);
    expectNotFound(await completeStocking(server, who, theirs.id), MessageKey.orderNotFound);
    expectNotFound(await call('GET', `/api/orders/${theirs.id}/stocking`), MessageKey.orderNotFound);
    const [stocked] = await rows<{ n: number; batches: number }>(server, sql`select
      (select stocked_qty from mall_order_line where order_id = ${theirs.id}) as n,
      (select count(*)::int from mall_stock_batch where order_id = ${theirs.id}) as batches`);
    expect(stocked).toEqual({ n: 0, batches: 0 });
    expect((await orderRow(theirs.id))?.status).toBe('awaitingStocking');

    expect((await recordBatches(server, who, mine.id, lineOf(mine))).status).toBe(201);
    expect((await call('GET', `/api/orders/${mine.id}/stocking`)).status).toBe(200);
    expect((await completeStocking(server, who, mine.id)).status).toBe(200);
  });

  it('shipments: the queue and its counts hold only buyers inside; ship and deliver outside answer 404 and change nothing', async () => {
    const shipmentOf = async (buyer: Who) => {
      await stockedOrder(server, buyer, cup, { quantity: 2 });
      const res = await server.call('POST', '/api/shipments', { token: buyer.token, body: { ...to, items: [{ skuId: cup.skuIds[0], quantity: 1 }] } });
      expect(res.status).toBe(201);
      return shipmentSchema.parse(res.body).id;
    };
    const [mine, theirs, theirsShipping] = [await shipmentOf(inside), await shipmentOf(outside), await shipmentOf(outside)];
    const queue = staffShipmentPageSchema.parse((await call('GET', '/api/shipments/queue?size=100')).body);
    expect(queue.content.map((s) => s.id)).toContain(mine);
    expect(queue.content.every((s) => s.buyerId === inside.userId)).toBe(true);
    expect(Object.values(queue.counts).reduce((a, b) => a + b, 0)).toBe(queue.content.length);
    expect(queue.totalElements).toBe(queue.content.length);

    const carrier = { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP123456789' };
    expect((await server.call('POST', `/api/shipments/${theirsShipping}/ship`, { token: operator.token, body: carrier })).status).toBe(200);
    expectNotFound(await call('POST', `/api/shipments/${theirs}/ship`, carrier), MessageKey.shipmentNotFound);
    expectNotFound(await call('POST', `/api/shipments/${theirsShipping}/deliver`, {}), MessageKey.shipmentNotFound);
    expect([await statusOf('mall_shipment', theirs), await statusOf('mall_shipment', theirsShipping)]).toEqual(['pending', 'shipping']);

    expect((await call('POST', `/api/shipments/${mine}/ship`, carrier)).status).toBe(200);
    expect((await call('POST', `/api/shipments/${mine}/deliver`, {})).status).toBe(200);
    expect(await statusOf('mall_shipment', mine)).toBe('delivered');
  });

  it('refunds: the list, counts and reads by id hold only buyers inside; a review outside answers 404 and changes nothing', async () => {
    const refundOf = async (buyer: Who) => {
      const order = await orderWithStock(server, buyer, cup, [{ stocked: 4, taken: 4 }]);
      const res = await server.call('POST', '/api/refunds', { token: buyer.token, body: {
        orderId: order.id, lineId: order.lines[0]!.id, quantity: 1, reason: 'Bình bị nứt', imageKeys: [],
      } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return refundSchema.parse(res.body).id;
    };
    const [mine, theirs] = [await refundOf(inside), await refundOf(outside)];
    const list = staffRefundPageSchema.parse((await call('GET', '/api/refunds/admin?size=100')).body);
    expect(list.content.map((r) => r.id)).toEqual([mine]);
    expect(list.totalElements).toBe(1);
    const counts = refundCountsSchema.parse((await call('GET', '/api/refunds/admin/counts')).body);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(1);
    expectNotFound(await call('GET', `/api/refunds/admin/${theirs}`), MessageKey.refundNotFound);
    expect((await call('GET', `/api/refunds/admin/${mine}`)).status).toBe(200);

    expectNotFound(await call('POST', `/api/refunds/${theirs}/review`, { approve: true, amount: 0 }), MessageKey.refundNotFound);
    expectNotFound(await call('POST', `/api/refunds/${theirs}/review`, { approve: false, opinion: 'Không đủ chứng cứ' }), MessageKey.refundNotFound);
    expect(await statusOf('mall_refund', theirs)).toBe('refunding');
    expect((await call('POST', `/api/refunds/${mine}/review`, { approve: false, opinion: 'Không đủ chứng cứ' })).status).toBe(200);
    expect(await statusOf('mall_refund', mine)).toBe('refundFailure');
  });
});
