import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderDetailSchema, orderPageSchema, orderSchema } from 'shared-contracts/api/orders';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows } from '../../../test/rows';
import { skus } from '../../db/schema';

const { server } = useTestServer();
type Buyer = { userId: number; token: string };
let buyer: Buyer;
let other: Buyer;
let tee: MadeGoods;
let bag: MadeGoods;
let mug: MadeGoods; // another store

beforeAll(async () => {
  buyer = await makeUser(server, 'order-buyer', 'purchaser');
  other = await makeUser(server, 'order-other', 'purchaser');
  const shop = await makeShop(server, [
    { name: '韩版宽松T恤女', en: 'Loose T-shirt', vi: 'Áo thun rộng', skus: [
      { attrs: { 颜色: '白色', 尺码: 'M' }, en: { Colour: 'White', Size: 'M' }, price: 2990 },
      { attrs: { 颜色: '黑色', 尺码: 'L' }, price: 3333, moq: 3 },
    ] },
    { name: '帆布托特包', skus: [{ attrs: { 颜色: '米色' }, price: 4500, moq: 2 }] },
  ]);
  [tee, bag] = shop.goods as [MadeGoods, MadeGoods];
  [mug] = (await makeShop(server, [{ name: '陶瓷马克杯', skus: [{ attrs: { 容量: '350ml' }, price: 1200 }] }])).goods as [MadeGoods];
});

const place = (who: Buyer | undefined, body: unknown, key?: string) =>
  server.call('POST', '/api/orders', { token: who?.token, body, headers: key ? { 'idempotency-key': key } : {} });
const addToCart = async (who: Buyer, goodsId: number, skuId: number, quantity: number): Promise<number> => {
  const res = await server.call('POST', '/api/shopCart', { token: who.token, body: { goodsId, skuId, quantity } });
  if (res.status !== 201) throw new Error(`cart add failed: ${JSON.stringify(res.body)}`);
  return res.body.id as number;
};
const ordersOf = (userId: number) => countRows(server, 'mall_order', sql`user_id = ${userId}`);
const cartLinesOf = (userId: number) => countRows(server, 'shop_cart', sql`user_id = ${userId}`);
let freshUsers = 0;
const freshBuyer = () => makeUser(server, `order-fresh-${++freshUsers}`, 'purchaser');

