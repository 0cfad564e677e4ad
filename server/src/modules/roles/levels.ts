import { sql } from 'drizzle-orm';
import { BOTTOM_ROLE_LEVEL } from 'shared-contracts/api/roles';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { ADMIN_ROLE } from 'shared-contracts/permission';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';

/**
 * Role levels (docs/back-office.md "Levels"): a smaller number is higher. Nobody creates, edits, assigns or deletes
 * a role above their own highest level, nor manages a user whose highest role is above it. Administrators rank 0,
 * above every role; so does the `admin` role itself whatever its stored level, or a holder of level 1 could hand
 * themselves the role that passes every check.
 */
export const ADMIN_LEVEL = 0;
/** A user without roles ranks below every role. */
export const NO_ROLE_LEVEL = BOTTOM_ROLE_LEVEL + 1;

export const rankOf = (role: { name: string; level: number }): number => (role.name === ADMIN_ROLE ? ADMIN_LEVEL : role.level);

/** The highest rank of each user (the built-in administrator and holders of `admin` rank 0). */
export async function userRanks(db: DbOrTx, userIds: readonly number[]): Promise<Map<number, number>> {
  if (!userIds.length) return new Map();
  const list = sql.join(userIds.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ id: number; rank: number }>(db, sql`
    select u.id, case when u.is_admin then ${ADMIN_LEVEL}
      else coalesce(min(case when r.name = ${ADMIN_ROLE} then ${ADMIN_LEVEL} else r.level end), ${NO_ROLE_LEVEL}) end as rank
    from sys_user u left join sys_users_roles ur on ur.user_id = u.id left join sys_role r on r.id = ur.role_id
    where u.id in (${list}) group by u.id, u.is_admin`);
  return new Map(rows.map((r) => [r.id, Number(r.rank)]));
}

/** The caller's own rank; an administrator (the flag or the `admin` role) ranks 0. */
export async function callerRank(db: DbOrTx, principal: { userId: number; isAdmin: boolean }): Promise<number> {
  if (principal.isAdmin) return ADMIN_LEVEL;
  return (await userRanks(db, [principal.userId])).get(principal.userId) ?? NO_ROLE_LEVEL;
}

/** 403 system.levelForbidden when the target ranks above the caller (a smaller number); the same rank is allowed. */
export function requireRank(caller: number, target: number): void {
  if (target < caller) throw new HttpError(403, MessageKey.sysLevelForbidden);
}
