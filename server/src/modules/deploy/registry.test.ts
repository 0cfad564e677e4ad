import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { remoteEventListSchema, remoteVersionListSchema, remoteVersionSchema, type DeployProblem } from 'shared-contracts/api/deploy';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { remoteListSchema, type Remote } from 'shared-contracts/api/remotes';
import { users } from '../../db/schema';
import { countRows, rows } from '../../../test/rows';
import { BUCKET_COOKIE } from '../remotes/bucket-cookie';
import { canaryBucket } from './canary';
import { compatibleBuild, deployed, useDeployServer, useManifestOrigin } from './deploy-server-kit';
import { PORTAL_REMOTE_SHARED } from './test-kit';

const { server, tokens } = useDeployServer(['admin', 'operator', 'buyer']);
const origin = useManifestOrigin({
  '/logistics/1.0.0/mf-manifest.json': { name: 'logistics', exposes: ['./Track'], shared: PORTAL_REMOTE_SHARED },
  '/logistics/1.1.0/mf-manifest.json': { name: 'logistics', exposes: ['./Track', './Map'], shared: PORTAL_REMOTE_SHARED },
  '/logistics/bad/mf-manifest.json': { name: 'logistics', shared: [{ name: 'react', requiredVersion: '^17.0.0', singleton: true }] },
  '/impostor/mf-manifest.json': { name: 'mall', exposes: [] },
});

const post = (urlPath: string, body?: unknown, token: string = tokens.admin) => server.call('POST', urlPath, { token, body });
const registry = async (headers: Record<string, string> = {}, token?: string): Promise<Remote[]> => {
  const res = await server.call('GET', '/api/remotes', { headers, token });
  return remoteListSchema.parse(res.body);
};
const live = async (name: string, token?: string) => (await registry({}, token)).find((r) => r.name === name);
const events = async (remote: string) =>
  remoteEventListSchema.parse((await server.call('GET', `/api/deploy/events?remote=${remote}`, { token: tokens.admin })).body);
const versions = async (remote: string) =>
  remoteVersionListSchema.parse((await server.call('GET', `/api/deploy/versions?remote=${remote}`, { token: tokens.admin })).body);
const stateOf = async (remote: string) => Object.fromEntries((await versions(remote)).map((v) => [v.version, v.state]));

