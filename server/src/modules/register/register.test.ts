import { canonicalIdentity } from 'shared-contracts/identity';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { attemptLogin } from '../auth/test-kit';
import { registration, requestCode } from './register-kit';

const { server } = useTestServer();

const register = (body: Record<string, unknown>) => server.call('POST', '/auth/register', { body });

describe('POST /auth/register', () => {
  it.each([
    ['purchaser', 'purchaser', 'hoa.buyer', 'hoa@danang-retail.example'],
    ['enterprise', 'supplier', 'dongxing.supply', 'sales@dongxing-supply.example'],
    ['cooperation', 'cooperative', 'htx.bacgiang', 'lienhe@htx-bacgiang.example'],
  ])('registers a %s page account with role %s, which can sign in at once', async (kind, role, username, email) => {
    const emailCode = await requestCode(server, email);
    const res = await register(registration({ kind, username, email, emailCode, nickName: `Nick ${username}` }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      username, email, nickName: `Nick ${username}`, accountType: role, areaCode: '+84', phone: '987654321',
      roles: [role], roleList: [{ name: role }],
    });
    expect(res.body.token).toBeUndefined();
    expect(JSON.stringify(res.body)).not.toMatch(/password|argon2/i);

    const [stored] = await rows<{ password_hash: string; account_type: string }>(server, sql`
      select password_hash, account_type from sys_user where username = ${username}`);
    expect(stored?.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored?.account_type).toBe(role);

    const login = await attemptLogin(server, username, { password: 'abc123' });
    expect(login.status).toBe(200);
    expect(login.body.user.roles).toEqual([role]);
    const info = await server.call('GET', '/auth/info', { token: login.body.token });
    expect(info.body.id).toBe(res.body.id);
  });

  it('refuses a taken username in any case with register.usernameTaken, and the code stays usable', async () => {
    const email = 'taken-name@example.com';
    const emailCode = await requestCode(server, email);
    const users = await countRows(server, 'sys_user');
    const res = await register(registration({ username: 'ADMIN', email, emailCode }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 409, message: 'register.usernameTaken' });
    expect(await countRows(server, 'sys_user')).toBe(users);
    expect((await register(registration({ username: 'free.name', email, emailCode }))).status).toBe(201);
  });

  it('refuses a taken e-mail address in any case with register.emailTaken', async () => {
    const email = 'Admin@Procurement.EXAMPLE';
    const emailCode = await requestCode(server, email);
    const res = await register(registration({ username: 'second.admin', email, emailCode }));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('register.emailTaken');
    expect(await countRows(server, 'sys_user', sql`username = 'second.admin'`)).toBe(0);
  });

  it('leaves exactly one account when two registrations of one name run at once', async () => {
    const [codeA, codeB] = await Promise.all([requestCode(server, 'race-a@example.com'), requestCode(server, 'race-b@example.com')]);
    const results = await Promise.all([
      register(registration({ username: 'race.name', email: 'race-a@example.com', emailCode: codeA })),
      register(registration({ username: 'Race.Name', email: 'race-b@example.com', emailCode: codeB })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.message).toBe('register.usernameTaken');
    expect(await countRows(server, 'sys_user', sql`lower(username) = 'race.name'`)).toBe(1);
  });

  it('leaves exactly one account when one code is used twice at once', async () => {
    const email = 'race-same@example.com';
    const emailCode = await requestCode(server, email);
    const results = await Promise.all([
      register(registration({ username: 'race.one', email, emailCode })),
      register(registration({ username: 'race.two', email, emailCode })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.status === 400)?.body.message).toBe('register.emailCodeInvalid');
    expect(await countRows(server, 'sys_user', sql`lower(email) = ${email}`)).toBe(1);
  });
});

describe('registration racing another that commits between check and insert', () => {
  // A trigger inserts the rival row inside the very INSERT, after the duplicate check has passed:
  // the moment a parallel registration on another connection would commit. Deterministic on both drivers.
  const withRival = async (rival: { username: string; email: string }, run: () => Promise<void>) => {
    const db = server.database.db;
    await db.execute(sql.raw(`
      create or replace function test_rival() returns trigger language plpgsql as $$
      begin
        if new.username <> '${rival.username}' then
          insert into sys_user (username, username_canonical, nick_name, email, email_canonical, password_hash)
          values ('${rival.username}', '${canonicalIdentity(rival.username)}', 'rival', '${rival.email}', '${canonicalIdentity(rival.email)}', 'x');
        end if;
        return new;
      end $$`));
    await db.execute(sql`create trigger test_rival before insert on sys_user for each row execute function test_rival()`);
    try {
      await run();
    } finally {
      await db.execute(sql`drop trigger if exists test_rival on sys_user`);
      await db.execute(sql`drop function if exists test_rival()`);
    }
  };

  it('answers register.usernameTaken from the unique index, with nothing stored', async () => {
    const email = 'late-name@example.com';
    const emailCode = await requestCode(server, email);
    const users = await countRows(server, 'sys_user');
    await withRival({ username: 'Late.Name', email: 'rival-1@example.com' }, async () => {
      const res = await register(registration({ username: 'late.name', email, emailCode }));
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 409, message: 'register.usernameTaken' });
    });
    expect(await countRows(server, 'sys_user')).toBe(users);
  });

  it('answers register.emailTaken from the unique index', async () => {
    const email = 'late-mail@example.com';
    const emailCode = await requestCode(server, email);
    await withRival({ username: 'rival.two', email: 'LATE-MAIL@example.com' }, async () => {
      const res = await register(registration({ username: 'late.mail', email, emailCode }));
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('register.emailTaken');
    });
    expect(await countRows(server, 'sys_user', sql`lower(email) = ${email}`)).toBe(0);
  });
});
