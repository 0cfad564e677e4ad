import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshPostgres, testDriver } from '../../test/harness';
import { buildApp } from '../app';
import { loadConfig } from '../config/env';
import { connectDatabase } from './connect';
import { prepareDatabase } from './prepare';
import { queryRows } from './rows';

/**
 * A production start on an empty database (issue 14): reference data in place, no demo data, and an
 * administrator who can sign in, with ADMIN_PASSWORD or with the password printed once. On PGlite the empty
 * database is a data directory, as `npm start` uses it; on PostgreSQL a new database.
 */
async function productionStart(env: Record<string, string>) {
  const pg = testDriver === 'postgres' ? await freshPostgres() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-production-'));
  const config = loadConfig({
    NODE_ENV: 'production', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir,
    ...(pg ? { DATABASE_URL: pg.url } : {}), ...env,
  });
  const database = await connectDatabase({ databaseUrl: config.databaseUrl, dataDir: pg ? null : dataDir });
  const admin = await prepareDatabase(config, database);
  const app = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const count = async (table: string) =>
    Number((await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n);
  /** Signs in as a person would, reading the captcha's answer from the database (no test code in production). */
  const signIn = async (username: string, password: string) => {
    const { uuid } = (await (await fetch(`${url}/auth/code`)).json()) as { uuid: string };
    const [captcha] = await queryRows<{ code: string }>(database.db, sql`select code from auth_captcha where uuid = ${uuid}`);
    return fetch(`${url}/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, code: captcha?.code, uuid, rememberMe: false }),
    });
  };
  const close = async () => { await app.close(); await pg?.drop(); fs.rmSync(dataDir, { recursive: true, force: true }); };
  return { admin, url, count, signIn, close, database };
}

describe('a production start on an empty database', () => {
  it('has the menus, dictionaries, registry and content, no demo data, and admin signs in with ADMIN_PASSWORD', async () => {
    const start = await productionStart({ ADMIN_PASSWORD: 'first-admin-passphrase' });
    try {
      expect(start.admin).toEqual({ created: true, generatedPassword: null });
      expect(await start.count('sys_menu')).toBeGreaterThan(30);
      expect(await start.count('sys_dict_detail')).toBeGreaterThan(100);
      expect(await start.count('fed_remote')).toBe(4);
      expect(await start.count('mall_content_doc')).toBeGreaterThanOrEqual(6);
      expect(await start.count('sys_role')).toBe(5);
      // Demo data stays out.
      expect(await start.count('sys_user')).toBe(1);
      expect(await start.count('mall_goods')).toBe(0);

      const login = await start.signIn('admin', 'first-admin-passphrase');
      expect(login.status).toBe(200);
      const { token } = (await login.json()) as { token: string };
      const menus = await fetch(`${start.url}/api/menus/build`, { headers: { authorization: `Bearer ${token}` } });
      expect(menus.status).toBe(200);
      expect(((await menus.json()) as unknown[]).length).toBeGreaterThan(3);
      const dict = await fetch(`${start.url}/api/dictDetail?dictName=mall_vi&page=0&size=9999`);
      expect(((await dict.json()) as { totalElements: number }).totalElements).toBeGreaterThan(50);
      expect((await start.signIn('buyer', '123456')).status).toBe(400);
    } finally {
      await start.close();
    }
  }, 120_000);

  it('without ADMIN_PASSWORD makes a strong password, shown once, and leaves an existing admin alone', async () => {
    const start = await productionStart({});
    try {
      if (!start.admin.created || !start.admin.generatedPassword) throw new Error('no admin was created');
      const password = start.admin.generatedPassword;
      expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
      expect((await start.signIn('admin', password)).status).toBe(200);
      // A later start (same database) creates nothing and prints nothing.
      const again = await prepareDatabase(loadConfig({ NODE_ENV: 'production', ADMIN_PASSWORD: 'another-passphrase' }), start.database);
      expect(again).toEqual({ created: false });
      expect((await start.signIn('admin', password)).status).toBe(200);
    } finally {
      await start.close();
    }
  }, 120_000);
});
