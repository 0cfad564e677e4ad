import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { remoteVersionListSchema, remoteVersionSchema } from 'shared-contracts/api/deploy';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { remoteListSchema } from 'shared-contracts/api/remotes';
import { countRows } from '../../../test/rows';
import { compatibleBuild, useDeployServer } from './deploy-server-kit';
import { VERSION_CACHE_CONTROL } from './serve-routes';
import {
  PORTAL_REMOTE_SHARED, remoteDistFiles, remoteZip, SYMLINK_ATTRIBUTES, uploadArchive, withDeclaredSize, zipOf,
} from './test-kit';

const { server, tokens, dataDir } = useDeployServer(['admin', 'operator', 'buyer']);

const upload = (zip: Uint8Array, fields: Record<string, string>, token: string | null = tokens.admin) =>
  uploadArchive(server.url, token, zip, fields);
const storedFiles = (remote: string, version: string) => {
  const dir = path.join(dataDir, 'uploads', 'deploy', remote, version);
  return fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).length : 0;
};
const get = async (urlPath: string, headers: Record<string, string> = {}) => {
  const res = await fetch(server.url + urlPath, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('POST api/deploy/upload', () => {
  it('stores a build, answers the version with its checks, and serves each file byte for byte, immutable', async () => {
    const chunk = crypto.randomBytes(20_000);
    const spec = await compatibleBuild(server, 'mall', {
      files: { 'assets/chunk.89abcdef.js': chunk, 'style.css': 'body{}', 'server/render.cjs': 'exports.renderMallPage = async () => "";' },
    });
    const res = await upload(remoteZip(spec), { name: 'mall', version: '2.0.0' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const version = remoteVersionSchema.parse(res.body);
    expect(version).toMatchObject({
      remote: 'mall', version: '2.0.0', source: 'upload', manifestUrl: '/remotes/mall/v/2.0.0/mf-manifest.json', fileCount: 6,
      exposes: spec.exposes, uploadedBy: 'admin', problems: [], state: null,
    });
    expect(version.shared).toContainEqual({ name: 'react', requiredVersion: '^19.3.1', singleton: true });
    expect(version.size).toBe(Object.values(remoteDistFiles(spec)).reduce((n, c) => n + Buffer.from(c as string | Uint8Array).length, 0));

    const served = await get('/remotes/mall/v/2.0.0/assets/chunk.89abcdef.js');
    expect(served.status).toBe(200);
    expect(served.bytes.equals(chunk)).toBe(true);
    expect(served.headers.get('cache-control')).toBe(VERSION_CACHE_CONTROL);
    expect(served.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(served.headers.get('access-control-allow-origin')).toBe('*');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    // A version's server render bundle is the server's to run, never a browser's to fetch (docs/federation.md "Drawn pages").
    expect((await get('/remotes/mall/v/2.0.0/server/render.cjs')).status).toBe(404);
    const manifest = await get('/remotes/mall/v/2.0.0/mf-manifest.json');
    expect(manifest.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(manifest.bytes.toString()).name).toBe('mall');
    expect((await get('/remotes/mall/v/2.0.0/style.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
    // Compressed when asked, like the built-in builds.
    const gz = await fetch(`${server.url}/remotes/mall/v/2.0.0/mf-manifest.json`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(((await gz.json()) as { name: string }).name).toBe('mall');
    // The built-in build is still where it was.
    expect((await get('/remotes/mall/remoteEntry.js')).status).toBe(200);
    // Uploading does not make it live.
    expect(remoteListSchema.parse((await server.call('GET', '/api/remotes')).body).find((r) => r.name === 'mall')?.version).toBe('1.0.0');
    const events = (await server.call('GET', '/api/deploy/events?remote=mall', { token: tokens.admin })).body;
    expect(events[0]).toMatchObject({ action: 'upload', version: '2.0.0', username: 'admin', detail: { fileCount: 6 } });
  });

  it('answers a file or version it does not have with the JSON 404, never cacheable', async () => {
    for (const urlPath of ['/remotes/mall/v/2.0.0/nope.js', '/remotes/mall/v/9.9.9/mf-manifest.json', '/remotes/mall/v/latest/mf-manifest.json',
      '/remotes/Mall/v/2.0.0/mf-manifest.json', '/remotes/mall/v/2.0.0/%2e%2e/%2e%2e/x.js', '/remotes/mall/v/2.0.0/a%5cb.js']) {
      const res = await get(urlPath);
      expect(res.status, urlPath).toBe(404);
      expect(JSON.parse(res.bytes.toString()), urlPath).toEqual({ status: 404, message: 'error.notFound' });
      expect(res.headers.get('cache-control'), urlPath).not.toBe(VERSION_CACHE_CONTROL);
    }
  });

  it('refuses a version that exists, storing nothing', async () => {
    const rows = await countRows(server, 'fed_remote_version');
    const res = await upload(remoteZip(await compatibleBuild(server, 'mall', { files: { 'other.js': 'changed' } })), { name: 'mall', version: '2.0.0' });
    expect(res).toEqual({ status: 409, body: { status: 409, message: MessageKey.deployVersionExists } });
    expect(await countRows(server, 'fed_remote_version')).toBe(rows);
    expect((await get('/remotes/mall/v/2.0.0/other.js')).status).toBe(404);
    // The seeded built-in version counts too.
    expect((await upload(remoteZip(await compatibleBuild(server, 'mall')), { name: 'mall', version: '1.0.0' })).status).toBe(409);
  });

  it('lets one of two simultaneous uploads of the same version through', async () => {
    const a = remoteZip(await compatibleBuild(server, 'orders', { files: { 'who.js': 'a' } }));
    const b = remoteZip(await compatibleBuild(server, 'orders', { files: { 'who.js': 'b' } }));
    const answers = await Promise.all([upload(a, { name: 'orders', version: '5.0.0' }), upload(b, { name: 'orders', version: '5.0.0' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = answers[0]?.status === 201 ? 'a' : 'b';
    expect((await get('/remotes/orders/v/5.0.0/who.js')).bytes.toString()).toBe(winner);
  });

  it('accepts an archive over the 10 MiB form ceiling of other uploads, up to its own 25 MiB', async () => {
    const big = crypto.randomBytes(11 * 1024 * 1024);
    const spec = await compatibleBuild(server, 'payments', { files: { 'big.0123abcd.bin': [big, { level: 0 }] } });
    const res = await upload(remoteZip(spec), { name: 'payments', version: '2.0.0' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await get('/remotes/payments/v/2.0.0/big.0123abcd.bin')).bytes.equals(big)).toBe(true);
  });

  it('refuses an upload over 25 MiB with 413 before reading it', async () => {
    const res = await upload(crypto.randomBytes(26 * 1024 * 1024), { name: 'mall', version: '7.0.0' });
    expect(res).toEqual({ status: 413, body: { status: 413, message: MessageKey.uploadFileTooLarge } });
  });

  it('refuses every bad archive with 400 or 413 and a deploy key, storing nothing', async () => {
    const good = remoteDistFiles(await compatibleBuild(server, 'mall'));
    const many: Record<string, string> = { ...(good as Record<string, string>) };
    for (let i = 0; i <= 2000; i++) many[`c/${i}.js`] = '';
    const cases: [string, Buffer, number, string][] = [
      ['not a zip', Buffer.from('just some text, no zip at all'), 400, MessageKey.deployArchiveInvalid],
      ['an empty zip', zipOf({}), 400, MessageKey.deployManifestMissing],
      ['a zip without a manifest', zipOf({ 'remoteEntry.js': 'var mall;' }), 400, MessageKey.deployManifestMissing],
      ['a manifest of another remote', remoteZip(await compatibleBuild(server, 'orders')), 400, MessageKey.deployNameMismatch],
      ['path traversal', zipOf({ ...good, '../x.js': 'x' }), 400, MessageKey.deployArchiveUnsafePath],
      ['an absolute path', zipOf({ ...good, '/abs.js': 'x' }), 400, MessageKey.deployArchiveUnsafePath],
      ['a backslash', zipOf({ ...good, 'a\\b.js': 'x' }), 400, MessageKey.deployArchiveUnsafePath],
      ['a symlink', zipOf({ ...good, 'link.js': ['../../etc/passwd', SYMLINK_ATTRIBUTES] }), 400, MessageKey.deployArchiveUnsafePath],
      ['too many files', zipOf(many), 413, MessageKey.deployArchiveTooLarge],
      ['a declared size too big', withDeclaredSize(zipOf({ ...good, 'big.js': 'x' }), 'big.js', 200 * 1024 * 1024), 413, MessageKey.deployArchiveTooLarge],
      ['a size that lies', withDeclaredSize(zipOf({ ...good, 'bomb.js': '0'.repeat(1_000_000) }), 'bomb.js', 10), 400, MessageKey.deployArchiveInvalid],
    ];
    const rows = await countRows(server, 'fed_remote_version');
    for (const [what, zip, status, message] of cases) {
      const res = await upload(zip, { name: 'mall', version: '3.0.0' });
      expect(res, what).toEqual({ status, body: { status, message } });
    }
    expect(await countRows(server, 'fed_remote_version')).toBe(rows);
    expect(storedFiles('mall', '3.0.0')).toBe(0);
  });

  it('refuses bad fields and forms with 400 and a message key', async () => {
    const zip = remoteZip(await compatibleBuild(server, 'mall'));
    const bad: [Record<string, string>, string][] = [
      [{ version: '3.0.0' }, MessageKey.remoteNameInvalid],
      [{ name: 'Mall', version: '3.0.0' }, MessageKey.remoteNameInvalid],
      [{ name: 'mall' }, MessageKey.remoteVersionInvalid],
      [{ name: 'mall', version: 'latest' }, MessageKey.remoteVersionInvalid],
      [{ name: 'mall', version: '3.0.0\u0000' }, MessageKey.invalidCharacters],
    ];
    for (const [fields, message] of bad) expect((await upload(zip, fields)).body, JSON.stringify(fields)).toMatchObject({ status: 400, message });
    const noFile = new FormData();
    noFile.append('name', 'mall');
    const res = await fetch(`${server.url}/api/deploy/upload`, { method: 'POST', body: noFile, headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(await res.json()).toEqual({ status: 400, message: MessageKey.uploadFileRequired });
    // A JSON body is not the form: refused by the form's schema.
    expect((await server.call('POST', '/api/deploy/upload', { token: tokens.admin, body: { name: 'mall' } })).status).toBe(400);
    expect((await server.call('POST', '/api/deploy/upload', { token: tokens.admin, raw: 'x', headers: { 'content-type': 'text/plain' } })).status)
      .toBe(400);
  });

  it('stores a version of a remote the registry does not know yet without registering it', async () => {
    const res = await upload(remoteZip({ name: 'logistics', exposes: ['./Track'], shared: PORTAL_REMOTE_SHARED }), { name: 'logistics', version: '0.1.0' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: null, problems: [] });
    expect(await countRows(server, 'fed_remote', sql`name = 'logistics'`)).toBe(0);
  });

  it('answers the problems that would refuse the activation, so the deploy command can print them', async () => {
    const spec = await compatibleBuild(server, 'mall', {
      exposes: ['./MallHome'],
      shared: [{ name: 'react', requiredVersion: '^18.2.0', singleton: true }, { name: '@chakra-ui/react/carousel', requiredVersion: '^3.37.0', singleton: true }],
    });
    const res = await upload(remoteZip(spec), { name: 'mall', version: '4.0.0-rc.1' });
    expect(res.status).toBe(201);
    const { problems } = remoteVersionSchema.parse(res.body);
    expect(problems).toEqual(expect.arrayContaining([
      expect.objectContaining({ kind: 'sharedVersion', module: 'react', required: '^18.2.0', provided: '19.3.1' }),
      expect.objectContaining({ kind: 'sharedMissing', module: '@chakra-ui/react/carousel', required: '^3.37.0' }),
      expect.objectContaining({ kind: 'menuModuleMissing', module: 'mall' }),
    ]));
  });
});

describe('permissions', () => {
  it('needs deploy:upload to upload, deploy:list or remote:list to read', async () => {
    const zip = remoteZip(await compatibleBuild(server, 'mall'));
    expect((await upload(zip, { name: 'mall', version: '8.0.0' }, null)).status).toBe(401);
    expect((await upload(zip, { name: 'mall', version: '8.0.0' }, tokens.operator)).status).toBe(403);
    expect((await upload(zip, { name: 'mall', version: '8.0.0' }, tokens.buyer)).status).toBe(403);
    for (const urlPath of ['/api/deploy/versions?remote=mall', '/api/deploy/events']) {
      expect((await server.call('GET', urlPath)).status, urlPath).toBe(401);
      expect((await server.call('GET', urlPath, { token: tokens.operator })).status, urlPath).toBe(403);
      expect((await server.call('GET', urlPath, { token: tokens.admin })).status, urlPath).toBe(200);
    }
    expect(storedFiles('mall', '8.0.0')).toBe(0);
  });

  it('needs deploy:activate for the registry actions and remote:edit to register by URL', async () => {
    const actions: [string, unknown][] = [
      ['/api/remotes/mall/activate', { version: '2.0.0' }],
      ['/api/remotes/mall/rollback', {}],
      ['/api/remotes/mall/canary', { version: '2.0.0', percent: 10 }],
      ['/api/remotes/mall/canary/promote', {}],
      ['/api/remotes/mall/canary/abandon', undefined],
      ['/api/remotes/register-url', { name: 'mall', version: '9.0.0', manifestUrl: '/remotes/mall/mf-manifest.json' }],
    ];
    for (const [urlPath, body] of actions) {
      expect((await server.call('POST', urlPath, { body })).status, urlPath).toBe(401);
      expect((await server.call('POST', urlPath, { token: tokens.operator, body })).status, urlPath).toBe(403);
      expect((await server.call('POST', urlPath, { token: tokens.buyer, body })).status, urlPath).toBe(403);
    }
    expect(remoteListSchema.parse((await server.call('GET', '/api/remotes')).body).find((r) => r.name === 'mall')?.version).toBe('1.0.0');
  });

  it('lists the versions with their state, newest first', async () => {
    const list = remoteVersionListSchema.parse((await server.call('GET', '/api/deploy/versions?remote=mall', { token: tokens.admin })).body);
    expect(list.map((v) => v.version)).toEqual(['4.0.0-rc.1', '2.0.0', '1.0.0']);
    const builtIn = list.find((v) => v.version === '1.0.0');
    expect(builtIn).toMatchObject({ source: 'url', state: 'active', problems: [], manifestUrl: '/remotes/mall/mf-manifest.json' });
    // Read from the build, not stored.
    expect(builtIn?.exposes.length).toBeGreaterThan(0);
    const all = remoteVersionListSchema.parse((await server.call('GET', '/api/deploy/versions', { token: tokens.admin })).body);
    expect(new Set(all.map((v) => v.remote))).toEqual(new Set(['mall', 'orders', 'payments', 'admin', 'logistics']));
    expect((await server.call('GET', '/api/deploy/versions?remote=No%20Such', { token: tokens.admin })).body.message).toBe(MessageKey.remoteNameInvalid);
  });
});

