import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';

/**
 * POST api/collect: the collection plugin's ingest creates, then updates, the collector's own ddc goods by platform +
 * item id (what others see of it: collected-goods.test.ts).
 */
const { server, tokens } = useTestServer({ catalogue: 6, signIn: ['buyer', 'admin'] });

const item = {
  platform: 'tmall', itemId: '681234567890', url: 'https://detail.tmall.com/item.htm?id=681234567890',
  title: '北欧风陶瓷马克杯 带盖勺 情侣款', shopName: '景德镇陶瓷旗舰店',
  images: ['https://img.alicdn.com/imgextra/i1/x.jpg'], description: '高温烧制，可进微波炉',
  skus: [{ attrs: { 颜色: '白色' }, price: 2590, moq: 2, stock: 300 }, { attrs: { 颜色: '蓝色' }, price: 2790 }],
};

describe('POST api/collect', () => {
  it('needs a signed-in user', async () => {
    expect((await server.call('POST', '/api/collect', { body: item })).status).toBe(401);
  });

  it("creates the collector's own ddc goods (store by shop name, the collected category), then updates it in place", async () => {
    const first = await server.call('POST', '/api/collect', { token: tokens.buyer, body: item });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ created: true, catalogue: false });
    const g = (await server.call('GET', `/api/goods/${first.body.goodsId}`, { token: tokens.buyer })).body;
    expect(g).toMatchObject({
      ddc: true, sourcePlatform: 'tmall', sourceItemId: '681234567890', sourceName: item.title, name: item.title,
      minPrice: 2590, maxPrice: 2790, moq: 1, storeName: '景德镇陶瓷旗舰店', images: [], collected: true, onSale: true,
    });
    expect(g.store.platform).toBe('tmall');
    expect(g.categoryPath.map((c: { name: string }) => c.name)).toEqual(['待分类']);
    const whiteSku = g.skus.find((s: { specText: string }) => s.specText === '白色').id;
    // Staff find it by its source name at once; the public search does not show it.
    const staffFound = (await server.call('GET', '/api/goods/admin?keyword=陶瓷马克杯', { token: tokens.admin })).body.content.map((c: { id: number }) => c.id);
    expect(staffFound).toContain(first.body.goodsId);
    const found = (await server.call('GET', '/api/goods?keyword=陶瓷马克杯')).body.content.map((c: { id: number }) => c.id);
    expect(found).not.toContain(first.body.goodsId);

    const again = await server.call('POST', '/api/collect', {
      token: tokens.buyer,
      body: { ...item, title: '北欧风陶瓷马克杯 新版', skus: [{ attrs: { 颜色: '白色' }, price: 2390 }, { attrs: { 颜色: '绿色' }, price: 2490 }] },
    });
    expect(again.body).toEqual({ goodsId: first.body.goodsId, created: false, catalogue: false });
    const after = (await server.call('GET', `/api/goods/${first.body.goodsId}`, { token: tokens.buyer })).body;
    expect(after.skus.map((s: { specText: string; price: number }) => [s.specText, s.price])).toEqual([['白色', 2390], ['绿色', 2490]]);
    expect(after.skus[0].id).toBe(whiteSku); // carts keep pointing at the same SKU
    expect([after.minPrice, after.maxPrice]).toEqual([2390, 2490]);
    expect(after.sourceName).toBe('北欧风陶瓷马克杯 新版');
    // One store for the shop, one goods for the item.
    const stores = await server.call('GET', `/api/goods/admin?keyword=${encodeURIComponent('北欧风陶瓷马克杯')}`, { token: tokens.admin });
    expect(stores.body.totalElements).toBe(1);
  });

  it('the same item on another platform is another goods', async () => {
    const res = await server.call('POST', '/api/collect', { token: tokens.buyer, body: { ...item, platform: 'taobao', url: 'https://item.taobao.com/item.htm?id=681234567890' } });
    expect(res.body.created).toBe(true);
  });

  it('bad input: 400 with a message key', async () => {
    const bad: [unknown, string][] = [
      [{ ...item, platform: 'amazon' }, 'mall.goodsPlatformInvalid'],
      [{ ...item, itemId: '12 34' }, 'mall.collectItemIdInvalid'],
      [{ ...item, itemId: undefined }, 'mall.collectItemIdInvalid'],
      [{ ...item, url: 'not a url' }, 'mall.linkInvalid'],
      [{ ...item, title: '' }, 'mall.goodsNameRequired'],
      [{ ...item, skus: [] }, 'mall.goodsSkuRequired'],
      [{ ...item, skus: [{ attrs: { 颜色: '白' }, price: 0 }] }, 'mall.goodsPriceInvalid'],
      [{ ...item, images: ['javascript:alert(1)'] }, 'mall.linkInvalid'],
      [{ ...item, url: 'javascript:alert(1)' }, 'mall.linkInvalid'],
    ];
    for (const [body, key] of bad) {
      const res = await server.call('POST', '/api/collect', { token: tokens.buyer, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(key);
    }
    expect((await server.call('POST', '/api/collect', { token: tokens.buyer, raw: '{' })).status).toBe(400);
  });
});
