import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { GoodsInput, SkuInput } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, DbOrTx, Tx } from '../../db/connect';
import { goods, goodsImages, skus, stores } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import type { DataScope } from '../data-scope/data-scope';
import { categoryPathOf, reachableGoods, returned } from './read';
import { namesOf, searchColumns } from './search-columns';
import { learnWords } from './typo-correction';

/** What a goods row keeps in step with its SKUs: the price range and the smallest minimum order quantity. */
export function priceFields(list: { price: number; moq: number }[]) {
  return {
    minPrice: Math.min(...list.map((s) => s.price)),
    maxPrice: Math.max(...list.map((s) => s.price)),
    moq: Math.min(...list.map((s) => s.moq)),
  };
}

export const specTextOf = (attrs: Record<string, string>) => Object.values(attrs).join(' / ');

/** The search columns of a goods with the given texts, store and category (read inside the write's transaction). */
export async function searchColumnsFor(
  tx: DbOrTx,
  texts: Pick<GoodsInput, 'name' | 'nameI18n' | 'description' | 'descriptionI18n'> & { sourceName: string | null },
  storeId: number,
  categoryId: number,
) {
  const [store] = await tx.select({ name: stores.name, nameI18n: stores.nameI18n }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new HttpError(400, MessageKey.storeNotFound);
  const path = await categoryPathOf(tx, categoryId);
  if (path.length === 0) throw new HttpError(400, MessageKey.categoryNotFound);
  return searchColumns({
    ...texts, storeNames: namesOf(store), categoryNames: path.flatMap((c) => namesOf(c)),
  });
}

/**
 * ddc goods need their platform and item id; a platform + item id names one catalogue goods only, and one
 * collected goods of each collector (`ownerId`, the goods' own).
 */
async function checkSource(tx: Tx, input: GoodsInput, self: { id: number; ownerId: number | null } | null) {
  if (!input.ddc) return;
  if (!input.sourcePlatform || !input.sourceItemId) throw new HttpError(400, MessageKey.goodsPlatformInvalid);
  const ownerId = self?.ownerId ?? null;
  const [other] = await tx.select({ id: goods.id }).from(goods).where(and(
    eq(goods.sourcePlatform, input.sourcePlatform), eq(goods.sourceItemId, input.sourceItemId),
    ownerId === null ? isNull(goods.ownerId) : eq(goods.ownerId, ownerId),
  ));
  if (other && other.id !== self?.id) throw new HttpError(409, MessageKey.goodsSourceTaken);
}

const skuRow = (goodsId: number, s: SkuInput, sort: number) => ({
  goodsId, attrs: s.attrs, attrsI18n: s.attrsI18n ?? {}, specText: specTextOf(s.attrs), price: s.price, moq: s.moq,
  stockHint: s.stockHint, sort,
});

function goodsRow(input: GoodsInput, columns: { searchName: string; searchText: string }) {
  const source = input.ddc
    ? { sourcePlatform: input.sourcePlatform, sourceItemId: input.sourceItemId, sourceUrl: input.sourceUrl }
    : { sourcePlatform: null, sourceItemId: null, sourceUrl: null };
  return {
    storeId: input.storeId, categoryId: input.categoryId, name: input.name, nameI18n: input.nameI18n,
    description: input.description, descriptionI18n: input.descriptionI18n, ddc: input.ddc, ...source,
    sourceName: input.sourceName, recommended: input.recommended, onSale: input.onSale,
    ...priceFields(input.skus), ...columns,
  };
}

async function replaceImages(tx: Tx, goodsId: number, keys: string[]) {
  await tx.delete(goodsImages).where(eq(goodsImages.goodsId, goodsId));
  if (keys.length) await tx.insert(goodsImages).values(keys.map((fileKey, sort) => ({ goodsId, fileKey, sort })));
  await tx.update(goods).set({ coverKey: keys[0] ?? null }).where(eq(goods.id, goodsId));
}

/** `POST api/goods`: the goods, its SKUs and pictures, its price range and search columns, in one transaction. */
export async function createGoods(db: Db, input: GoodsInput, userId: number): Promise<number> {
  const id = await db.transaction(async (tx) => {
    await checkSource(tx, input, null);
    const columns = await searchColumnsFor(tx, input, input.storeId, input.categoryId);
    const row = returned(await tx.insert(goods).values({ ...goodsRow(input, columns), createdBy: userId }).returning({ id: goods.id }));
    await tx.insert(skus).values(input.skus.map((s, i) => skuRow(row.id, s, i)));
    if (input.imageKeys) await replaceImages(tx, row.id, input.imageKeys);
    learnWords(db, columns.searchName);
    return row.id;
  });
  return id;
}

/**
 * `PUT api/goods`: SKUs sent with an id are updated (the id must be this goods'), those without are added, and
 * the goods' SKUs not sent are removed; the price range and search columns follow, in one transaction.
 */
export async function updateGoods(db: Db, input: GoodsInput & { id: number }, scope: DataScope): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select({ id: goods.id, ownerId: goods.ownerId }).from(goods)
      .where(and(eq(goods.id, input.id), reachableGoods(scope))).for('update');
    if (!current) throw new HttpError(404, MessageKey.goodsNotFound);
    await checkSource(tx, input, current);
    const columns = await searchColumnsFor(tx, input, input.storeId, input.categoryId);
    const existing = new Set((await tx.select({ id: skus.id }).from(skus).where(eq(skus.goodsId, input.id))).map((r) => r.id));
    const kept = new Set<number>();
    for (const s of input.skus) {
      if (s.id === undefined) continue;
      if (!existing.has(s.id) || kept.has(s.id)) throw new HttpError(400, MessageKey.skuNotFound);
      kept.add(s.id);
    }
    const removed = [...existing].filter((id) => !kept.has(id));
    if (removed.length) await tx.delete(skus).where(inArray(skus.id, removed));
    for (const [i, s] of input.skus.entries()) {
      const row = skuRow(input.id, s, i);
      if (s.id !== undefined) await tx.update(skus).set(row).where(eq(skus.id, s.id));
      else await tx.insert(skus).values(row);
    }
    await tx.update(goods).set({ ...goodsRow(input, columns), updatedAt: sql`now()` }).where(eq(goods.id, input.id));
    if (input.imageKeys) await replaceImages(tx, input.id, input.imageKeys);
    // A collected goods' words are not the public search's (typo-correction.ts) until it is filed.
    if (current.ownerId === null) learnWords(db, columns.searchName);
  });
}

