import { describe, expect, it } from 'vitest';
import type { Category, GoodsDetail } from 'shared-contracts/api/goods';
import { useTestServer } from '../../../test/harness';

/** Staff writes of goods: permissions, bad input, and the goods row kept in step with its SKUs, store and category. */
const { server, tokens } = useTestServer({ catalogue: 40, signIn: ['admin', 'operator', 'buyer'] });

const sku = (colour: string, price: number, moq = 1) => ({
  attrs: { 颜色: colour }, attrsI18n: { en: { Colour: colour }, vi: { 'Màu sắc': colour } }, price, moq, stockHint: 100,
});

async function someLeafAndStore() {
  const tree: Category[] = (await server.call('GET', '/api/categories')).body;
  const leaf = tree[0]!.children![0]!;
  const storeId = (await server.call('GET', '/api/goods/1')).body.storeId as number;
  return { leaf, storeId };
}

async function newGoods(overrides: Record<string, unknown> = {}): Promise<GoodsDetail> {
  const { leaf, storeId } = await someLeafAndStore();
  const res = await server.call('POST', '/api/goods', {
    token: tokens.admin,
    body: {
      name: '加绒卫衣测试款', nameI18n: { en: 'Fleece Hoodie Quokkawear', vi: 'Áo hoodie lót nỉ Quokkawear' },
      description: '冬季加厚', storeId, categoryId: leaf.id, skus: [sku('黑色', 5900, 5), sku('白色', 6900, 2)], ...overrides,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const searchIds = async (keyword: string) =>
  ((await server.call('GET', `/api/goods?keyword=${encodeURIComponent(keyword)}`)).body.content as { id: number }[]).map((c) => c.id);

describe('goods writes', () => {
  it('anonymous 401, buyer and operator 403 on every write', async () => {
    const writes: [string, string][] = [
      ['POST', '/api/goods'], ['PUT', '/api/goods'], ['DELETE', '/api/goods'], ['GET', '/api/goods/admin'],
      ['POST', '/api/categories'], ['PUT', '/api/categories'], ['DELETE', '/api/categories'],
      ['GET', '/api/stores'], ['POST', '/api/stores'], ['PUT', '/api/stores'], ['DELETE', '/api/stores'],
    ];
    for (const [method, path] of writes) {
      const body = method === 'GET' ? undefined : method === 'DELETE' ? [1] : {};
      expect((await server.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
      expect((await server.call(method, path, { body, token: tokens.buyer })).status, `${method} ${path}`).toBe(403);
      expect((await server.call(method, path, { body, token: tokens.operator })).status, `${method} ${path}`).toBe(403);
    }
  });

  it('create: the price range and moq come from the SKUs, the names are searchable at once in every language', async () => {
    const before = (await server.call('GET', '/api/goods?size=1')).body.totalElements;
    const g = await newGoods();
    // The cached total of the keyword-less list follows a write at once.
    expect((await server.call('GET', '/api/goods?size=1')).body.totalElements).toBe(before + 1);
    expect([g.minPrice, g.maxPrice, g.moq]).toEqual([5900, 6900, 2]);
    expect(g.skus.map((s) => s.specText)).toEqual(['黑色', '白色']);
    expect(await searchIds('quokkawear')).toEqual([g.id]);
    expect(await searchIds('ao hoodie lot ni quokkawear')).toEqual([g.id]);
    expect(await searchIds('quokawear')).toEqual([g.id]); // one typo, learnt without a reload
    expect(await searchIds('加绒卫衣测试')).toEqual([g.id]);
  });

  it('update: SKUs kept by id, added and removed; price range and search follow', async () => {
    const g = await newGoods({ name: '羊毛围巾测试款', nameI18n: { en: 'Wool Scarf Wombatknit' } });
    const kept = g.skus[0]!;
    const res = await server.call('PUT', '/api/goods', {
      token: tokens.admin,
      body: {
        id: g.id, name: '羊毛围巾改名款', nameI18n: { en: 'Wool Scarf Platypusknit' }, storeId: g.storeId, categoryId: g.categoryId,
        skus: [{ ...sku('灰色', 1200, 10), id: kept.id }, sku('红色', 99900, 3)],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after: GoodsDetail = res.body;
    expect(after.skus.map((s) => [s.specText, s.price])).toEqual([['灰色', 1200], ['红色', 99900]]);
    expect(after.skus[0]!.id).toBe(kept.id);
    expect([after.minPrice, after.maxPrice, after.moq]).toEqual([1200, 99900, 3]);
    expect(await searchIds('platypusknit')).toEqual([g.id]);
    expect(await searchIds('wombatknit')).toEqual([]);
    // A price filter sees the new range.
    const cheap = (await server.call('GET', '/api/goods?keyword=platypusknit&maxPrice=1500')).body;
    expect(cheap.totalElements).toBe(1);
  });

  it("update: another goods' SKU id is refused, nothing changes", async () => {
    const a = await newGoods({ name: '测试甲' });
    const b = await newGoods({ name: '测试乙' });
    const res = await server.call('PUT', '/api/goods', {
      token: tokens.admin,
      body: { id: a.id, name: '测试甲改', storeId: a.storeId, categoryId: a.categoryId, skus: [{ ...sku('黑色', 100), id: b.skus[0]!.id }] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('mall.skuNotFound');
    expect((await server.call('GET', `/api/goods/${a.id}`)).body.name).toBe('测试甲');
  });

  it('a store rename reaches its goods search columns', async () => {
    const g = await newGoods({ name: '店铺改名测试' });
    const store = (await server.call('GET', `/api/stores/${g.storeId}`)).body;
    const res = await server.call('PUT', '/api/stores', {
      token: tokens.admin, body: { id: store.id, name: store.name, nameI18n: { ...store.nameI18n, en: 'Kookaburra Outfitters' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await searchIds('kookaburra outfitters')).toContain(g.id);
  });

  it('ddc goods: platform and item id required, unique', async () => {
    const base = { ddc: true, sourcePlatform: '1688', sourceItemId: '600000999001', sourceUrl: 'https://detail.1688.com/offer/600000999001.html', sourceName: '源头测试货' };
    const g = await newGoods({ name: '代采测试一', ...base });
    expect(g.ddc).toBe(true);
    expect(await searchIds('源头测试货')).toEqual([g.id]);
    const dup = await server.call('POST', '/api/goods', {
      token: tokens.admin, body: { name: '代采测试二', storeId: g.storeId, categoryId: g.categoryId, skus: [sku('黑色', 100)], ...base },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('mall.goodsSourceTaken');
    const noItem = await server.call('POST', '/api/goods', {
      token: tokens.admin, body: { name: '代采测试三', storeId: g.storeId, categoryId: g.categoryId, skus: [sku('黑色', 100)], ddc: true },
    });
    expect(noItem.status).toBe(400);
  });

  it('bad input: 400 with a message key, never 500', async () => {
    const { leaf, storeId } = await someLeafAndStore();
    const good = { name: '测试', storeId, categoryId: leaf.id, skus: [sku('黑色', 100)] };
    const bad: [unknown, string | null][] = [
      [{ ...good, name: '' }, 'mall.goodsNameRequired'],
      [{ ...good, skus: [] }, 'mall.goodsSkuRequired'],
      [{ ...good, skus: [sku('黑色', 0)] }, 'mall.goodsPriceInvalid'],
      [{ ...good, skus: [{ ...sku('黑色', 100), attrs: {} }] }, 'mall.goodsSkuAttrsInvalid'],
      [{ ...good, storeId: 999999 }, 'mall.storeNotFound'],
      [{ ...good, categoryId: 999999 }, 'mall.categoryNotFound'],
      [{ ...good, storeId: 'x' }, 'mall.goodsStoreRequired'],
      [{ ...good, sourcePlatform: 'amazon' }, 'mall.goodsPlatformInvalid'],
      [{ ...good, imageKeys: ['avatars/x.png'] }, 'error.badRequest'],
      [{ ...good, sourceUrl: 'javascript:alert(1)' }, 'mall.linkInvalid'],
      [{ ...good, imageKeys: ['mall/goods/../x.png'] }, 'error.badRequest'],
      [[], null],
      ['not json', null],
    ];
    for (const [body, key] of bad) {
      const res = typeof body === 'string'
        ? await server.call('POST', '/api/goods', { token: tokens.admin, raw: body })
        : await server.call('POST', '/api/goods', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      if (key) expect(res.body.message, JSON.stringify(body)).toBe(key);
    }
    expect((await server.call('PUT', '/api/goods', { token: tokens.admin, body: { ...good, id: 999999 } })).status).toBe(404);
    expect((await server.call('GET', '/api/goods/999999')).body.message).toBe('mall.goodsNotFound');
    expect((await server.call('GET', '/api/goods/abc')).status).toBe(400);
    expect((await server.call('GET', '/api/goods/0')).status).toBe(400);
    expect((await server.call('DELETE', '/api/goods', { token: tokens.admin, body: [] })).status).toBe(400);
    expect((await server.call('DELETE', '/api/goods', { token: tokens.admin, body: [999999] })).status).toBe(404);
    expect((await server.call('GET', '/api/goods/admin?onSale=perhaps', { token: tokens.admin })).status).toBe(400);
  });

  it('off sale: hidden from search, listed for staff, its page still answers', async () => {
    const g = await newGoods({ name: '下架测试', nameI18n: { en: 'Numbatgear Offsale' }, onSale: false });
    expect(await searchIds('numbatgear')).toEqual([]);
    const admin = await server.call('GET', '/api/goods/admin?keyword=numbatgear&onSale=false', { token: tokens.admin });
    expect(admin.body.content.map((c: { id: number }) => c.id)).toEqual([g.id]);
    expect(admin.body.content[0]).toMatchObject({ onSale: false, recommended: false, skuCount: g.skus.length });
    expect((await server.call('GET', `/api/goods/${g.id}`)).body.onSale).toBe(false);
  });

  it('delete: the goods and its SKUs go', async () => {
    const g = await newGoods({ name: '删除测试', nameI18n: { en: 'Bilbyware Delete' } });
    expect((await server.call('DELETE', '/api/goods', { token: tokens.admin, body: [g.id] })).status).toBe(200);
    expect((await server.call('GET', `/api/goods/${g.id}`)).status).toBe(404);
    expect(await searchIds('bilbyware')).toEqual([]);
  });

  it('image upload: a real PNG is stored under mall/goods and served; anything else is refused', async () => {
    const png = (await fetch(server.url + (await server.call('GET', '/api/goods/1')).body.coverUrl).then((r) => r.arrayBuffer()));
    const upload = async (bytes: ArrayBuffer | string, token?: string) => {
      const form = new FormData();
      form.append('file', new Blob([bytes]), 'x.png');
      const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
      const res = await fetch(`${server.url}/api/goods/images`, { method: 'POST', body: form, headers });
      return { status: res.status, body: (await res.json()) as { key: string; url: string } };
    };
    expect((await upload(png)).status).toBe(401);
    expect((await upload(png, tokens.buyer)).status).toBe(403);
    const ok = await upload(png, tokens.admin);
    expect(ok.status).toBe(200);
    expect(ok.body.key).toMatch(/^mall\/goods\/u-[0-9a-f-]+\.png$/);
    const served = await fetch(server.url + ok.body.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    const bad = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', tokens.admin);
    expect(bad.status).toBe(400);
    const g = await newGoods({ name: '带图测试', imageKeys: [ok.body.key] });
    expect(g.images).toEqual([ok.body.url]);
    expect(g.coverUrl).toBe(ok.body.url);
  });
});
