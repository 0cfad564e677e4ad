import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remoteHealthListSchema, type RemoteHealth } from 'shared-contracts/api/deploy';
import { signIn } from '../../../test/accounts';
import { startTestServer, type TestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { purgeOldLoadFailures } from './load-failures';
import { ManifestChecker } from './manifest-check';
import { inOneThrottleWindow } from '../../../test/throttle-window';

let webRoot: string;
let server: TestServer;
let partner: http.Server;
let partnerUrl: string;
let partnerAnswers = 0;
const tokens: Record<'admin' | 'operator' | 'buyer', string> = { admin: '', operator: '', buyer: '' };

let address = 0;
const client = (ip = `203.0.113.${++address % 250}`) => ({ 'x-forwarded-for': ip });
const failure = (body: unknown, ip?: string) => server.call('POST', '/api/remotes/failures', { body, headers: client(ip) });
const health = async (): Promise<RemoteHealth[]> => {
  const res = await server.call('GET', '/api/remotes/health', { token: tokens.admin });
  expect(res.status).toBe(200);
  return remoteHealthListSchema.parse(res.body);
};
const db = () => server.database.db;

beforeAll(async () => {
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'remote-health-'));
  fs.mkdirSync(path.join(webRoot, 'remote-mall', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'remote-mall', 'dist', 'mf-manifest.json'), JSON.stringify({ id: 'mall', name: 'mall', metaData: {} }));
  // payments answers, but not a manifest (a build gone wrong).
  fs.mkdirSync(path.join(webRoot, 'remote-payments', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(webRoot, 'remote-payments', 'dist', 'mf-manifest.json'), '<html>oops</html>');
  partner = http.createServer((req, res) => {
    partnerAnswers++;
    if (req.url === '/slow/mf-manifest.json') return; // never answers
    if (req.url !== '/partner/mf-manifest.json') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'partner', name: 'partner' }));
  });
  await new Promise<void>((resolve) => partner.listen(0, '127.0.0.1', resolve));
  partnerUrl = `http://127.0.0.1:${(partner.address() as { port: number }).port}`;
  server = await startTestServer({ WEB_ROOT: webRoot, TRUST_PROXY: 'true', THROTTLE_LOAD_FAILURES_PER_MINUTE: '' });
  for (const who of ['admin', 'operator', 'buyer'] as const) tokens[who] = await signIn(server, who);
});

afterAll(async () => {
  await server?.close();
  partner.closeAllConnections();
  await new Promise((resolve) => partner.close(resolve));
  fs.rmSync(webRoot, { recursive: true, force: true });
});

describe('POST api/remotes/failures', () => {
  it('stores a report from anyone, answering 204', async () => {
    const res = await failure({ remote: 'mall', version: '1.0.0', module: './Landing', kind: 'chunk', message: 'Loading chunk 12 failed' });
    expect(res.status).toBe(204);
    expect(await rows(server, sql`select remote, version, module, kind, message from fed_load_failure order by id desc limit 1`))
      .toEqual([{ remote: 'mall', version: '1.0.0', module: './Landing', kind: 'chunk', message: 'Loading chunk 12 failed' }]);
  });

  it('is a browser\'s report, not an operation: no operation-log row', async () => {
    await server.app.operationLog.flush();
    const before = await countRows(server, 'sys_log');
    expect((await failure({ remote: 'mall', version: '1.0.0', module: './Landing', kind: 'entry' })).status).toBe(204);
    await server.app.operationLog.flush();
    expect(await countRows(server, 'sys_log')).toBe(before);
  });

  it('answers bad reports with 400, storing nothing', async () => {
    const before = await countRows(server, 'fed_load_failure');
    const ok = { remote: 'mall', version: '1.0.0', module: './Landing', kind: 'entry' };
    for (const body of [{}, { ...ok, remote: 'Bad Name' }, { ...ok, kind: 'boom' }, { ...ok, version: 'x'.repeat(61) },
      { ...ok, module: 'm'.repeat(201) }, { ...ok, message: 'x'.repeat(501) }, [ok], 'text', null]) {
      const res = await failure(body);
      expect(res.status, JSON.stringify(body)?.slice(0, 60)).toBe(400);
    }
    expect((await server.call('POST', '/api/remotes/failures', { raw: '{"remote":', headers: client() })).status).toBe(400);
    expect(await countRows(server, 'fed_load_failure')).toBe(before);
  });

  it('refuses a client past 30 reports a minute with 429', async () => {
    const ok = { remote: 'orders', version: '1.0.0', module: './OrderList', kind: 'timeout' };
    const statuses: number[] = [];
    await inOneThrottleWindow(60);
    for (let i = 0; i < 32; i++) statuses.push((await failure(ok, '198.51.100.70')).status);
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
    expect((await failure(ok, '198.51.100.71')).status).toBe(204);
    await db().execute(sql`delete from fed_load_failure where remote = 'orders'`);
  });
});

