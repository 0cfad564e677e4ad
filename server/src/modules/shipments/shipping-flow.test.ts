import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderDetailSchema } from 'shared-contracts/api/orders';
import { shipmentSchema, staffShipmentPageSchema, staffShipmentSchema, type Shipment } from 'shared-contracts/api/shipments';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { rows } from '../../../test/rows';
import { stockedOrder, type Who } from '../../../test/stock-factory';
import { TestClock } from '../../plugins/app/jobs-clock';
import { AUTO_COMPLETE_SWEEP } from './auto-complete';

const DAY = 86_400_000;
const clock = new TestClock();
const { server } = useTestServer({ clock });
let buyer: Who;
let operator: Who;
let tee: MadeGoods;
const to = { consignee: 'Lê Văn Cường', contact: '0987654321', address: '45 Trần Phú, Hải Châu, Đà Nẵng' };

beforeAll(async () => {
  buyer = await makeUser(server, 'flow-buyer', 'purchaser');
  operator = await makeUser(server, 'flow-operator', 'operator');
  [tee] = (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3300 }] }])).goods as [MadeGoods];
});

async function shipFromStock(quantity: number): Promise<Shipment> {
  const res = await server.call('POST', '/api/shipments', { token: buyer.token, body: { ...to, items: [{ skuId: tee.skuIds[0], quantity }] } });
  expect(res.status).toBe(201);
  return shipmentSchema.parse(res.body);
}
const send = (who: Who, id: number, body: unknown = { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP123456789' }) =>
  server.call('POST', `/api/shipments/${id}/ship`, { token: who.token, body });
const deliver = (who: Who, id: number, body: unknown = {}) => server.call('POST', `/api/shipments/${id}/deliver`, { token: who.token, body });

describe('the shipping queue', () => {
  it('is for staff with shipment:list; shipping and delivering need shipment:edit', async () => {
    await stockedOrder(server, buyer, tee, { quantity: 1 });
    const shipment = await shipFromStock(1);
    expect((await server.call('GET', '/api/shipments/queue', { token: buyer.token })).status).toBe(403);
    expect((await server.call('GET', '/api/shipments/queue')).status).toBe(401);
    expect((await send(buyer, shipment.id)).status).toBe(403);
    expect((await deliver(buyer, shipment.id)).status).toBe(403);
    const queue = staffShipmentPageSchema.parse((await server.call('GET', '/api/shipments/queue?status=pending', { token: operator.token })).body);
    expect(queue.content.find((s) => s.id === shipment.id)).toMatchObject({ buyerId: buyer.userId, buyerName: 'flow-buyer', consignee: to.consignee });
    expect(queue.counts.pending).toBeGreaterThanOrEqual(1);
    const byBuyer = staffShipmentPageSchema.parse((await server.call('GET', '/api/shipments/queue?keyword=flow-buyer', { token: operator.token })).body);
    expect(byBuyer.totalElements).toBe(queue.counts.pending + queue.counts.shipping + queue.counts.delivered + queue.counts.cancelled);
  });

  it('refuses an unknown carrier, a missing tracking number, and a second ship of the same shipment', async () => {
    await stockedOrder(server, buyer, tee, { quantity: 1 });
    const shipment = await shipFromStock(1);
    expect((await send(operator, shipment.id, { logisticsCompany: 'PIGEON', trackingNo: 'A1234' })).body.message).toBe('mall.logisticsCompanyRequired');
    expect((await send(operator, shipment.id, { logisticsCompany: 'GHN', trackingNo: '' })).body.message).toBe('mall.trackingNoRequired');
    const [a, b] = await Promise.all([send(operator, shipment.id), send(operator, shipment.id, { logisticsCompany: 'GHN', trackingNo: 'GHN0001' })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.body.message).toBe('mall.shipmentStateConflict');
    expect((await server.call('POST', `/api/shipments/${shipment.id}/cancel`, { token: buyer.token })).status).toBe(409);
    expect((await send(operator, 999_999)).status).toBe(404);
  });
});

describe('orders follow their shipments', () => {
  it('partly shipped: shipping at the first shipment, delivered only when all taken stock is delivered, then auto-completed', async () => {
    const flow = await makeUser(server, 'flow-partial', 'purchaser');
    const stocked = await stockedOrder(server, flow, tee, { quantity: 5, taken: 4 });
    const shipAs = async (quantity: number) => shipmentSchema.parse((await server.call('POST', '/api/shipments', {
      token: flow.token, body: { ...to, items: [{ skuId: tee.skuIds[0], quantity }] } })).body);
    const status = async () => orderDetailSchema.parse((await server.call('GET', `/api/orders/${stocked.orderId}`, { token: flow.token })).body);

    const first = await shipAs(3);
    expect((await status()).status).toBe('pendingShipment');
    // Shipped half a minute past a full minute, so that the minute it shipped in starts before it.
    clock.advance((90_000 - (clock.now().getTime() % 60_000)) % 60_000);
    const shipped = staffShipmentSchema.parse((await send(operator, first.id)).body);
    expect(shipped).toMatchObject({ status: 'shipping', logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP123456789' });
    expect(shipped.shippedAt).toBe(clock.now().toISOString());
    expect((await status()).status).toBe('shipping');
    // Delivered before it shipped, or in the future: refused.
    expect((await deliver(operator, first.id, { deliveredAt: new Date(clock.now().getTime() - DAY).toISOString() })).body.message).toBe('mall.deliveredAtInvalid');
    expect((await deliver(operator, first.id, { deliveredAt: new Date(clock.now().getTime() + DAY).toISOString() })).body.message).toBe('mall.deliveredAtInvalid');
    // The minute it shipped in, as the operator's dialog gives it: delivered as it shipped, not refused.
    const sameMinute = new Date(clock.now().getTime() - 30_000).toISOString();
    const onTime = staffShipmentSchema.parse((await deliver(operator, first.id, { deliveredAt: sameMinute })).body);
    expect(onTime).toMatchObject({ status: 'delivered', deliveredAt: shipped.shippedAt });
    // One unit taken is still in stock: the order waits for it.
    expect((await status()).status).toBe('shipping');

    const second = await shipAs(1);
    await send(operator, second.id);
    clock.advance(DAY);
    const delivered = staffShipmentSchema.parse((await deliver(operator, second.id)).body);
    expect(delivered.deliveredAt).toBe(clock.now().toISOString());
    const order = await status();
    expect(order.status).toBe('delivered');
    expect(order.events.filter((e) => e.action === 'ship' || e.action === 'deliver').map((e) => [e.action, e.actorName]))
      .toEqual([['ship', 'flow-operator'], ['deliver', 'flow-operator']]);

    clock.advance(6 * DAY);
    await server.app.jobs.runDue();
    expect((await status()).status).toBe('delivered');
    clock.advance(DAY + 60_000);
    await server.app.jobs.runDue();
    await server.app.jobs.runDue();
    const completed = await status();
    expect(completed.status).toBe('completed');
    expect(completed.events.filter((e) => e.action === 'autoComplete')).toEqual([expect.objectContaining({ actorName: null, toStatus: 'completed' })]);
  });

  it('one shipment drawing on two orders moves both; two shipments of one order delivered at once deliver it once', async () => {
    const two = await makeUser(server, 'flow-two', 'purchaser');
    const a = await stockedOrder(server, two, tee, { quantity: 2, storedAt: new Date(Date.now() - 2 * DAY) });
    const b = await stockedOrder(server, two, tee, { quantity: 2 });
    const shipAs = async (quantity: number) => shipmentSchema.parse((await server.call('POST', '/api/shipments', {
      token: two.token, body: { ...to, items: [{ skuId: tee.skuIds[0], quantity }] } })).body);
    const statusOf = async (orderId: number) => (await rows<{ status: string }>(server, sql`select status from mall_order where id = ${orderId}`))[0]?.status;

    const across = await shipAs(3);
    expect(across.items.map((i) => i.orderId)).toEqual([a.orderId, b.orderId]);
    await send(operator, across.id);
    expect([await statusOf(a.orderId), await statusOf(b.orderId)]).toEqual(['shipping', 'shipping']);
    const last = await shipAs(1);
    await send(operator, last.id);
    const results = await Promise.all([deliver(operator, across.id), deliver(operator, last.id)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect([await statusOf(a.orderId), await statusOf(b.orderId)]).toEqual(['delivered', 'delivered']);
    const [events] = await rows<{ n: number }>(server, sql`select count(*)::int as n from mall_order_event where order_id = ${b.orderId} and action = 'deliver'`);
    expect(events?.n).toBe(1);
  });

  it('the buyer may confirm receipt before the wait; the job then leaves the order alone', async () => {
    const early = await makeUser(server, 'flow-early', 'purchaser');
    const stocked = await stockedOrder(server, early, tee, { quantity: 1 });
    const made = shipmentSchema.parse((await server.call('POST', '/api/shipments', { token: early.token, body: { ...to, items: [{ skuId: tee.skuIds[0], quantity: 1 }] } })).body);
    await send(operator, made.id);
    await deliver(operator, made.id);
    expect((await server.call('POST', `/api/orders/${stocked.orderId}/actions`, { token: early.token, body: { action: 'complete' } })).body.status).toBe('completed');
    clock.advance(8 * DAY);
    await server.app.jobs.runDue();
    const events = await rows<{ action: string }>(server, sql`select action from mall_order_event where order_id = ${stocked.orderId} and action in ('complete', 'autoComplete')`);
    expect(events.map((e) => e.action)).toEqual(['complete']);
  });

  it('the hourly sweep completes a delivered order whose own job never came', async () => {
    const swept = await makeUser(server, 'flow-swept', 'purchaser');
    const stocked = await stockedOrder(server, swept, tee, { quantity: 1 });
    const made = shipmentSchema.parse((await server.call('POST', '/api/shipments', { token: swept.token, body: { ...to, items: [{ skuId: tee.skuIds[0], quantity: 1 }] } })).body);
    await send(operator, made.id);
    await deliver(operator, made.id);
    await server.database.db.execute(sql`delete from pgboss.job where name = 'orders.auto-complete' and data->>'orderId' = ${String(stocked.orderId)}`);
    clock.advance(8 * DAY);
    await server.app.jobs.runDue();
    const statusNow = async () => (await rows<{ status: string }>(server, sql`select status from mall_order where id = ${stocked.orderId}`))[0]?.status;
    expect(await statusNow()).toBe('delivered');
    await server.app.jobs.runNow(AUTO_COMPLETE_SWEEP);
    await server.app.jobs.runDue();
    expect(await statusNow()).toBe('completed');
  });
});
