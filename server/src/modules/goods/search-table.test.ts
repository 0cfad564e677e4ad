import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { GoodsCard, GoodsDetail } from 'shared-contracts/api/goods';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';

/**
 * mall_goods_search, the narrow copy of the goods that search reads (migration 0006, docs/mall-search.md):
 * triggers keep it in step with every write. The goods of a disabled store or category (or a disabled ancestor)
 * are hidden from the public, not from staff, and shown again once enabled.
 */
const { server, tokens } = useTestServer({ catalogue: 40, signIn: ['admin', 'buyer'] });

/** Goods whose copy differs from the goods row, copies without goods and goods without a copy. */
async function outOfStep(): Promise<{ id: number | null; goods_id: number | null }[]> {
  return rows(server, sql`
    select g.id, s.goods_id from mall_goods g
    full join mall_goods_search s on s.goods_id = g.id
    where g.id is null or s.goods_id is null
      or (g.store_id, g.category_id, g.min_price, g.max_price, g.sales, g.created_at, g.ddc, g.recommended, g.on_sale,
        g.search_name, g.search_text)
      is distinct from (s.store_id, s.category_id, s.min_price, s.max_price, s.sales, s.created_at, s.ddc, s.recommended,
        s.on_sale, s.search_name, s.search_text)`);
}

const sku = (colour: string, price: number, moq = 1) => ({ attrs: { 颜色: colour }, price, moq, stockHint: 10 });

