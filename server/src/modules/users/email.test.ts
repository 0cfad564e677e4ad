import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { lastMailedCode, otherCode, requestCode } from '../register/register-kit';
import { makeMember, userRow } from './users-kit';

const { server } = useTestServer();

const PASSWORD = '123456';
const updateEmail = (token: string | undefined, body: unknown) => server.call('POST', '/api/users/updateEmail', { token, body });

/** A changeEmail code for the address, asked by the signed-in user and read back from the outbox. */
async function changeCode(token: string, email: string): Promise<string> {
  const res = await server.call('POST', '/auth/email/code', { token, body: { email, scene: 'changeEmail' } });
  if (res.status !== 200) throw new Error(`changeEmail code for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return lastMailedCode(server, email);
}

const usedCodes = (email: string) => countRows(server, 'auth_email_code', sql`email = ${email} and used_at is not null`);

describe('POST /api/users/updateEmail', () => {
  it('moves the account to the new address with the code mailed there and the password', async () => {
    const member = await makeMember(server, 'mail.mover');
    const code = await changeCode(member.token, 'Mover.New@Example.com');
    const res = await updateEmail(member.token, { email: ' Mover.New@Example.com ', code, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: member.userId, username: 'mail.mover', email: 'Mover.New@Example.com' });
    expect((await server.call('GET', '/auth/info', { token: member.token })).body.email).toBe('Mover.New@Example.com');
    expect(await usedCodes('mover.new@example.com')).toBe(1);
    // Spent: the same code cannot move the address again.
    const again = await updateEmail(member.token, { email: 'Mover.New@Example.com', code, password: PASSWORD });
    expect(again.status).toBe(400);
  });

  it('refuses a wrong code, which stays counted against the right one, and changes nothing', async () => {
    const member = await makeMember(server, 'mail.wrongcode');
    const code = await changeCode(member.token, 'wrong-code@example.com');
    const res = await updateEmail(member.token, { email: 'wrong-code@example.com', code: otherCode(code), password: PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'register.emailCodeInvalid' });
    expect((await userRow(server, member.userId)).email).toBe('mail.wrongcode@members.example');
    const [row] = await rows<{ attempts: number }>(server, sql`select attempts from auth_email_code where email = 'wrong-code@example.com'`);
    expect(row?.attempts).toBe(1);
    expect((await updateEmail(member.token, { email: 'wrong-code@example.com', code, password: PASSWORD })).status).toBe(200);
  });

  it('refuses a code mailed to another address or for registration', async () => {
    const member = await makeMember(server, 'mail.othercode');
    const codeForA = await changeCode(member.token, 'address-a@example.com');
    const wrongAddress = await updateEmail(member.token, { email: 'address-b@example.com', code: codeForA, password: PASSWORD });
    expect(wrongAddress.body).toEqual({ status: 400, message: 'register.emailCodeInvalid' });
    const registerCode = await requestCode(server, 'register-scene@example.com');
    const wrongScene = await updateEmail(member.token, { email: 'register-scene@example.com', code: registerCode, password: PASSWORD });
    expect(wrongScene.body).toEqual({ status: 400, message: 'register.emailCodeInvalid' });
    expect((await userRow(server, member.userId)).email).toBe('mail.othercode@members.example');
  });

  it('refuses a wrong password before looking at the code, which stays usable', async () => {
    const member = await makeMember(server, 'mail.wrongpass');
    const code = await changeCode(member.token, 'wrong-pass@example.com');
    const res = await updateEmail(member.token, { email: 'wrong-pass@example.com', code, password: 'wrong123' });
    expect(res.body).toEqual({ status: 400, message: 'user.oldPasswordWrong' });
    expect((await userRow(server, member.userId)).email).toBe('mail.wrongpass@members.example');
    const [row] = await rows<{ attempts: number; used_at: Date | null }>(server, sql`
      select attempts, used_at from auth_email_code where email = 'wrong-pass@example.com'`);
    expect(row).toEqual({ attempts: 0, used_at: null });
    expect((await updateEmail(member.token, { email: 'wrong-pass@example.com', code, password: PASSWORD })).status).toBe(200);
  });

  it('refuses an address another account has (in any case) with 409 register.emailTaken; the code stays usable', async () => {
    const member = await makeMember(server, 'mail.dupe');
    const taken = 'BUYER@minhphat-trading.EXAMPLE';
    const code = await changeCode(member.token, taken);
    const res = await updateEmail(member.token, { email: taken, code, password: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, message: 'register.emailTaken' });
    expect((await userRow(server, member.userId)).email).toBe('mail.dupe@members.example');
    expect(await usedCodes('buyer@minhphat-trading.example')).toBe(0);
    expect(await countRows(server, 'sys_user', sql`lower(email) = 'buyer@minhphat-trading.example'`)).toBe(1);
  });

  it('refuses the address the account already has', async () => {
    const member = await makeMember(server, 'mail.same');
    const code = await changeCode(member.token, 'MAIL.SAME@members.example');
    const res = await updateEmail(member.token, { email: 'MAIL.SAME@members.example', code, password: PASSWORD });
    expect(res.body).toEqual({ status: 400, message: 'user.emailUnchanged' });
  });

  it('changes only the signed-in user', async () => {
    const owner = await makeMember(server, 'mail.owner');
    const other = await makeMember(server, 'mail.victim');
    const before = await userRow(server, other.userId);
    const code = await changeCode(owner.token, 'owner-new@example.com');
    const res = await updateEmail(owner.token, { email: 'owner-new@example.com', code, password: PASSWORD, id: other.userId, userId: other.userId });
    expect(res.body.id).toBe(owner.userId);
    expect(await userRow(server, other.userId)).toEqual(before);
  });

  it('refuses an anonymous caller with 401, also when asking for a changeEmail code', async () => {
    expect((await updateEmail(undefined, { email: 'anon@example.com', code: '123456', password: PASSWORD })).status).toBe(401);
    const codeRes = await server.call('POST', '/auth/email/code', { body: { email: 'anon@example.com', scene: 'changeEmail' } });
    expect(codeRes.status).toBe(401);
  });
});

describe('POST /api/users/updateEmail with bad input changes nothing', () => {
  let member: { userId: number; token: string };
  beforeAll(async () => { member = await makeMember(server, 'mail.careful'); });
  const valid = { email: 'careful-new@example.com', code: '123456', password: PASSWORD };
  const without = (field: string) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));
  const huge = 'x'.repeat(100_000);

  it.each([
    ['an empty object', {}, 'register.emailInvalid'],
    ['no e-mail', without('email'), 'register.emailInvalid'],
    ['a malformed e-mail', { ...valid, email: 'careful@' }, 'register.emailInvalid'],
    ['a huge e-mail', { ...valid, email: `${huge}@example.com` }, 'validation.tooLong'],
    ['a numeric e-mail', { ...valid, email: 42 }, 'register.emailInvalid'],
    ['no code', without('code'), 'register.emailCodeRequired'],
    ['a 5-digit code', { ...valid, code: '12345' }, 'register.emailCodeInvalid'],
    ['a numeric code', { ...valid, code: 123456 }, 'register.emailCodeRequired'],
    ['a huge code', { ...valid, code: '1'.repeat(100_000) }, 'register.emailCodeInvalid'],
    ['no password', without('password'), 'login.passwordRequired'],
    ['an empty password', { ...valid, password: '' }, 'login.passwordRequired'],
    ['a huge password', { ...valid, password: huge }, 'validation.tooLong'],
    ['an array body', [valid], 'error.validation'],
    ['a null body', null, 'error.validation'],
  ])('refuses %s with 400', async (_what, body, message) => {
    const before = await userRow(server, member.userId);
    const res = await updateEmail(member.token, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await userRow(server, member.userId)).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"email":', 400, 'error.malformedJson'],
    ['an empty body', '', 400, 'error.malformedJson'],
    ['a body over the 1 MiB limit', JSON.stringify({ ...valid, password: 'x'.repeat(1_100_000) }), 413, 'error.payloadTooLarge'],
  ])('refuses %s', async (_what, raw, status, message) => {
    const before = await userRow(server, member.userId);
    const res = await server.call('POST', '/api/users/updateEmail', { token: member.token, raw });
    expect(res.body).toEqual({ status, message });
    expect(await userRow(server, member.userId)).toEqual(before);
  });

  it('never counts a refused body as a password guess or a code attempt', async () => {
    expect(await countRows(server, 'auth_login_failure', sql`username = 'mail.careful'`)).toBe(0);
    expect(await countRows(server, 'auth_email_code', sql`email = 'careful-new@example.com'`)).toBe(0);
  });
});
