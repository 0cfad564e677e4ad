import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderCountsSchema, orderDetailSchema, orderPageSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { refundableSchema } from 'shared-contracts/api/refunds';
import { shipmentPageSchema, shipmentSchema, type Shipment } from 'shared-contracts/api/shipments';
import { displayedOrderState } from 'shared-contracts/mall/order-state';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { rows } from '../../../test/rows';
import { stockedOrder, type Who } from '../../../test/stock-factory';

const { server } = useTestServer();
let operator: Who;
let cup: MadeGoods;
const to = { consignee: 'Nguyễn Thị Hoa', contact: '0912345678', address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh' };

beforeAll(async () => {
  operator = await makeUser(server, 'receipt-operator', 'operator');
  [cup] = (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3300 }] }])).goods as [MadeGoods];
});

const shipFrom = async (who: Who, quantity: number): Promise<Shipment> => {
  const res = await server.call('POST', '/api/shipments', { token: who.token, body: { ...to, items: [{ skuId: cup.skuIds[0], quantity }] } });
  expect(res.status).toBe(201);
  return shipmentSchema.parse(res.body);
};
const send = (id: number) => server.call('POST', `/api/shipments/${id}/ship`, { token: operator.token, body: { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP0000001' } });
const deliver = (id: number) => server.call('POST', `/api/shipments/${id}/deliver`, { token: operator.token, body: {} });
const confirm = (who: Who, id: number) => server.call('POST', `/api/shipments/${id}/receipt`, { token: who.token });
const orderOf = async (who: Who, id: number): Promise<OrderDetail> =>
  orderDetailSchema.parse((await server.call('GET', `/api/orders/${id}`, { token: who.token })).body);
const shipmentsOf = async (who: Who, orderId: number) =>
  shipmentPageSchema.parse((await server.call('GET', `/api/shipments/mine?orderId=${orderId}`, { token: who.token })).body);

/** The order as the buyer's list finds it under `state`, and the count the tabs give that state. */
async function listedUnder(who: Who, state: string, orderId: number) {
  const page = orderPageSchema.parse((await server.call('GET', `/api/orders/mine?state=${state}`, { token: who.token })).body);
  const counts = orderCountsSchema.parse((await server.call('GET', '/api/orders/mine/counts', { token: who.token })).body);
  return { found: page.content.some((o) => o.id === orderId), count: counts[state as keyof typeof counts] };
}

describe('a partly shipped order tells where its goods are', () => {
  it('in the warehouse, on the way, delivered and confirmed, in the detail, the list filter and the counts alike', async () => {
    const buyer = await makeUser(server, 'receipt-partial', 'purchaser');
    const { orderId } = await stockedOrder(server, buyer, cup, { quantity: 20 });
    const state = async () => { const o = await orderOf(buyer, orderId); return { state: displayedOrderState(o), delivery: o.delivery }; };
    expect(await state()).toEqual({ state: 'pendingShipment', delivery: { inWarehouse: 20, inTransit: 0, delivered: 0, received: 0 } });

    const first = await shipFrom(buyer, 10);
    expect((await state()).delivery).toMatchObject({ inWarehouse: 20, inTransit: 0 });
    await send(first.id);
    expect(await state()).toEqual({ state: 'partlyShipped', delivery: { inWarehouse: 10, inTransit: 10, delivered: 0, received: 0 } });
    expect(await listedUnder(buyer, 'partlyShipped', orderId)).toEqual({ found: true, count: 1 });
    expect(await listedUnder(buyer, 'shipping', orderId)).toEqual({ found: false, count: 0 });

    // The case of issue 25: its only shipment delivered, the rest still in the warehouse. Not "shipping".
    await deliver(first.id);
    expect(await state()).toEqual({ state: 'partlyDeliveredInWarehouse', delivery: { inWarehouse: 10, inTransit: 0, delivered: 10, received: 0 } });
    expect(await listedUnder(buyer, 'partlyDeliveredInWarehouse', orderId)).toEqual({ found: true, count: 1 });
    expect(await listedUnder(buyer, 'delivered', orderId)).toEqual({ found: false, count: 0 });

    const second = await shipFrom(buyer, 10);
    await send(second.id);
    expect((await state()).state).toBe('partlyDelivered');
    expect(await listedUnder(buyer, 'partlyDelivered', orderId)).toEqual({ found: true, count: 1 });
    await deliver(second.id);
    expect(await state()).toEqual({ state: 'delivered', delivery: { inWarehouse: 0, inTransit: 0, delivered: 20, received: 0 } });
    expect(await listedUnder(buyer, 'delivered', orderId)).toEqual({ found: true, count: 1 });
  }, 120_000);
});

describe('confirming receipt of a shipment', () => {
  it('closes its after-sales, and the last confirmation completes the order delivered in full', async () => {
    const buyer = await makeUser(server, 'receipt-each', 'purchaser');
    const { orderId, lineId } = await stockedOrder(server, buyer, cup, { quantity: 20 });
    const first = await shipFrom(buyer, 10);
    await send(first.id);
    expect(shipmentSchema.parse((await server.call('GET', `/api/shipments/mine/${first.id}`, { token: buyer.token })).body).receiptOpen).toBe(false);
    expect((await confirm(buyer, first.id)).body.message).toBe('mall.shipmentStateConflict');
    await deliver(first.id);
    expect((await shipmentsOf(buyer, orderId)).content.map((s) => [s.id, s.receiptOpen])).toEqual([[first.id, true]]);

    const confirmed = await confirm(buyer, first.id);
    expect(confirmed.status).toBe(200);
    expect(shipmentSchema.parse(confirmed.body)).toMatchObject({ id: first.id, receiptOpen: false, receivedAt: expect.any(String) });
    // The order still holds ten units in the warehouse: it waits for them, and says so.
    const waiting = await orderOf(buyer, orderId);
    expect([waiting.status, displayedOrderState(waiting), waiting.delivery?.received]).toEqual(['shipping', 'partlyDeliveredInWarehouse', 10]);
    expect((await confirm(buyer, first.id)).body.message).toBe('mall.shipmentStateConflict');

    // After-sales on the confirmed shipment is over; the stock in the warehouse may still be refunded.
    const onShipment = await server.call('POST', '/api/refunds', { token: buyer.token, body: { orderId: null, shipmentId: first.id, lineId, quantity: 1, reason: 'Vỡ nắp', imageKeys: [] } });
    expect([onShipment.status, onShipment.body.message]).toEqual([409, 'mall.refundNotAllowed']);
    const room = refundableSchema.parse((await server.call('GET', `/api/refunds/refundable?shipmentId=${first.id}`, { token: buyer.token })).body);
    expect([room.open, room.lines.map((l) => l.refundable)]).toEqual([false, [0]]);

    const second = await shipFrom(buyer, 10);
    await send(second.id);
    await deliver(second.id);
    expect((await orderOf(buyer, orderId)).status).toBe('delivered');
    expect((await confirm(buyer, second.id)).status).toBe(200);
    const done = await orderOf(buyer, orderId);
    expect(done.status).toBe('completed');
    expect(done.events.filter((e) => e.action === 'complete').map((e) => [e.actorName, e.fromStatus])).toEqual([['receipt-each', 'delivered']]);
  }, 120_000);

  it('is the buyer\'s own: 401 signed out, 404 for another buyer, and nothing changes', async () => {
    const owner = await makeUser(server, 'receipt-owner', 'purchaser');
    const other = await makeUser(server, 'receipt-other', 'purchaser');
    await stockedOrder(server, owner, cup, { quantity: 2 });
    const made = await shipFrom(owner, 2);
    await send(made.id);
    await deliver(made.id);
    expect((await server.call('POST', `/api/shipments/${made.id}/receipt`)).status).toBe(401);
    expect([(await confirm(other, made.id)).status, (await confirm(other, made.id)).body.message]).toEqual([404, 'mall.shipmentNotFound']);
    expect((await confirm(owner, 999_999)).status).toBe(404);
    const [row] = await rows<{ received_at: string | null }>(server, sql`select received_at from mall_shipment where id = ${made.id}`);
    expect(row?.received_at).toBeNull();
  });

  it('after the buyer confirmed the whole order, there is nothing left to confirm on its shipments', async () => {
    const buyer = await makeUser(server, 'receipt-whole', 'purchaser');
    const { orderId } = await stockedOrder(server, buyer, cup, { quantity: 3 });
    const made = await shipFrom(buyer, 3);
    await send(made.id);
    await deliver(made.id);
    expect((await server.call('POST', `/api/orders/${orderId}/actions`, { token: buyer.token, body: { action: 'complete' } })).status).toBe(200);
    expect((await shipmentsOf(buyer, orderId)).content[0]).toMatchObject({ receiptOpen: false, receivedAt: null });
    expect((await confirm(buyer, made.id)).body.message).toBe('mall.shipmentStateConflict');
  });

  it('twice at once: one confirmation, one 409, the order completed once', async () => {
    const buyer = await makeUser(server, 'receipt-race', 'purchaser');
    const { orderId } = await stockedOrder(server, buyer, cup, { quantity: 4 });
    const made = await shipFrom(buyer, 4);
    await send(made.id);
    await deliver(made.id);
    const answers = await Promise.all([confirm(buyer, made.id), confirm(buyer, made.id), confirm(buyer, made.id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const [events] = await rows<{ n: number }>(server, sql`select count(*)::int as n from mall_order_event where order_id = ${orderId} and action = 'complete'`);
    expect(events?.n).toBe(1);
  });
});