describe('activate and rollback', () => {
  it('activates an uploaded version, records who did it, and rolls back version by version', async () => {
    await deployed(server, tokens.admin, await compatibleBuild(server, 'mall'), '2.0.0');
    await deployed(server, tokens.admin, await compatibleBuild(server, 'mall'), '2.1.0');

    const res = await post('/api/remotes/mall/activate', { version: '2.0.0' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ name: 'mall', manifestUrl: '/remotes/mall/v/2.0.0/mf-manifest.json', version: '2.0.0', enabled: true });
    expect(await live('mall')).toEqual(res.body);
    expect(await post('/api/remotes/mall/activate', { version: '2.0.0' })).toMatchObject({ status: 409, body: { message: MessageKey.deployAlreadyActive } });
    expect((await post('/api/remotes/mall/activate', { version: '2.1.0' })).status).toBe(200);
    expect(await stateOf('mall')).toEqual({ '2.1.0': 'active', '2.0.0': 'previous', '1.0.0': null });

    expect((await post('/api/remotes/mall/rollback')).body).toMatchObject({ version: '2.0.0' });
    expect(await stateOf('mall')).toEqual({ '2.1.0': null, '2.0.0': 'active', '1.0.0': 'previous' });
    // Back to the built-in build, served from remote-mall/dist again.
    expect((await post('/api/remotes/mall/rollback', { overrideMenus: false })).body)
      .toMatchObject({ version: '1.0.0', manifestUrl: '/remotes/mall/mf-manifest.json' });
    expect(await post('/api/remotes/mall/rollback')).toMatchObject({ status: 409, body: { message: MessageKey.deployNoPrevious } });

    const history = await events('mall');
    expect(history.slice(0, 4).map((e) => [e.action, e.fromVersion, e.version, e.username])).toEqual([
      ['rollback', '2.0.0', '1.0.0', 'admin'],
      ['rollback', '2.1.0', '2.0.0', 'admin'],
      ['activate', '2.0.0', '2.1.0', 'admin'],
      ['activate', '1.0.0', '2.0.0', 'admin'],
    ]);
    expect(history.map((e) => e.id)).toEqual([...history.map((e) => e.id)].sort((a, b) => b - a));
    const limited = await server.call('GET', '/api/deploy/events?remote=mall&limit=2', { token: tokens.admin });
    expect(limited.body).toHaveLength(2);
  });

  it('answers unknown versions and remotes with 404, bad input with 400', async () => {
    expect(await post('/api/remotes/mall/activate', { version: '9.9.9' })).toMatchObject({ status: 404, body: { message: MessageKey.deployVersionNotFound } });
    expect(await post('/api/remotes/nosuch/rollback')).toMatchObject({ status: 404, body: { message: MessageKey.deployRemoteNotFound } });
    expect(await post('/api/remotes/mall/activate', { version: 'latest' })).toMatchObject({ status: 400, body: { message: MessageKey.remoteVersionInvalid } });
    expect(await post('/api/remotes/Mall!/activate', { version: '2.0.0' })).toMatchObject({ status: 400, body: { message: MessageKey.remoteNameInvalid } });
    expect(await post('/api/remotes/mall/activate', { version: '2.0.0', overrideMenus: 'yes' })).toMatchObject({ status: 400 });
  });

  it('creates a remote the registry did not know on its first activation', async () => {
    await deployed(server, tokens.admin, { name: 'catalog', exposes: ['./Browse'], shared: PORTAL_REMOTE_SHARED }, '0.1.0');
    expect(await live('catalog')).toBeUndefined();
    expect((await post('/api/remotes/catalog/activate', { version: '0.1.0' })).status).toBe(200);
    expect(await live('catalog')).toEqual({ name: 'catalog', manifestUrl: '/remotes/catalog/v/0.1.0/mf-manifest.json', version: '0.1.0', enabled: true });
    expect((await events('catalog'))[0]).toMatchObject({ action: 'activate', fromVersion: null, detail: { created: true } });
  });

  it('keeps the registry consistent when two admins activate at the same time', async () => {
    await deployed(server, tokens.admin, await compatibleBuild(server, 'payments'), '3.0.0');
    await deployed(server, tokens.admin, await compatibleBuild(server, 'payments'), '3.1.0');
    const answers = await Promise.all([
      post('/api/remotes/payments/activate', { version: '3.0.0' }),
      post('/api/remotes/payments/activate', { version: '3.1.0' }),
      post('/api/remotes/payments/activate', { version: '3.1.0' }),
    ]);
    const statuses = answers.map((a) => a.status);
    // Each saw the one before it: the second 3.1.0 is refused only if it came right after the first.
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const chain = (await events('payments')).filter((e) => e.action === 'activate').reverse();
    for (let i = 1; i < chain.length; i++) expect(chain[i]?.fromVersion).toBe(chain[i - 1]?.version);
    expect(chain[0]?.fromVersion).toBe('1.0.0');
    expect((await live('payments'))?.version).toBe(chain.at(-1)?.version);
  });
});

describe('checks before going live', () => {
  it('refuses an incompatible build, naming each module and the versions, whatever the override', async () => {
    await deployed(server, tokens.admin, await compatibleBuild(server, 'orders', {
      shared: [
        ...PORTAL_REMOTE_SHARED.filter((s) => s.name !== 'react'),
        { name: 'react', requiredVersion: '^18.2.0', singleton: true },
        { name: '@chakra-ui/react/carousel', requiredVersion: '^3.37.0', singleton: true },
      ],
      routerImports: ['Link', 'useLoaderData'],
    }), '2.0.0');
    const before = await live('orders');
    for (const overrideMenus of [false, true]) {
      const res = await post('/api/remotes/orders/activate', { version: '2.0.0', overrideMenus });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(MessageKey.deployRefused);
      expect(res.body.problems as DeployProblem[]).toEqual([
        expect.objectContaining({ kind: 'sharedVersion', module: 'react', required: '^18.2.0', provided: '19.3.1' }),
        expect.objectContaining({ kind: 'sharedMissing', module: '@chakra-ui/react/carousel', required: '^3.37.0' }),
        expect.objectContaining({ kind: 'routerExport', module: 'react-router-dom', required: 'useLoaderData' }),
      ]);
    }
    expect(await live('orders')).toEqual(before);
    expect((await events('orders')).some((e) => e.action === 'activate')).toBe(false);
  });

  it('refuses a build that drops a module a menu points at, naming the entries; an override goes through and is recorded', async () => {
    const exposes = (await compatibleBuild(server, 'admin')).exposes?.filter((m) => m !== './system/Menu' && m !== './system/Dept');
    await deployed(server, tokens.admin, await compatibleBuild(server, 'admin', { exposes }), '2.0.0');
    const refused = await post('/api/remotes/admin/activate', { version: '2.0.0' });
    expect(refused.status).toBe(409);
    const [menus] = refused.body.problems as DeployProblem[];
    const [menuRow] = await rows<{ id: number }>(server, sql`select id from sys_menu where component = 'admin/system/Menu'`);
    expect(menus).toMatchObject({ kind: 'menuModuleMissing', module: 'admin' });
    expect(menus?.entries).toEqual([
      { id: menuRow?.id, title: '菜单管理', component: 'admin/system/Menu' },
      expect.objectContaining({ title: '部门管理', component: 'admin/system/Dept' }),
    ]);
    expect((await live('admin'))?.version).toBe('1.0.0');

    const forced = await post('/api/remotes/admin/activate', { version: '2.0.0', overrideMenus: true });
    expect(forced.status).toBe(200);
    const [event] = await events('admin');
    expect(event).toMatchObject({ action: 'activate', version: '2.0.0', detail: { overriddenMenus: menus?.entries } });
    // A rollback to a build that has them all needs no override.
    expect((await post('/api/remotes/admin/rollback')).body).toMatchObject({ version: '1.0.0' });
  });
});

