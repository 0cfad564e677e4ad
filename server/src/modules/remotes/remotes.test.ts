import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { remoteListSchema, remoteSchema } from 'shared-contracts/api/remotes';
import { countRows } from '../../../test/rows';
import { seedRemotes } from '../../seed/remotes';
import { menuModules, useDeployServer, useManifestOrigin } from '../deploy/deploy-server-kit';
import { PORTAL_REMOTE_SHARED, remoteDistFiles, writeFile } from '../deploy/test-kit';

// A web root of its own (a host build, the built-in remotes) and another origin: a new manifest URL is read and
// checked before it goes live (docs/deploy.md).
const { server, tokens, webRoot } = useDeployServer(['admin', 'operator', 'buyer']);
const cdn = useManifestOrigin({ '/logistics/2.1.0/mf-manifest.json': { name: 'logistics', exposes: ['./Track'], shared: PORTAL_REMOTE_SHARED } });
beforeAll(async () => {
  // A previous build kept side by side, served at /remotes/orders-0.9.0/ (docs/federation.md "Versioning").
  const files = remoteDistFiles({ name: 'orders', exposes: await menuModules(server, 'orders'), shared: PORTAL_REMOTE_SHARED });
  for (const [file, content] of Object.entries(files)) writeFile(webRoot, `remote-orders-0.9.0/dist/${file}`, content as string);
});

const remotes = async () => remoteListSchema.parse((await server.call('GET', '/api/remotes')).body);

