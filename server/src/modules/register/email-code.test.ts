import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { lastMailedCode, otherCode, registration, requestCode } from './register-kit';

const { server } = useTestServer();

const register = (body: Record<string, unknown>) => server.call('POST', '/auth/register', { body });
const sendCode = (email: string, token?: string, scene?: string) =>
  server.call('POST', '/auth/email/code', { body: scene ? { email, scene } : { email }, token });

describe('POST /auth/email/code', () => {
  it('mails a 6-digit code in three languages and stores only its hash, valid 10 minutes', async () => {
    const res = await sendCode('Mai.Anh@Example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, resendAfterSeconds: 60, expiresInSeconds: 600 });
    const [mail] = await rows<{ recipient: string; subject: string; body: string }>(server, sql`
      select recipient, subject, body from mail_outbox order by id desc limit 1`);
    expect(mail?.recipient).toBe('Mai.Anh@Example.com');
    expect(mail?.body).toMatch(/verification code/i);
    expect(mail?.body).toMatch(/Mã xác minh/);
    expect(mail?.body).toMatch(/验证码/);
    const code = await lastMailedCode(server, 'mai.anh@example.com');
    const [stored] = await rows<{ email: string; code_hash: string; seconds: number }>(server, sql`
      select email, code_hash, extract(epoch from expires_at - created_at) as seconds from auth_email_code
      where email = 'mai.anh@example.com'`);
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.code_hash).not.toContain(code);
    expect(Number(stored?.seconds)).toBe(600);
  });

  it('sends one code per address per minute (429 register.emailCodeTooSoon, any case), then again', async () => {
    const first = await requestCode(server, 'again@example.com');
    const soon = await sendCode('AGAIN@example.com');
    expect(soon.status).toBe(429);
    expect(soon.body).toEqual({ status: 429, message: 'register.emailCodeTooSoon' });
    expect(Number(soon.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(soon.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await countRows(server, 'mail_outbox', sql`lower(recipient) = 'again@example.com'`)).toBe(1);

    await server.database.db.execute(sql`
      update auth_email_code set created_at = created_at - interval '61 seconds' where email = 'again@example.com'`);
    const second = await requestCode(server, 'again@example.com');
    // Only the latest code counts.
    if (first !== second) {
      expect((await register(registration({ username: 'again.old', email: 'again@example.com', emailCode: first }))).body.message)
        .toBe('register.emailCodeInvalid');
    }
    expect((await register(registration({ username: 'again.new', email: 'again@example.com', emailCode: second }))).status).toBe(201);
  });

  it('sends exactly one of two parallel requests for one address', async () => {
    const results = await Promise.all([sendCode('twice@example.com'), sendCode('twice@example.com')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect(await countRows(server, 'auth_email_code', sql`email = 'twice@example.com'`)).toBe(1);
    expect(await countRows(server, 'mail_outbox', sql`recipient = 'twice@example.com'`)).toBe(1);
  });

  it('sends a code for changing an address only to a signed-in user', async () => {
    const anonymous = await sendCode('new-address@example.com', undefined, 'changeEmail');
    expect(anonymous.status).toBe(401);
    expect(await countRows(server, 'auth_email_code', sql`email = 'new-address@example.com'`)).toBe(0);
    const token = await server.login('buyer');
    expect((await sendCode('new-address@example.com', token, 'changeEmail')).status).toBe(200);
    // A code for another purpose does not register an account.
    const code = await lastMailedCode(server, 'new-address@example.com');
    expect((await register(registration({ username: 'scene.mix', email: 'new-address@example.com', emailCode: code }))).body.message)
      .toBe('register.emailCodeInvalid');
  });
});

describe('e-mail code at registration', () => {
  it('refuses a wrong code with register.emailCodeInvalid and creates nothing', async () => {
    const code = await requestCode(server, 'wrong-code@example.com');
    const users = await countRows(server, 'sys_user');
    const res = await register(registration({ username: 'wrong.code', email: 'wrong-code@example.com', emailCode: otherCode(code) }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 400, message: 'register.emailCodeInvalid' });
    expect(await countRows(server, 'sys_user')).toBe(users);
  });

  it('refuses a code for another address, and a code never sent', async () => {
    const code = await requestCode(server, 'owner@example.com');
    expect((await register(registration({ username: 'not.owner', email: 'thief@example.com', emailCode: code }))).body.message)
      .toBe('register.emailCodeInvalid');
    expect((await register(registration({ username: 'no.code', email: 'never-sent@example.com', emailCode: '123456' }))).body.message)
      .toBe('register.emailCodeInvalid');
  });

  it('kills the code after 5 wrong tries, even for the right one afterwards', async () => {
    const email = 'guesser@example.com';
    const code = await requestCode(server, email);
    for (let i = 0; i < 5; i++) {
      const res = await register(registration({ username: 'guesser', email, emailCode: otherCode(code) }));
      expect(res.body.message).toBe('register.emailCodeInvalid');
    }
    const right = await register(registration({ username: 'guesser', email, emailCode: code }));
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('register.emailCodeInvalid');
    expect(await countRows(server, 'sys_user', sql`username = 'guesser'`)).toBe(0);
  });

  it('counts parallel wrong tries exactly', async () => {
    const email = 'parallel-guess@example.com';
    const code = await requestCode(server, email);
    await Promise.all(Array.from({ length: 8 }, (_, i) =>
      register(registration({ username: `pg${i}x`, email, emailCode: otherCode(String(Number(code) + i)) }))));
    const [row] = await rows<{ attempts: number }>(server, sql`select attempts from auth_email_code where email = ${email}`);
    expect(Number(row?.attempts)).toBe(5);
  });

  it('refuses an expired code', async () => {
    const email = 'late@example.com';
    const code = await requestCode(server, email);
    await server.database.db.execute(sql`update auth_email_code set expires_at = now() - interval '1 second' where email = ${email}`);
    expect((await register(registration({ username: 'late.one', email, emailCode: code }))).body.message).toBe('register.emailCodeInvalid');
  });

  it('spends the code: it cannot register a second account', async () => {
    const email = 'once@example.com';
    const code = await requestCode(server, email);
    expect((await register(registration({ username: 'once.first', email, emailCode: code }))).status).toBe(201);
    const second = await register(registration({ username: 'once.second', email, emailCode: code }));
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('register.emailCodeInvalid');
  });
});
