import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { DemoUser } from '../../../test/accounts';
import { useTestServer, type TestServer } from '../../../test/harness';
import { seedRemoteNames } from '../../seed/remotes';
import { exposedModuleOf } from './checks/menus';
import { remoteMenuPages } from './repository';
import { federationManifest, PORTAL_REMOTE_SHARED, remoteZip, uploadArchive, writeWebRoot, type ManifestSpec, type RemoteBuildSpec } from './test-kit';

/**
 * A test server for the deploy and registry tests (not a test file itself): its own web root (a host build and the
 * portal's built-in remotes, each exposing every module the seeded menus point at) and its own data folder for
 * the uploaded versions, both removed afterwards.
 */
export function useDeployServer<U extends DemoUser>(signIn: readonly U[]) {
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-web-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'deploy-data-'));
  const { server, tokens } = useTestServer({ env: { WEB_ROOT: webRoot, DATA_DIR: dataDir }, signIn });
  beforeAll(async () => {
    const remotes: RemoteBuildSpec[] = [];
    for (const name of seedRemoteNames) remotes.push({ name, exposes: await menuModules(server, name), shared: PORTAL_REMOTE_SHARED });
    writeWebRoot(webRoot, { remotes });
  });
  afterAll(() => {
    fs.rmSync(webRoot, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { server, tokens, webRoot, dataDir };
}

/** The modules the seeded menus expect the remote to expose (`./system/Menu`, ...). */
export async function menuModules(server: TestServer, remote: string): Promise<string[]> {
  const pages = await remoteMenuPages(server.database.db);
  return pages.map((p) => exposedModuleOf(remote, p.component)).filter((m): m is string => m !== null);
}

/** A build of `name` that passes every check: every menu module exposed, shared modules the host provides. */
export async function compatibleBuild(server: TestServer, name: string, extra: Partial<RemoteBuildSpec> = {}): Promise<RemoteBuildSpec> {
  return { name, exposes: await menuModules(server, name), shared: PORTAL_REMOTE_SHARED, ...extra };
}

/** Uploads the build as `version`; throws unless it is stored. */
export async function deployed(server: TestServer, token: string, spec: RemoteBuildSpec, version: string) {
  const res = await uploadArchive(server.url, token, remoteZip(spec), { name: spec.name, version });
  if (res.status !== 201) throw new Error(`upload of ${spec.name} ${version} answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { version: string; problems: unknown[] };
}

/** Another origin serving manifests (`/<path>` → the manifest given), for versions registered by URL. */
export function useManifestOrigin(manifests: Record<string, ManifestSpec>) {
  let server: http.Server | undefined;
  const origin = { url: '' };
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const spec = manifests[req.url ?? ''];
      if (!spec) {
        res.statusCode = 404;
        res.end();
        return;
      }
      res.setHeader('content-type', 'application/json');
      res.setHeader('access-control-allow-origin', '*');
      res.end(JSON.stringify(federationManifest(spec)));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    origin.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return origin;
}
