import { categories, goods, skus, stores } from '../src/db/schema';
import type { TestServer } from './harness';

/**
 * A small catalogue written straight into the test database, for the cart, order and link tests: one store,
 * one category, goods with SKUs. The demo catalogue seed is the catalogue helper's; these rows are the
 * test's own, so a test states exactly the prices and minimum quantities it asserts on.
 */
export type SkuSpec = { attrs: Record<string, string>; price: number; moq?: number; en?: Record<string, string> };
export type GoodsSpec = {
  name: string;
  en?: string;
  vi?: string;
  skus: SkuSpec[];
  onSale?: boolean;
  ddc?: { platform: string; itemId: string };
};
export type MadeGoods = { id: number; storeId: number; skuIds: number[] };

let made = 0;

export async function makeStore(server: TestServer, name?: string): Promise<number> {
  made += 1;
  const cn = name ?? `测试店铺${made}`;
  const [store] = await server.database.db.insert(stores).values({
    name: cn, nameI18n: { cn, en: `Test store ${made}`, vi: `Cửa hàng thử ${made}` }, location: '广州',
  }).returning({ id: stores.id });
  if (!store) throw new Error('could not make a store');
  return store.id;
}

export async function makeCategory(server: TestServer): Promise<number> {
  made += 1;
  const [category] = await server.database.db.insert(categories).values({
    name: `测试分类${made}`, nameI18n: { en: `Test category ${made}`, vi: `Danh mục thử ${made}` },
  }).returning({ id: categories.id });
  if (!category) throw new Error('could not make a category');
  return category.id;
}

export async function makeGoods(server: TestServer, spec: GoodsSpec, where: { storeId: number; categoryId: number }): Promise<MadeGoods> {
  const db = server.database.db;
  const prices = spec.skus.map((s) => s.price);
  const [row] = await db.insert(goods).values({
    storeId: where.storeId,
    categoryId: where.categoryId,
    name: spec.name,
    nameI18n: { cn: spec.name, ...(spec.en ? { en: spec.en } : {}), ...(spec.vi ? { vi: spec.vi } : {}) },
    ddc: Boolean(spec.ddc),
    sourcePlatform: spec.ddc?.platform ?? null,
    sourceItemId: spec.ddc?.itemId ?? null,
    minPrice: Math.min(...prices),
    maxPrice: Math.max(...prices),
    moq: Math.min(...spec.skus.map((s) => s.moq ?? 1)),
    onSale: spec.onSale ?? true,
    coverKey: 'mall/goods/test-cover.png',
  }).returning({ id: goods.id });
  if (!row) throw new Error('could not make goods');
  const skuRows = await db.insert(skus).values(spec.skus.map((s, i) => ({
    goodsId: row.id,
    attrs: s.attrs,
    attrsI18n: s.en ? { en: s.en } : {},
    specText: Object.values(s.attrs).join(' / '),
    price: s.price,
    moq: s.moq ?? 1,
    stockHint: 100,
    sort: i,
  }))).returning({ id: skus.id });
  return { id: row.id, storeId: where.storeId, skuIds: skuRows.map((s) => s.id) };
}

/** A store, a category and goods in it: the usual start of a cart or order test. */
export async function makeShop(server: TestServer, specs: GoodsSpec[]): Promise<{ storeId: number; categoryId: number; goods: MadeGoods[] }> {
  const storeId = await makeStore(server);
  const categoryId = await makeCategory(server);
  const list: MadeGoods[] = [];
  for (const spec of specs) list.push(await makeGoods(server, spec, { storeId, categoryId }));
  return { storeId, categoryId, goods: list };
}