describe('canary', () => {
  it('serves a canary to a chosen role only, then promotes it', async () => {
    await deployed(server, tokens.admin, await compatibleBuild(server, 'orders'), '2.5.0');
    const started = await post('/api/remotes/orders/canary', { version: '2.5.0', percent: 0, roles: ['operator'] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.version).toBe('1.0.0');
    expect((await live('orders', tokens.operator))?.version).toBe('2.5.0');
    expect((await live('orders', tokens.operator))?.manifestUrl).toBe('/remotes/orders/v/2.5.0/mf-manifest.json');
    expect((await live('orders', tokens.buyer))?.version).toBe('1.0.0');
    const anonymous = await server.call('GET', '/api/remotes');
    expect(anonymous.body.find((r: Remote) => r.name === 'orders').version).toBe('1.0.0');
    // No share to draw from: no cookie needed.
    expect(anonymous.headers.get('set-cookie')).toBeNull();
    expect(anonymous.headers.get('vary')).toBe('authorization, cookie');
    expect(await stateOf('orders')).toMatchObject({ '2.5.0': 'canary', '1.0.0': 'active' });
    // A token that does not work reads as anonymous.
    expect((await server.call('GET', '/api/remotes', { token: 'not-a-token' })).status).toBe(200);

    expect((await post('/api/remotes/orders/canary/promote')).body).toMatchObject({ version: '2.5.0' });
    expect((await live('orders', tokens.buyer))?.version).toBe('2.5.0');
    expect(await post('/api/remotes/orders/canary/promote')).toMatchObject({ status: 409, body: { message: MessageKey.deployNoCanary } });
    expect(await post('/api/remotes/orders/canary/abandon')).toMatchObject({ status: 409, body: { message: MessageKey.deployNoCanary } });
    expect((await events('orders')).slice(0, 2).map((e) => [e.action, e.version, e.fromVersion, e.detail])).toEqual([
      ['canary-promote', '2.5.0', '1.0.0', { percent: 0, roles: ['operator'] }],
      ['canary-start', '2.5.0', '1.0.0', { percent: 0, roles: ['operator'] }],
    ]);
  });

  it('gives a share of users the canary, sticky per user and per anonymous cookie, and abandons it', async () => {
    await deployed(server, tokens.admin, await compatibleBuild(server, 'orders'), '2.6.0');
    expect((await post('/api/remotes/orders/canary', { version: '2.6.0', percent: 50 })).status).toBe(200);
    const [buyer] = await server.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'buyer'));
    const expected = canaryBucket('orders', '2.6.0', buyer?.id ?? 0) < 50 ? '2.6.0' : '2.5.0';
    for (let i = 0; i < 3; i++) expect((await live('orders', tokens.buyer))?.version).toBe(expected);

    const first = await server.call('GET', '/api/remotes');
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(new RegExp(`^${BUCKET_COOKIE}=[0-9a-f-]{36}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`));
    const id = cookie.split(';')[0]?.split('=')[1] ?? '';
    const anonymousVersion = canaryBucket('orders', '2.6.0', id) < 50 ? '2.6.0' : '2.5.0';
    expect(first.body.find((r: Remote) => r.name === 'orders').version).toBe(anonymousVersion);
    for (let i = 0; i < 3; i++) {
      const again = await server.call('GET', '/api/remotes', { headers: { cookie: `${BUCKET_COOKIE}=${id}` } });
      expect(again.headers.get('set-cookie')).toBeNull();
      expect(again.body.find((r: Remote) => r.name === 'orders').version).toBe(anonymousVersion);
    }

    expect((await post('/api/remotes/orders/canary', { version: '2.6.0', percent: 100 })).status).toBe(200);
    expect((await live('orders', tokens.buyer))?.version).toBe('2.6.0');
    expect((await events('orders'))[0]).toMatchObject({ action: 'canary-start', detail: { percent: 100, replaced: '2.6.0' } });
    expect((await post('/api/remotes/orders/canary/abandon')).status).toBe(200);
    expect((await live('orders', tokens.buyer))?.version).toBe('2.5.0');
    expect((await events('orders'))[0]).toMatchObject({ action: 'canary-abandon', version: '2.6.0', fromVersion: '2.5.0' });
  });

  it('ends the canary when its version is activated, and checks it like an activation', async () => {
    expect((await post('/api/remotes/orders/canary', { version: '2.6.0', percent: 10 })).status).toBe(200);
    expect((await post('/api/remotes/orders/activate', { version: '2.6.0' })).status).toBe(200);
    expect(await stateOf('orders')).toMatchObject({ '2.6.0': 'active', '2.5.0': 'previous' });
    expect((await events('orders'))[0]?.detail).toMatchObject({ endedCanary: '2.6.0' });
    const [row] = await rows<{ canary_version: string | null }>(server, sql`select canary_version from fed_remote where name = 'orders'`);
    expect(row?.canary_version).toBeNull();
    // The incompatible 2.0.0 cannot go live for anyone either.
    expect(await post('/api/remotes/orders/canary', { version: '2.0.0', percent: 10 })).toMatchObject({ status: 409, body: { message: MessageKey.deployRefused } });
    expect(await post('/api/remotes/orders/canary', { version: '2.6.0', percent: 10 })).toMatchObject({ status: 409, body: { message: MessageKey.deployAlreadyActive } });
    expect(await post('/api/remotes/orders/canary', { version: '2.5.0', percent: 101 })).toMatchObject({ status: 400, body: { message: MessageKey.deployCanaryPercent } });
    expect(await post('/api/remotes/orders/canary', { version: '2.5.0', percent: 0 })).toMatchObject({ status: 400, body: { message: MessageKey.deployCanaryEmpty } });
  });
});

