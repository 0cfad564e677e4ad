import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { DEFAULT_ROLE } from 'shared-contracts/api/auth';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { authTokens } from '../../db/schema';

export const REMEMBER_ME_TTL_MS = 24 * 60 * 60 * 1000;
export const IDLE_TTL_MS = 2 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so a busy session is not a write per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/**
 * A token past its absolute end is kept this long (who signed in from where, for support), then deleted by the
 * scheduled task of token-purge-task.ts.
 */
export const DEAD_TOKEN_RETENTION_DAYS = 7;

export type Principal = {
  userId: number;
  username: string;
  tokenId: number;
  /** Role names then permission codes (SPEC §6). */
  roles: string[];
  isAdmin: boolean;
};

export const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export async function issueToken(
  db: DbOrTx,
  input: { userId: number; rememberMe: boolean; ip: string | null; userAgent: string | null },
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  // Without rememberMe the token also ends after a day at the latest, however active the session.
  await db.insert(authTokens).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    rememberMe: input.rememberMe,
    expiresAt: new Date(Date.now() + REMEMBER_ME_TTL_MS),
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/**
 * Deletes tokens whose absolute end (`expires_at`, a day after issue at most) lies more than
 * DEAD_TOKEN_RETENTION_DAYS before `now`: none of them can authenticate any more. Idempotent (a second run, or
 * two at once, finds nothing more to delete). Answers how many it deleted.
 */
export async function purgeDeadTokens(db: DbOrTx, now: Date = new Date()): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    with gone as (
      delete from auth_token
      where expires_at < ${now.toISOString()}::timestamptz - make_interval(days => ${DEAD_TOKEN_RETENTION_DAYS}) returning 1
    ) select count(*)::int as n from gone`);
  return Number(row?.n ?? 0);
}

export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

export async function revokeUserTokens(db: DbOrTx, userId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

type PrincipalRow = {
  token_id: number; remember_me: boolean; last_seen_at: Date; user_id: number; username: string;
  is_admin: boolean; role_names: string[] | null; permissions: string[] | null;
};

/** One query: a live token of an enabled user, with its role names and permission codes. */
export async function findPrincipal(db: DbOrTx, token: string): Promise<Principal | null> {
  const idleSeconds = IDLE_TTL_MS / 1000;
  const [row] = await queryRows<PrincipalRow>(db, sql`
    select t.id as token_id, t.remember_me, t.last_seen_at, u.id as user_id, u.username, u.is_admin,
      array(select r.name from sys_users_roles ur join sys_role r on r.id = ur.role_id
            where ur.user_id = u.id order by r.level, r.id) as role_names,
      array(select distinct m.permission from sys_users_roles ur
            join sys_roles_menus rm on rm.role_id = ur.role_id
            join sys_menu m on m.id = rm.menu_id
            where ur.user_id = u.id and m.permission is not null and m.permission <> ''
            order by m.permission) as permissions
    from auth_token t join sys_user u on u.id = t.user_id
    where t.token_hash = ${hashToken(token)} and t.revoked_at is null and t.expires_at > now() and u.enabled
      and (t.remember_me or t.last_seen_at > now() - make_interval(secs => ${idleSeconds}))`);
  if (!row) return null;
  if (!row.remember_me && Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_INTERVAL_MS) {
    await db.update(authTokens).set({ lastSeenAt: new Date() }).where(eq(authTokens.id, row.token_id));
  }
  return {
    userId: row.user_id,
    username: row.username,
    tokenId: row.token_id,
    roles: rolesOf(row.role_names ?? [], row.permissions ?? []),
    isAdmin: row.is_admin || (row.role_names ?? []).includes('admin'),
  };
}

export function rolesOf(roleNames: string[], permissions: string[]): string[] {
  const all = [...roleNames, ...permissions.filter((p) => !roleNames.includes(p))];
  return all.length ? all : [DEFAULT_ROLE];
}
