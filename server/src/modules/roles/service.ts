import type { Page } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  dataScopes, type DataScopeKind, type Role, type RoleBody, type RoleMenusBody, type RoleOption, type RoleQuery, type RoleUpdate,
} from 'shared-contracts/api/roles';
import type { Db, DbOrTx } from '../../db/connect';
import { SqlState, constraintViolationOf } from '../../db/constraint-violation';
import { cleanI18n } from '../../db/i18n-text';
import { iso } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import type { DataScope } from '../data-scope/data-scope';
import { deptInScope } from '../data-scope/data-scope';
import { ALL_ROLES } from '../menus/seed-data';
import { callerRank, rankOf, requireRank } from './levels';
import { allMenuNodes, grantableMenuIds, withAncestors } from './menu-grants';
import * as repo from './repository';

/** The roles the reference seed makes: code refers to them by name (registration, seeds), so they stay. */
const BUILT_IN_ROLES: ReadonlySet<string> = new Set(ALL_ROLES);

/** Who is acting: their principal, data scope and rank, read once per request. */
export type Actor = { principal: { userId: number; isAdmin: boolean }; scope: DataScope };

const scopeKindOf = (value: string): DataScopeKind => dataScopes.find((s) => s === value) ?? 'self';

function parseDepts(value: repo.RoleRow['depts']): Role['depts'] {
  const list = typeof value === 'string' ? JSON.parse(value) as repo.RoleRow['depts'] : value;
  return (Array.isArray(list) ? list : []).map((d) => ({ id: d.id, name: d.name, nameI18n: cleanI18n(d.nameI18n) }));
}

const toRole = (row: repo.RoleRow): Role => ({
  id: row.id,
  name: row.name,
  title: row.title,
  titleI18n: cleanI18n(row.title_i18n),
  level: row.level,
  dataScope: scopeKindOf(row.data_scope),
  description: row.description,
  descriptionI18n: cleanI18n(row.description_i18n),
  depts: parseDepts(row.depts),
  menuIds: row.menu_ids ?? [],
  userCount: Number(row.user_count),
  createTime: iso(row.created_at),
});

export const toRoleOption = (row: repo.RoleOptionRow): RoleOption => ({
  id: row.id, name: row.name, title: row.title, titleI18n: cleanI18n(row.title_i18n), level: row.level,
});

export async function listRoles(db: DbOrTx, q: RoleQuery): Promise<Page<Role>> {
  const { rows, total } = await repo.listRoles(db, q);
  return { content: rows.map(toRole), totalElements: total };
}

export async function getRole(db: DbOrTx, id: number): Promise<Role> {
  const row = await repo.findRole(db, id);
  if (!row) throw new HttpError(404, MessageKey.sysRoleNotFound);
  return toRole(row);
}

/**
 * A data scope may not reach beyond the caller's own (docs/back-office.md): giving a role `all` needs a caller who
 * sees all (a role that has it may keep it), and the departments of a `custom` scope must lie inside the caller's
 * scope (else they "do not exist").
 */
async function checkScope(tx: DbOrTx, actor: Actor, body: RoleBody, before: DataScopeKind | null): Promise<void> {
  if (body.dataScope === 'all' && before !== 'all' && actor.scope.kind !== 'all') throw new HttpError(403, MessageKey.forbidden);
  if (body.dataScope !== 'custom') return;
  const found = await repo.existingDeptIds(tx, body.deptIds);
  if (body.deptIds.some((id) => !found.has(id) || !deptInScope(actor.scope, id))) throw new HttpError(400, MessageKey.sysDeptNotFound);
}

/**
 * The departments to store: those the caller chose, and those of the stored scope the caller cannot see (they
 * cannot have meant to drop what was never shown to them).
 */
