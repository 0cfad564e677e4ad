import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cartPageSchema, cartWriteResultSchema } from 'shared-contracts/api/cart';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows } from '../../../test/rows';
import { goods as goodsTable } from '../../db/schema';

const { server } = useTestServer();
let buyer: { userId: number; token: string };
let other: { userId: number; token: string };
let tee: MadeGoods;
let bag: MadeGoods;
let offSale: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'cart-writer', 'purchaser');
  other = await makeUser(server, 'cart-other', 'purchaser');
  const shop = await makeShop(server, [
    { name: '韩版宽松T恤女', en: 'Loose T-shirt', skus: [{ attrs: { 颜色: '白色', 尺码: 'M' }, price: 2990 }, { attrs: { 颜色: '黑色', 尺码: 'L' }, price: 3190, moq: 3 }] },
    { name: '帆布托特包', skus: [{ attrs: { 颜色: '米色' }, price: 4500, moq: 2 }] },
    { name: '下架商品', skus: [{ attrs: { 颜色: '红色' }, price: 100 }], onSale: false },
  ]);
  [tee, bag, offSale] = shop.goods as [MadeGoods, MadeGoods, MadeGoods];
});

const add = (token: string | undefined, body: unknown) => server.call('POST', '/api/shopCart', { token, body });
const cartOf = async (token: string) => cartPageSchema.parse((await server.call('GET', '/api/shopCart/myCart?page=0&size=999', { token })).body);
const linesOf = (userId: number) => countRows(server, 'shop_cart', sql`user_id = ${userId}`);

describe('POST api/shopCart', () => {
  it('adds a SKU and answers the line id and the new cart count; the cart shows goods and SKU', async () => {
    const res = await add(buyer.token, { goodsId: tee.id, skuId: tee.skuIds[0], quantity: 2 });
    expect(res.status).toBe(201);
    const result = cartWriteResultSchema.parse(res.body);
    expect(result.cartCount).toBe(1);
    const cart = await cartOf(buyer.token);
    expect(cart.content[0]).toMatchObject({
      id: result.id, goodsId: tee.id, skuId: tee.skuIds[0], specification: '白色 / M', quantity: 2,
      goods: { name: '韩版宽松T恤女', nameI18n: { en: 'Loose T-shirt' }, onSale: true, storeId: tee.storeId, coverUrl: '/api/mall-files/goods/test-cover.png' },
      sku: { specText: '白色 / M', price: 2990, moq: 1, attrs: { 颜色: '白色', 尺码: 'M' } },
    });
  });

  it('refuses the same SKU twice with mall.cartDuplicate, and another SKU of the same goods is fine', async () => {
    expect((await add(buyer.token, { goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 })).body)
      .toEqual({ status: 409, message: 'mall.cartDuplicate' });
    const second = await add(buyer.token, { goodsId: tee.id, skuId: tee.skuIds[1], quantity: 3 });
    expect(second.status).toBe(201);
    expect(second.body.cartCount).toBe(2);
  });

  it('keeps one line when the same SKU is added many times at once (never a 500)', async () => {
    const racer = await makeUser(server, 'cart-racer', 'purchaser');
    const answers = await Promise.all(Array.from({ length: 10 }, () => add(racer.token, { goodsId: bag.id, skuId: bag.skuIds[0], quantity: 2 })));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 201)) expect(a.body).toEqual({ status: 409, message: 'mall.cartDuplicate' });
    expect(await linesOf(racer.userId)).toBe(1);
  });

  it('needs the specification, a SKU of that goods, goods on sale and the minimum quantity', async () => {
    const cases: [unknown, number, string][] = [
      [{ goodsId: tee.id, quantity: 1 }, 400, 'mall.specRequired'],
      [{ goodsId: tee.id, skuId: null, quantity: 1 }, 400, 'mall.specRequired'],
      [{ goodsId: tee.id, skuId: bag.skuIds[0], quantity: 5 }, 400, 'mall.skuNotFound'],
      [{ goodsId: tee.id, skuId: 2_000_000_000, quantity: 5 }, 400, 'mall.skuNotFound'],
      [{ goodsId: 2_000_000_000, skuId: tee.skuIds[0], quantity: 1 }, 404, 'mall.goodsNotFound'],
      [{ goodsId: offSale.id, skuId: offSale.skuIds[0], quantity: 1 }, 400, 'mall.goodsOffSale'],
      [{ goodsId: bag.id, skuId: bag.skuIds[0], quantity: 1 }, 400, 'mall.belowMinimumQuantity'],
      [{ goodsId: bag.id, skuId: bag.skuIds[0] }, 400, 'mall.quantityRequired'],
      [{ goodsId: bag.id, skuId: bag.skuIds[0], quantity: 0 }, 400, 'mall.quantityRequired'],
      [{ goodsId: bag.id, skuId: bag.skuIds[0], quantity: 2.5 }, 400, 'validation.invalidNumber'],
      [{ goodsId: bag.id, skuId: bag.skuIds[0], quantity: 10_000_000 }, 400, 'validation.invalidNumber'],
      [{ goodsId: 'x', skuId: bag.skuIds[0], quantity: 2 }, 400, 'validation.invalidNumber'],
    ];
    const before = await linesOf(other.userId);
    for (const [body, status, message] of cases) {
      const res = await add(other.token, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect((await server.call('POST', '/api/shopCart', { token: other.token, raw: '{"goodsId":' })).body.message).toBe('error.malformedJson');
    expect(await linesOf(other.userId)).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await add(undefined, { goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 })).body).toEqual({ status: 401, message: 'error.unauthorized' });
  });
});

