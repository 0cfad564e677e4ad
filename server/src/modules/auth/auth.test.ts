import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { attemptLogin } from './test-kit';

const { server } = useTestServer();

const backdateToken = (token: string, column: 'last_seen_at' | 'expires_at', interval: string) =>
  server.database.db.execute(sql`
    update auth_token set ${sql.identifier(column)} = now() - ${interval}::interval
    where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);

describe('POST /auth/login', () => {
  it.each([
    ['admin', 'admin', 'staff'],
    ['operator', 'operator', 'staff'],
    ['buyer', 'purchaser', 'purchaser'],
  ])('signs %s in with a token and the user with role %s', async (username, role, accountType) => {
    const res = await attemptLogin(server, username);
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({ username, accountType });
    expect(res.body.user.roles[0]).toBe(role);
    expect(res.body.user.roleList.map((r: { name: string }) => r.name)).toEqual([role]);
    const json = JSON.stringify(res.body);
    expect(json).not.toMatch(/password|argon2|hash/i);
  });

  it('gives the admin the admin role and marks nobody else admin', async () => {
    const admin = await attemptLogin(server, 'admin');
    expect(admin.body.user.roles).toContain('admin');
    const buyer = await attemptLogin(server, 'buyer');
    expect(buyer.body.user.roles).not.toContain('admin');
  });

  it('stores only a hash of the token', async () => {
    const res = await attemptLogin(server, 'buyer');
    expect(await countRows(server, 'auth_token', sql`token_hash = ${res.body.token}`)).toBe(0);
    expect(await countRows(server, 'auth_token', sql`token_hash = encode(sha256(convert_to(${res.body.token}, 'UTF8')), 'hex')`)).toBe(1);
  });

  it('matches the username without regard to case or surrounding spaces', async () => {
    const res = await attemptLogin(server, '  Operator ');
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe('operator');
  });

  it('refuses a wrong captcha answer with login.captchaInvalid', async () => {
    const res = await attemptLogin(server, 'admin', { code: '1234' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'login.captchaInvalid' });
  });

  it('answers a wrong password and an unknown username alike, naming neither field', async () => {
    const wrong = await attemptLogin(server, 'admin', { password: 'not-it-1' });
    const unknown = await attemptLogin(server, 'nobody-here', { password: 'not-it-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ status: 400, message: 'login.badCredentials' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a disabled account only after the right password, and not as a wrong password', async () => {
    await server.database.db.execute(sql`update sys_user set enabled = false where username = 'coop'`);
    try {
      const wrong = await attemptLogin(server, 'coop', { password: 'wrong-1' });
      expect(wrong.body.message).toBe('login.badCredentials');
      const right = await attemptLogin(server, 'coop');
      expect(right.status).toBe(400);
      expect(right.body.message).toBe('login.accountDisabled');
      expect(await countRows(server, 'auth_token', sql`user_id = (select id from sys_user where username = 'coop')`)).toBe(0);
    } finally {
      await server.database.db.execute(sql`update sys_user set enabled = true where username = 'coop'`);
    }
  });
});

describe('GET /auth/info and DELETE /auth/logout', () => {
  it('answers the signed-in user, with the same roles as at login', async () => {
    const login = await attemptLogin(server, 'operator');
    const info = await server.call('GET', '/auth/info', { token: login.body.token });
    expect(info.status).toBe(200);
    expect(info.body).toEqual(login.body.user);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await server.call('GET', '/auth/info')).status).toBe(401);
    const bogus = await server.call('GET', '/auth/info', { token: 'x'.repeat(43) });
    expect(bogus.status).toBe(401);
    expect(bogus.body.message).toBe('error.tokenExpired');
  });

  it('revokes the token at logout: the next call with it is 401, another session lives on', async () => {
    const token = await server.login('buyer');
    const other = await server.login('buyer');
    const out = await server.call('DELETE', '/auth/logout', { token });
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    expect((await server.call('GET', '/auth/info', { token })).status).toBe(401);
    expect((await server.call('DELETE', '/auth/logout', { token })).status).toBe(401);
    expect((await server.call('GET', '/auth/info', { token: other })).status).toBe(200);
  });

  it('logs out when the client sends a JSON content type without a body', async () => {
    const token = await server.login('buyer');
    const out = await server.call('DELETE', '/auth/logout', { token, headers: { 'content-type': 'application/json' } });
    expect(out.status).toBe(200);
    expect((await server.call('GET', '/auth/info', { token })).status).toBe(401);
  });
});

describe('token lifetime', () => {
  it('ends a session without rememberMe after 2 hours idle, and keeps an active one', async () => {
    const idle = await server.login('buyer');
    const active = await server.login('buyer');
    await backdateToken(idle, 'last_seen_at', '2 hours 1 minute');
    await backdateToken(active, 'last_seen_at', '1 hour 50 minutes');
    const expired = await server.call('GET', '/auth/info', { token: idle });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe('error.tokenExpired');
    expect((await server.call('GET', '/auth/info', { token: active })).status).toBe(200);
    // The call above counted as activity: the idle clock starts again.
    const [seen] = await rows<{ fresh: boolean }>(server, sql`
      select last_seen_at > now() - interval '1 minute' as fresh from auth_token
      where token_hash = encode(sha256(convert_to(${active}, 'UTF8')), 'hex')`);
    expect(seen?.fresh).toBe(true);
  });

  it('keeps a rememberMe session through idleness for a day, not longer', async () => {
    const res = await attemptLogin(server, 'buyer', { rememberMe: true });
    const token = res.body.token as string;
    const [row] = await rows<{ remember_me: boolean; hours: number }>(server, sql`
      select remember_me, extract(epoch from expires_at - created_at) / 3600 as hours from auth_token
      where token_hash = encode(sha256(convert_to(${token}, 'UTF8')), 'hex')`);
    expect(row?.remember_me).toBe(true);
    expect(Number(row?.hours)).toBeCloseTo(24, 1);
    await backdateToken(token, 'last_seen_at', '20 hours');
    expect((await server.call('GET', '/auth/info', { token })).status).toBe(200);
    await backdateToken(token, 'expires_at', '1 second');
    expect((await server.call('GET', '/auth/info', { token })).status).toBe(401);
  });

  it('refuses the token of a user disabled after signing in', async () => {
    const token = await server.login('supplier');
    await server.database.db.execute(sql`update sys_user set enabled = false where username = 'supplier'`);
    try {
      expect((await server.call('GET', '/auth/info', { token })).status).toBe(401);
    } finally {
      await server.database.db.execute(sql`update sys_user set enabled = true where username = 'supplier'`);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every sign-in and registration route under its tag', async () => {
    const spec = await server.call('GET', '/api/docs/json');
    const paths = spec.body.paths as Record<string, Record<string, { tags?: string[] }>>;
    expect(paths['/auth/code']?.get?.tags).toEqual(['auth']);
    expect(paths['/auth/login']?.post?.tags).toEqual(['auth']);
    expect(paths['/auth/info']?.get?.tags).toEqual(['auth']);
    expect(paths['/auth/logout']?.delete?.tags).toEqual(['auth']);
    expect(paths['/auth/email/code']?.post?.tags).toEqual(['register']);
    expect(paths['/auth/register']?.post?.tags).toEqual(['register']);
  });
});
