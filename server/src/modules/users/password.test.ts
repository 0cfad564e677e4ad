import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { attemptLogin } from '../auth/test-kit';
import { makeMember, userRow } from './users-kit';

const { server } = useTestServer();

const OLD = '123456';
const NEW = 'newPass99';
const updatePass = (token: string | undefined, body: unknown) => server.call('POST', '/api/users/updatePass', { token, body });
const info = (token: string) => server.call('GET', '/auth/info', { token });
const liveTokens = (userId: number) => countRows(server, 'auth_token', sql`user_id = ${userId} and revoked_at is null`);

describe('POST /api/users/updatePass', () => {
  it('changes the password: the new one signs in, the old one no more; other sessions end, this one stays', async () => {
    const member = await makeMember(server, 'pass.good');
    const otherSession = await server.login('pass.good');
    const res = await updatePass(member.token, { oldPass: OLD, newPass: NEW });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect((await info(member.token)).status).toBe(200);
    expect((await info(otherSession)).body).toEqual({ status: 401, message: 'error.tokenExpired' });
    expect(await liveTokens(member.userId)).toBe(1);
    expect((await attemptLogin(server, 'pass.good', { password: OLD })).body.message).toBe('login.badCredentials');
    expect((await attemptLogin(server, 'pass.good', { password: NEW })).status).toBe(200);

    const row = await userRow(server, member.userId);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(res.body)).not.toMatch(/argon2/);
  });

  it('refuses a wrong old password with user.oldPasswordWrong and changes nothing', async () => {
    const member = await makeMember(server, 'pass.wrong');
    const otherSession = await server.login('pass.wrong');
    const before = await userRow(server, member.userId);
    const res = await updatePass(member.token, { oldPass: 'wrong123', newPass: NEW });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'user.oldPasswordWrong' });
    expect(await userRow(server, member.userId)).toEqual(before);
    expect((await info(otherSession)).status).toBe(200);
    expect((await attemptLogin(server, 'pass.wrong', { password: OLD })).status).toBe(200);
    expect((await attemptLogin(server, 'pass.wrong', { password: NEW })).status).toBe(400);
  });

  it('never locks the account on parallel changes with the right old password (a double click, two tabs)', async () => {
    const member = await makeMember(server, 'pass.parallel');
    const results = await Promise.all(Array.from({ length: 12 }, () => updatePass(member.token, { oldPass: OLD, newPass: NEW })));
    expect(results.some((r) => r.status === 200)).toBe(true);
    // Each either changed it, found it changed already, raced the change (409) or waited its turn (429 rateLimited).
    for (const r of results) {
      expect([200, 409, 429]).toContain(r.status);
      if (r.status === 429) expect(r.body.message).toBe('login.rateLimited');
    }
    expect((await attemptLogin(server, 'pass.parallel', { password: NEW })).status).toBe(200);
    // And repeating the same change later is no failed guess either.
    for (let i = 0; i < 6; i++) expect((await updatePass(member.token, { oldPass: OLD, newPass: NEW })).status).toBe(200);
    expect((await attemptLogin(server, 'pass.parallel', { password: NEW })).status).toBe(200);
  });

  it('counts wrong old passwords as failed sign-ins: the account locks after five, even for the right one', async () => {
    const member = await makeMember(server, 'pass.guesser');
    for (let i = 0; i < 5; i++) {
      expect((await updatePass(member.token, { oldPass: `guess${i}00`, newPass: NEW })).status).toBe(400);
    }
    const locked = await updatePass(member.token, { oldPass: OLD, newPass: NEW });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ status: 429, message: 'login.accountLocked' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attemptLogin(server, 'pass.guesser')).body.message).toBe('login.accountLocked');
    // The session itself is not ended by the lock.
    expect((await info(member.token)).status).toBe(200);
  });

  it('lets one of two changes made at once win; the other fails without overwriting it', async () => {
    const member = await makeMember(server, 'pass.race');
    const results = await Promise.all([
      updatePass(member.token, { oldPass: OLD, newPass: 'raceOne1' }),
      updatePass(member.token, { oldPass: OLD, newPass: 'raceTwo2' }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    // Checked against the same old hash at once: the compare-and-set refuses the second; one after the other:
    // the old password is no longer right.
    const loser = results.find((r) => r.status !== 200);
    expect([{ status: 409, message: 'error.conflict' }, { status: 400, message: 'user.oldPasswordWrong' }]).toContainEqual(loser?.body);
    const winners = await Promise.all(['raceOne1', 'raceTwo2'].map(async (p) => (await attemptLogin(server, 'pass.race', { password: p })).status));
    expect(winners.filter((s) => s === 200)).toHaveLength(1);
  });

  it('refuses an anonymous caller with 401', async () => {
    expect((await updatePass(undefined, { oldPass: OLD, newPass: NEW })).body).toEqual({ status: 401, message: 'error.unauthorized' });
  });
});

describe('POST /api/users/updatePass with bad input changes nothing', () => {
  let member: { userId: number; token: string };
  let otherSession: string;
  beforeAll(async () => {
    member = await makeMember(server, 'pass.careful');
    otherSession = await server.login('pass.careful');
  });

  const expectUnchanged = async (before: Awaited<ReturnType<typeof userRow>>) => {
    expect(await userRow(server, member.userId)).toEqual(before);
    expect((await info(otherSession)).status).toBe(200);
  };

  it.each([
    ['an empty object', {}, 'login.passwordRequired'],
    ['no old password', { newPass: NEW }, 'login.passwordRequired'],
    ['an empty old password', { oldPass: '', newPass: NEW }, 'login.passwordRequired'],
    ['a huge old password', { oldPass: 'x'.repeat(100_000), newPass: NEW }, 'validation.tooLong'],
    ['no new password', { oldPass: OLD }, 'login.passwordRequired'],
    ['a 5-character new password', { oldPass: OLD, newPass: 'abc12' }, 'register.passwordFormat'],
    ['a 13-character new password', { oldPass: OLD, newPass: 'abcdefgh12345' }, 'register.passwordFormat'],
    ['a new password with symbols', { oldPass: OLD, newPass: 'abc!234' }, 'register.passwordFormat'],
    ['a huge new password', { oldPass: OLD, newPass: 'a'.repeat(100_000) }, 'register.passwordFormat'],
    ['a numeric new password', { oldPass: OLD, newPass: 12345678 }, 'login.passwordRequired'],
    ['the same password again', { oldPass: OLD, newPass: OLD }, 'user.passwordUnchanged'],
    ['an array body', [{ oldPass: OLD, newPass: NEW }], 'error.validation'],
    ['a null body', null, 'error.validation'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const before = await userRow(server, member.userId);
    const res = await updatePass(member.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    await expectUnchanged(before);
  });

  it.each([
    ['malformed JSON', '{"oldPass":"123456","newPass":', 400, 'error.malformedJson'],
    ['an empty body', '', 400, 'error.malformedJson'],
    ['a body over the 1 MiB limit', JSON.stringify({ oldPass: OLD, newPass: 'x'.repeat(1_100_000) }), 413, 'error.payloadTooLarge'],
  ])('refuses %s', async (_what, raw, status, message) => {
    const before = await userRow(server, member.userId);
    const res = await server.call('POST', '/api/users/updatePass', { token: member.token, raw });
    expect(res.body).toEqual({ status, message });
    await expectUnchanged(before);
  });

  it('never counts a refused body as a password guess', async () => {
    const failures = await countRows(server, 'auth_login_failure', sql`username = 'pass.careful'`);
    expect(failures).toBe(0);
  });
});