/**
 * `DELETE api/goods`: every listed goods (its SKUs, pictures and materials go with it); unknown ids, or a collected
 * goods outside the staff member's data scope → 404.
 */
export async function deleteGoods(db: Db, ids: number[], scope: DataScope): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.delete(goods).where(and(inArray(goods.id, ids), reachableGoods(scope))).returning({ id: goods.id });
    if (found.length !== new Set(ids).size) throw new HttpError(404, MessageKey.goodsNotFound);
  });
}

/**
 * Recomputes the search columns of the goods of a store or of categories whose names changed, so a search for
 * the new store or category name finds them (run inside the rename's transaction).
 */
export async function refreshSearchColumns(tx: Tx, where: { storeId: number } | { categoryIds: number[] }): Promise<void> {
  const cond = 'storeId' in where ? eq(goods.storeId, where.storeId) : inArray(goods.categoryId, where.categoryIds);
  const rows = await tx.select({
    id: goods.id, name: goods.name, nameI18n: goods.nameI18n, description: goods.description,
    descriptionI18n: goods.descriptionI18n, sourceName: goods.sourceName, storeId: goods.storeId, categoryId: goods.categoryId,
  }).from(goods).where(cond);
  const storeNames = new Map<number, string[]>();
  const categoryNames = new Map<number, string[]>();
  for (const s of await tx.select({ id: stores.id, name: stores.name, nameI18n: stores.nameI18n }).from(stores)) storeNames.set(s.id, namesOf(s));
  const updates: { id: number; searchName: string; searchText: string }[] = [];
  for (const r of rows) {
    if (!categoryNames.has(r.categoryId)) categoryNames.set(r.categoryId, (await categoryPathOf(tx, r.categoryId)).flatMap((c) => namesOf(c)));
    updates.push({ id: r.id, ...searchColumns({ ...r, storeNames: storeNames.get(r.storeId) ?? [], categoryNames: categoryNames.get(r.categoryId) ?? [] }) });
  }
  for (let i = 0; i < updates.length; i += 500) {
    const chunk = updates.slice(i, i + 500);
    const values = sql.join(chunk.map((u) => sql`(${u.id}::int, ${u.searchName}, ${u.searchText})`), sql`, `);
    await tx.execute(sql`update mall_goods g set search_name = v.n, search_text = v.t
      from (values ${values}) as v(id, n, t) where g.id = v.id`);
  }
}
