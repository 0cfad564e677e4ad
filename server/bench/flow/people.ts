import { eq } from 'drizzle-orm';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { Db } from '../../src/db/connect';
import { roles, users, usersRoles } from '../../src/db/schema';
import { issueToken } from '../../src/modules/auth/tokens';
import { seedMenus } from '../../src/seed/menus';
import type { Person } from './buyer';

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng'];
const GIVEN = ['Văn An', 'Thị Bích', 'Minh Châu', 'Quốc Dũng', 'Thu Hà', 'Đức Huy', 'Ngọc Lan', 'Thanh Sơn', 'Hải Yến', 'Gia Bảo'];

/** Accounts made straight in the database with a signed-in token each (the run measures the flow, not sign-in). */
export async function makePeople(db: Db, roleName: 'purchaser' | 'operator', count: number, prefix: string): Promise<Person[]> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, roleName));
  if (!role) throw new Error(`no role ${roleName}: was the reference data seeded?`);
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${prefix}${String(i + 1).padStart(3, '0')}`;
    const name = `${FAMILY[i % FAMILY.length]} ${GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length]}`;
    const [user] = await db.insert(users).values({
      username, usernameCanonical: canonicalIdentity(username), nickName: name, passwordHash: 'bench-no-password',
      accountType: roleName === 'operator' ? 'staff' : roleName,
    }).returning({ id: users.id });
    if (!user) throw new Error(`could not make ${username}`);
    await db.insert(usersRoles).values({ userId: user.id, roleId: role.id });
    people.push({ userId: user.id, token: await issueToken(db, { userId: user.id, rememberMe: true, ip: null, userAgent: 'bench-flow' }), name });
  }
  await seedMenus(db);
  return people;
}
