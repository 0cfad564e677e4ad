import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CollectInput, CollectResult } from 'shared-contracts/api/collect';
import type { Db, Tx } from '../../db/connect';
import { categories, goods, skus, stores } from '../../db/schema';
import { returned } from '../goods/read';
import { searchColumnsFor, priceFields, specTextOf } from '../goods/write';
import { uniqueViolationOf } from '../register/db-errors';

/**
 * Where collected goods wait until staff file them: a top-level category of its own, made disabled, so the public
 * category tree does not show it (its goods are their collectors' only, docs/mall-search.md "Collected goods").
 */
export const COLLECTED_CATEGORY = { name: '待分类', nameI18n: { cn: '待分类', en: 'Collected, to be filed', vi: 'Hàng thu thập chờ phân loại' } };

/** The holding category's condition (a top level of that name): goods are filed out of it, never into it. */
export const isCollectedCategory = (c: { name: string; pid: number | null }) => c.pid === null && c.name === COLLECTED_CATEGORY.name;

async function collectedCategoryId(tx: Tx): Promise<number> {
  const [found] = await tx.select({ id: categories.id }).from(categories)
    .where(and(eq(categories.name, COLLECTED_CATEGORY.name), isNull(categories.pid)));
  if (found) return found.id;
  const row = returned(await tx.insert(categories).values({ ...COLLECTED_CATEGORY, sort: 99999, enabled: false }).returning({ id: categories.id }));
  return row.id;
}

/** The source shop, by its name on that platform. */
async function storeIdOf(tx: Tx, shopName: string, platform: string): Promise<number> {
  const [found] = await tx.select({ id: stores.id }).from(stores).where(and(eq(stores.name, shopName), eq(stores.platform, platform)));
  if (found) return found.id;
  const row = returned(await tx.insert(stores).values({ name: shopName, platform }).returning({ id: stores.id }));
  return row.id;
}

/**
 * SKUs matched by their specification text: a collected SKU seen before keeps its id (the collector's cart keeps
 * pointing at it) and takes the new price; new ones are added, ones no longer offered are removed (a cart line of
 * one then reads as no longer available; order lines keep what they froze). Only the collector's own goods get here.
 */
async function syncSkus(tx: Tx, goodsId: number, list: CollectInput['skus']) {
  const existing = await tx.select({ id: skus.id, specText: skus.specText }).from(skus).where(eq(skus.goodsId, goodsId));
  const bySpec = new Map(existing.map((s) => [s.specText, s.id]));
  const kept = new Set<number>();
  for (const [sort, s] of list.entries()) {
    const specText = specTextOf(s.attrs);
    const row = { goodsId, attrs: s.attrs, attrsI18n: {}, specText, price: s.price, moq: s.moq, stockHint: s.stock, sort };
    const id = bySpec.get(specText);
    if (id !== undefined && !kept.has(id)) {
      kept.add(id);
      await tx.update(skus).set(row).where(eq(skus.id, id));
    } else {
      await tx.insert(skus).values(row);
    }
  }
  for (const s of existing) if (!kept.has(s.id)) await tx.delete(skus).where(eq(skus.id, s.id));
}

const sameItem = (input: CollectInput) => and(eq(goods.sourcePlatform, input.platform), eq(goods.sourceItemId, input.itemId));

/**
 * `POST api/collect`: creates or updates the collector's own goods of platform + item id (docs/mall-search.md
 * "Collected goods"): nobody else sees it, nothing anyone else sees, has in a cart or ordered changes. When the
 * catalogue already holds the item (staff filed it), the catalogue's goods is answered and left as it is. The title
 * is the Chinese source name (and the cn name until staff translate it). Picture URLs are not fetched: the server
 * makes no request to an address a client gave, so the goods shows its placeholder until staff upload pictures.
 */
export async function collectGoods(db: Db, input: CollectInput, userId: number): Promise<CollectResult> {
  const attempt = () => db.transaction((tx) => collectGoodsIn(tx, input, userId));
  try {
    return await attempt();
  } catch (err) {
    // Two first collections of one item by one buyer at once: the unique (owner, platform, item id) lets one insert;
    // the other, tried again, updates.
    if (uniqueViolationOf(err) !== null) return attempt();
    throw err;
  }
}

/** `collectGoods` inside the caller's transaction (the extension's send: the collect and the cart lines at once). */
export async function collectGoodsIn(tx: Tx, input: CollectInput, userId: number): Promise<CollectResult> {
  const [filed] = await tx.select({ id: goods.id }).from(goods).where(and(sameItem(input), isNull(goods.ownerId)));
  if (filed) return { goodsId: filed.id, created: false, catalogue: true };
  const [current] = await tx.select({ id: goods.id, categoryId: goods.categoryId, nameI18n: goods.nameI18n, name: goods.name })
    .from(goods).where(and(sameItem(input), eq(goods.ownerId, userId))).for('update');
  const storeId = await storeIdOf(tx, input.shopName, input.platform);
  const categoryId = current?.categoryId ?? await collectedCategoryId(tx);
  // Staff may have given the goods its own names; the collected title only refreshes the source name then.
  const name = current && current.name !== '' ? current.name : input.title;
  const nameI18n = current?.nameI18n ?? {};
  const columns = await searchColumnsFor(tx, { name, nameI18n, description: input.description, descriptionI18n: {}, sourceName: input.title }, storeId, categoryId);
  const fields = {
    storeId, categoryId, name, description: input.description, ddc: true, sourcePlatform: input.platform,
    sourceItemId: input.itemId, sourceUrl: input.url, sourceName: input.title, ...priceFields(input.skus), ...columns,
  };
  let goodsId: number;
  if (current) {
    goodsId = current.id;
    await tx.update(goods).set({ ...fields, updatedAt: sql`now()` }).where(eq(goods.id, goodsId));
  } else {
    const row = returned(await tx.insert(goods).values({ ...fields, nameI18n: {}, createdBy: userId, ownerId: userId }).returning({ id: goods.id }));
    goodsId = row.id;
  }
  await syncSkus(tx, goodsId, input.skus);
  return { goodsId, created: !current, catalogue: false };
}