describe('GET api/remotes/health', () => {
  it('needs remote:list or deploy:list', async () => {
    expect((await server.call('GET', '/api/remotes/health')).status).toBe(401);
    expect((await server.call('GET', '/api/remotes/health', { token: tokens.buyer })).status).toBe(403);
    expect((await server.call('GET', '/api/remotes/health', { token: tokens.operator })).status).toBe(403);
  });

  it('shows each remote\'s versions and whether its manifest answers a manifest, here or on another origin', async () => {
    await db().execute(sql`insert into fed_remote (name, manifest_url, version, enabled) values
      ('partner', ${`${partnerUrl}/partner/mf-manifest.json`}, '3.1.0', true),
      ('gone', ${`${partnerUrl}/gone/mf-manifest.json`}, '1.0.0', false)`);
    await db().execute(sql`update fed_remote set canary_version = '1.1.0', canary_percent = 25, canary_roles = '{operator}' where name = 'mall'`);
    const list = await health();
    expect(list.map((r) => r.name)).toEqual(['admin', 'gone', 'mall', 'orders', 'partner', 'payments']);
    const byName = Object.fromEntries(list.map((r) => [r.name, r]));
    expect(byName.mall).toMatchObject({
      enabled: true, manifestUrl: '/remotes/mall/mf-manifest.json', activeVersion: '1.0.0', reachable: true,
      canary: { version: '1.1.0', percent: 25, roles: ['operator'] },
    });
    expect(byName.mall?.latencyMs).toEqual(expect.any(Number));
    expect(byName.orders).toMatchObject({ reachable: false, canary: null });
    expect(byName.payments).toMatchObject({ reachable: false });
    expect(byName.partner).toMatchObject({ reachable: true, activeVersion: '3.1.0' });
    expect(byName.gone).toMatchObject({ enabled: false, reachable: false });

    // Checked once per 30 s per URL, however many admins look.
    const answers = partnerAnswers;
    await health();
    expect(partnerAnswers).toBe(answers);
    await db().execute(sql`update fed_remote set canary_version = null, canary_percent = 0, canary_roles = '{}' where name = 'mall'`);
  });

  it('checks a manifest afresh once the registry changes, not after the 30 s', async () => {
    const before = (await health()).find((r) => r.name === 'orders');
    expect(before).toMatchObject({ reachable: false });
    // The remote is built meanwhile: the cached check still says unreachable...
    fs.mkdirSync(path.join(webRoot, 'remote-orders', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(webRoot, 'remote-orders', 'dist', 'mf-manifest.json'), JSON.stringify({ id: 'orders', name: 'orders', metaData: {} }));
    expect((await health()).find((r) => r.name === 'orders')).toMatchObject({ reachable: false });
    // ...until an admin saves it again in the registry (same URL and version).
    const saved = await server.call('PUT', '/api/remotes', {
      token: tokens.admin, body: { name: 'orders', manifestUrl: before?.manifestUrl, version: before?.activeVersion, enabled: true },
    });
    expect(saved.status).toBe(200);
    expect((await health()).find((r) => r.name === 'orders')).toMatchObject({ reachable: true });
    fs.rmSync(path.join(webRoot, 'remote-orders'), { recursive: true });
  });

  it('counts failures of the last hour per version, and those of the active version since it went live', async () => {
    await db().execute(sql`delete from fed_load_failure`);
    await db().execute(sql`insert into fed_load_failure (remote, version, module, kind, created_at) values
      ('partner', '3.0.0', './Hello', 'chunk', now() - interval '3 hours'),
      ('partner', '3.0.0', './Hello', 'entry', now() - interval '50 minutes'),
      ('partner', '3.1.0', './Hello', 'render', now() - interval '40 minutes'),
      ('partner', '3.1.0', './Hello', 'chunk', now() - interval '20 minutes'),
      ('partner', '3.1.0', './Hello', 'chunk', now() - interval '10 minutes'),
      ('partner', '3.1.0', './Hello', 'module', now() - interval '2 minutes'),
      ('mall', '1.0.0', './Landing', 'timeout', now() - interval '2 days')`);
    await db().execute(sql`insert into fed_remote_event (remote, action, version, from_version, username, created_at) values
      ('partner', 'activate', '3.1.0', '3.0.0', 'admin', now() - interval '1 day'),
      ('partner', 'rollback', '3.0.0', '3.1.0', 'admin', now() - interval '45 minutes'),
      ('partner', 'activate', '3.1.0', '3.0.0', 'ops', now() - interval '15 minutes'),
      ('partner', 'canary-start', '3.2.0', '3.1.0', 'ops', now() - interval '5 minutes')`);
    const byName = Object.fromEntries((await health()).map((r) => [r.name, r]));
    const partnerHealth = byName.partner!;
    expect(partnerHealth.failures.map(({ lastTime: _lastTime, ...rest }) => rest)).toEqual([
      { version: '3.1.0', count: 4, kinds: ['chunk', 'module', 'render'] },
      { version: '3.0.0', count: 1, kinds: ['entry'] },
    ]);
    expect(Date.parse(partnerHealth.failures[0]!.lastTime)).toBeGreaterThan(Date.now() - 3 * 60_000);
    // 3.1.0 went live again 15 minutes ago: two failures since.
    expect(partnerHealth.failuresSinceActivation).toBe(2);
    expect(partnerHealth.lastDeploy).toMatchObject({ action: 'canary-start', version: '3.2.0', username: 'ops' });
    // The seeded mall version never had an activation event: every kept failure counts; none is in the last hour.
    expect(byName.mall).toMatchObject({ failures: [], failuresSinceActivation: 1, lastDeploy: null });
    expect(byName.admin).toMatchObject({ failures: [], failuresSinceActivation: 0 });
  });

  it('deletes failures older than seven days, on its own every hundredth row', async () => {
    await db().execute(sql`insert into fed_load_failure (remote, version, module, kind, created_at) values
      ('mall', '0.9.0', './Landing', 'chunk', now() - interval '8 days'), ('mall', '0.9.0', './Landing', 'chunk', now() - interval '6 days')`);
    expect(await purgeOldLoadFailures(db())).toBe(1);
    await db().execute(sql`insert into fed_load_failure (remote, version, module, kind, created_at) values ('mall', '0.9.0', './Landing', 'chunk', now() - interval '9 days')`);
    const [{ id } = { id: 0 }] = await rows<{ id: number }>(server, sql`select max(id)::int as id from fed_load_failure`);
    await db().execute(sql`select setval('fed_load_failure_id_seq', ${Math.ceil((id + 1) / 100) * 100 - 1})`);
    expect((await failure({ remote: 'mall', version: '1.0.0', module: './Landing', kind: 'other' })).status).toBe(204);
    expect(await countRows(server, 'fed_load_failure', sql`version = '0.9.0'`)).toBe(1);
  });
});

describe('ManifestChecker', () => {
  it('gives up on a manifest that does not answer in time, and on what is no URL', async () => {
    const checker = new ManifestChecker(async () => new Promise(() => {}), { timeoutMs: 100 });
    expect(await checker.check(`${partnerUrl}/slow/mf-manifest.json`)).toEqual({ reachable: false, latencyMs: null });
    expect(await checker.check('/remotes/x/mf-manifest.json')).toEqual({ reachable: false, latencyMs: null });
    expect(await checker.check('javascript:alert(1)')).toEqual({ reachable: false, latencyMs: null });
  });

  it('shares one check among concurrent callers and checks again after the TTL or a clear', async () => {
    let calls = 0;
    const checker = new ManifestChecker(async () => {
      calls++;
      return { status: 200, body: '{"name":"mall"}' };
    }, { ttlMs: 50 });
    const [a, b] = await Promise.all([checker.check('/m.json'), checker.check('/m.json')]);
    expect(a.reachable && b.reachable).toBe(true);
    expect(calls).toBe(1);
    checker.clear();
    await checker.check('/m.json');
    expect(calls).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    await checker.check('/m.json');
    expect(calls).toBe(3);
  });
});