describe('GET api/remotes', () => {
  it('lists the seeded remotes without a token, for the host to register before login', async () => {
    const res = await server.call('GET', '/api/remotes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toBe('authorization, cookie');
    expect(remoteListSchema.parse(res.body)).toEqual(['admin', 'mall', 'orders', 'payments'].map((name) => ({
      name, manifestUrl: `/remotes/${name}/mf-manifest.json`, version: '1.0.0', enabled: true,
    })));
  });
});

describe('PUT api/remotes', () => {
  it('registers a new remote by configuration and moves an existing one', async () => {
    const added = { name: 'logistics', manifestUrl: `${cdn.url}/logistics/2.1.0/mf-manifest.json`, version: '2.1.0', enabled: true };
    const res = await server.call('PUT', '/api/remotes', { token: tokens.admin, body: added });
    expect(res.status).toBe(200);
    expect(remoteSchema.parse(res.body)).toEqual(added);
    expect((await remotes()).map((r) => r.name)).toEqual(['admin', 'logistics', 'mall', 'orders', 'payments']);

    const rollback = { name: 'orders', manifestUrl: '/remotes/orders-0.9.0/mf-manifest.json', version: '0.9.0' };
    expect((await server.call('PUT', '/api/remotes', { token: tokens.admin, body: rollback })).body).toEqual({ ...rollback, enabled: true });
    expect((await remotes()).find((r) => r.name === 'orders')).toEqual({ ...rollback, enabled: true });
    // Recorded like any registration and activation.
    const events = (await server.call('GET', '/api/deploy/events?remote=orders', { token: tokens.admin })).body;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['activate', 'register']);
  });

  it('refuses a manifest URL it cannot read, or whose build the host cannot run, changing nothing', async () => {
    const before = await remotes();
    const rows = await countRows(server, 'fed_remote_version');
    for (const manifestUrl of ['https://cdn.invalid/logistics/mf-manifest.json', '/remotes/orders/0.9.0/mf-manifest.json']) {
      const res = await server.call('PUT', '/api/remotes', { token: tokens.admin, body: { name: 'orders', manifestUrl, version: '0.8.0' } });
      expect(res.status, manifestUrl).toBe(409);
      expect(res.body, manifestUrl).toMatchObject({ message: MessageKey.deployRefused, problems: [{ kind: 'manifestUnreachable', module: manifestUrl }] });
    }
    // A manifest of another remote is not this one's build.
    const res = await server.call('PUT', '/api/remotes', { token: tokens.admin, body: { name: 'mall', manifestUrl: '/remotes/orders-0.9.0/mf-manifest.json', version: '0.9.0' } });
    expect(res.body.problems).toEqual([expect.objectContaining({ kind: 'manifestInvalid', module: 'orders' })]);
    expect(await remotes()).toEqual(before);
    expect(await countRows(server, 'fed_remote_version')).toBe(rows);
  });

  it('hides a disabled remote from the public list but keeps it for the admin screen', async () => {
    const off = { name: 'payments', manifestUrl: '/remotes/payments/mf-manifest.json', version: '1.0.0', enabled: false };
    expect((await server.call('PUT', '/api/remotes', { token: tokens.admin, body: off })).status).toBe(200);
    const [event] = (await server.call('GET', '/api/deploy/events?remote=payments', { token: tokens.admin })).body;
    expect(event).toMatchObject({ action: 'disable', version: '1.0.0', username: 'admin' });
    expect((await remotes()).some((r) => r.name === 'payments')).toBe(false);
    const all = remoteListSchema.parse((await server.call('GET', '/api/remotes/all', { token: tokens.admin })).body);
    expect(all.find((r) => r.name === 'payments')).toEqual(off);
    expect((await server.call('GET', '/api/remotes/all', { token: tokens.buyer })).status).toBe(403);
    expect((await server.call('GET', '/api/remotes/all')).status).toBe(401);
  });

  it('needs remote:edit: 401 anonymous, 403 for operator and buyer, nothing changed', async () => {
    const before = await remotes();
    const body = { name: 'mall', manifestUrl: 'https://evil.example.com/mf-manifest.json', version: '6.6.6', enabled: true };
    expect((await server.call('PUT', '/api/remotes', { body })).status).toBe(401);
    expect((await server.call('PUT', '/api/remotes', { token: tokens.operator, body })).status).toBe(403);
    expect((await server.call('PUT', '/api/remotes', { token: tokens.buyer, body })).status).toBe(403);
    expect(await remotes()).toEqual(before);
  });

  it('answers bad input with 400 and a message key, storing nothing', async () => {
    const rows = await countRows(server, 'fed_remote');
    const versionRows = await countRows(server, 'fed_remote_version');
    const before = await remotes();
    const ok = { name: 'newremote', manifestUrl: '/remotes/newremote/mf-manifest.json', version: '1.0.0' };
    const bad: [unknown, string][] = [
      [{}, 'remote.nameInvalid'],
      [{ ...ok, name: 'Bad Name' }, 'remote.nameInvalid'],
      [{ ...ok, name: 'x'.repeat(41) }, 'remote.nameInvalid'],
      [{ ...ok, name: 42 }, 'remote.nameInvalid'],
      [{ ...ok, manifestUrl: 'javascript:alert(1)//x.json' }, 'remote.manifestUrlInvalid'],
      [{ ...ok, manifestUrl: '/remotes/newremote/entry.js' }, 'remote.manifestUrlInvalid'],
      [{ ...ok, manifestUrl: `/${'a'.repeat(600)}.json` }, 'validation.tooLong'],
      [{ ...ok, manifestUrl: undefined }, 'remote.manifestUrlInvalid'],
      [{ ...ok, version: 'latest' }, 'remote.versionInvalid'],
      [{ ...ok, version: `1.0.0-${'x'.repeat(100)}` }, 'remote.versionInvalid'],
      [{ ...ok, enabled: 'yes' }, 'error.validation'],
      [[ok], 'error.validation'],
    ];
    for (const [body, message] of bad) {
      const res = await server.call('PUT', '/api/remotes', { token: tokens.admin, body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.message, JSON.stringify(body).slice(0, 80)).toBe(message);
    }
    expect((await server.call('PUT', '/api/remotes', { token: tokens.admin, raw: '{"name": "x"' })).body).toEqual({ status: 400, message: 'error.malformedJson' });
    expect(await countRows(server, 'fed_remote')).toBe(rows);
    expect(await countRows(server, 'fed_remote_version')).toBe(versionRows);
    expect(await remotes()).toEqual(before);
  });

  it('is seeded idempotently, leaving what an admin changed', async () => {
    const before = remoteListSchema.parse((await server.call('GET', '/api/remotes/all', { token: tokens.admin })).body);
    const versionRows = await countRows(server, 'fed_remote_version');
    await seedRemotes(server.database.db);
    expect(await countRows(server, 'fed_remote_version')).toBe(versionRows);
    // Each built-in build is a version of its remote.
    expect(await countRows(server, 'fed_remote_version', sql`source = 'url' and version = '1.0.0' and manifest_url like '/remotes/%/mf-manifest.json'`)).toBe(4);
    expect(remoteListSchema.parse((await server.call('GET', '/api/remotes/all', { token: tokens.admin })).body)).toEqual(before);
    expect(before.find((r) => r.name === 'payments')?.enabled).toBe(false);
  });
});
