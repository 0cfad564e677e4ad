import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectInput } from 'shared-contracts/api/collect';
import { cartPageSchema } from 'shared-contracts/api/cart';
import { goodsDetailSchema } from 'shared-contracts/api/goods';
import { orderDetailSchema } from 'shared-contracts/api/orders';
import { makeUser } from '../../../test/accounts';
import { useTestServer } from '../../../test/harness';
import { makeStaff } from '../../../test/staff-factory';

/**
 * Collected goods are the collector's own until staff file them (issue 24, docs/mall-search.md "Collected goods"):
 * two buyers collecting one item each see their own title and price, the public mall shows staff-published goods
 * only, and one buyer's collect never changes what another sees, has in a cart or ordered.
 */
const { server, tokens } = useTestServer({ catalogue: 6, signIn: ['admin'] });
type Who = { userId: number; token: string };
let a: Who;
let b: Who;

const item: CollectInput = {
  platform: 'tmall', itemId: '681234567890', url: 'https://detail.tmall.com/item.htm?id=681234567890',
  title: '北欧风陶瓷马克杯 带盖勺', shopName: '景德镇陶瓷旗舰店', images: [], description: '高温烧制',
  skus: [{ attrs: { 颜色: '白色' }, price: 5000, moq: 1, stock: 300 }, { attrs: { 颜色: '蓝色' }, price: 5200, moq: 1, stock: 0 }],
};
/** Buyer B's claim about the same item: a price of 0.01 and a title of their choosing. */
const cheap: CollectInput = { ...item, title: '任意标题 免费送', skus: [{ attrs: { 颜色: '白色' }, price: 1, moq: 1, stock: 0 }] };

