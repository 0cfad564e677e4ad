import { canonicalIdentity } from 'shared-contracts/identity';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { authTokens, users } from '../../db/schema';

/** Every query here takes the signed-in user's id: the personal centre only ever touches its own row. */

export type ProfileFields = { nickName: string; phone: string; areaCode: string; gender: string | null };

export async function updateProfile(db: DbOrTx, userId: number, fields: ProfileFields): Promise<boolean> {
  const updated = await db.update(users).set({ ...fields, updatedAt: new Date() })
    .where(eq(users.id, userId)).returning({ id: users.id });
  return updated.length === 1;
}

export type Credentials = { username: string; email: string | null; passwordHash: string };

export async function findCredentials(db: DbOrTx, userId: number): Promise<Credentials | null> {
  const [row] = await db.select({ username: users.username, email: users.email, passwordHash: users.passwordHash })
    .from(users).where(eq(users.id, userId));
  return row ?? null;
}

/**
 * Sets the avatar name and answers the one it replaces. The row lock makes two uploads at once take turns,
 * so each learns the name the other wrote and no stored file is left without a user.
 */
export async function swapAvatarName(tx: DbOrTx, userId: number, avatarName: string): Promise<{ previous: string | null } | null> {
  const [row] = await queryRows<{ avatar_name: string | null }>(tx, sql`
    select avatar_name from sys_user where id = ${userId} for update`);
  if (!row) return null;
  await tx.update(users).set({ avatarName, updatedAt: new Date() }).where(eq(users.id, userId));
  return { previous: row.avatar_name };
}

/**
 * Replaces the password hash only if it is still the one the old password was checked against, so of two
 * changes at once the second fails instead of silently overwriting the first.
 */
export async function replacePasswordHash(tx: DbOrTx, userId: number, expected: string, next: string): Promise<boolean> {
  const updated = await tx.update(users).set({ passwordHash: next, pwdResetTime: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.passwordHash, expected))).returning({ id: users.id });
  return updated.length === 1;
}

/** Signs the user out everywhere except the session that asked. */
export async function revokeOtherTokens(tx: DbOrTx, userId: number, keepTokenId: number): Promise<void> {
  await tx.update(authTokens).set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), ne(authTokens.id, keepTokenId), isNull(authTokens.revokedAt)));
}

/** Whether another account already has the address (in its canonical form, as the unique index compares). */
export async function emailTakenByOther(tx: DbOrTx, userId: number, email: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`
    select id from sys_user where email_canonical = ${canonicalIdentity(email)} and id <> ${userId} limit 1`);
  return rows.length > 0;
}

export async function setEmail(tx: DbOrTx, userId: number, email: string): Promise<void> {
  await tx.update(users).set({ email, emailCanonical: canonicalIdentity(email), updatedAt: new Date() }).where(eq(users.id, userId));
}