async function post(path: string, body: unknown) {
  const res = await server.call('POST', path, { token: tokens.admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function put(path: string, body: unknown) {
  const res = await server.call('PUT', path, { token: tokens.admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

type Page = { content: GoodsCard[]; totalElements: number };
const publicSearch = async (qs: string): Promise<Page> => (await server.call('GET', `/api/goods?${qs}`)).body;
const staffSearch = async (qs: string): Promise<Page> => (await server.call('GET', `/api/goods/admin?${qs}`, { token: tokens.admin })).body;
const ids = (page: Page) => page.content.map((c) => c.id);
const detail = async (id: number, token?: string): Promise<GoodsDetail> => {
  const res = await server.call('GET', `/api/goods/${id}`, token ? { token } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('mall_goods_search follows the goods', () => {
  it('the seeded catalogue is copied', async () => {
    expect(await rows(server, sql`select count(*)::int as n from mall_goods_search`)).toEqual([{ n: 40 }]);
    expect(await outOfStep()).toEqual([]);
  });

  it('create, update (names, SKU prices, store, category, on sale), pictures, delete', async () => {
    const tree = (await server.call('GET', '/api/categories')).body as { id: number; children: { id: number }[] }[];
    const [leafA, leafB] = [tree[0]!.children[0]!.id, tree[1]!.children[0]!.id];
    const storeA = (await detail(1)).storeId;
    const storeB = (await detail(2)).storeId;
    const g: GoodsDetail = await post('/api/goods', {
      name: '袋熊步道鞋', nameI18n: { en: 'Wombatwalk Trail Shoe' }, storeId: storeA, categoryId: leafA, skus: [sku('黑色', 5000)],
    });
    expect(await outOfStep()).toEqual([]);
    const [copy] = await rows<{ min_price: number; max_price: number; search_name: string }>(server,
      sql`select min_price, max_price, search_name from mall_goods_search where goods_id = ${g.id}`);
    expect(copy).toMatchObject({ min_price: 5000, max_price: 5000 });
    expect(copy!.search_name).toContain('wombatwalk');

    await put('/api/goods', {
      id: g.id, name: '袋熊越野鞋', nameI18n: { en: 'Wombatrun Trail Shoe' }, storeId: storeB, categoryId: leafB, onSale: false,
      skus: [{ ...sku('黑色', 4200), id: g.skus[0]!.id }, sku('白色', 8800)],
    });
    expect(await outOfStep()).toEqual([]);
    expect(await rows(server, sql`select store_id, category_id, min_price, max_price, on_sale from mall_goods_search where goods_id = ${g.id}`))
      .toEqual([{ store_id: storeB, category_id: leafB, min_price: 4200, max_price: 8800, on_sale: false }]);
    expect(ids(await staffSearch('keyword=wombatrun&maxPrice=4500'))).toEqual([g.id]);
    expect(ids(await staffSearch('keyword=wombatrun&minPrice=9000'))).toEqual([]);
    expect(ids(await staffSearch('keyword=wombatwalk'))).toEqual([]);

    // Back on sale with new pictures (the goods row's cover changes, the copy's columns do not).
    const cover = (await detail(1)).imageKeys![0]!;
    await put('/api/goods', {
      id: g.id, name: '袋熊越野鞋', nameI18n: { en: 'Wombatrun Trail Shoe' }, storeId: storeB, categoryId: leafB, onSale: true,
      skus: [{ ...sku('黑色', 4200), id: g.skus[0]!.id }], imageKeys: [cover],
    });
    expect(await outOfStep()).toEqual([]);
    expect(ids(await publicSearch('keyword=wombatrun'))).toEqual([g.id]);

    // Any writer, several rows in one statement (the triggers are statement-level).
    await server.database.db.execute(sql`update mall_goods set sales = sales + 7 where id <= 5 or id = ${g.id}`);
    expect(await outOfStep()).toEqual([]);

    expect((await server.call('DELETE', '/api/goods', { token: tokens.admin, body: [g.id] })).status).toBe(200);
    expect(await rows(server, sql`select goods_id from mall_goods_search where goods_id = ${g.id}`)).toEqual([]);
    expect(await outOfStep()).toEqual([]);
  });

  it('a store or category rename rewrites the copies of its goods', async () => {
    const g = await detail(3);
    const store = (await server.call('GET', `/api/stores/${g.storeId}`)).body;
    await put('/api/stores', { id: store.id, name: store.name, nameI18n: { ...store.nameI18n, en: 'Dingo Footwear Works' } });
    const leaf = g.categoryPath.at(-1)!;
    const parent = g.categoryPath.at(-2)!;
    await put('/api/categories', { id: leaf.id, pid: parent.id, name: leaf.name, nameI18n: { ...leaf.nameI18n, en: 'Echidna Runners' } });
    expect(await outOfStep()).toEqual([]);
    expect(ids(await publicSearch('keyword=dingo%20footwear'))).toContain(3);
    expect(ids(await publicSearch('keyword=echidna%20runners'))).toContain(3);
  });
});

describe('disabled stores and categories: hidden from the public, listed for staff', () => {
  it('a disabled store, a disabled category or ancestor, a move under a disabled one; enabled again', async () => {
    const top = await post('/api/categories', { name: '袋鼬顶级', nameI18n: { en: 'Quoll Top' } });
    const leaf = await post('/api/categories', { pid: top.id, name: '袋鼬子类', nameI18n: { en: 'Quoll Leaf' } });
    const off = await post('/api/categories', { name: '停用分类', nameI18n: { en: 'Disabled Top' }, enabled: false });
    const store = await post('/api/stores', { name: '袋鼬工坊', nameI18n: { en: 'Quoll Works' } });
    const g: GoodsDetail = await post('/api/goods', {
      name: '袋鼬保温壶', nameI18n: { en: 'Quollcraft Flask' }, storeId: store.id, categoryId: leaf.id, skus: [sku('银色', 3900)],
    });
    // The browse totals are cached; each check below asks for them right after a write.
    const visible = async () => {
      const byKeyword = ids(await publicSearch('keyword=quollcraft'));
      const byStore = await publicSearch(`storeId=${store.id}`);
      const byCategory = await publicSearch(`categoryId=${top.id}`);
      const [pub, buyer, staff] = [await detail(g.id), await detail(g.id, tokens.buyer), await detail(g.id, tokens.admin)];
      const staffList = await staffSearch('keyword=quollcraft');
      // Staff always see the goods, on sale as it is.
      expect(ids(staffList)).toEqual([g.id]);
      expect(staffList.content[0]).toMatchObject({ onSale: true });
      expect(staff.onSale).toBe(true);
      expect((await staffSearch(`storeId=${store.id}`)).totalElements).toBe(1);
      expect(await outOfStep()).toEqual([]);
      const shown = byKeyword.length === 1;
      expect([byKeyword, byStore.totalElements, byCategory.totalElements, pub.onSale, buyer.onSale])
        .toEqual(shown ? [[g.id], 1, 1, true, true] : [[], 0, 0, false, false]);
      return shown;
    };
    const storeBody = { id: store.id, name: store.name, nameI18n: store.nameI18n };
    const leafBody = { id: leaf.id, pid: top.id, name: leaf.name, nameI18n: leaf.nameI18n };
    const topBody = { id: top.id, pid: null, name: top.name, nameI18n: top.nameI18n };

    expect(await visible()).toBe(true);
    await put('/api/stores', { ...storeBody, enabled: false });
    expect(await visible()).toBe(false);
    // A write to the goods while its store is disabled keeps it hidden.
    await put('/api/goods', { id: g.id, name: g.name, nameI18n: g.nameI18n, storeId: store.id, categoryId: leaf.id, skus: [{ ...sku('银色', 3500), id: g.skus[0]!.id }] });
    expect(await visible()).toBe(false);
    await put('/api/stores', { ...storeBody, enabled: true });
    expect(await visible()).toBe(true);

    await put('/api/categories', { ...topBody, enabled: false });
    expect(await visible()).toBe(false);
    await put('/api/categories', { ...topBody, enabled: true });
    expect(await visible()).toBe(true);

    await put('/api/categories', { ...leafBody, enabled: false });
    expect(await visible()).toBe(false);
    await put('/api/categories', { ...leafBody, enabled: true });
    expect(await visible()).toBe(true);

    // Moved under a disabled top level, and back.
    await put('/api/categories', { ...leafBody, pid: off.id });
    expect(await visible()).toBe(false);
    await put('/api/categories', { ...leafBody, pid: top.id });
    expect(await visible()).toBe(true);

    // A goods moved into a disabled category is hidden at once.
    await put('/api/goods', { id: g.id, name: g.name, nameI18n: g.nameI18n, storeId: store.id, categoryId: off.id, skus: [{ ...sku('银色', 3500), id: g.skus[0]!.id }] });
    expect(ids(await publicSearch('keyword=quollcraft'))).toEqual([]);
    expect(ids(await staffSearch('keyword=quollcraft'))).toEqual([g.id]);
    expect(await outOfStep()).toEqual([]);
  });

  it('a token that does not work reads the product page as anonymous', async () => {
    const res = await server.call('GET', '/api/goods/1', { token: 'not-a-token' });
    expect(res.status).toBe(200);
    expect(res.body.onSale).toBe(true);
  });
});
