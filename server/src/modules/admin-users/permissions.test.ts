import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { deptIdOf, makeStaff } from '../../../test/staff-factory';

/**
 * Every route of the back office's System part against the permission codes (docs/back-office.md): anonymous → 401,
 * a staff member holding every other System code but none of the route's → 403, one holding just one of the
 * route's codes → through (whatever the request then answers), and each seeded role as it should be.
 */
const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

const SYSTEM_CODES = ['user', 'roles', 'dept', 'job'].flatMap((p) => ['list', 'add', 'edit', 'del'].map((a) => `${p}:${a}`));
const MISSING = 999_999;

type Route = { method: string; path: string; codes: readonly string[]; body?: () => Promise<unknown> };

const roleBody = { name: 'perm_probe', title: '探测', level: 9, dataScope: 'self' };
const routes: Route[] = [
  { method: 'GET', path: '/api/users', codes: ['user:list'] },
  { method: 'GET', path: '/api/users/download', codes: ['user:list'] },
  { method: 'POST', path: '/api/users', codes: ['user:add'], body: async () => ({ username: 'x_probe', nickName: 'x', roleIds: [MISSING], deptId: await deptIdOf(server, 'IT') }) },
  { method: 'PUT', path: '/api/users', codes: ['user:edit'], body: async () => ({ id: MISSING, username: 'x_probe', nickName: 'x', roleIds: [MISSING] }) },
  { method: 'PUT', path: `/api/users/${MISSING}/enabled`, codes: ['user:edit'], body: async () => ({ enabled: true }) },
  { method: 'POST', path: `/api/users/${MISSING}/password`, codes: ['user:edit'], body: async () => ({}) },
  { method: 'DELETE', path: '/api/users', codes: ['user:del'], body: async () => [MISSING] },
  { method: 'GET', path: '/api/roles', codes: ['roles:list'] },
  { method: 'GET', path: '/api/roles/all', codes: ['roles:list', 'user:add', 'user:edit'] },
  { method: 'GET', path: '/api/roles/menu-tree', codes: ['roles:list'] },
  { method: 'GET', path: `/api/roles/${MISSING}`, codes: ['roles:list'] },
  { method: 'POST', path: '/api/roles', codes: ['roles:add'], body: async () => ({ ...roleBody, name: `probe_${Math.random().toString(36).slice(2, 8)}` }) },
  { method: 'PUT', path: '/api/roles', codes: ['roles:edit'], body: async () => ({ ...roleBody, id: MISSING }) },
  { method: 'PUT', path: '/api/roles/menu', codes: ['roles:edit'], body: async () => ({ id: MISSING, menuIds: [] }) },
  { method: 'DELETE', path: '/api/roles', codes: ['roles:del'], body: async () => [MISSING] },
  { method: 'GET', path: '/api/dept', codes: ['dept:list', 'user:list', 'roles:list'] },
  { method: 'POST', path: '/api/dept', codes: ['dept:add'], body: async () => ({ name: `探测 ${Math.random()}`, pid: await deptIdOf(server, 'IT') }) },
  { method: 'PUT', path: '/api/dept', codes: ['dept:edit'], body: async () => ({ id: MISSING, name: '探测' }) },
  { method: 'DELETE', path: '/api/dept', codes: ['dept:del'], body: async () => [MISSING] },
  { method: 'GET', path: '/api/job', codes: ['job:list', 'user:list'] },
  { method: 'POST', path: '/api/job', codes: ['job:add'], body: async () => ({ name: `探测 ${Math.random()}` }) },
  { method: 'PUT', path: '/api/job', codes: ['job:edit'], body: async () => ({ id: MISSING, name: '探测' }) },
  { method: 'DELETE', path: '/api/job', codes: ['job:del'], body: async () => [MISSING] },
];

let counter = 0;
const staffWith = (permissions: readonly string[]) =>
  makeStaff(server, { username: `perm_${++counter}`, permissions, level: 3, dataScope: 'all', deptId: null });

const send = async (route: Route, token?: string) =>
  server.call(route.method, route.path, { token, ...(route.body ? { body: await route.body() } : {}) });

describe('System routes and their permission codes', () => {
  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_name, route) => {
    expect((await send(route)).status, 'anonymous').toBe(401);

    const without = await staffWith(SYSTEM_CODES.filter((c) => !route.codes.includes(c)));
    const refused = await send(route, without.token);
    expect(refused.status, 'without the code').toBe(403);
    expect(refused.body).toEqual({ status: 403, message: 'error.forbidden' });

    for (const code of route.codes) {
      const holder = await staffWith([code]);
      const answer = await send(route, holder.token);
      expect([401, 403, 500], `${code}: ${JSON.stringify(answer.body)}`).not.toContain(answer.status);
    }
  });

  it('lets each seeded role through exactly where it should: admin everywhere, operator and buyer nowhere', async () => {
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      expect([401, 403, 500], `admin ${name}`).not.toContain((await send(route, tokens.admin)).status);
      expect((await send(route, tokens.operator)).status, `operator ${name}`).toBe(403);
      expect((await send(route, tokens.buyer)).status, `buyer ${name}`).toBe(403);
    }
  });

  it('answers every signed-in user their own level, and nobody else', async () => {
    expect((await server.call('GET', '/api/roles/level')).status).toBe(401);
    expect((await server.call('GET', '/api/roles/level', { token: tokens.admin })).body).toEqual({ level: 0, allData: true });
    expect((await server.call('GET', '/api/roles/level', { token: tokens.operator })).body).toEqual({ level: 2, allData: true });
    expect((await server.call('GET', '/api/roles/level', { token: tokens.buyer })).body).toEqual({ level: 3, allData: false });
  });
});
