import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/connect';
import { menus, roles, rolesMenus } from '../db/schema';
import { seedMenuTree, type SeedMenu } from '../modules/menus/seed-data';

// Any constant works; it only has to be the same in every server process that seeds.
const MENU_SEED_LOCK = 7_340_102;

type RoleState = { id: number; hadLinks: boolean };

async function findExisting(db: DbOrTx, node: SeedMenu, pid: number | null): Promise<number | null> {
  const where = node.type === 2
    ? and(eq(menus.type, 2), eq(menus.permission, node.key), pid === null ? isNull(menus.pid) : eq(menus.pid, pid))
    : eq(menus.componentName, node.key);
  const [row] = await db.select({ id: menus.id }).from(menus).where(where).orderBy(menus.id).limit(1);
  return row?.id ?? null;
}

async function insertNode(db: DbOrTx, node: SeedMenu, pid: number | null, sort: number): Promise<number> {
  const isButton = node.type === 2;
  const [row] = await db.insert(menus).values({
    pid,
    type: node.type,
    title: node.title,
    titleI18n: { en: node.en, vi: node.vi },
    componentName: isButton ? null : node.key,
    component: node.component ?? null,
    menuSort: sort,
    icon: node.icon ?? null,
    path: node.path ?? null,
    iFrame: node.iFrame ?? false,
    cache: node.cache ?? false,
    hidden: false,
    permission: isButton ? node.key : null,
  }).returning({ id: menus.id });
  if (!row) throw new Error(`seeding menu ${node.key} returned nothing`);
  return row.id;
}

async function seedNode(
  db: DbOrTx, node: SeedMenu, pid: number | null, sort: number, inherited: string[], roleStates: Map<string, RoleState>,
): Promise<void> {
  const existing = await findExisting(db, node, pid);
  const id = existing ?? await insertNode(db, node, pid, node.sort ?? sort);
  const roleNames = new Set(['admin', ...(node.roles ?? inherited)]);
  // A new entry goes to its roles; an existing one only to a role that has no menus yet (it was created after
  // the menus were seeded). A link an admin removed from a role with other menus stays removed.
  const links = [...roleNames].flatMap((name) => {
    const role = roleStates.get(name);
    return role && (existing === null || !role.hadLinks) ? [{ roleId: role.id, menuId: id }] : [];
  });
  if (links.length) await db.insert(rolesMenus).values(links).onConflictDoNothing();
  for (const [i, child] of (node.children ?? []).entries()) {
    await seedNode(db, child, id, (i + 1) * 10, node.roles ?? inherited, roleStates);
  }
}

/**
 * The demo menus and which roles see them. Idempotent by natural key (component name; a button's permission
 * under its parent): an existing entry is never changed, a missing one is added. Roles are looked up by name
 * (the accounts seed makes them); a role that does not exist is skipped.
 */
export async function seedMenus(db: DbOrTx): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${MENU_SEED_LOCK})`);
  const names = ['admin', 'operator', 'purchaser', 'supplier', 'cooperative'];
  const found = await db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names));
  const linked = found.length
    ? await db.selectDistinct({ roleId: rolesMenus.roleId }).from(rolesMenus).where(inArray(rolesMenus.roleId, found.map((r) => r.id)))
    : [];
  const withLinks = new Set(linked.map((l) => l.roleId));
  const roleStates = new Map(found.map((r) => [r.name, { id: r.id, hadLinks: withLinks.has(r.id) }]));
  await renameComponents(db);
  for (const [i, node] of seedMenuTree.entries()) await seedNode(db, node, null, (i + 1) * 10, [], roleStates);
}

/**
 * Component paths the seed once wrote and later renamed (issue 8: one module per page, so the cart menu entry
 * and `/myCart` open `mall/MyCart`). Entries are otherwise never changed, but a database seeded before the
 * rename would open a component that no longer exists; only rows still holding the old path move.
 */
const RENAMED_COMPONENTS: Record<string, string> = { 'mall/Cart': 'mall/MyCart' };

async function renameComponents(db: DbOrTx): Promise<void> {
  for (const [from, to] of Object.entries(RENAMED_COMPONENTS)) {
    await db.update(menus).set({ component: to }).where(eq(menus.component, from));
  }
  // Issue 10: the SQL monitor was an iFrame to /druid/index.html, a page no server of ours serves; the seeded
  // entry (still pointing there) becomes the portal's own page. An entry an admin pointed elsewhere stays.
  await db.update(menus).set({ iFrame: false, path: 'sql', component: 'admin/monitor/Sql' })
    .where(and(eq(menus.componentName, 'Sql'), eq(menus.iFrame, true), eq(menus.path, '/druid/index.html')));
}