describe('POST api/remotes/register-url', () => {
  it('registers a remote on another origin by its manifest, checks it, and makes it live', async () => {
    const manifestUrl = `${origin.url}/logistics/1.0.0/mf-manifest.json`;
    const res = await post('/api/remotes/register-url', { name: 'logistics', version: '1.0.0', manifestUrl });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(remoteVersionSchema.parse(res.body)).toMatchObject({ source: 'url', manifestUrl, exposes: ['./Track'], state: 'active', problems: [] });
    expect(await live('logistics')).toEqual({ name: 'logistics', manifestUrl, version: '1.0.0', enabled: true });

    const next = `${origin.url}/logistics/1.1.0/mf-manifest.json`;
    const staged = await post('/api/remotes/register-url', { name: 'logistics', version: '1.1.0', manifestUrl: next, activate: false });
    expect(staged.body).toMatchObject({ version: '1.1.0', state: null, exposes: ['./Track', './Map'] });
    expect((await live('logistics'))?.version).toBe('1.0.0');
    expect((await post('/api/remotes/logistics/activate', { version: '1.1.0' })).status).toBe(200);
    expect((await events('logistics')).map((e) => e.action)).toEqual(['activate', 'register', 'activate', 'register']);
  });

  it('refuses a manifest it cannot read, an incompatible one or one of another remote, storing nothing', async () => {
    const stored = await countRows(server, 'fed_remote_version');
    const cases: [string, string, string][] = [
      ['logistics', `${origin.url}/nowhere/mf-manifest.json`, 'manifestUnreachable'],
      ['logistics', 'http://127.0.0.1:1/mf-manifest.json', 'manifestUnreachable'],
      ['logistics', `${origin.url}/logistics/bad/mf-manifest.json`, 'sharedVersion'],
      ['logistics', `${origin.url}/impostor/mf-manifest.json`, 'manifestInvalid'],
    ];
    for (const [name, manifestUrl, kind] of cases) {
      const res = await post('/api/remotes/register-url', { name, version: '2.0.0', manifestUrl });
      expect(res.status, manifestUrl).toBe(409);
      expect(res.body.problems[0].kind, manifestUrl).toBe(kind);
    }
    expect(await countRows(server, 'fed_remote_version')).toBe(stored);
    // An uploaded version's number cannot be taken over by a URL.
    expect(await post('/api/remotes/register-url', { name: 'mall', version: '2.0.0', manifestUrl: '/remotes/mall/mf-manifest.json' }))
      .toMatchObject({ status: 409, body: { message: MessageKey.deployVersionExists } });
  });
});
