import { canonicalIdentity } from 'shared-contracts/identity';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows } from '../../../test/rows';
import { queryRows } from '../../db/rows';
import { ACCOUNT_MAX_FAILURES, ADDRESS_MAX_FAILURES } from './lockout';
import { attemptLogin, newCaptcha } from './test-kit';

// Behind a trusted proxy each test can speak from its own address, so the per-address limit of one
// test does not leak into another.
const { server } = useTestServer({ env: { TRUST_PROXY: 'true' } });

const wrong = (username: string, ip: string) => attemptLogin(server, username, { password: 'wrong-pass', ip });

async function createUser(username: string): Promise<void> {
  await server.database.db.execute(sql`
    insert into sys_user (username, username_canonical, nick_name, password_hash, account_type)
    select ${username}, ${canonicalIdentity(username)}, ${username}, password_hash, 'purchaser' from sys_user where username = 'buyer'`);
}

describe('per-account lock', () => {
  it('locks an account after 5 wrong passwords, refusing even the right one, and leaves others alone', async () => {
    await createUser('lock-a');
    await createUser('lock-b');
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) {
      const res = await wrong('lock-a', '10.0.1.1');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('login.badCredentials');
    }
    const locked = await attemptLogin(server, 'lock-a', { ip: '10.0.1.1' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ status: 429, message: 'login.accountLocked' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    // From another address and in another case: the lock is the account's, not the address's.
    expect((await attemptLogin(server, 'LOCK-A', { ip: '10.0.1.2' })).status).toBe(429);
    expect((await attemptLogin(server, 'lock-b', { ip: '10.0.1.1' })).status).toBe(200);
  });

  it('does not lock after 4 wrong passwords, and the right password forgives them', async () => {
    await createUser('lock-c');
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) await wrong('lock-c', '10.0.2.1');
    expect((await attemptLogin(server, 'lock-c', { ip: '10.0.2.1' })).status).toBe(200);
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) expect((await wrong('lock-c', '10.0.2.1')).status).toBe(400);
    expect((await attemptLogin(server, 'lock-c', { ip: '10.0.2.1' })).status).toBe(200);
  });

  it('counts only the last 15 minutes', async () => {
    await createUser('lock-d');
    for (let i = 0; i < ACCOUNT_MAX_FAILURES - 1; i++) await wrong('lock-d', '10.0.3.1');
    await server.database.db.execute(sql`
      update auth_login_failure set created_at = now() - interval '16 minutes' where username = 'lock-d'`);
    await wrong('lock-d', '10.0.3.1');
    expect((await attemptLogin(server, 'lock-d', { ip: '10.0.3.1' })).status).toBe(200);
  });

  it('unlocks after 15 minutes with a clean count', async () => {
    await createUser('lock-e');
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) await wrong('lock-e', '10.0.4.1');
    expect((await attemptLogin(server, 'lock-e', { ip: '10.0.4.1' })).status).toBe(429);
    await server.database.db.execute(sql`
      update auth_account_lock set locked_until = now() - interval '1 second' where username = 'lock-e'`);
    await server.database.db.execute(sql`
      update auth_login_failure set created_at = now() - interval '10 minutes' where username = 'lock-e'`);
    // The count restarts when a lock ends: one more mistake right after it must not lock again at once.
    expect((await wrong('lock-e', '10.0.4.1')).body.message).toBe('login.badCredentials');
    expect((await attemptLogin(server, 'lock-e', { ip: '10.0.4.1' })).status).toBe(200);
  });

  it('locks unknown usernames the same way, so a lock tells nothing about existence', async () => {
    for (let i = 0; i < ACCOUNT_MAX_FAILURES; i++) expect((await wrong('Ghost-User', '10.0.5.1')).body.message).toBe('login.badCredentials');
    expect((await wrong('ghost-user', '10.0.5.1')).body.message).toBe('login.accountLocked');
    expect(await countRows(server, 'auth_account_lock', sql`username = 'ghost-user'`)).toBe(1);
  });

  it('lets at most 5 of 15 parallel wrong guesses reach the password check', async () => {
    await createUser('lock-f');
    const uuids = await Promise.all(Array.from({ length: 15 }, () => newCaptcha(server)));
    const results = await Promise.all(uuids.map((uuid, i) =>
      attemptLogin(server, 'lock-f', { uuid, password: `guess-${i}`, ip: `10.0.6.${i + 1}` })));
    const answered = results.map((r) => r.body.message);
    expect(answered.filter((m) => m === 'login.badCredentials').length).toBeLessThanOrEqual(ACCOUNT_MAX_FAILURES);
    // The rest waited their turn (rateLimited) or met the lock the checked ones set.
    expect(answered.every((m) => ['login.badCredentials', 'login.accountLocked', 'login.rateLimited'].includes(m))).toBe(true);
    expect((await attemptLogin(server, 'lock-f', { ip: '10.0.6.99' })).status).toBe(429);
  });

  it('never locks on right passwords, however many arrive at once', async () => {
    await createUser('lock-g');
    const uuids = await Promise.all(Array.from({ length: 30 }, () => newCaptcha(server)));
    const results = await Promise.all(uuids.map((uuid) => attemptLogin(server, 'lock-g', { uuid, ip: '10.0.9.1' })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(results.every((r) => r.status === 200 || r.body.message === 'login.rateLimited')).toBe(true);
    // Not locked: the next sign-in, from anywhere, goes through.
    expect((await attemptLogin(server, 'lock-g', { ip: '10.0.9.2' })).status).toBe(200);
    const [lock] = await queryRows<{ n: number }>(server.database.db, sql`
      select count(*)::int as n from auth_account_lock where username = 'lock-g' and locked_until > now()`);
    expect(lock?.n).toBe(0);
  });
});

describe('per-address limit', () => {
  it(`refuses an address after ${ADDRESS_MAX_FAILURES} failures in 15 minutes, whatever the account`, async () => {
    // Spread over accounts so no account lock gets in the way.
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const res = await wrong(`spray-${i % 10}`, '10.0.7.1');
      expect(res.body.message).toBe('login.badCredentials');
    }
    const limited = await attemptLogin(server, 'buyer', { ip: '10.0.7.1' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ status: 429, message: 'login.rateLimited' });
    expect(limited.headers.get('retry-after')).not.toBeNull();
    expect((await attemptLogin(server, 'buyer', { ip: '10.0.7.2' })).status).toBe(200);

    await server.database.db.execute(sql`
      update auth_login_failure set created_at = now() - interval '16 minutes' where ip = '10.0.7.1'`);
    expect((await attemptLogin(server, 'buyer', { ip: '10.0.7.1' })).status).toBe(200);
  });

  it('holds under a parallel burst from one address', async () => {
    const ip = '10.0.8.1';
    for (let i = 0; i < ADDRESS_MAX_FAILURES - 3; i++) await wrong(`burst-${i % 9}`, ip);
    const uuids = await Promise.all(Array.from({ length: 10 }, () => newCaptcha(server)));
    const results = await Promise.all(uuids.map((uuid, i) =>
      attemptLogin(server, `burst-x${i}`, { uuid, password: 'wrong-pass', ip })));
    const passed = results.filter((r) => r.body.message === 'login.badCredentials').length;
    expect(passed).toBeLessThanOrEqual(3);
    expect(results.filter((r) => r.body.message === 'login.rateLimited').length).toBeGreaterThanOrEqual(7);
  });
});
