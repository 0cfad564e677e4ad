import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderCountsSchema, orderSchema, staffOrderDetailSchema, staffOrderPageSchema } from 'shared-contracts/api/orders';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows } from '../../../test/rows';

const { server } = useTestServer();
type Who = { userId: number; token: string };
let buyer: Who;
let other: Who;
let operator: Who;
let tee: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'flow-buyer', 'purchaser');
  other = await makeUser(server, 'flow-other', 'purchaser');
  operator = await makeUser(server, 'flow-operator', 'operator');
  [tee] = (await makeShop(server, [{ name: '纯棉圆领T恤', en: 'Cotton crew-neck T-shirt', vi: 'Áo thun cotton cổ tròn',
    skus: [{ attrs: { 颜色: '白色' }, price: 2500 }] }])).goods as [MadeGoods];
});

async function placed(who: Who = buyer, quantity = 2) {
  const res = await server.call('POST', '/api/orders', { token: who.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity } });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return orderSchema.parse(res.body);
}
const act = (who: Who | undefined, id: number, action: string, note?: string) =>
  server.call('POST', `/api/orders/${id}/actions`, { token: who?.token, body: { action, ...(note === undefined ? {} : { note }) } });
const eventsOf = (id: number) => countRows(server, 'mall_order_event', sql`order_id = ${id}`);

describe('POST api/orders/{id}/actions', () => {
  it('an operator accepts a waiting order; the timeline records who and when', async () => {
    const order = await placed();
    const res = await act(operator, order.id, 'accept');
    expect(res.status).toBe(200);
    expect(orderSchema.parse(res.body)).toMatchObject({ status: 'depositPending', acceptance: 'accepted' });
    const detail = staffOrderDetailSchema.parse((await server.call('GET', `/api/orders/admin/${order.id}`, { token: operator.token })).body);
    expect(detail.events.at(-1)).toMatchObject({ action: 'accept', fromStatus: 'depositPending', toStatus: 'depositPending', actorName: 'flow-operator' });
    expect(detail.buyerName).toBe('flow-buyer');
  });

  it('a refusal needs a reason, then closes the order and tells the buyer why', async () => {
    const order = await placed();
    const before = await eventsOf(order.id);
    const blank = await act(operator, order.id, 'refuse', '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe('mall.reasonRequired');
    expect(await eventsOf(order.id)).toBe(before);
    const res = await act(operator, order.id, 'refuse', '该商品已断货');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'closed', acceptance: 'refused' });
    const mine = (await server.call('GET', `/api/orders/${order.id}`, { token: buyer.token })).body;
    expect(mine.events.at(-1)).toMatchObject({ action: 'refuse', note: '该商品已断货', toStatus: 'closed' });
  });

  it('an illegal step answers 409 and changes nothing', async () => {
    const order = await placed();
    expect((await act(operator, order.id, 'accept')).status).toBe(200);
    const before = await eventsOf(order.id);
    const again = await act(operator, order.id, 'accept');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('mall.orderStateConflict');
    expect((await act(buyer, order.id, 'complete')).status).toBe(409);
    expect(await eventsOf(order.id)).toBe(before);
  });

  it('the buyer may cancel before paying; staff steps are not theirs, and another buyer sees nothing', async () => {
    const order = await placed();
    expect((await act(buyer, order.id, 'accept')).status).toBe(403);
    expect((await act(other, order.id, 'cancel')).status).toBe(404);
    expect((await act(undefined, order.id, 'cancel')).status).toBe(401);
    const res = await act(buyer, order.id, 'cancel');
    expect(res.body).toMatchObject({ status: 'closed', acceptance: 'waiting' });
    // Closed stays closed: no acceptance after a withdrawal.
    expect((await act(operator, order.id, 'accept')).status).toBe(409);
  });

  it('two operators accepting at once: exactly one succeeds, one event', async () => {
    const order = await placed();
    const before = await eventsOf(order.id);
    const results = await Promise.all([act(operator, order.id, 'accept'), act(operator, order.id, 'accept'), act(operator, order.id, 'refuse', '重复')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await eventsOf(order.id)).toBe(before + 1);
  });

  it('refuses unknown actions and system-only steps as bad input', async () => {
    const order = await placed();
    for (const action of ['closeUnpaid', 'approveDeposit', 'fly', '']) {
      const res = await act(operator, order.id, action);
      expect(res.status, action).toBe(400);
    }
  });
});

describe('order lists', () => {
  it('the buyer filters by state, keyword and days; counts follow the tabs', async () => {
    const fresh = await makeUser(server, 'flow-lists', 'purchaser');
    const [a, b, c] = [await placed(fresh), await placed(fresh), await placed(fresh)];
    await act(operator, a.id, 'accept');
    await act(operator, b.id, 'refuse', '缺货');
    const list = (q: string) => server.call('GET', `/api/orders/mine?${q}`, { token: fresh.token });
    expect((await list('state=awaitingAcceptance')).body.content.map((o: { id: number }) => o.id)).toEqual([c.id]);
    expect((await list('state=depositPending')).body.content.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await list('state=refused')).body.totalElements).toBe(1);
    expect((await list(`keyword=${a.orderNo}`)).body.content.map((o: { id: number }) => o.id)).toEqual([a.id]);
    expect((await list(`keyword=${encodeURIComponent('Áo thun')}`)).body.totalElements).toBe(3);
    expect((await list(`keyword=${encodeURIComponent('纯棉')}`)).body.totalElements).toBe(3);
    // Vietnamese typed without its marks, in any case.
    expect((await list(`keyword=${encodeURIComponent('ao thun')}`)).body.totalElements).toBe(3);
    expect((await list(`keyword=${encodeURIComponent('AO THUN')}`)).body.totalElements).toBe(3);
    expect((await list('keyword=sneakers')).body.totalElements).toBe(0);
    expect((await list('keyword=%25')).body.totalElements).toBe(0);
    expect((await list('from=2000-01-01&to=2000-01-02')).body.totalElements).toBe(0);
    const counts = orderCountsSchema.parse((await server.call('GET', '/api/orders/mine/counts', { token: fresh.token })).body);
    expect(counts).toMatchObject({ awaitingAcceptance: 1, depositPending: 1, refused: 1, closed: 0, completed: 0 });
  });

  it('answers a bad filter with 400', async () => {
    for (const q of ['state=nope', 'from=2026-13-45', 'to=yesterday', 'size=0']) {
      expect((await server.call('GET', `/api/orders/mine?${q}`, { token: buyer.token })).status, q).toBe(400);
    }
  });

  it('staff see every buyer with the buyer name; buyers may not open the staff list', async () => {
    const page = staffOrderPageSchema.parse((await server.call('GET', '/api/orders/admin?state=awaitingAcceptance&size=100', { token: operator.token })).body);
    expect(page.content.length).toBeGreaterThan(0);
    expect(page.content.every((o) => o.acceptance === 'waiting' && o.status !== 'closed')).toBe(true);
    expect(new Set(page.content.map((o) => o.buyerName)).size).toBeGreaterThan(0);
    expect((await server.call('GET', '/api/orders/admin', { token: buyer.token })).status).toBe(403);
    expect((await server.call('GET', '/api/orders/admin/counts', { token: buyer.token })).status).toBe(403);
  });
});
