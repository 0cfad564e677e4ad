import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { registration, requestCode } from './register-kit';

const { server } = useTestServer();

const huge = 'x'.repeat(100_000);
const EMAIL = 'careful@example.com';

const stored = async () => ({
  users: await countRows(server, 'sys_user'),
  links: await countRows(server, 'sys_users_roles'),
  roles: await countRows(server, 'sys_role'),
  codes: await countRows(server, 'auth_email_code'),
  mails: await countRows(server, 'mail_outbox'),
  attempts: Number((await rows<{ n: number }>(server, sql`select coalesce(sum(attempts), 0)::int as n from auth_email_code`))[0]?.n),
});

describe('POST /auth/register with bad input', () => {
  let emailCode: string;
  beforeAll(async () => { emailCode = await requestCode(server, EMAIL); });
  const valid = () => registration({ email: EMAIL, emailCode, username: 'careful.one' });
  const without = (field: string) => Object.fromEntries(Object.entries(valid()).filter(([k]) => k !== field));

  const cases: [string, () => unknown, string][] = [
    ['an empty object', () => ({}), 'login.usernameRequired'],
    ['an unknown kind', () => ({ ...valid(), kind: 'admin' }), 'error.validation'],
    ['no kind', () => without('kind'), 'error.validation'],
    ['no username', () => without('username'), 'login.usernameRequired'],
    ['a username starting with a digit', () => ({ ...valid(), username: '1careful' }), 'register.usernameFormat'],
    ['a 2-letter username', () => ({ ...valid(), username: 'ab' }), 'register.usernameFormat'],
    ['a username with spaces inside', () => ({ ...valid(), username: 'care ful' }), 'register.usernameFormat'],
    ['a huge username', () => ({ ...valid(), username: huge }), 'validation.tooLong'],
    ['a blank nickname', () => ({ ...valid(), nickName: '  ' }), 'register.nickNameRequired'],
    ['a huge nickname', () => ({ ...valid(), nickName: huge }), 'validation.tooLong'],
    ['no e-mail', () => without('email'), 'register.emailInvalid'],
    ['a malformed e-mail', () => ({ ...valid(), email: 'careful@' }), 'register.emailInvalid'],
    ['a huge e-mail', () => ({ ...valid(), email: `${huge}@example.com` }), 'validation.tooLong'],
    ['no e-mail code', () => without('emailCode'), 'register.emailCodeRequired'],
    ['a 5-digit e-mail code', () => ({ ...valid(), emailCode: '12345' }), 'register.emailCodeInvalid'],
    ['a numeric e-mail code', () => ({ ...valid(), emailCode: 123456 }), 'register.emailCodeRequired'],
    ['a 5-character password', () => ({ ...valid(), password: 'abc12', confirmPassword: 'abc12' }), 'register.passwordFormat'],
    ['a 13-character password', () => ({ ...valid(), password: 'abcdefgh12345', confirmPassword: 'abcdefgh12345' }), 'register.passwordFormat'],
    ['a password with symbols', () => ({ ...valid(), password: 'abc!23', confirmPassword: 'abc!23' }), 'register.passwordFormat'],
    ['a huge password', () => ({ ...valid(), password: huge, confirmPassword: huge }), 'register.passwordFormat'],
    ['different passwords', () => ({ ...valid(), confirmPassword: 'abc124' }), 'register.passwordMismatch'],
    ['no password confirmation', () => without('confirmPassword'), 'register.passwordMismatch'],
    ['an unknown area code', () => ({ ...valid(), areaCode: '+1' }), 'register.areaCodeInvalid'],
    ['a phone with letters', () => ({ ...valid(), phone: '09x1234567' }), 'register.phoneFormat'],
    ['a huge phone', () => ({ ...valid(), phone: '9'.repeat(5000) }), 'register.phoneFormat'],
    ['the agreement refused', () => ({ ...valid(), agreement: false }), 'register.agreementRequired'],
    ['the agreement as a string', () => ({ ...valid(), agreement: 'true' }), 'register.agreementRequired'],
    ['no agreement', () => without('agreement'), 'register.agreementRequired'],
    ['an array body', () => [valid()], 'error.validation'],
  ];

  it.each(cases)('answers 400 to %s, storing nothing and sparing the code', async (_name, body, key) => {
    const before = await stored();
    const res = await server.call('POST', '/auth/register', { raw: JSON.stringify(body()) });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(key);
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['malformed JSON', '{"kind": "purchaser", ', 'error.malformedJson'],
    ['an empty body', '', 'error.malformedJson'],
  ])('answers 400 to %s', async (_name, raw, key) => {
    const before = await stored();
    const res = await server.call('POST', '/auth/register', { raw });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(key);
    expect(await stored()).toEqual(before);
  });

  it('ignores fields a registration cannot set: no admin, no other role', async () => {
    const res = await server.call('POST', '/auth/register', {
      body: { ...valid(), isAdmin: true, accountType: 'staff', roles: ['admin'], enabled: false, id: 1 },
    });
    expect(res.status).toBe(201);
    expect(res.body.roles).toEqual(['purchaser']);
    expect(res.body.accountType).toBe('purchaser');
    expect(res.body.id).not.toBe(1);
    const [user] = await rows<{ is_admin: boolean; enabled: boolean }>(server, sql`
      select is_admin, enabled from sys_user where username = 'careful.one'`);
    expect(user).toEqual({ is_admin: false, enabled: true });
  });
});

describe('POST /auth/email/code with bad input', () => {
  it.each([
    ['an empty object', {}, 'register.emailInvalid'],
    ['a malformed address', { email: 'not-an-address' }, 'register.emailInvalid'],
    ['an address with a space', { email: 'a b@example.com' }, 'register.emailInvalid'],
    ['a number', { email: 42 }, 'register.emailInvalid'],
    ['a huge address', { email: `${huge}@example.com` }, 'validation.tooLong'],
    ['an unknown scene', { email: 'ok@example.com', scene: 'resetEverything' }, 'error.validation'],
  ])('answers 400 to %s, sending nothing', async (_name, body, key) => {
    const before = await stored();
    const res = await server.call('POST', '/auth/email/code', { body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(key);
    expect(await stored()).toEqual(before);
  });

  it('answers 400 to malformed JSON, sending nothing', async () => {
    const before = await stored();
    const res = await server.call('POST', '/auth/email/code', { raw: '{"email": "a@b.c"' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('error.malformedJson');
    expect(await stored()).toEqual(before);
  });
});
