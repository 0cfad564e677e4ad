import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { Db } from '../db/connect';
import { queryRows } from '../db/rows';
import { hashPassword } from '../modules/auth/passwords';
import { seedRoles } from './accounts';

export const ADMIN_USERNAME = 'admin';

export type AdminBootstrap = { created: false } | { created: true; generatedPassword: string | null };

/**
 * The first administrator of an empty database (docs/production.md): account `admin` with `password` (the
 * ADMIN_PASSWORD of the first start) or, without one, a strong generated password the caller prints once.
 * An existing `admin` is never touched, so the variable means nothing after the first start.
 */
export async function ensureAdminAccount(db: Db, password: string | null): Promise<AdminBootstrap> {
  const canonical = canonicalIdentity(ADMIN_USERNAME);
  const [existing] = await queryRows<{ id: number }>(db, sql`select id from sys_user where username_canonical = ${canonical}`);
  if (existing) return { created: false };
  const generatedPassword = password ? null : crypto.randomBytes(18).toString('base64url');
  const hash = await hashPassword(password ?? generatedPassword ?? '');
  const created = await db.transaction(async (tx) => {
    const roleId = (await seedRoles(tx)).get('admin');
    const [user] = await queryRows<{ id: number }>(tx, sql`
      insert into sys_user (username, username_canonical, nick_name, password_hash, account_type, is_admin)
      values (${ADMIN_USERNAME}, ${canonical}, ${'系统管理员'}, ${hash}, 'staff', true)
      on conflict do nothing returning id`);
    if (user && roleId !== undefined) {
      await tx.execute(sql`insert into sys_users_roles (user_id, role_id) values (${user.id}, ${roleId}) on conflict do nothing`);
    }
    return Boolean(user);
  });
  // Another process made it meanwhile: theirs stands, and this one has nothing to print.
  return created ? { created: true, generatedPassword } : { created: false };
}
