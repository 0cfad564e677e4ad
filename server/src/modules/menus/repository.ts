import { and, asc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { menus } from '../../db/schema';

export type MenuRow = typeof menus.$inferSelect;
export type MenuRowWithCount = MenuRow & { subCount: number };
export type MenuValues = Omit<typeof menus.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

const subCount = sql<number>`(select count(*)::int from sys_menu c where c.pid = sys_menu.id)`.as('sub_count');
const order = [asc(menus.menuSort), asc(menus.id)];

function selectWithCount(db: DbOrTx) {
  return db.select({ menu: menus, subCount }).from(menus);
}
const flatten = (rows: { menu: MenuRow; subCount: number }[]): MenuRowWithCount[] =>
  rows.map((r) => ({ ...r.menu, subCount: Number(r.subCount) }));

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Rows of `GET api/menus`: a filter by parent (null = top level) and/or a fuzzy text. */
export async function listMenus(
  db: DbOrTx,
  filter: { pid?: number | null; blurry?: string },
  page: { offset: number; limit: number },
): Promise<{ rows: MenuRowWithCount[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.pid !== undefined) conditions.push(filter.pid === null ? isNull(menus.pid) : eq(menus.pid, filter.pid));
  if (filter.blurry) {
    const like = `%${escapeLike(filter.blurry)}%`;
    conditions.push(or(
      ilike(menus.title, like), ilike(menus.component, like), ilike(menus.componentName, like), ilike(menus.permission, like),
      sql`${menus.titleI18n}->>'en' ilike ${like}`, sql`${menus.titleI18n}->>'vi' ilike ${like}`,
    ) as SQL);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    selectWithCount(db).where(where).orderBy(...order).offset(page.offset).limit(page.limit),
    db.select({ n: sql<number>`count(*)::int` }).from(menus).where(where),
  ]);
  return { rows: flatten(rows), total: Number(count?.n ?? 0) };
}

export async function childrenOf(db: DbOrTx, pid: number | null): Promise<MenuRowWithCount[]> {
  const rows = await selectWithCount(db).where(pid === null ? isNull(menus.pid) : eq(menus.pid, pid)).orderBy(...order);
  return flatten(rows);
}

export async function findMenu(db: DbOrTx, id: number, opts: { forUpdate?: boolean } = {}): Promise<MenuRow | null> {
  const query = db.select().from(menus).where(eq(menus.id, id));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function existingIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: menus.id }).from(menus).where(inArray(menus.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The ids given and all their descendants. */
export async function subtreeIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive sub(id) as (
      select id from sys_menu where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      union
      select m.id from sys_menu m join sub on m.pid = sub.id
    ) select id from sub order by id`);
  return rows.map((r) => Number(r.id));
}

/** Strict ancestors of the ids given (parents, grandparents, ...). */
export async function ancestorIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive up(id, pid) as (
      select id, pid from sys_menu where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      union
      select m.id, m.pid from sys_menu m join up on m.id = up.pid
    ) select distinct pid as id from up where pid is not null`);
  return rows.map((r) => Number(r.id));
}

/** Entries that are not buttons and hang at the top level or under one of `pids`. */
export async function nonButtonsUnder(db: DbOrTx, pids: number[]): Promise<MenuRowWithCount[]> {
  const underPids = pids.length ? inArray(menus.pid, pids) : undefined;
  const rows = await selectWithCount(db)
    .where(and(ne(menus.type, 2), underPids ? or(isNull(menus.pid), underPids) : isNull(menus.pid)))
    .orderBy(...order);
  return flatten(rows);
}

/** Another entry (not `exceptId`) already using the component name. */
export async function componentNameTaken(db: DbOrTx, componentName: string, exceptId: number | null): Promise<boolean> {
  const rows = await db.select({ id: menus.id }).from(menus)
    .where(and(eq(menus.componentName, componentName), exceptId ? ne(menus.id, exceptId) : undefined)).limit(1);
  return rows.length > 0;
}

/** Another non-button sibling (not `exceptId`) already using the path. */
export async function pathTaken(db: DbOrTx, pid: number | null, path: string, exceptId: number | null): Promise<boolean> {
  const rows = await db.select({ id: menus.id }).from(menus)
    .where(and(
      pid === null ? isNull(menus.pid) : eq(menus.pid, pid),
      ne(menus.type, 2),
      sql`ltrim(${menus.path}, '/') = ${path.replace(/^\/+/, '')}`,
      exceptId ? ne(menus.id, exceptId) : undefined,
    )).limit(1);
  return rows.length > 0;
}

export async function countChildren(db: DbOrTx, id: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(menus).where(eq(menus.pid, id));
  return Number(row?.n ?? 0);
}

export async function insertMenu(db: DbOrTx, values: MenuValues): Promise<MenuRow> {
  const [row] = await db.insert(menus).values(values).returning();
  if (!row) throw new Error('insert into sys_menu returned nothing');
  return row;
}

export async function updateMenu(db: DbOrTx, id: number, values: MenuValues): Promise<MenuRow | null> {
  const [row] = await db.update(menus).set({ ...values, updatedAt: new Date() }).where(eq(menus.id, id)).returning();
  return row ?? null;
}

export async function deleteMenus(db: DbOrTx, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const rows = await db.delete(menus).where(inArray(menus.id, ids)).returning({ id: menus.id });
  return rows.length;
}

/**
 * Directories and pages (no buttons) a user's menu is built from: every entry for an admin, otherwise the
 * entries linked to the user's roles plus their ancestors, so a role linked to a page still gets its directory.
 */
export async function menusForUser(db: DbOrTx, user: { userId: number; isAdmin: boolean }): Promise<MenuRow[]> {
  if (user.isAdmin) return db.select().from(menus).where(ne(menus.type, 2)).orderBy(...order);
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive linked(id, pid) as (
      select m.id, m.pid from sys_menu m
      where m.type <> 2 and m.id in (
        select rm.menu_id from sys_roles_menus rm join sys_users_roles ur on ur.role_id = rm.role_id
        where ur.user_id = ${user.userId})
      union
      select p.id, p.pid from sys_menu p join linked l on p.id = l.pid where p.type <> 2
    ) select distinct id from linked`);
  if (!rows.length) return [];
  return db.select().from(menus).where(inArray(menus.id, rows.map((r) => Number(r.id)))).orderBy(...order);
}

/** Serializes writes to the menu tree, so two concurrent moves cannot build a cycle between them. */
export async function lockMenuTree(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MENU_TREE_LOCK})`);
}
// Any constant works; it only has to be the same in every server process.
const MENU_TREE_LOCK = 7_340_101;
