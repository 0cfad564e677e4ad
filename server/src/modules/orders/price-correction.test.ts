import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CollectInput } from 'shared-contracts/api/collect';
import { goodsDetailSchema } from 'shared-contracts/api/goods';
import { orderDetailSchema, staffOrderDetailSchema, staffOrderPageSchema, type StaffOrderDetail } from 'shared-contracts/api/orders';
import { paymentDueSchema } from 'shared-contracts/api/payments';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { makeStaff } from '../../../test/staff-factory';

/**
 * Collected prices at acceptance (issue 24, docs/orders.md "Collected prices"): the queue shows a line's collected
 * price and source link as such, and an operator corrects it before accepting, with a reason the buyer reads; the
 * goods total and deposit follow as at placement.
 */
const { server } = useTestServer();
type Who = { userId: number; token: string };
let buyer: Who;
let operator: Who;
let tee: MadeGoods;
let collectedGoodsId: number;
let skuIds: { white: number; blue: number };

const item: CollectInput = {
  platform: '1688', itemId: '655500001111', url: 'https://detail.1688.com/offer/655500001111.html',
  title: '不锈钢保温杯 500ml', shopName: '永康杯业', images: [], description: '',
  skus: [{ attrs: { 颜色: '白色' }, price: 5000, moq: 1, stock: 0 }, { attrs: { 颜色: '蓝色' }, price: 3333, moq: 1, stock: 0 }],
};

beforeAll(async () => {
  buyer = await makeUser(server, 'price-buyer', 'purchaser');
  operator = await makeUser(server, 'price-operator', 'operator');
  [tee] = (await makeShop(server, [{ name: '纯棉T恤', skus: [{ attrs: { 颜色: '白色' }, price: 2500 }] }])).goods as [MadeGoods];
  const collected = await server.call('POST', '/api/collect', { token: buyer.token, body: item });
  collectedGoodsId = collected.body.goodsId;
  const goods = goodsDetailSchema.parse((await server.call('GET', `/api/goods/${collectedGoodsId}`, { token: buyer.token })).body);
  skuIds = { white: goods.skus[0]?.id ?? 0, blue: goods.skus[1]?.id ?? 0 };
});

/** An order of the buyer's collected goods: 3 white at 50.00 and 2 blue at 33.33 (goods 216.66, deposit 65.00). */
async function collectedOrder(): Promise<StaffOrderDetail> {
  const cartIds: number[] = [];
  for (const [skuId, quantity] of [[skuIds.white, 3], [skuIds.blue, 2]] as const) {
    const added = await server.call('POST', '/api/shopCart', { token: buyer.token, body: { goodsId: collectedGoodsId, skuId, quantity } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    cartIds.push(added.body.id);
  }
  const placed = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'cart', cartIds } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return staffOrderDetailSchema.parse((await server.call('GET', `/api/orders/admin/${placed.body.id}`, { token: operator.token })).body);
}
const lineOf = (order: StaffOrderDetail, skuId: number) => {
  const line = order.lines.find((l) => l.skuId === skuId);
  if (!line) throw new Error('no such line');
  return line;
};
const correct = (orderId: number, body: unknown, token: string | undefined = operator.token) =>
  server.call('POST', `/api/orders/${orderId}/price-correction`, { token, body });
const act = (orderId: number, action: string, token: string, note?: string) =>
  server.call('POST', `/api/orders/${orderId}/actions`, { token, body: { action, ...(note ? { note } : {}) } });
const snapshot = async (orderId: number) => ({
  order: staffOrderDetailSchema.parse((await server.call('GET', `/api/orders/admin/${orderId}`, { token: operator.token })).body),
  events: await countRows(server, 'mall_order_event', sql`order_id = ${orderId}`),
});

describe('the acceptance queue shows collected prices as such', () => {
  it('each line of collected goods carries its collected price and source link; catalogue lines none', async () => {
    const order = await collectedOrder();
    const queue = staffOrderPageSchema.parse((await server.call('GET', '/api/orders/admin?state=awaitingAcceptance&size=100', { token: operator.token })).body);
    const row = queue.content.find((o) => o.id === order.id);
    expect(row?.lines.map((l) => [l.unitPrice, l.collectedPrice, l.sourceUrl, l.priceCorrectionReason])).toEqual([
      [5000, 5000, item.url, null], [3333, 3333, item.url, null],
    ]);
    expect([order.goodsTotal, order.depositAmount]).toEqual([21666, 6500]);

    const plain = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 } });
    expect(plain.body.lines.map((l: { collectedPrice: number | null; sourceUrl: string | null }) => [l.collectedPrice, l.sourceUrl])).toEqual([[null, null]]);
  });
});

