import { canonicalIdentity } from 'shared-contracts/identity';
import { eq } from 'drizzle-orm';
import { roles, users, usersRoles } from '../src/db/schema';
import { issueToken } from '../src/modules/auth/tokens';
import { seedMenus } from '../src/seed/menus';
import type { TestServer } from './test-server';

/** The demo accounts (seed/accounts.ts) and the role each holds. */
export const demoRoleOf = { admin: 'admin', operator: 'operator', buyer: 'purchaser' } as const;
export type DemoUser = keyof typeof demoRoleOf;

/**
 * A user with one role, made directly in the database, and a token for it. Used for extra users (a second
 * buyer) and for the demo users when the accounts seed has not made them.
 */
export async function makeUser(server: TestServer, username: string, roleName: string): Promise<{ userId: number; token: string }> {
  const db = server.database.db;
  await db.insert(roles).values({ name: roleName, title: roleName }).onConflictDoNothing();
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  const [user] = await db.insert(users).values({
    username, usernameCanonical: canonicalIdentity(username), nickName: username, passwordHash: 'not-a-hash', accountType: roleName === 'admin' || roleName === 'operator' ? 'staff' : roleName,
  }).returning({ id: users.id });
  if (!role || !user) throw new Error(`could not make user ${username}`);
  await db.insert(usersRoles).values({ userId: user.id, roleId: role.id });
  // The menus seed links a role that has no menus yet, as it does when the accounts seed runs after it.
  await seedMenus(db);
  const token = await issueToken(db, { userId: user.id, rememberMe: false, ip: null, userAgent: 'test' });
  return { userId: user.id, token };
}

/** Signs in as a demo user: through `POST auth/login` when the accounts seed made it, else made here. */
export async function signIn(server: TestServer, who: DemoUser): Promise<string> {
  const [existing] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, who));
  if (existing) return server.login(who);
  return (await makeUser(server, who, demoRoleOf[who])).token;
}
