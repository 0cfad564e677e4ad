import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { freePort } from './free-port';
import { budget } from './slowdown';

export { expect } from '@playwright/test';

type Portal = { url: string; dataDir: string | undefined; webRoot: string | undefined };

const e2eDir = path.resolve(import.meta.dirname, '..');
const serverDir = path.resolve(e2eDir, '..', 'server');

/** The settings the journeys expect of their portal (docs/testing.md "The browser suite: a portal per worker"). */
const PORTAL_ENV = {
  HOST: '127.0.0.1',
  CAPTCHA_TEST_CODE: '4321',
  // info: the outbox line is logged at info; the file, not the console, receives it (pages/server-log.ts).
  LOG_LEVEL: 'info',
  // Every journey comes from 127.0.0.1, one after another, faster than people: the per-client limits are the server
  // suite's to test (plugins/app/throttle.test.ts).
  THROTTLE_CAPTCHA_PER_MINUTE: '2000',
  THROTTLE_EMAIL_CODES_PER_10_MINUTES: '2000',
  THROTTLE_REGISTRATIONS_PER_10_MINUTES: '2000',
  // The journeys check that public pages arrive drawn, not within a visitor's 2 s: two portals and two browsers share
  // two cores here, where a drawing took 2.5–3.8 s under load. The fallback itself is the server suite's to test
  // (page-renderer.test.ts), the speed the benchmarks' and Lighthouse's (docs/testing.md "Time limits follow the machine").
  DRAWING_TIME_LIMIT_MS: String(budget(8_000)),
};

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const until = Date.now() + budget(170_000);
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`the portal stopped (exit code ${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => { setTimeout(resolve, 250); });
  }
  throw new Error(`the portal did not answer /api/health within ${budget(170)} s:\n${log()}`);
}

/**
 * The portal a worker's journeys run against, as `npm start` serves it: the server on a free port, a fresh embedded
 * database, the built front-ends copied to a web root of its own (a journey may take a remote offline by renaming its
 * files there). One per worker, so two workers never share a user's cart, sessions or tags. With E2E_BASE_URL the
 * journeys use that running portal instead (docs/testing.md "One e2e spec against a running portal").
 */
async function startPortal(workerIndex: number): Promise<{ portal: Portal; stop: () => Promise<void> }> {
  const running = process.env.E2E_BASE_URL;
  if (running) return { portal: { url: running, dataDir: process.env.E2E_DATA_DIR, webRoot: undefined }, stop: async () => undefined };
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-data-${workerIndex}-`));
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), `portal-e2e-web-${workerIndex}-`));
  const logFile = path.join(dataDir, 'server.log');
  const env: NodeJS.ProcessEnv = { ...process.env, ...PORTAL_ENV, PORT: String(port), DATA_DIR: dataDir, WEB_ROOT: webRoot };
  delete env.DATABASE_URL;
  const staged = spawn(process.execPath, [path.join(e2eDir, 'support', 'stage-web-root.mjs')], { env, stdio: 'inherit' });
  const stagedCode = await new Promise<number | null>((resolve) => { staged.on('exit', resolve); });
  if (stagedCode !== 0) throw new Error('stage-web-root failed: build the front-ends first (node scripts/build-frontends.mjs)');
  // The server's JSON log goes to a file in its data directory: the registration journey reads the e-mail code from
  // the 'mail kept in outbox' line (no SMTP in e2e), see pages/server-log.ts.
  const out = fs.openSync(logFile, 'a');
  let stderr = '';
  const server = spawn(path.join(serverDir, 'node_modules', '.bin', 'tsx'), ['src/main.ts'], { cwd: serverDir, env, stdio: ['ignore', out, 'pipe'] });
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    process.stderr.write(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, server, () => stderr);
  return {
    portal: { url, dataDir, webRoot },
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => { server.on('exit', resolve); });
        server.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => { setTimeout(resolve, 10_000); })]);
        if (server.exitCode === null) server.kill('SIGKILL');
      }
      fs.closeSync(out);
      for (const dir of [dataDir, webRoot]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `test` of every journey: Playwright's, with `baseURL` the portal of the worker it runs in. */
export const test = base.extend<object, { portal: Portal }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  portal: [async ({}, use, workerInfo) => {
    const { portal, stop } = await startPortal(workerInfo.workerIndex);
    // The helpers that read the portal's files (pages/server-log.ts, pages/deploy-command.ts, federation.spec.ts)
    // run in this worker's process.
    if (portal.dataDir) process.env.E2E_DATA_DIR = portal.dataDir;
    if (portal.webRoot) process.env.E2E_WEB_ROOT = portal.webRoot;
    await use(portal);
    await stop();
  }, { scope: 'worker', timeout: budget(180_000) }],
  baseURL: async ({ portal }, use) => {
    await use(portal.url);
  },
});
