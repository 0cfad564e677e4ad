import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { roles, users, usersRoles } from '../src/db/schema';
import { seedDemo } from '../src/seed/demo';
import { seedMenus } from '../src/seed/menus';
import { issueToken } from '../src/modules/auth/tokens';
import { freshDatabase } from './fresh-database';

/**
 * The real app in its own process on a fresh database: a temporary PGlite data directory, or a new database
 * on the PostgreSQL server at DATABASE_URL. Seeds the demo data, signs a buyer in and reports URL and token.
 */
const base = loadConfig({ ...process.env, NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: process.argv[2] ?? 'warn' });
const { database, config, dispose } = await freshDatabase(base);
await seedDemo(database.db);

// The demo buyer when the accounts seed made it, otherwise a purchaser made here.
const db = database.db;
let [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer'));
if (!user) {
  await db.insert(roles).values({ name: 'purchaser', title: 'purchaser' }).onConflictDoNothing();
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'purchaser'));
  [user] = await db.insert(users).values({ username: 'bench', usernameCanonical: 'bench', nickName: 'bench', passwordHash: 'x', accountType: 'purchaser' })
    .returning({ id: users.id });
  if (!role || !user) throw new Error('could not make the bench user');
  await db.insert(usersRoles).values({ userId: user.id, roleId: role.id });
  await seedMenus(db);
}
const token = await issueToken(db, { userId: user.id, rememberMe: false, ip: null, userAgent: 'bench' });

const app = await buildApp(config, database);
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ url: `http://127.0.0.1:${(app.server.address() as { port: number }).port}`, token, driver: database.driver });
process.on('disconnect', () => {
  void (async () => {
    await app.close();
    await dispose();
    process.exit(0);
  })();
});