describe('POST api/orders/{id}/price-correction', () => {
  it('sets the unit price, recomputes the line, the goods total and the deposit, and tells the buyer why', async () => {
    const order = await collectedOrder();
    const white = lineOf(order, skuIds.white);
    const res = await correct(order.id, { lineId: white.id, unitPrice: 4550, reason: '来源页现价 45.50' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const corrected = staffOrderDetailSchema.parse(res.body);
    expect(lineOf(corrected, skuIds.white)).toMatchObject({ unitPrice: 4550, totalPrice: 13650, collectedPrice: 5000, priceCorrectionReason: '来源页现价 45.50' });
    expect(lineOf(corrected, skuIds.blue)).toMatchObject({ unitPrice: 3333, totalPrice: 6666, collectedPrice: 3333, priceCorrectionReason: null });
    // 136.50 + 66.66 = 203.16; 30 % = 60.948 → 60.95 (rounded up to the fen, as at placement).
    expect([corrected.goodsTotal, corrected.depositAmount, corrected.status, corrected.acceptance]).toEqual([20316, 6095, 'depositPending', 'waiting']);
    expect(corrected.events.at(-1)).toMatchObject({
      action: 'correctPrice', fromStatus: 'depositPending', toStatus: 'depositPending', actorName: 'price-operator', note: '来源页现价 45.50',
    });

    const mine = orderDetailSchema.parse((await server.call('GET', `/api/orders/${order.id}`, { token: buyer.token })).body);
    expect([mine.goodsTotal, mine.depositAmount]).toEqual([20316, 6095]);
    expect(lineOf(mine as StaffOrderDetail, skuIds.white)).toMatchObject({ unitPrice: 4550, collectedPrice: 5000, priceCorrectionReason: '来源页现价 45.50' });
    expect(mine.events.at(-1)).toMatchObject({ action: 'correctPrice', note: '来源页现价 45.50' });

    // A second correction keeps the collected price; the deposit due after acceptance is the corrected one.
    const again = staffOrderDetailSchema.parse((await correct(order.id, { lineId: white.id, unitPrice: 5100, reason: '含运费' })).body);
    expect(lineOf(again, skuIds.white)).toMatchObject({ unitPrice: 5100, totalPrice: 15300, collectedPrice: 5000, priceCorrectionReason: '含运费' });
    expect([again.goodsTotal, again.depositAmount]).toEqual([21966, 6590]);
    expect((await act(order.id, 'accept', operator.token)).status).toBe(200);
    const due = paymentDueSchema.parse((await server.call('GET', `/api/payments/due?orderId=${order.id}`, { token: buyer.token })).body);
    expect(due.amount).toBe(6590);
  });

  it('needs a reason and a valid price (400), and changes nothing then', async () => {
    const order = await collectedOrder();
    const lineId = lineOf(order, skuIds.white).id;
    const before = await snapshot(order.id);
    for (const [body, key] of [
      [{ lineId, unitPrice: 4000, reason: '   ' }, 'mall.reasonRequired'],
      [{ lineId, unitPrice: 4000 }, 'mall.reasonRequired'],
      [{ lineId, unitPrice: 0, reason: '核价' }, 'mall.goodsPriceInvalid'],
      [{ lineId, unitPrice: 12.5, reason: '核价' }, 'mall.goodsPriceInvalid'],
      [{ lineId: 0, unitPrice: 4000, reason: '核价' }, 'mall.orderLineInvalid'],
    ] as const) {
      const res = await correct(order.id, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, key]);
    }
    expect(await snapshot(order.id)).toEqual(before);
  });

  it('corrects collected lines of that order only (400)', async () => {
    const order = await collectedOrder();
    const other = await collectedOrder();
    const foreign = await correct(order.id, { lineId: lineOf(other, skuIds.white).id, unitPrice: 4000, reason: '核价' });
    expect([foreign.status, foreign.body.message]).toEqual([400, 'mall.orderLineInvalid']);
    const plain = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 } });
    const catalogue = await correct(plain.body.id, { lineId: plain.body.lines[0].id, unitPrice: 100, reason: '核价' });
    expect([catalogue.status, catalogue.body.message]).toEqual([400, 'mall.linePriceNotCollected']);
  });

  it('needs order:accept (401, 403) and keeps to the staff member data scope (404)', async () => {
    const order = await collectedOrder();
    const body = { lineId: lineOf(order, skuIds.white).id, unitPrice: 4000, reason: '核价' };
    expect((await correct(order.id, body, '')).status).toBe(401);
    expect((await correct(order.id, body, buyer.token)).status).toBe(403);
    const lister = await makeStaff(server, { username: 'price-lister', permissions: ['order:list'] });
    expect((await correct(order.id, body, lister.token)).status).toBe(403);
    const narrow = await makeStaff(server, { username: 'price-self', permissions: ['order:list', 'order:accept'], dataScope: 'self' });
    const outside = await correct(order.id, body, narrow.token);
    expect([outside.status, outside.body.message]).toEqual([404, 'mall.orderNotFound']);
    expect((await correct(2_000_000_000, body)).status).toBe(404);
    expect(lineOf((await snapshot(order.id)).order, skuIds.white).unitPrice).toBe(5000);
  });

  it('only while the order waits for acceptance (409)', async () => {
    for (const [action, note] of [['accept', undefined], ['refuse', '缺货']] as const) {
      const order = await collectedOrder();
      expect((await act(order.id, action, operator.token, note)).status).toBe(200);
      const before = await snapshot(order.id);
      const res = await correct(order.id, { lineId: lineOf(order, skuIds.white).id, unitPrice: 4000, reason: '核价' });
      expect([res.status, res.body.message], action).toEqual([409, 'mall.orderStateConflict']);
      expect(await snapshot(order.id)).toEqual(before);
    }
    const cancelled = await collectedOrder();
    expect((await act(cancelled.id, 'cancel', buyer.token)).status).toBe(200);
    expect((await correct(cancelled.id, { lineId: lineOf(cancelled, skuIds.white).id, unitPrice: 4000, reason: '核价' })).status).toBe(409);
  });

  it('a correction racing the acceptance: one after the other under the order lock, never a deposit that disagrees', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await collectedOrder();
      const white = lineOf(order, skuIds.white);
      const [corrected, accepted] = await Promise.all([
        correct(order.id, { lineId: white.id, unitPrice: 4000, reason: '核价' }),
        act(order.id, 'accept', operator.token),
      ]);
      expect(accepted.status).toBe(200);
      expect([200, 409]).toContain(corrected.status);
      const after = (await snapshot(order.id)).order;
      const expected = corrected.status === 200 ? [18666, 5600] : [21666, 6500];
      expect([after.goodsTotal, after.depositAmount, after.acceptance]).toEqual([...expected, 'accepted']);
      const actions = after.events.map((e) => e.action);
      expect(actions.filter((a) => a === 'correctPrice').length).toBe(corrected.status === 200 ? 1 : 0);
      if (corrected.status === 200) expect(actions.indexOf('correctPrice')).toBeLessThan(actions.indexOf('accept'));
    }
  });
});
