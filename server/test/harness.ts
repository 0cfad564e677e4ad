import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import nodePath from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config/env';
import { connectDatabase } from '../src/db/connect';
import { DEMO_GOODS } from '../src/seed/catalogue';
import type { Clock } from '../src/plugins/app/jobs-clock';
import { signIn, type DemoUser } from './accounts';
import type { TestServer } from './test-server';
import { seedTestCatalogue, seedTestDatabase } from './database-seed';
import { databaseTemplate, postgresUrl, templateKey, testDriver, waitUntilUnused, withAdmin, type DatabaseTemplate } from './database-template';

export const TEST_CAPTCHA = '4321';
export const DEMO_PASSWORD = '123456';
export const TEST_THROTTLES = {
  THROTTLE_CAPTCHA_PER_MINUTE: '100000', THROTTLE_EMAIL_CODES_PER_10_MINUTES: '100000', THROTTLE_REGISTRATIONS_PER_10_MINUTES: '100000',
};

export { testDriver } from './database-template';

export type { AnswerBody, TestServer } from './test-server';

/** A new database on the PostgreSQL at DATABASE_URL, a copy of `template` when given; `drop` removes it. */
export async function freshPostgres(template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `portal_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: postgresUrl(name),
    drop: () => withAdmin(async (admin) => {
      // Let the app's pool finish closing first: forcing out a connection that is still closing makes its
      // client raise an error after the test file has ended.
      await waitUntilUnused(admin, name);
      await admin.query(`drop database if exists ${name} with (force)`);
    }),
  };
}

/**
 * The seeded database a file starts from (database-template.ts); `TEST_DB_TEMPLATE=off` migrates and seeds
 * each file's database instead, as before templates (to compare, or to rule them out).
 */
async function templateFor(goods: number): Promise<DatabaseTemplate | null> {
  if (process.env.TEST_DB_TEMPLATE === 'off') return null;
  return databaseTemplate(testDriver, providedKey() ?? await templateKey(), goods);
}

/** The key global-setup.ts hashed for this run; none outside a vitest run (bench/test-setup.ts). */
function providedKey(): string | undefined {
  try {
    return inject('testDatabaseKey');
  } catch {
    return undefined;
  }
}

export type TestServerOptions = {
  /**
   * Seed the mall catalogue too (seed/catalogue.ts): `true` for the full demo catalogue (DEMO_GOODS goods, what
   * the search table expects), a number for that many goods (the fixtures first). Off by default: most files
   * need no goods, and seeding them costs seconds. Uploads then go to a temporary DATA_DIR removed by `close`.
   */
  catalogue?: boolean | number;
  /** The app's clock (`app.clock`): a TestClock lets the file move time and run due jobs (`app.jobs.runDue()`). */
  clock?: Clock;
};

/** Starts the real server on a real port over an empty, migrated and seeded database. */
export async function startTestServer(env: Record<string, string> = {}, opts: TestServerOptions = {}): Promise<TestServer> {
  const goodsCount = opts.catalogue === true ? DEMO_GOODS : opts.catalogue || 0;
  const template = await templateFor(goodsCount);
  const pgDb = testDriver === 'postgres' ? await freshPostgres(template?.postgresTemplate) : null;
  const tmpDataDir = goodsCount > 0 && !env.DATA_DIR ? await fs.mkdtemp(nodePath.join(os.tmpdir(), 'portal-catalogue-')) : null;
  if (tmpDataDir) env = { DATA_DIR: tmpDataDir, ...env };
  const config = loadConfig({
    NODE_ENV: 'test', CAPTCHA_TEST_CODE: TEST_CAPTCHA, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1',
    // Every test client is 127.0.0.1: the throttles are tested on their own (throttle.test.ts) with their defaults.
    ...TEST_THROTTLES,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...env,
  });
  const uploadsDir = nodePath.join(config.dataDir, 'uploads');
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: null, loadDataDir: template?.pgliteDataDir });
  if (template?.uploads) await fs.cp(template.uploads, uploadsDir, { recursive: true });
  if (!template) {
    await seedTestDatabase(database);
    if (goodsCount > 0) await seedTestCatalogue(database, goodsCount, uploadsDir);
  }
  const app = await buildApp(config, database, { clock: opts.clock });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  const call: TestServer['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | undefined = opts.raw;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    } else if (opts.raw !== undefined && !headers['content-type']) {
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(url + path, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try { parsed = text ? JSON.parse(text) : null; } catch { /* not JSON */ }
    return { status: res.status, body: parsed, headers: res.headers };
  };

  const login: TestServer['login'] = async (username, password = DEMO_PASSWORD) => {
    const captcha = await call('GET', '/auth/code');
    const res = await call('POST', '/auth/login', {
      body: { username, password, code: TEST_CAPTCHA, uuid: captcha.body.uuid, rememberMe: false },
    });
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.token as string;
  };

  return {
    app, url, database, config, call, login,
    close: async () => {
      const began = Date.now();
      await app.close();
      // Named when slow, so a close that outlasts its hook says where it waited (see CLOSE_HOOK_TIMEOUT).
      if (Date.now() - began > SLOW_CLOSE_MS) console.warn(`closing the test app took ${Date.now() - began} ms`);
      await pgDb?.drop();
      if (tmpDataDir) await fs.rm(tmpDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The first file of a run that needs a catalogue template makes it in its hook (the one without goods is made
 * before any file, global-setup.ts): seeding goods and their pictures, then saving it, takes minutes on a busy
 * machine, beyond the config's hook timeout.
 */
const CATALOGUE_HOOK_TIMEOUT = 5 * 60_000;

/**
 * Closing stops the job queue, writes the operation log's last rows and closes the database. On a loaded machine
 * that once outlasted the config's 60 s hook timeout (backups-task-and-permissions on PGlite, in a full run; alone it
 * closes in under a second), so closing gets longer; one still running after this fails the file.
 */
const CLOSE_HOOK_TIMEOUT = 3 * 60_000;
const SLOW_CLOSE_MS = 20_000;

/**
 * One server for the enclosing file (or `describe`): started in a `beforeAll`, with the demo accounts named in
 * `signIn` signed in, and closed in an `afterAll`. `server` stands for that server from the hooks and tests on
 * (using it earlier throws); `tokens` holds the accounts' tokens by name.
 */
export function useTestServer<U extends DemoUser = never>(
  opts: { env?: Record<string, string>; signIn?: readonly U[] } & TestServerOptions = {},
): { server: TestServer; tokens: Record<U, string> } {
  let started: TestServer | undefined;
  const tokens = {} as Record<U, string>;
  beforeAll(async () => {
    started = await startTestServer(opts.env, { catalogue: opts.catalogue, clock: opts.clock });
    for (const who of opts.signIn ?? []) tokens[who] = await signIn(started, who);
  }, opts.catalogue ? CATALOGUE_HOOK_TIMEOUT : undefined);
  afterAll(async () => { await started?.close(); }, CLOSE_HOOK_TIMEOUT);
  return { server: lateServer(() => started), tokens };
}

/**
 * A TestServer that reads each field from `current()` when used, so a test file can name the server at load
 * time although it starts only in `beforeAll`.
 */
function lateServer(current: () => TestServer | undefined): TestServer {
  const get = () => {
    const server = current();
    if (!server) throw new Error('the test server starts in beforeAll; use it from a hook or a test');
    return server;
  };
  return {
    get app() { return get().app; },
    get url() { return get().url; },
    get database() { return get().database; },
    get config() { return get().config; },
    call: (...args) => get().call(...args),
    login: (...args) => get().login(...args),
    close: () => get().close(),
  };
}