function scopeDeptsToStore(actor: Actor, body: RoleBody, existing: Role | null): number[] {
  if (body.dataScope !== 'custom') return [];
  const hidden = (existing?.depts ?? []).map((d) => d.id).filter((id) => !deptInScope(actor.scope, id));
  return [...new Set([...body.deptIds, ...hidden])];
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (constraintViolationOf(err, SqlState.unique) === 'sys_role_name_uq') throw new HttpError(409, MessageKey.sysRoleNameTaken);
    // A chosen department deleted meanwhile.
    if (constraintViolationOf(err, SqlState.foreignKey) !== null) throw new HttpError(400, MessageKey.sysDeptNotFound);
    throw err;
  }
}

export async function createRole(db: Db, actor: Actor, body: RoleBody): Promise<Role> {
  const rank = await callerRank(db, actor.principal);
  requireRank(rank, rankOf(body));
  return saving(() => db.transaction(async (tx) => {
    await checkScope(tx, actor, body, null);
    const id = await repo.insertRole(tx, body);
    await repo.setRoleDepts(tx, id, scopeDeptsToStore(actor, body, null));
    return getRole(tx, id);
  }));
}

export async function updateRole(db: Db, actor: Actor, body: RoleUpdate): Promise<Role> {
  const rank = await callerRank(db, actor.principal);
  return saving(() => db.transaction(async (tx) => {
    const row = await repo.findRole(tx, body.id, { forUpdate: true });
    if (!row) throw new HttpError(404, MessageKey.sysRoleNotFound);
    requireRank(rank, rankOf(row));
    requireRank(rank, rankOf(body));
    if (BUILT_IN_ROLES.has(row.name) && body.name !== row.name) throw new HttpError(400, MessageKey.sysRoleBuiltIn);
    await checkScope(tx, actor, body, scopeKindOf(row.data_scope));
    await repo.updateRole(tx, body.id, body);
    await repo.setRoleDepts(tx, body.id, scopeDeptsToStore(actor, body, toRole(row)));
    return getRole(tx, body.id);
  }));
}

/**
 * Replaces the role's menus with `menuIds` and every ancestor of them. What the role gains must be grantable by
 * the caller (403 system.menuNotGrantable); what it loses need not be.
 */
export async function setRoleMenus(db: Db, actor: Actor, body: RoleMenusBody): Promise<Role> {
  const rank = await callerRank(db, actor.principal);
  return db.transaction(async (tx) => {
    const row = await repo.findRole(tx, body.id, { forUpdate: true });
    if (!row) throw new HttpError(404, MessageKey.sysRoleNotFound);
    requireRank(rank, rankOf(row));
    const nodes = await allMenuNodes(tx);
    const known = new Set(nodes.map((n) => n.id));
    if (body.menuIds.some((id) => !known.has(id))) throw new HttpError(400, MessageKey.menuNotFound);
    const next = withAncestors(body.menuIds, nodes);
    const grantable = await grantableMenuIds(tx, actor.principal);
    const current = new Set(row.menu_ids ?? []);
    if (grantable && [...next].some((id) => !current.has(id) && !grantable.has(id))) {
      throw new HttpError(403, MessageKey.sysMenuNotGrantable);
    }
    await repo.setRoleMenus(tx, body.id, [...next].sort((a, b) => a - b));
    return getRole(tx, body.id);
  });
}

/** All or nothing: each role must exist, rank no higher than the caller, be no built-in role and have no users. */
export async function deleteRoles(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  const rank = await callerRank(db, actor.principal);
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const found = await repo.lockRoles(tx, unique);
    if (found.length !== unique.length) throw new HttpError(404, MessageKey.sysRoleNotFound);
    for (const role of found) requireRank(rank, rankOf(role));
    if (found.some((r) => BUILT_IN_ROLES.has(r.name))) throw new HttpError(400, MessageKey.sysRoleBuiltIn);
    if (await repo.rolesHeld(tx, unique)) throw new HttpError(400, MessageKey.sysRoleInUse);
    await repo.deleteRoles(tx, unique);
  });
}
