import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { attemptLogin, newCaptcha } from './test-kit';

let server: TestServer;
/** Runs without the fixed test answer, as production does. */
let real: TestServer;
beforeAll(async () => {
  [server, real] = await Promise.all([startTestServer(), startTestServer({ CAPTCHA_TEST_CODE: '' })]);
});
afterAll(async () => { await Promise.all([server?.close(), real?.close()]); });

const storedCode = async (s: TestServer, uuid: string) =>
  (await rows<{ code: string }>(s, sql`select code from auth_captcha where uuid = ${uuid}`))[0]?.code;

describe('GET /auth/code', () => {
  it('answers an SVG data URL and a fresh uuid, and is not cached', async () => {
    const a = await server.call('GET', '/auth/code');
    const b = await server.call('GET', '/auth/code');
    expect(a.status).toBe(200);
    expect(Object.keys(a.body).sort()).toEqual(['img', 'uuid']);
    expect(a.body.img).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    const svg = Buffer.from(a.body.img.split(',')[1], 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(a.body.uuid).not.toBe(b.body.uuid);
    expect(a.headers.get('cache-control')).toBe('no-store');
  });

  it('stores a random 4-digit answer valid for 2 minutes when no test code is set', async () => {
    const uuids = await Promise.all(Array.from({ length: 8 }, () => newCaptcha(real)));
    const found = await rows<{ code: string; seconds: number }>(real, sql`
      select code, extract(epoch from expires_at - now()) as seconds from auth_captcha
      where uuid in (${sql.join(uuids.map((u) => sql`${u}`), sql`, `)})`);
    expect(found).toHaveLength(8);
    for (const f of found) {
      expect(f.code).toMatch(/^\d{4}$/);
      expect(Number(f.seconds)).toBeGreaterThan(110);
      expect(Number(f.seconds)).toBeLessThanOrEqual(120);
    }
    expect(new Set(found.map((f) => f.code)).size).toBeGreaterThan(1);
  });

  it('purges expired captchas when issuing new ones', async () => {
    const old = await newCaptcha(server);
    await server.database.db.execute(sql`update auth_captcha set expires_at = now() - interval '1 second' where uuid = ${old}`);
    await newCaptcha(server);
    expect(await countRows(server, 'auth_captcha', sql`uuid = ${old}`)).toBe(0);
  });
});

describe('captcha at login', () => {
  it('accepts the stored answer and refuses any other, on a server without test code', async () => {
    const uuid = await newCaptcha(real);
    const answer = await storedCode(real, uuid);
    const wrong = String((Number(answer) + 1) % 10000).padStart(4, '0');
    expect((await attemptLogin(real, 'buyer', { code: wrong })).body.message).toBe('login.captchaInvalid');
    // The test answer means nothing on a server that has none.
    const other = await newCaptcha(real);
    await real.database.db.execute(sql`update auth_captcha set code = '1111' where uuid = ${other}`);
    expect((await attemptLogin(real, 'buyer', { code: '4321', uuid: other })).body.message).toBe('login.captchaInvalid');
    const uuid2 = await newCaptcha(real);
    const ok = await attemptLogin(real, 'buyer', { uuid: uuid2, code: await storedCode(real, uuid2) });
    expect(ok.status).toBe(200);
  });

  it('is single use: the same uuid never works twice, right or wrong the first time', async () => {
    const uuid = await newCaptcha(server);
    expect((await attemptLogin(server, 'buyer', { uuid })).status).toBe(200);
    const again = await attemptLogin(server, 'buyer', { uuid });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('login.captchaInvalid');

    const burnt = await newCaptcha(server);
    expect((await attemptLogin(server, 'buyer', { uuid: burnt, code: '0000' })).body.message).toBe('login.captchaInvalid');
    expect((await attemptLogin(server, 'buyer', { uuid: burnt })).body.message).toBe('login.captchaInvalid');
  });

  it('lets exactly one of two concurrent logins use a captcha', async () => {
    const uuid = await newCaptcha(server);
    const results = await Promise.all([attemptLogin(server, 'buyer', { uuid }), attemptLogin(server, 'operator', { uuid })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.status === 400)?.body.message).toBe('login.captchaInvalid');
  });

  it('refuses an expired captcha', async () => {
    const uuid = await newCaptcha(server);
    await server.database.db.execute(sql`update auth_captcha set expires_at = now() - interval '1 second' where uuid = ${uuid}`);
    const res = await attemptLogin(server, 'buyer', { uuid });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('login.captchaInvalid');
    expect(await countRows(server, 'auth_captcha', sql`uuid = ${uuid}`)).toBe(0);
  });

  it('needs an issued uuid even with the test code', async () => {
    const res = await attemptLogin(server, 'buyer', { uuid: crypto.randomUUID() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('login.captchaInvalid');
  });

  it('checks the captcha before the password, so a wrong captcha is no password guess', async () => {
    const before = await countRows(server, 'auth_login_failure');
    await attemptLogin(server, 'admin', { code: '9999', password: 'wrong-1' });
    expect(await countRows(server, 'auth_login_failure')).toBe(before);
  });
});