describe('POST api/orders', () => {
  it('places a buy-now order waiting for acceptance, prices frozen, deposit 30% rounded up', async () => {
    const res = await place(buyer, { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[1], quantity: 3, remarks: '  请尽快发货 ' });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(res.body);
    // 3 × 33.33 = 99.99; 30% = 29.997 → 30.00 rounded up to the fen.
    expect(order).toMatchObject({
      status: 'depositPending', acceptance: 'waiting', currency: 'CNY', goodsTotal: 9999, depositAmount: 3000, paidAmount: 0,
      quantity: 3, remarks: '请尽快发货', storeId: tee.storeId,
    });
    expect(order.orderNo).toMatch(/^PO\d{8}\d{6,}$/);
    expect(order.orderNo.endsWith(String(order.id).padStart(6, '0'))).toBe(true);
    expect(order.lines).toEqual([expect.objectContaining({
      goodsId: tee.id, skuId: tee.skuIds[1], goodsName: '韩版宽松T恤女', specText: '黑色 / L', unitPrice: 3333, quantity: 3, totalPrice: 9999,
      goodsNameI18n: { cn: '韩版宽松T恤女', en: 'Loose T-shirt', vi: 'Áo thun rộng' },
    })]);

    // A later price change does not touch the order.
    await server.database.db.update(skus).set({ price: 9999 }).where(sql`id = ${tee.skuIds[1]}`);
    const detail = orderDetailSchema.parse((await server.call('GET', `/api/orders/${order.id}`, { token: buyer.token })).body);
    expect(detail.lines[0]?.unitPrice).toBe(3333);
    expect(detail.goodsTotal).toBe(9999);
    expect(detail.events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'depositPending', action: 'placed', actorName: 'order-buyer' })]);
    await server.database.db.update(skus).set({ price: 3333 }).where(sql`id = ${tee.skuIds[1]}`);
  });

  it('orders selected cart lines, copies the SKU texts in every language and removes exactly those lines', async () => {
    const who = await freshBuyer();
    const white = await addToCart(who, tee.id, tee.skuIds[0] as number, 2);
    const beige = await addToCart(who, bag.id, bag.skuIds[0] as number, 4);
    const kept = await addToCart(who, tee.id, tee.skuIds[1] as number, 3);
    const res = await place(who, { source: 'cart', cartIds: [white, beige] });
    expect(res.status).toBe(201);
    const order = orderSchema.parse(res.body);
    expect(order.goodsTotal).toBe(2 * 2990 + 4 * 4500);
    expect(order.depositAmount).toBe(Math.ceil((2 * 2990 + 4 * 4500) * 0.3));
    expect(order.quantity).toBe(6);
    // The en text joins the translated attributes (in the order the database keeps them).
    expect(order.lines.map((l) => [l.specText, l.specI18n.cn, l.specI18n.en?.split(' / ').sort()])).toEqual([
      ['白色 / M', '白色 / M', ['M', 'White']], ['米色', '米色', undefined],
    ]);
    const cart = await server.call('GET', '/api/shopCart/myCart?page=0&size=999', { token: who.token });
    expect(cart.body.content.map((l: { id: number }) => l.id)).toEqual([kept]);
  });

  it('refuses lines from two stores, and leaves the cart as it was', async () => {
    const who = await freshBuyer();
    const a = await addToCart(who, tee.id, tee.skuIds[0] as number, 1);
    const b = await addToCart(who, mug.id, mug.skuIds[0] as number, 1);
    expect((await place(who, { source: 'cart', cartIds: [a, b] })).body).toEqual({ status: 400, message: 'mall.twoStores' });
    expect(await ordersOf(who.userId)).toBe(0);
    expect(await cartLinesOf(who.userId)).toBe(2);
  });

  it('is one transaction: a refused line (below the minimum) leaves no order, no lines, and the cart untouched', async () => {
    const who = await freshBuyer();
    const ok = await addToCart(who, tee.id, tee.skuIds[0] as number, 1);
    const low = await addToCart(who, bag.id, bag.skuIds[0] as number, 2);
    // The minimum rose after the line was added.
    await server.database.db.update(skus).set({ moq: 10 }).where(sql`id = ${bag.skuIds[0]}`);
    const linesBefore = await countRows(server, 'mall_order_line');
    expect((await place(who, { source: 'cart', cartIds: [ok, low] })).body).toEqual({ status: 400, message: 'mall.belowMinimumQuantity' });
    await server.database.db.update(skus).set({ moq: 2 }).where(sql`id = ${bag.skuIds[0]}`);
    expect(await ordersOf(who.userId)).toBe(0);
    expect(await countRows(server, 'mall_order_line')).toBe(linesBefore);
    expect(await cartLinesOf(who.userId)).toBe(2);
  });

  it("answers 404 for another buyer's cart lines and orders nothing", async () => {
    const theirs = await addToCart(other, tee.id, tee.skuIds[0] as number, 1);
    const who = await freshBuyer();
    const mine = await addToCart(who, tee.id, tee.skuIds[1] as number, 3);
    expect((await place(who, { source: 'cart', cartIds: [mine, theirs] })).body).toEqual({ status: 404, message: 'mall.cartLineNotFound' });
    expect(await ordersOf(who.userId)).toBe(0);
    expect(await cartLinesOf(other.userId)).toBe(1);
    expect(await cartLinesOf(who.userId)).toBe(1);
  });

  it('refuses bad input with a message key, never a 500', async () => {
    const who = await freshBuyer();
    const cases: [unknown, number, string][] = [
      [{ source: 'buyNow', goodsId: tee.id, quantity: 1 }, 400, 'mall.specRequired'],
      [{ source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0] }, 400, 'mall.quantityRequired'],
      [{ source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 0 }, 400, 'mall.quantityRequired'],
      [{ source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[1], quantity: 2 }, 400, 'mall.belowMinimumQuantity'],
      [{ source: 'buyNow', goodsId: tee.id, skuId: mug.skuIds[0], quantity: 2 }, 400, 'mall.skuNotFound'],
      [{ source: 'buyNow', goodsId: 2_000_000_000, skuId: tee.skuIds[0], quantity: 2 }, 404, 'mall.goodsNotFound'],
      [{ source: 'cart', cartIds: [] }, 400, 'mall.orderLinesRequired'],
      [{ source: 'cart' }, 400, 'mall.orderLinesRequired'],
      [{ source: 'cart', cartIds: [2_000_000_000] }, 404, 'mall.cartLineNotFound'],
      [{ source: 'elsewhere' }, 400, 'mall.orderLinesRequired'],
      [{}, 400, 'mall.orderLinesRequired'],
      [[1, 2], 400, 'mall.orderLinesRequired'],
      [{ source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1, remarks: 'x'.repeat(501) }, 400, 'validation.tooLong'],
    ];
    for (const [body, status, message] of cases) {
      const res = await place(who, body);
      expect([res.status, res.body.message], JSON.stringify(body)).toEqual([status, message]);
    }
    // 1,000,000 × ¥33.33 does not fit an int4 money column: refused, not a 500.
    expect((await place(who, { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[1], quantity: 1_000_000 })).body)
      .toEqual({ status: 400, message: 'validation.invalidNumber' });
    expect((await server.call('POST', '/api/orders', { token: who.token, raw: '{"source":' })).body.message).toBe('error.malformedJson');
    for (const key of ['short', 'has spaces in it', 'x'.repeat(101), 'key.with.dots!']) {
      expect((await place(who, { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 }, key)).body, key)
        .toEqual({ status: 400, message: 'mall.idempotencyKeyInvalid' });
    }
    expect(await ordersOf(who.userId)).toBe(0);
  });

  it("needs a signed-in user ('Please Login First')", async () => {
    expect((await place(undefined, { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 })).body)
      .toEqual({ status: 401, message: 'error.unauthorized' });
  });
});

