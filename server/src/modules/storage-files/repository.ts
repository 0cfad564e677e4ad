import { and, count, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { StorageFileQuery } from 'shared-contracts/api/storage-files';
import type { DbOrTx } from '../../db/connect';
import { storageFiles } from '../../db/schema';

export type StorageFileRow = typeof storageFiles.$inferSelect;
export type NewStorageFile = Pick<StorageFileRow, 'name' | 'storageKey' | 'suffix' | 'contentType' | 'size' | 'createdBy'>;

function filtersOf(q: StorageFileQuery): SQL | undefined {
  return and(
    // strpos rather than like: a `%` or `_` in the search is only itself.
    q.blurry ? sql`strpos(lower(${storageFiles.name}), lower(${q.blurry})) > 0` : undefined,
    q.createdFrom ? gte(storageFiles.createdAt, new Date(q.createdFrom)) : undefined,
    q.createdTo ? lte(storageFiles.createdAt, new Date(q.createdTo)) : undefined,
  );
}

/** One page, newest first, and how many rows match. */
export async function pageOfFiles(db: DbOrTx, q: StorageFileQuery): Promise<{ rows: StorageFileRow[]; total: number }> {
  const where = filtersOf(q);
  const [rows, [counted]] = await Promise.all([
    db.select().from(storageFiles).where(where).orderBy(desc(storageFiles.createdAt), desc(storageFiles.id))
      .limit(q.size).offset(q.page * q.size),
    db.select({ n: count() }).from(storageFiles).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function findFile(db: DbOrTx, id: number): Promise<StorageFileRow | null> {
  const [row] = await db.select().from(storageFiles).where(eq(storageFiles.id, id));
  return row ?? null;
}

export async function insertFile(db: DbOrTx, file: NewStorageFile): Promise<StorageFileRow> {
  const [row] = await db.insert(storageFiles).values(file).returning();
  if (!row) throw new Error('insert into sys_local_storage returned nothing');
  return row;
}

export async function renameFile(db: DbOrTx, id: number, name: string): Promise<StorageFileRow | null> {
  const [row] = await db.update(storageFiles).set({ name, updatedAt: new Date() }).where(eq(storageFiles.id, id)).returning();
  return row ?? null;
}

/** Locks the rows for a delete and answers them (their keys name the bytes to remove). */
export async function lockFiles(tx: DbOrTx, ids: readonly number[]): Promise<StorageFileRow[]> {
  return tx.select().from(storageFiles).where(inArray(storageFiles.id, [...ids])).orderBy(storageFiles.id).for('update');
}

export async function deleteFiles(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  await tx.delete(storageFiles).where(inArray(storageFiles.id, [...ids]));
}
