import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { dictDetails, dicts, type I18nText } from '../../db/schema';

export type DictRow = typeof dicts.$inferSelect;
export type DictDetailRow = typeof dictDetails.$inferSelect;
export type DictDetailValues = Omit<typeof dictDetails.$inferInsert, 'id' | 'createdAt'>;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listDicts(db: DbOrTx, blurry: string | undefined, page: { offset: number; limit: number }) {
  const like = blurry ? `%${escapeLike(blurry)}%` : null;
  const where = like ? or(ilike(dicts.name, like), ilike(dicts.description, like)) : undefined;
  const [rows, [count]] = await Promise.all([
    db.select().from(dicts).where(where).orderBy(desc(dicts.id)).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(dicts).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function allDicts(db: DbOrTx): Promise<DictRow[]> {
  return db.select().from(dicts).orderBy(asc(dicts.name));
}

export async function findDict(db: DbOrTx, id: number): Promise<DictRow | null> {
  const [row] = await db.select().from(dicts).where(eq(dicts.id, id));
  return row ?? null;
}

export async function insertDict(db: DbOrTx, values: { name: string; description: string | null }): Promise<DictRow | null> {
  const [row] = await db.insert(dicts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateDict(db: DbOrTx, id: number, values: { name: string; description: string | null }): Promise<DictRow | null> {
  const [row] = await db.update(dicts).set(values).where(eq(dicts.id, id)).returning();
  return row ?? null;
}

export async function dictIdsIn(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  const rows = await db.select({ id: dicts.id }).from(dicts).where(inArray(dicts.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function deleteDicts(db: DbOrTx, ids: number[]): Promise<void> {
  await db.delete(dicts).where(inArray(dicts.id, ids));
}

export async function dictNameTaken(db: DbOrTx, name: string, exceptId: number): Promise<boolean> {
  const rows = await db.select({ id: dicts.id }).from(dicts).where(and(eq(dicts.name, name), sql`${dicts.id} <> ${exceptId}`)).limit(1);
  return rows.length > 0;
}

export type DetailPageRow = {
  id: number; dict_id: number; label: string; label_i18n: I18nText; value: string; dict_sort: number;
  created_at: Date | string; total: number;
};

/**
 * One page of a dictionary's entries and their total in one round trip: the window count rides on every
 * row, and an empty page past the end still returns the total through the outer join.
 */
export async function detailPage(
  db: DbOrTx, dictName: string, label: string | undefined, page: { offset: number; limit: number },
): Promise<{ rows: DetailPageRow[]; total: number }> {
  const labelFilter = label ? sql`and d.label ilike ${`%${escapeLike(label)}%`}` : sql``;
  const rows = await queryRows<DetailPageRow>(db, sql`
    select d.id, d.dict_id, d.label, d.label_i18n, d.value, d.dict_sort, d.created_at, count(*) over ()::int as total
    from sys_dict_detail d join sys_dict t on t.id = d.dict_id
    where t.name = ${dictName} ${labelFilter}
    order by d.dict_sort, d.id
    offset ${page.offset} limit ${page.limit}`);
  if (rows.length || page.offset === 0) return { rows, total: Number(rows[0]?.total ?? 0) };
  const [count] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from sys_dict_detail d join sys_dict t on t.id = d.dict_id
    where t.name = ${dictName} ${labelFilter}`);
  return { rows, total: Number(count?.n ?? 0) };
}

export async function findDetail(db: DbOrTx, id: number): Promise<DictDetailRow | null> {
  const [row] = await db.select().from(dictDetails).where(eq(dictDetails.id, id));
  return row ?? null;
}

/** Inserts unless the dictionary already holds the value; null then. */
export async function insertDetail(db: DbOrTx, values: DictDetailValues): Promise<DictDetailRow | null> {
  const [row] = await db.insert(dictDetails).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function detailValueTaken(db: DbOrTx, dictId: number, value: string, exceptId: number): Promise<boolean> {
  const rows = await db.select({ id: dictDetails.id }).from(dictDetails)
    .where(and(eq(dictDetails.dictId, dictId), eq(dictDetails.value, value), sql`${dictDetails.id} <> ${exceptId}`)).limit(1);
  return rows.length > 0;
}

export async function updateDetail(db: DbOrTx, id: number, values: DictDetailValues): Promise<DictDetailRow | null> {
  const [row] = await db.update(dictDetails).set(values).where(eq(dictDetails.id, id)).returning();
  return row ?? null;
}

export async function deleteDetail(db: DbOrTx, id: number): Promise<DictDetailRow | null> {
  const [row] = await db.delete(dictDetails).where(eq(dictDetails.id, id)).returning();
  return row ?? null;
}
