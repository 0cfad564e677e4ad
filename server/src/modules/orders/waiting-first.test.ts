import { beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { makeShipment, orderWithStock, placeOrder, type Who } from '../../../test/refund-factory';
import { rows } from '../../../test/rows';
import { pngBytes } from '../users/users-kit';

/**
 * The staff queues with a time target list the row that has waited longest first, so the orders past the one-day
 * acceptance target are on the first page, not the last (docs/back-office.md "Queues: longest waiting first"); other
 * states and the buyers' own lists stay newest first, and `sort` asks for either order.
 */
const { server } = useTestServer();
let buyer: Who;
let operator: Who;
let kettle: MadeGoods;

const HOUR = 60 * 60 * 1000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR);
/** Places the row `hours` ago (what a queue's waiting is counted from). */
const backdate = (table: SQL, id: number, hours: number, column: SQL = sql`created_at`) =>
  rows(server, sql`update ${table} set ${column} = ${hoursAgo(hours)} where id = ${id}`);
const idsOf = async (path: string, who: Who) => {
  const res = await server.call('GET', path, { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { content: { id: number }[] }).content.map((r) => r.id);
};

beforeAll(async () => {
  buyer = await makeUser(server, 'queue-buyer', 'purchaser');
  operator = await makeUser(server, 'queue-operator', 'operator');
  [kettle] = (await makeShop(server, [{ name: '电热水壶', skus: [{ attrs: { 容量: '1.5L' }, price: 5_900 }] }])).goods as [MadeGoods];
});

describe('the acceptance queue (GET api/orders/admin?state=awaitingAcceptance)', () => {
  it('lists the order placed earliest first, the buyer\'s own list newest first', async () => {
    const placed: number[] = [];
    for (const hours of [3, 30, 12]) {
      const order = await placeOrder(server, buyer, kettle, [2]);
      await backdate(sql`mall_order`, order.id, hours);
      placed.push(order.id);
    }
    const [threeHours, overTarget, twelveHours] = placed as [number, number, number];
    expect(await idsOf('/api/orders/admin?state=awaitingAcceptance&size=10', operator)).toEqual([overTarget, twelveHours, threeHours]);
    expect(await idsOf('/api/orders/admin?state=awaitingAcceptance&size=1', operator)).toEqual([overTarget]);
    expect(await idsOf('/api/orders/admin?state=awaitingAcceptance&sort=newest', operator)).toEqual([threeHours, twelveHours, overTarget]);
    expect(await idsOf('/api/orders/admin?sort=waiting', operator)).toEqual([overTarget, twelveHours, threeHours]);
    // Every state together is not a queue: newest first.
    expect(await idsOf('/api/orders/admin', operator)).toEqual([threeHours, twelveHours, overTarget]);
    expect(await idsOf('/api/orders/mine?state=awaitingAcceptance&sort=waiting', buyer)).toEqual([threeHours, twelveHours, overTarget]);
  });

  it('refuses a sort it does not know with a 400', async () => {
    const res = await server.call('GET', '/api/orders/admin?sort=oldest', { token: operator.token });
    expect(res.status).toBe(400);
  });
});

describe('the refund review queue (GET api/refunds/admin?status=refunding)', () => {
  it('lists the refund asked earliest first', async () => {
    const asked: number[] = [];
    for (const hours of [2, 20, 8]) {
      const order = await orderWithStock(server, buyer, kettle, [{ stocked: 5, taken: 5 }]);
      const res = await server.call('POST', '/api/refunds', {
        token: buyer.token, body: { orderId: order.id, lineId: order.lines[0]!.id, quantity: 1, reason: 'Ấm bị móp', imageKeys: [] },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      await backdate(sql`mall_refund`, res.body.id as number, hours);
      asked.push(res.body.id as number);
    }
    const [two, twenty, eight] = asked as [number, number, number];
    expect(await idsOf('/api/refunds/admin?status=refunding', operator)).toEqual([twenty, eight, two]);
    expect(await idsOf('/api/refunds/admin?status=refunding&sort=newest', operator)).toEqual([two, eight, twenty]);
    expect(await idsOf('/api/refunds/mine', buyer)).toEqual([two, eight, twenty]);
  });
});

describe('the shipping queue (GET api/shipments/queue)', () => {
  it('lists pending shipments made earliest first and those on the way by the time they left', async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 20, taken: 20 }]);
    const item = (quantity: number) => [{ orderId: order.id, lineId: order.lines[0]!.id, quantity }];
    const pending: number[] = [];
    for (const hours of [1, 26, 5]) {
      const made = await makeShipment(server, buyer, item(1), 'pending');
      await backdate(sql`mall_shipment`, made.id, hours);
      pending.push(made.id);
    }
    const [one, twentySix, five] = pending as [number, number, number];
    expect(await idsOf('/api/shipments/queue?status=pending', operator)).toEqual([twentySix, five, one]);
    expect(await idsOf('/api/shipments/queue?status=pending&sort=newest', operator)).toEqual([one, five, twentySix]);

    // Made long ago but shipped an hour ago: it has waited an hour on the way.
    const lateShipped = await makeShipment(server, buyer, item(1), 'shipping');
    await backdate(sql`mall_shipment`, lateShipped.id, 200);
    await backdate(sql`mall_shipment`, lateShipped.id, 1, sql`shipped_at`);
    const longOnTheWay = await makeShipment(server, buyer, item(1), 'shipping');
    await backdate(sql`mall_shipment`, longOnTheWay.id, 50, sql`shipped_at`);
    expect(await idsOf('/api/shipments/queue?status=shipping', operator)).toEqual([longOnTheWay.id, lateShipped.id]);
    expect(await idsOf('/api/shipments/mine?size=50', buyer)).toEqual([longOnTheWay.id, one, five, twentySix, lateShipped.id]);
  });
});

