import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

/**
 * What rows of other users a staff member may see (docs/back-office.md "Data scope"): every row, or the rows of
 * users in some departments plus the staff member's own. Roles add up: the union of their scopes, and one role
 * with scope `all` (or being an administrator) gives everything.
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'limited'; deptIds: readonly number[]; userId: number };

type ScopeRow = { all_rows: boolean; dept_ids: number[] | null };

/**
 * The data scope of a signed-in user, in one query: `dept` roles reach the user's own department and every one
 * below it, `custom` roles their chosen departments and every one below those, `self` roles nothing but the
 * user's own rows. Read on each call (no cache), so a changed role or department counts at the next request.
 */
export async function dataScopeOf(db: DbOrTx, principal: { userId: number; isAdmin: boolean }): Promise<DataScope> {
  if (principal.isAdmin) return { kind: 'all' };
  const [row] = await queryRows<ScopeRow>(db, sql`
    with recursive held as (
      select r.id, r.data_scope from sys_users_roles ur join sys_role r on r.id = ur.role_id
      where ur.user_id = ${principal.userId}
    ), base as (
      select u.dept_id as id from sys_user u
      where u.id = ${principal.userId} and u.dept_id is not null and exists (select 1 from held where data_scope = 'dept')
      union
      select rd.dept_id from sys_roles_depts rd join held h on h.id = rd.role_id where h.data_scope = 'custom'
    ), tree as (
      select id from base
      union
      select d.id from sys_dept d join tree t on d.pid = t.id
    )
    select exists (select 1 from held where data_scope = 'all') as all_rows,
      array(select id from tree order by id) as dept_ids`);
  if (row?.all_rows) return { kind: 'all' };
  return { kind: 'limited', deptIds: row?.dept_ids ?? [], userId: principal.userId };
}

/**
 * The condition that keeps a query to the scope: `deptOf` is the department column of the row's user, `userOf`
 * its user id column (for example `u.dept_id` and `u.id` for users, the buyer's `dept_id` and `o.user_id` for
 * orders).
 */
export function inScope(scope: DataScope, deptOf: SQL, userOf: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  const ids = scope.deptIds.length ? sql.join(scope.deptIds.map((id) => sql`${id}`), sql`, `) : null;
  return ids
    ? sql`(${deptOf} in (${ids}) or ${userOf} = ${scope.userId})`
    : sql`${userOf} = ${scope.userId}`;
}

/** Whether a department lies inside the scope (departments themselves, for the department tree and pickers). */
export function deptInScope(scope: DataScope, deptId: number): boolean {
  return scope.kind === 'all' || scope.deptIds.includes(deptId);
}

/** The scope's condition for rows owned by a user (orders, payments): the owner's department decides. */
export const ownerInScope = (scope: DataScope, ownerId: SQL | AnyColumn): SQL =>
  inScope(scope, sql`(select su.dept_id from sys_user su where su.id = ${ownerId})`, sql`${ownerId}`);

/**
 * The same condition as ownerInScope written as a semi-join: the owners of the scope's departments are read once per
 * statement rather than one lookup per row, which a statement over a whole period's orders needs (the dashboard,
 * docs/dashboard.md "Speed": 100,000 orders).
 */
export function ownerInScopeSet(scope: DataScope, ownerId: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (!scope.deptIds.length) return sql`${ownerId} = ${scope.userId}`;
  const ids = sql.join(scope.deptIds.map((id) => sql`${id}`), sql`, `);
  return sql`(${ownerId} in (select su.id from sys_user su where su.dept_id in (${ids})) or ${ownerId} = ${scope.userId})`;
}

/** Whether one user's rows lie inside the scope (a read by id answers 404 when they do not). */
export async function userInScope(db: DbOrTx, scope: DataScope, userId: number): Promise<boolean> {
  if (scope.kind === 'all') return true;
  const [row] = await queryRows<{ ok: boolean }>(db, sql`select ${ownerInScope(scope, sql`${userId}::int`)} as ok`);
  return Boolean(row?.ok);
}

/**
 * The same condition as ownerInScope as `owner = any(array)`: a row source with an index leading on the owner reads
 * the scope's owners' rows only, where ownerInScopeSet's `in (…) or` is a filter over every row (the dashboard's
 * per-buyer rollup, docs/dashboard.md "Every buyer": a department's buyers hold a few per cent of a period's rows).
 */
export function ownerInScopeList(scope: DataScope, ownerId: SQL): SQL {
  if (scope.kind === 'all') return sql`true`;
  if (!scope.deptIds.length) return sql`${ownerId} = ${scope.userId}`;
  const ids = sql.join(scope.deptIds.map((id) => sql`${id}`), sql`, `);
  return sql`${ownerId} = any(array(select su.id from sys_user su where su.dept_id in (${ids})) || ${scope.userId}::int)`;
}
