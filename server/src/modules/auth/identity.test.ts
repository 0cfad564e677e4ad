import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { canonicalIdentity } from 'shared-contracts/identity';
import { useTestServer } from '../../../test/harness';
import { makeMember } from '../users/users-kit';
import { attemptLogin } from './test-kit';
import { ACCOUNT_MAX_FAILURES } from './lockout';

const { server } = useTestServer();

/**
 * One identity per name (issue 14): every spelling of a name either is that account, under that account's lock,
 * or is no account at all; never a second account that looks the same.
 */
describe('spellings of a username at sign-in', () => {
  it('signs in the account under other spellings of its canonical form', async () => {
    await makeMember(server, 'kate.sam');
    for (const spelling of ['KATE.SAM', '\u212Aate.sam', 'kate.\u017Fam', 'ｋａｔｅ.ｓａｍ', ' kate.sam ']) {
      const res = await attemptLogin(server, spelling);
      expect(res.status, spelling).toBe(200);
      expect(res.body.user.username, spelling).toBe('kate.sam');
    }
  });

  it('gives "İ" (U+0130) no account: admİn is not admin', async () => {
    const res = await attemptLogin(server, 'adm\u0130n', { password: '123456' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('login.badCredentials');
  });

  it('keeps every spelling under the one lock of the account', async () => {
    await makeMember(server, 'locked.kim');
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      const res = await attemptLogin(server, i % 2 ? 'LOCKED.KIM' : 'locked.\u212Aim', { password: 'wrong-password' });
      expect(res.status).toBe(400);
    }
    for (const spelling of ['locked.kim', 'LOCKED.KIM', 'ｌｏｃｋｅｄ.ｋｉｍ', 'locked.\u212Aim']) {
      const res = await attemptLogin(server, spelling);
      expect(res.status, spelling).toBe(429);
      expect(res.body.message, spelling).toBe('login.accountLocked');
    }
  });
});

describe('registration and the canonical columns', () => {
  it('stores the canonical forms beside the name and address', async () => {
    const member = await makeMember(server, 'Mixed.Case', { email: 'Mixed.Case@Members.Example' });
    const [row] = await queryRows<{ username_canonical: string; email_canonical: string }>(server.database.db, sql`
      select username_canonical, email_canonical from sys_user where id = ${member.userId}`);
    expect(row).toEqual({ username_canonical: 'mixed.case', email_canonical: 'mixed.case@members.example' });
  });

  it('refuses a second account whose name differs only by case or width', async () => {
    await makeMember(server, 'unique.name');
    await expect(makeMember(server, 'UNIQUE.NAME')).rejects.toThrow();
    expect(canonicalIdentity('ｕｎｉｑｕｅ.ｎａｍｅ')).toBe('unique.name');
  });
});
