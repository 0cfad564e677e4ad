import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Store, storeInputSchema, storeUpdateSchema } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { goods, stores } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { i18nOf, returned, storeSummaryOf } from '../goods/read';
import { refreshSearchColumns } from '../goods/write';

type StoreInput = z.output<typeof storeInputSchema>;
type StoreUpdate = z.output<typeof storeUpdateSchema>;
type Row = typeof stores.$inferSelect;

const viewOf = (s: Row, goodsCount: number): Store => ({
  ...storeSummaryOf(s), descriptionI18n: i18nOf(s.descriptionI18n), enabled: s.enabled, goodsCount, createTime: iso(s.createdAt),
});

async function goodsCounts(db: DbOrTx, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: goods.storeId, n: count() }).from(goods).where(inArray(goods.storeId, ids)).groupBy(goods.storeId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

/**
 * `GET api/stores/{id}` (public) with its catalogue goods count, or null. A store only buyers' collects use (its
 * goods all still their collectors' own, docs/mall-search.md "Collected goods") is not public: its name is what a
 * buyer sent.
 */
export async function storeById(db: DbOrTx, id: number): Promise<Store | null> {
  const [row] = await db.select().from(stores).where(eq(stores.id, id));
  if (!row) return null;
  const [counted] = await db.select({ catalogue: sql<number>`count(*) filter (where ${goods.ownerId} is null)::int`, all: count() })
    .from(goods).where(eq(goods.storeId, id));
  const catalogue = Number(counted?.catalogue ?? 0);
  if (catalogue === 0 && Number(counted?.all ?? 0) > 0) return null;
  return viewOf(row, catalogue);
}

/** Staff list, by id; `blurry` matches the name in any language. */
export async function storePage(db: DbOrTx, q: { page: number; size: number; blurry?: string }) {
  // The words as typed: LIKE's own wildcards in them are escaped.
  const pattern = q.blurry ? `%${q.blurry.replace(/[\\%_]/g, '\\$&')}%` : null;
  const where = pattern ? sql`(${stores.name} ilike ${pattern} or ${stores.nameI18n}::text ilike ${pattern})` : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(stores).where(where).orderBy(asc(stores.id)).limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  const counts = await goodsCounts(db, rows.map((r) => r.id));
  return { content: rows.map((r) => viewOf(r, counts.get(r.id) ?? 0)), totalElements: Number(total?.n ?? 0) };
}

export async function createStore(db: Db, input: StoreInput): Promise<Store> {
  const row = returned(await db.insert(stores).values(input).returning());
  return viewOf(row, 0);
}

/** A rename refreshes the search columns of the store's goods in the same transaction. */
export async function updateStore(db: Db, input: StoreUpdate): Promise<Store> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(stores).where(eq(stores.id, input.id)).for('update');
    if (!current) throw new HttpError(404, MessageKey.storeNotFound);
    const { id, ...fields } = input;
    const row = returned(await tx.update(stores).set({ ...fields, updatedAt: sql`now()` }).where(eq(stores.id, id)).returning());
    if (current.name !== row.name || JSON.stringify(current.nameI18n) !== JSON.stringify(row.nameI18n)) {
      await refreshSearchColumns(tx, { storeId: id });
    }
    return viewOf(row, (await goodsCounts(tx, [id])).get(id) ?? 0);
  });
}

/** A store that still has goods is refused (delete or move its goods first). */
export async function deleteStores(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: stores.id }).from(stores).where(inArray(stores.id, ids));
    if (found.length !== new Set(ids).size) throw new HttpError(404, MessageKey.storeNotFound);
    const [used] = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.storeId, ids)).limit(1);
    if (used) throw new HttpError(409, MessageKey.storeHasGoods);
    await tx.delete(stores).where(inArray(stores.id, ids));
  });
}
