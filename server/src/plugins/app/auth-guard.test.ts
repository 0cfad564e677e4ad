import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { useTestServer, type TestServer } from '../../../test/harness';
import { makeUser, signIn } from '../../../test/accounts';
import { authTokens, menus, roles, rolesMenus } from '../../db/schema';
import { PRINCIPAL_TTL_MS } from './auth-guard';

/** Revokes a token behind the API's back, as another server process would. */
async function revokeInDatabase(server: TestServer, userId: number) {
  await server.database.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, userId));
}

describe('principal cache (NODE_ENV other than test)', () => {
  const { server } = useTestServer({ env: { NODE_ENV: 'development' } });

  it('lets a change made by another process through only after the TTL', async () => {
    const user = await makeUser(server, 'cached-user', 'purchaser');
    expect((await server.call('GET', '/api/menus/build', { token: user.token })).status).toBe(200);
    await revokeInDatabase(server, user.userId);
    // Within the window the cached principal still answers reads...
    expect((await server.call('GET', '/api/menus/build', { token: user.token })).status).toBe(200);
    // ...but never writes, which always ask the database.
    const remote = { name: 'mall', manifestUrl: '/remotes/mall/mf-manifest.json', version: '1.0.0' };
    expect((await server.call('PUT', '/api/remotes', { token: user.token, body: remote })).status).toBe(401);
    await new Promise((r) => setTimeout(r, PRINCIPAL_TTL_MS + 100));
    expect((await server.call('GET', '/api/menus/build', { token: user.token })).status).toBe(401);
  });

  it('drops cached principals on every write in this process, so a logout takes effect at once', async () => {
    const user = await makeUser(server, 'logout-user', 'purchaser');
    expect((await server.call('GET', '/api/shopCart/myCart', { token: user.token })).status).toBe(200);
    expect((await server.call('DELETE', '/auth/logout', { token: user.token })).status).toBe(200);
    expect((await server.call('GET', '/api/shopCart/myCart', { token: user.token })).status).toBe(401);

    const other = await makeUser(server, 'other-user', 'purchaser');
    expect((await server.call('GET', '/api/shopCart/myCart', { token: other.token })).status).toBe(200);
    await revokeInDatabase(server, other.userId);
    // Any write, even one refused, clears the cache before its answer leaves.
    const menu = { type: 0, title: '缓存', path: 'cache-test' };
    expect((await server.call('POST', '/api/menus', { token: other.token, body: menu })).status).toBe(401);
    expect((await server.call('GET', '/api/shopCart/myCart', { token: other.token })).status).toBe(401);
  });

  it('takes a permission away at once when its button is deleted', async () => {
    const reader = await makeUser(server, 'dict-reader', 'dict_reader');
    const db = server.database.db;
    const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'dict_reader'));
    const [button] = await db.select({ id: menus.id }).from(menus).where(eq(menus.permission, 'dict:list'));
    if (!role || !button) throw new Error('seed lacks the dict:list button');
    await db.insert(rolesMenus).values({ roleId: role.id, menuId: button.id });
    expect((await server.call('GET', '/api/dict', { token: reader.token })).status).toBe(200);
    const admin = await signIn(server, 'admin');
    expect((await server.call('DELETE', '/api/menus', { token: admin, body: [button.id] })).status).toBe(200);
    expect((await server.call('GET', '/api/dict', { token: reader.token })).status).toBe(403);
  });
});

describe('principal cache under NODE_ENV=test', () => {
  const { server } = useTestServer();

  it('is off, so a token revoked in the database is refused on the next request', async () => {
    const user = await makeUser(server, 'uncached-user', 'purchaser');
    expect((await server.call('GET', '/api/menus/build', { token: user.token })).status).toBe(200);
    await revokeInDatabase(server, user.userId);
    expect((await server.call('GET', '/api/menus/build', { token: user.token })).status).toBe(401);
  });
});