describe('PUT and DELETE api/shopCart', () => {
  it("changes a line's quantity, never below the SKU's minimum; another buyer's line is 404", async () => {
    const [line] = (await cartOf(buyer.token)).content.filter((l) => l.skuId === tee.skuIds[1]);
    if (!line) throw new Error('no line');
    const res = await server.call('PUT', '/api/shopCart', { token: buyer.token, body: { id: line.id, quantity: 7 } });
    expect(res.body).toEqual({ id: line.id, cartCount: 2 });
    expect((await server.call('PUT', '/api/shopCart', { token: buyer.token, body: { id: line.id, quantity: 2 } })).body)
      .toEqual({ status: 400, message: 'mall.belowMinimumQuantity' });
    expect((await server.call('PUT', '/api/shopCart', { token: other.token, body: { id: line.id, quantity: 9 } })).body)
      .toEqual({ status: 404, message: 'mall.cartLineNotFound' });
    expect((await server.call('PUT', '/api/shopCart', { token: buyer.token, body: { id: line.id } })).body.message).toBe('mall.quantityRequired');
    expect((await cartOf(buyer.token)).content.find((l) => l.id === line.id)?.quantity).toBe(7);
  });

  it("removes the buyer's own lines; a list with another buyer's id removes nothing", async () => {
    await add(other.token, { goodsId: tee.id, skuId: tee.skuIds[0], quantity: 1 });
    const mine = (await cartOf(buyer.token)).content.map((l) => l.id);
    const theirs = (await cartOf(other.token)).content.map((l) => l.id);
    expect((await server.call('DELETE', '/api/shopCart', { token: buyer.token, body: [...mine, ...theirs] })).body)
      .toEqual({ status: 404, message: 'mall.cartLineNotFound' });
    expect((await cartOf(buyer.token)).totalElements).toBe(mine.length);
    expect((await cartOf(other.token)).totalElements).toBe(theirs.length);
    for (const body of [[], ['1'], [0], { ids: [1] }, Array.from({ length: 1001 }, (_, i) => i + 1)]) {
      expect((await server.call('DELETE', '/api/shopCart', { token: buyer.token, body })).status, JSON.stringify(body)).toBe(400);
    }
    const res = await server.call('DELETE', '/api/shopCart', { token: buyer.token, body: [mine[0]] });
    expect(res.body).toEqual({ id: null, cartCount: mine.length - 1 });
  });

  it('shows a line whose goods went off sale with onSale false, so the page can say so', async () => {
    await server.database.db.update(goodsTable).set({ onSale: false }).where(sql`id = ${tee.id}`);
    const line = (await cartOf(other.token)).content.find((l) => l.goodsId === tee.id);
    expect(line?.goods?.onSale).toBe(false);
    await server.database.db.update(goodsTable).set({ onSale: true }).where(sql`id = ${tee.id}`);
  });
});