describe('Idempotency-Key', () => {
  it('answers the same order for a retried request: 201 first, then 200', async () => {
    const who = await freshBuyer();
    const body = { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 2 };
    const first = await place(who, body, 'retry-key-0001');
    const again = await place(who, body, 'retry-key-0001');
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toEqual(first.body);
    // Another buyer may use the same key for an order of their own.
    expect((await place(other, body, 'retry-key-0001')).status).toBe(201);
    expect(await ordersOf(who.userId)).toBe(1);
  });

  it('creates exactly one order for 10 concurrent identical requests, from the cart too', async () => {
    const who = await freshBuyer();
    const line = await addToCart(who, bag.id, bag.skuIds[0] as number, 2);
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(who, { source: 'cart', cartIds: [line] }, 'double-click-key-42')));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await ordersOf(who.userId)).toBe(1);
    expect(await cartLinesOf(who.userId)).toBe(0);

    const buyNow = { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 5 };
    const burst = await Promise.all(Array.from({ length: 10 }, () => place(who, buyNow, 'buy-now-burst-key')));
    expect(burst.filter((a) => a.status === 201)).toHaveLength(1);
    expect(burst.every((a) => a.status === 200 || a.status === 201)).toBe(true);
    expect(await ordersOf(who.userId)).toBe(2);
  });

  it('refuses the same key with a different request (422 mall.idempotencyKeyReused)', async () => {
    const who = await freshBuyer();
    await place(who, { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 2 }, 'reused-key-123');
    const line = await addToCart(who, tee.id, tee.skuIds[0] as number, 1);
    for (const body of [
      { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 3 },
      { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 2, remarks: '另一个' },
      { source: 'buyNow', goodsId: bag.id, skuId: bag.skuIds[0], quantity: 2 },
      { source: 'cart', cartIds: [line] },
    ]) {
      expect((await place(who, body, 'reused-key-123')).body, JSON.stringify(body)).toEqual({ status: 422, message: 'mall.idempotencyKeyReused' });
    }
    expect(await ordersOf(who.userId)).toBe(1);
    expect(await cartLinesOf(who.userId)).toBe(1);
  });

  it('without a key, two requests are two orders', async () => {
    const who = await freshBuyer();
    const body = { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 };
    expect((await place(who, body)).status).toBe(201);
    expect((await place(who, body)).status).toBe(201);
    expect(await ordersOf(who.userId)).toBe(2);
  });
});

describe('reading orders', () => {
  it('lists the buyer’s own orders newest first, paged', async () => {
    const who = await freshBuyer();
    for (const q of [1, 2, 3]) await place(who, { source: 'buyNow', goodsId: tee.id, skuId: tee.skuIds[0], quantity: q });
    const page = orderPageSchema.parse((await server.call('GET', '/api/orders/mine?page=0&size=2', { token: who.token })).body);
    expect(page.totalElements).toBe(3);
    expect(page.content.map((o) => o.quantity)).toEqual([3, 2]);
    const empty = await makeUser(server, 'order-nobody', 'purchaser');
    expect((await server.call('GET', '/api/orders/mine', { token: empty.token })).body).toEqual({ content: [], totalElements: 0 });
    for (const q of ['page=-1', 'size=0', 'size=101', 'page=x']) {
      expect((await server.call('GET', `/api/orders/mine?${q}`, { token: who.token })).status, q).toBe(400);
    }
    expect((await server.call('GET', '/api/orders/mine')).status).toBe(401);
  });

  it("answers 404 mall.orderNotFound for another buyer's order and unknown ids", async () => {
    const mine = orderPageSchema.parse((await server.call('GET', '/api/orders/mine', { token: buyer.token })).body).content[0];
    if (!mine) throw new Error('no order');
    expect((await server.call('GET', `/api/orders/${mine.id}`, { token: other.token })).body).toEqual({ status: 404, message: 'mall.orderNotFound' });
    expect((await server.call('GET', '/api/orders/999999', { token: buyer.token })).body).toEqual({ status: 404, message: 'mall.orderNotFound' });
    for (const id of ['abc', '-1', '0', '1.5', '9'.repeat(20)]) {
      expect((await server.call('GET', `/api/orders/${id}`, { token: buyer.token })).status, id).toBe(400);
    }
    expect((await server.call('GET', `/api/orders/${mine.id}`)).status).toBe(401);
  });
});