describe('the payment review queue (GET api/payments/admin?status=queue)', () => {
  /** The buyer sends the order's deposit by bank transfer (a voucher uploaded first): answers the payment. */
  async function sendTransfer(orderId: number): Promise<{ id: number; status: string }> {
    const form = new FormData();
    form.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'uy-nhiem-chi.png');
    const voucher = await fetch(`${server.url}/api/payments/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${buyer.token}` } });
    const paid = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
      orderId, kind: 'deposit', remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 42_000,
      voucherKey: ((await voucher.json()) as { key: string }).key,
    } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    return paid.body as { id: number; status: string };
  }
  /** An accepted order's deposit sent: a payment awaiting review. */
  async function transferred(): Promise<{ orderId: number; paymentId: number }> {
    const order = await placeOrder(server, buyer, kettle, [2]);
    expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: operator.token, body: { action: 'accept' } })).status).toBe(200);
    return { orderId: order.id, paymentId: (await sendTransfer(order.id)).id };
  }

  it('lists pending review and re-review together, the payment sent earliest first', async () => {
    const sent: number[] = [];
    for (const hours of [4, 40, 10]) {
      const { paymentId } = await transferred();
      await backdate(sql`mall_payment`, paymentId, hours);
      sent.push(paymentId);
    }
    const [four, forty, ten] = sent as [number, number, number];
    // A rejected transfer sent again goes to re-review: the new payment waits since it was sent, 20 hours ago.
    const { orderId, paymentId: refused } = await transferred();
    const rejected = await server.call('POST', `/api/payments/${refused}/review`, { token: operator.token, body: { approve: false, reason: 'Ảnh mờ' } });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const again = await server.call('GET', `/api/orders/${orderId}`, { token: buyer.token });
    expect(again.body.status).toBe('depositRejected');
    const second = await sendTransfer(orderId);
    expect(second.status).toBe('RE_REVIEW');
    await backdate(sql`mall_payment`, second.id, 20);
    const reReview = second.id;

    expect(await idsOf('/api/payments/admin?status=queue&size=50', operator)).toEqual([forty, reReview, ten, four]);
    expect(await idsOf('/api/payments/admin?status=queue&size=2&page=1', operator)).toEqual([ten, four]);
    expect(await idsOf('/api/payments/admin?status=queue&sort=newest', operator)).toEqual([four, ten, reReview, forty]);
    expect(await idsOf('/api/payments/admin?status=PENDING_REVIEW', operator)).toEqual([forty, ten, four]);
    // The decided one is not in the queue; every state together is newest first.
    expect(await idsOf('/api/payments/admin?size=50', operator)).toEqual([refused, four, ten, reReview, forty]);
    expect(await idsOf('/api/payments/mine?size=50', buyer)).toEqual([refused, four, ten, reReview, forty]);
    // A buyer's list knows no queue.
    expect((await server.call('GET', '/api/payments/mine?status=queue', { token: buyer.token })).status).toBe(400);
  });
});
