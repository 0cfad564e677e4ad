import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Category } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { z } from 'zod';
import type { categoryInputSchema, categoryUpdateSchema } from 'shared-contracts/api/goods';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { categories, goods } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { i18nOf, returned } from '../goods/read';
import { refreshSearchColumns } from '../goods/write';

type CategoryInput = z.output<typeof categoryInputSchema>;
type CategoryUpdate = z.output<typeof categoryUpdateSchema>;
type Row = typeof categories.$inferSelect;

const viewOf = (r: Row): Category => ({
  id: r.id, pid: r.pid, name: r.name, nameI18n: i18nOf(r.nameI18n), icon: r.icon, sort: r.sort, enabled: r.enabled,
});

/** `GET api/categories`: every category (disabled ones too, with `enabled`), as a tree ordered by sort then id. */
export async function categoryTree(db: DbOrTx): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  const byParent = new Map<number | null, Row[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const r of rows) {
    // A parent that no longer exists makes its children top levels rather than invisible.
    const pid = r.pid !== null && ids.has(r.pid) ? r.pid : null;
    byParent.set(pid, [...(byParent.get(pid) ?? []), r]);
  }
  const build = (pid: number | null, depth: number): Category[] => (byParent.get(pid) ?? []).map((r) => {
    const children = depth < 20 ? build(r.id, depth + 1) : [];
    return children.length ? { ...viewOf(r), children } : viewOf(r);
  });
  return build(null, 0);
}

/** The category and all its descendants' ids. */
export async function subtreeIds(db: DbOrTx, id: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(db, sql`with recursive t(id) as (
    select ${id}::int union select c.id from mall_category c join t on c.pid = t.id) select id from t`);
  return rows.map((r) => r.id);
}

async function requireParent(db: DbOrTx, pid: number | null) {
  if (pid === null) return;
  const [p] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, pid));
  if (!p) throw new HttpError(400, MessageKey.categoryNotFound);
}

export async function createCategory(db: Db, input: CategoryInput): Promise<Category> {
  await requireParent(db, input.pid);
  const row = returned(await db.insert(categories).values(input).returning());
  return viewOf(row);
}

/** Moving a category under itself or a descendant is refused; a rename refreshes its goods' search columns. */
export async function updateCategory(db: Db, input: CategoryUpdate): Promise<Category> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(categories).where(eq(categories.id, input.id)).for('update');
    if (!current) throw new HttpError(404, MessageKey.categoryNotFound);
    await requireParent(tx, input.pid);
    if (input.pid !== null && (await subtreeIds(tx, input.id)).includes(input.pid)) throw new HttpError(400, MessageKey.categoryCycle);
    const row = returned(await tx.update(categories).set({
      pid: input.pid, name: input.name, nameI18n: input.nameI18n, icon: input.icon, sort: input.sort, enabled: input.enabled,
    }).where(eq(categories.id, input.id)).returning());
    const renamed = current.name !== row.name || JSON.stringify(current.nameI18n) !== JSON.stringify(row.nameI18n);
    if (renamed || current.pid !== row.pid) await refreshSearchColumns(tx, { categoryIds: await subtreeIds(tx, input.id) });
    return viewOf(row);
  });
}

/** Only leaves without goods go (children listed in the same request count as going too). */
export async function deleteCategories(db: Db, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    if (found.length !== new Set(ids).size) throw new HttpError(404, MessageKey.categoryNotFound);
    const children = await tx.select({ id: categories.id }).from(categories).where(inArray(categories.pid, ids));
    if (children.some((c) => !ids.includes(c.id))) throw new HttpError(409, MessageKey.categoryHasChildren);
    const [used] = await tx.select({ id: goods.id }).from(goods).where(inArray(goods.categoryId, ids)).limit(1);
    if (used) throw new HttpError(409, MessageKey.categoryHasGoods);
    await tx.delete(categories).where(inArray(categories.id, ids));
  });
}
