import { sql } from 'drizzle-orm';
import type { TestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';

/** Helpers for the registration tests (not a test file itself). */

export function registration(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'purchaser', username: 'newbuyer', nickName: 'Đỗ Quang Huy', email: 'huy@hanoi-import.example', emailCode: '000000',
    password: 'abc123', confirmPassword: 'abc123', areaCode: '+84', phone: '987654321', agreement: true,
    ...overrides,
  };
}

/** The code of the latest mail to the address, read back from the outbox as a user reads the mail. */
export async function lastMailedCode(server: TestServer, email: string): Promise<string> {
  const [mail] = await rows<{ body: string }>(server, sql`
    select body from mail_outbox where lower(recipient) = lower(${email}) order by id desc limit 1`);
  const code = mail && /^\s+(\d{6})$/m.exec(mail.body)?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export async function requestCode(server: TestServer, email: string): Promise<string> {
  const res = await server.call('POST', '/auth/email/code', { body: { email } });
  if (res.status !== 200) throw new Error(`email code for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return lastMailedCode(server, email);
}

/** A code certainly different from the right one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
