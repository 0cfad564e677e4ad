import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalDiskStorage } from '../../../plugins/app/storage';
import { federationManifest, writeFile, writeWebRoot } from '../test-kit';
import { loadHostProvides } from './host-provides';
import { readManifestAt, siblingUrl, type ManifestSourceDeps } from './manifest-source';

let root: string;
let deps: ManifestSourceDeps;
let origin: string;
let server: http.Server;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-source-'));
  const webRoot = path.join(root, 'web');
  writeWebRoot(webRoot, { remotes: [{ name: 'mall', exposes: ['./MallHome'], routerImports: ['Link'] }] });
  writeFile(webRoot, 'remote-orders/dist/mf-manifest.json', '{"not": "a manifest"}');
  const storage = new LocalDiskStorage(path.join(root, 'uploads'));
  await storage.put('deploy/pay/1.2.0/mf-manifest.json', Buffer.from(JSON.stringify(federationManifest({ name: 'pay', exposes: ['./Pay'] }))), 'application/json');
  deps = { webRoot, storage, timeoutMs: 300 };
  server = http.createServer((req, res) => {
    if (req.url === '/logistics/mf-manifest.json') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(federationManifest({ name: 'logistics', exposes: ['./Track'] })));
    } else if (req.url === '/slow/mf-manifest.json') {
      // Never answers: the read gives up at the timeout.
    } else {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('readManifestAt', () => {
  it('reads a built-in build from its dist, with its router imports', async () => {
    const read = await readManifestAt('/remotes/mall/mf-manifest.json', deps);
    expect(read).toMatchObject({ ok: true, manifest: { name: 'mall', exposes: ['./MallHome'] }, routerImports: ['Link'] });
  });

  it('reads an uploaded version from the storage', async () => {
    expect(await readManifestAt('/remotes/pay/v/1.2.0/mf-manifest.json', deps)).toMatchObject({ ok: true, manifest: { name: 'pay' }, routerImports: null });
  });

  it('fetches a manifest on another origin', async () => {
    expect(await readManifestAt(`${origin}/logistics/mf-manifest.json`, deps)).toMatchObject({ ok: true, manifest: { name: 'logistics', exposes: ['./Track'] } });
  });

  it.each([
    ['/remotes/ghost/mf-manifest.json', 'manifestUnreachable'],
    ['/remotes/pay/v/9.9.9/mf-manifest.json', 'manifestUnreachable'],
    ['/remotes/../secret/mf-manifest.json', 'manifestUnreachable'],
    ['/elsewhere/mf-manifest.json', 'manifestUnreachable'],
    ['/remotes/orders/mf-manifest.json', 'manifestInvalid'],
  ])('says why %s cannot be used: %s', async (url, kind) => {
    const read = await readManifestAt(url, deps);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.problem).toMatchObject({ kind, module: url });
  });

  it('calls a 404, a closed port and a manifest that never comes unreachable', async () => {
    for (const url of [`${origin}/missing/mf-manifest.json`, 'http://127.0.0.1:1/mf-manifest.json', `${origin}/slow/mf-manifest.json`]) {
      const read = await readManifestAt(url, deps);
      expect(read.ok, url).toBe(false);
      if (!read.ok) expect(read.problem.kind).toBe('manifestUnreachable');
    }
    const slow = await readManifestAt(`${origin}/slow/mf-manifest.json`, deps);
    if (!slow.ok) expect(slow.problem.detail).toBe('no answer within 300 ms');
  });

  it('finds files beside the manifest', () => {
    expect(siblingUrl('/remotes/mall/mf-manifest.json?v=1', 'x.json')).toBe('/remotes/mall/x.json');
    expect(siblingUrl('https://cdn.example.com/a/b/mf-manifest.json', 'x.json')).toBe('https://cdn.example.com/a/b/x.json');
  });
});

describe('loadHostProvides', () => {
  it('reads the host build\'s shared modules and curated router names', async () => {
    const host = await loadHostProvides(deps.webRoot);
    expect(host?.shared.get('react')).toBe('19.3.1');
    expect(host?.routerExports).toContain('Link');
  });

  it('is null without a host build, and has no router names without federation-provides.json', async () => {
    expect(await loadHostProvides(path.join(root, 'nowhere'))).toBeNull();
    const bare = path.join(root, 'bare');
    writeWebRoot(bare, { routerExports: null });
    expect((await loadHostProvides(bare))?.routerExports).toBeNull();
  });
});
