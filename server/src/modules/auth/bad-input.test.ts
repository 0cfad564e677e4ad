import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_CAPTCHA, useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { newCaptcha } from './test-kit';

const { server } = useTestServer();

const stored = async () => ({
  tokens: await countRows(server, 'auth_token'),
  failures: await countRows(server, 'auth_login_failure'),
  captchas: await countRows(server, 'auth_captcha'),
  locks: await countRows(server, 'auth_account_lock'),
});

const huge = 'x'.repeat(100_000);

describe('POST /auth/login with bad input', () => {
  let uuid: string;
  beforeAll(async () => { uuid = await newCaptcha(server); });
  const valid = () => ({ username: 'admin', password: '123456', code: TEST_CAPTCHA, uuid, rememberMe: false });
  const without = (field: string) => Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== field));

  const cases: [string, () => unknown, string][] = [
    ['an empty object', () => ({}), 'login.usernameRequired'],
    ['no username', () => without('username'), 'login.usernameRequired'],
    ['a blank username', () => ({ ...valid(), username: '   ' }), 'login.usernameRequired'],
    ['no password', () => without('password'), 'login.passwordRequired'],
    ['an empty password', () => ({ ...valid(), password: '' }), 'login.passwordRequired'],
    ['no captcha', () => without('code'), 'login.captchaRequired'],
    ['no captcha uuid', () => without('uuid'), 'login.captchaRequired'],
    ['a 5-digit captcha', () => ({ ...valid(), code: '43210' }), 'login.captchaFormat'],
    ['a captcha with letters', () => ({ ...valid(), code: '43a1' }), 'login.captchaFormat'],
    ['a number as username', () => ({ ...valid(), username: 12345 }), 'login.usernameRequired'],
    ['a number as captcha', () => ({ ...valid(), code: 4321 }), 'login.captchaRequired'],
    ['a boolean as password', () => ({ ...valid(), password: true }), 'login.passwordRequired'],
    ['a string as rememberMe', () => ({ ...valid(), rememberMe: 'yes' }), 'error.validation'],
    ['an object as username', () => ({ ...valid(), username: { $ne: null } }), 'login.usernameRequired'],
    ['a huge username', () => ({ ...valid(), username: huge }), 'validation.tooLong'],
    ['a huge password', () => ({ ...valid(), password: huge }), 'validation.tooLong'],
    ['a huge uuid', () => ({ ...valid(), uuid: huge }), 'validation.tooLong'],
    ['an array body', () => [valid()], 'error.validation'],
    ['a null body', () => null, 'error.validation'],
  ];

  it.each(cases)('answers 400 to %s, storing and consuming nothing', async (_name, body, key) => {
    const before = await stored();
    const res = await server.call('POST', '/auth/login', { raw: JSON.stringify(body()) });
    expect(res.status).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toBe(key);
    expect(JSON.stringify(res.body)).not.toMatch(/stack|at .*\.ts/);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"username": "admin", "password": ', 'error.malformedJson'],
    ['an empty body', '', 'error.malformedJson'],
    ['a bare string', '"admin"', 'error.validation'],
  ])('answers 400 to %s', async (_name, raw, key) => {
    const before = await stored();
    const res = await server.call('POST', '/auth/login', { raw });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(key);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 to a form-encoded body, which has no parser', async () => {
    const res = await server.call('POST', '/auth/login', {
      raw: 'username=admin&password=123456', headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(400);
  });

  it('still signs in with the untouched captcha afterwards', async () => {
    const res = await server.call('POST', '/auth/login', { body: valid() });
    expect(res.status).toBe(200);
  });
});

describe('authenticated routes with bad credentials', () => {
  it.each([
    ['no header', undefined],
    ['an empty bearer', 'Bearer '],
    ['a long token', `Bearer ${'x'.repeat(5000)}`],
    ['a token with odd characters', 'Bearer \' or 1=1 --'],
    ['another scheme', 'Basic YWRtaW46MTIzNDU2'],
    ['two tokens', 'Bearer abc def'],
  ])('answers 401 to GET /auth/info and DELETE /auth/logout with %s', async (_name, authorization) => {
    const headers = authorization ? { authorization } : undefined;
    for (const [method, path] of [['GET', '/auth/info'], ['DELETE', '/auth/logout']] as const) {
      const res = await server.call(method, path, { headers });
      expect(res.status).toBe(401);
      expect(res.body.message).toMatch(/^error\.(unauthorized|tokenExpired)$/);
    }
  });
});