const collect = async (who: Who, body: CollectInput) => {
  const res = await server.call('POST', '/api/collect', { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { goodsId: number; created: boolean; catalogue: boolean };
};
const detail = async (id: number, token?: string) => {
  const res = await server.call('GET', `/api/goods/${id}`, { token });
  return { status: res.status, goods: res.status === 200 ? goodsDetailSchema.parse(res.body) : null };
};
const ids = (body: { content: { id: number }[] }) => body.content.map((c) => c.id);
const cartOf = async (who: Who) => cartPageSchema.parse((await server.call('GET', '/api/shopCart/myCart?page=0&size=50', { token: who.token })).body);
const buyNow = (who: Who, goodsId: number, skuId: number, quantity = 2) =>
  server.call('POST', '/api/orders', { token: who.token, body: { source: 'buyNow', goodsId, skuId, quantity } });

let aGoods: number;
let bGoods: number;

beforeAll(async () => {
  a = await makeUser(server, 'collect-a', 'purchaser');
  b = await makeUser(server, 'collect-b', 'purchaser');
  aGoods = (await collect(a, item)).goodsId;
  bGoods = (await collect(b, cheap)).goodsId;
});

describe('two buyers collecting the same item', () => {
  it('each get their own goods with their own title and price', async () => {
    expect(bGoods).not.toBe(aGoods);
    const mine = (await detail(aGoods, a.token)).goods;
    const theirs = (await detail(bGoods, b.token)).goods;
    expect(mine).toMatchObject({ name: item.title, minPrice: 5000, maxPrice: 5200, collected: true });
    expect(theirs).toMatchObject({ name: cheap.title, minPrice: 1, maxPrice: 1, collected: true });
  });

  it("nobody else reads a buyer's collected goods: the other buyer and visitors get 404", async () => {
    expect((await detail(aGoods, b.token)).status).toBe(404);
    expect((await detail(bGoods, a.token)).status).toBe(404);
    expect((await detail(aGoods)).status).toBe(404);
    const res = await server.call('GET', `/api/goods/${aGoods}`);
    expect(res.body.message).toBe('mall.goodsNotFound');
  });

  it("a buyer's second collect updates their own copy only (SKUs kept by specification)", async () => {
    const before = (await detail(aGoods, a.token)).goods;
    const again = await collect(a, { ...item, skus: [{ attrs: { 颜色: '白色' }, price: 4800, moq: 1, stock: 0 }] });
    expect(again).toEqual({ goodsId: aGoods, created: false, catalogue: false });
    const after = (await detail(aGoods, a.token)).goods;
    expect(after?.skus.map((s) => [s.id, s.price])).toEqual([[before?.skus[0]?.id, 4800]]);
    expect((await detail(bGoods, b.token)).goods?.skus.map((s) => s.price)).toEqual([1]);
  });
});

describe('the public mall shows staff-published goods only', () => {
  it('search, browse, the collected category and ddc lists hold no collected goods', async () => {
    const collected = [aGoods, bGoods];
    const categoryId = (await detail(aGoods, a.token)).goods?.categoryId;
    for (const query of [
      `keyword=${encodeURIComponent('陶瓷马克杯')}`, `keyword=${encodeURIComponent('任意标题')}`, 'sort=newest&size=100',
      'ddc=true&size=100', `categoryId=${categoryId}`, 'sort=priceAsc&size=100',
    ]) {
      const page = await server.call('GET', `/api/goods?${query}`, { token: a.token });
      expect(page.status, query).toBe(200);
      expect(ids(page.body).filter((id) => collected.includes(id)), query).toEqual([]);
    }
    // The collected category is out of the public tree (disabled), and its count is none of the public's.
    const tree = (await server.call('GET', '/api/categories')).body as { id: number; enabled: boolean }[];
    expect(tree.find((c) => c.id === categoryId)?.enabled).toBe(false);
    expect((await server.call('GET', `/api/goods?categoryId=${categoryId}`)).body.totalElements).toBe(0);
  });

  it('a store only collects use is not public, a store page counts catalogue goods only', async () => {
    const storeId = (await detail(aGoods, a.token)).goods?.storeId;
    expect((await server.call('GET', `/api/stores/${storeId}`)).status).toBe(404);
    const seeded = (await detail(1)).goods;
    const store = await server.call('GET', `/api/stores/${seeded?.storeId}`);
    expect(store.status).toBe(200);
  });

  it("an order of a buyer's collected goods never appears in the trading hall", async () => {
    const own = (await detail(aGoods, a.token)).goods;
    const placed = await buyNow(a, aGoods, own?.skus[0]?.id ?? 0);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const hall = await server.call('GET', '/api/orders/hall?size=50');
    expect(ids(hall.body)).not.toContain(placed.body.id);
    expect((await server.call('GET', `/api/orders/hall/${placed.body.id}`)).status).toBe(404);
    // A catalogue order of the same buyer is in the hall.
    const seeded = (await detail(1)).goods;
    const open = await buyNow(a, 1, seeded?.skus[0]?.id ?? 0, seeded?.skus[0]?.moq ?? 1);
    expect(ids((await server.call('GET', '/api/orders/hall?size=50')).body)).toContain(open.body.id);
  });
});

describe("one buyer's collect never changes what another buyer has", () => {
  it('a catalogue item collected again answers the catalogue goods, unchanged, and carts and orders keep their prices', async () => {
    // Goods 4 is the seeded catalogue's 1688 offer 624512345678.
    const cup = (await detail(4)).goods;
    const sku = cup?.skus[0];
    if (!cup || !sku) throw new Error('the seeded ddc goods 4 is missing');
    expect((await server.call('POST', '/api/shopCart', { token: a.token, body: { goodsId: 4, skuId: sku.id, quantity: sku.moq } })).status).toBe(201);
    const order = await buyNow(a, 4, sku.id, sku.moq);
    expect(order.status).toBe(201);

    const answer = await collect(b, {
      ...cheap, platform: '1688', itemId: '624512345678', url: 'https://detail.1688.com/offer/624512345678.html',
      skus: [{ attrs: { 规格: '随便' }, price: 1, moq: 1, stock: 0 }],
    });
    expect(answer).toEqual({ goodsId: 4, created: false, catalogue: true });
    const after = (await detail(4)).goods;
    expect(after?.skus).toEqual(cup.skus);
    expect([after?.name, after?.minPrice, after?.maxPrice]).toEqual([cup.name, cup.minPrice, cup.maxPrice]);
    const line = (await cartOf(a)).content.find((l) => l.goodsId === 4);
    expect([line?.skuId, line?.sku?.price, line?.goods?.name]).toEqual([sku.id, sku.price, cup.name]);
    const mine = orderDetailSchema.parse((await server.call('GET', `/api/orders/${order.body.id}`, { token: a.token })).body);
    expect(mine.lines.map((l) => [l.skuId, l.unitPrice, l.goodsName, l.collectedPrice])).toEqual([[sku.id, sku.price, cup.name, null]]);
  });

  it("another buyer's collect of the same item leaves a buyer's cart line on their own copy as it was", async () => {
    const own = (await detail(aGoods, a.token)).goods;
    const sku = own?.skus[0];
    if (!sku) throw new Error('no SKU');
    expect((await server.call('POST', '/api/shopCart', { token: a.token, body: { goodsId: aGoods, skuId: sku.id, quantity: 1 } })).status).toBe(201);
    await collect(b, { ...cheap, skus: [{ attrs: { 颜色: '白色' }, price: 2, moq: 1, stock: 0 }] });
    const line = (await cartOf(a)).content.find((l) => l.goodsId === aGoods);
    expect([line?.skuId, line?.sku?.price, line?.goods?.name]).toEqual([sku.id, sku.price, item.title]);
  });

  it("a buyer cannot put another buyer's collected goods in a cart or an order", async () => {
    const theirs = (await detail(bGoods, b.token)).goods;
    const skuId = theirs?.skus[0]?.id ?? 0;
    const add = await server.call('POST', '/api/shopCart', { token: a.token, body: { goodsId: bGoods, skuId, quantity: 1 } });
    expect([add.status, add.body.message]).toEqual([404, 'mall.goodsNotFound']);
    const order = await buyNow(a, bGoods, skuId, 1);
    expect([order.status, order.body.message]).toEqual([404, 'mall.goodsNotFound']);
  });
});

describe('staff file a collected goods into the catalogue', () => {
  const publish = (id: number, categoryId: number, token?: string) =>
    server.call('POST', `/api/goods/${id}/publish`, { token: token ?? tokens.admin, body: { categoryId } });

  it('needs goods:edit, a category of the catalogue and a goods inside the staff member data scope', async () => {
    const shelf = (await detail(1)).goods?.categoryId ?? 0;
    const holding = (await detail(aGoods, a.token)).goods?.categoryId ?? 0;
    expect((await publish(aGoods, shelf, a.token)).status).toBe(403);
    expect((await publish(aGoods, shelf, 'nope')).status).toBe(401);
    const narrow = await makeStaff(server, { username: 'collect-self-staff', permissions: ['goods:list', 'goods:edit'], dataScope: 'self' });
    expect((await publish(aGoods, shelf, narrow.token)).status).toBe(404);
    expect((await detail(aGoods, narrow.token)).status).toBe(404);
    const staffList = await server.call('GET', '/api/goods/admin?collected=true&size=100', { token: narrow.token });
    expect(ids(staffList.body)).not.toContain(aGoods);
    const held = await publish(aGoods, holding);
    expect([held.status, held.body.message]).toEqual([400, 'mall.publishCategoryInvalid']);
    const missing = await publish(aGoods, 999_999);
    expect([missing.status, missing.body.message]).toEqual([400, 'mall.categoryNotFound']);
    const bad = await server.call('POST', `/api/goods/${aGoods}/publish`, { token: tokens.admin, body: {} });
    expect([bad.status, bad.body.message]).toEqual([400, 'mall.goodsCategoryRequired']);
    expect((await detail(aGoods)).status).toBe(404);
  });

  it("staff see collected goods with their collector; filing one makes it the catalogue's, which later collects never change", async () => {
    const list = await server.call('GET', '/api/goods/admin?collected=true&size=100', { token: tokens.admin });
    const row = list.body.content.find((g: { id: number }) => g.id === aGoods);
    expect(row.collector).toEqual({ id: a.userId, name: 'collect-a' });
    const catalogueList = await server.call('GET', '/api/goods/admin?collected=false&size=100', { token: tokens.admin });
    expect(ids(catalogueList.body)).not.toContain(aGoods);

    const shelf = (await detail(1)).goods?.categoryId ?? 0;
    const filed = await publish(aGoods, shelf);
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body).toMatchObject({ id: aGoods, categoryId: shelf, collected: false });
    // Public now, found by its title, and still in the collector's cart.
    expect((await detail(aGoods)).goods?.onSale).toBe(true);
    expect(ids((await server.call('GET', `/api/goods?keyword=${encodeURIComponent('陶瓷马克杯')}`)).body)).toContain(aGoods);
    expect((await cartOf(a)).content.find((l) => l.goodsId === aGoods)?.goods).not.toBeNull();

    expect((await publish(aGoods, shelf)).body.message).toBe('mall.goodsPublished');
    const twin = await publish(bGoods, shelf);
    expect([twin.status, twin.body.message]).toEqual([409, 'mall.goodsSourceTaken']);

    const priceBefore = (await detail(aGoods)).goods?.minPrice;
    expect(await collect(a, cheap)).toEqual({ goodsId: aGoods, created: false, catalogue: true });
    expect(await collect(b, cheap)).toEqual({ goodsId: aGoods, created: false, catalogue: true });
    expect((await detail(aGoods)).goods?.minPrice).toBe(priceBefore);
  });
});

describe('link import and staff answers', () => {
  const other: CollectInput = { ...item, itemId: '700000000001', url: 'https://detail.tmall.com/item.htm?id=700000000001' };
  const paste = (text: string, token?: string) => server.call('POST', '/api/links/parse', { token, body: { text } });

  it("a pasted link matches the catalogue or the paster's own collected goods, never another buyer's", async () => {
    const mine = await collect(a, other);
    const own = await paste(other.url, a.token);
    expect([own.body.outcome, own.body.goods?.id]).toEqual(['goods', mine.goodsId]);
    const theirs = await paste(other.url, b.token);
    expect([theirs.body.outcome, theirs.body.goods]).toEqual(['sourcing', null]);
    expect((await paste(other.url)).body.outcome).toBe('sourcing');
  });

  it("a sourcing request or an interest is answered with catalogue goods, not a buyer's collected one", async () => {
    const copy = await collect(b, other);
    const request = await paste(`https://detail.tmall.com/item.htm?id=700000000002`, b.token);
    const completed = await server.call('PUT', '/api/links/requests', {
      token: tokens.admin, body: { id: request.body.requestId, status: 'completed', goodsId: copy.goodsId },
    });
    expect([completed.status, completed.body.message]).toEqual([400, 'mall.goodsNotFound']);
    const interest = await server.call('POST', '/api/interests', { token: b.token, body: { name: '马克杯', quantity: 10 } });
    const answered = await server.call('PUT', '/api/interests', {
      token: tokens.admin, body: { id: interest.body.id, status: 'quoted', goodsId: copy.goodsId, reply: '有货' },
    });
    expect([answered.status, answered.body.message]).toEqual([400, 'mall.goodsNotFound']);
    expect((await server.call('PUT', '/api/interests', {
      token: tokens.admin, body: { id: interest.body.id, status: 'quoted', goodsId: 1, reply: '有货' },
    })).status).toBe(200);
  });
});
