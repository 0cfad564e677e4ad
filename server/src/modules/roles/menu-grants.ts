import { sql } from 'drizzle-orm';
import type { RoleMenuNode } from 'shared-contracts/api/roles';
import type { DbOrTx } from '../../db/connect';
import { cleanI18n } from '../../db/i18n-text';
import { queryRows } from '../../db/rows';
import type { I18nText } from '../../db/schema';
import { nest } from '../menus/tree';

type MenuNodeRow = { id: number; pid: number | null; type: number; title: string; title_i18n: I18nText | null; permission: string | null };

export async function allMenuNodes(db: DbOrTx): Promise<MenuNodeRow[]> {
  return queryRows<MenuNodeRow>(db, sql`
    select id, pid, type, title, title_i18n, permission from sys_menu order by menu_sort, id`);
}

/**
 * What a user may grant (docs/back-office.md "Who may do what"): the menus and buttons their own roles grant, and
 * the directories and pages above them. `null` for an administrator: everything.
 */
export async function grantableMenuIds(db: DbOrTx, principal: { userId: number; isAdmin: boolean }): Promise<Set<number> | null> {
  if (principal.isAdmin) return null;
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive held as (
      select rm.menu_id as id from sys_users_roles ur join sys_roles_menus rm on rm.role_id = ur.role_id
      where ur.user_id = ${principal.userId}
      union
      select m.pid from sys_menu m join held h on m.id = h.id where m.pid is not null
    ) select id from held`);
  return new Set(rows.map((r) => r.id));
}

/** The ids with every ancestor of each (a granted button brings its page and directory, so the menu shows them). */
export function withAncestors(ids: readonly number[], nodes: readonly MenuNodeRow[]): Set<number> {
  const parentOf = new Map(nodes.map((n) => [n.id, n.pid]));
  const out = new Set<number>();
  for (const id of ids) {
    for (let at: number | null | undefined = id; at != null && !out.has(at); at = parentOf.get(at)) out.add(at);
  }
  return out;
}

export async function roleMenuTree(db: DbOrTx, principal: { userId: number; isAdmin: boolean }): Promise<RoleMenuNode[]> {
  const [nodes, grantable] = await Promise.all([allMenuNodes(db), grantableMenuIds(db, principal)]);
  return nest(nodes.map((n) => ({
    id: n.id,
    pid: n.pid,
    type: n.type,
    title: n.title,
    titleI18n: cleanI18n(n.title_i18n),
    permission: n.permission,
    grantable: grantable === null || grantable.has(n.id),
  })));
}
