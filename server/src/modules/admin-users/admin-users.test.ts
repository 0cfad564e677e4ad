import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminUserPageSchema, adminUserSchema, userCreatedSchema } from 'shared-contracts/api/admin-users';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { makeStore } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { deptIdOf, makeAccount, makeRole, tokenFor } from '../../../test/staff-factory';
import { downloadSheet } from '../exports/sheet-test-kit';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator', 'buyer'] });

const roleId = async (name: string) => (await rows<{ id: number }>(server, sql`select id from sys_role where name = ${name}`))[0]?.id ?? 0;
const jobId = async (name: string) => (await rows<{ id: number }>(server, sql`select id from sys_job where name = ${name}`))[0]?.id ?? 0;
const userId = async (username: string) => (await rows<{ id: number }>(server, sql`select id from sys_user where username = ${username}`))[0]?.id ?? 0;
const list = async (query: string, token = tokens.admin) => {
  const res = await server.call('GET', `/api/users?${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return adminUserPageSchema.parse(res.body);
};
const info = (token: string) => server.call('GET', '/auth/info', { token });

async function createUser(body: Record<string, unknown>) {
  const res = await server.call('POST', '/api/users', { token: tokens.admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return userCreatedSchema.parse(res.body);
}

const newUser = async (username: string, extra: Record<string, unknown> = {}) => createUser({
  username, nickName: `Nhân viên ${username}`, email: `${username}@procurement.example`, roleIds: [await roleId('operator')],
  deptId: await deptIdOf(server, 'Finance', 'Ho Chi Minh City Office'), ...extra,
});

describe('GET api/users', () => {
  it('lists users newest first with department, roles and jobs, and pages them', async () => {
    const page = await list('page=0&size=100');
    expect(page.totalElements).toBe(page.content.length);
    expect(page.content.map((u) => u.id)).toEqual([...page.content.map((u) => u.id)].sort((a, b) => b - a));
    const operator = page.content.find((u) => u.username === 'operator');
    expect(operator).toMatchObject({
      enabled: true, isAdmin: false, accountType: 'staff',
      dept: { name: '运营部', nameI18n: { en: 'Operations', vi: 'Phòng Vận hành' } },
      roles: [{ name: 'operator', level: 2, titleI18n: { en: 'Operations specialist' } }],
      jobs: [{ name: '运营专员', nameI18n: { en: 'Operations specialist' } }],
    });
    expect(JSON.stringify(page)).not.toMatch(/password|hash/i);
    const second = await list('page=1&size=2');
    expect(second.content.map((u) => u.id)).toEqual(page.content.slice(2, 4).map((u) => u.id));
  });

  it('filters by department subtree, keyword in any case, enabled and creation time', async () => {
    const hanoi = await deptIdOf(server, 'Hanoi Head Office');
    expect((await list(`deptId=${hanoi}`)).content.map((u) => u.username).sort()).toEqual(['admin', 'operator']);
    expect((await list('blurry=MINHPHAT')).content.map((u) => u.username)).toEqual(['buyer']);
    expect((await list('blurry=%25')).totalElements).toBe(0);
    const made = await newUser('filter_me', { enabled: false });
    expect((await list('enabled=false')).content.map((u) => u.username)).toEqual(['filter_me']);
    const created = Date.parse(made.user.createTime);
    // Stored to the microsecond, answered to the millisecond.
    const from = new Date(created).toISOString();
    const to = new Date(created + 1).toISOString();
    expect((await list(`createdFrom=${from}&createdTo=${to}`)).content.map((u) => u.username)).toEqual(['filter_me']);
    expect((await list(`createdTo=${new Date(created - 60_000).toISOString()}&blurry=filter_me`)).totalElements).toBe(0);
  });

  it('refuses bad filters with 400 and a message key, never 500', async () => {
    for (const query of ['deptId=x', 'deptId=-1', 'enabled=yes', 'createdFrom=yesterday', 'page=-1', 'size=0', `blurry=${'x'.repeat(101)}`]) {
      const res = await server.call('GET', `/api/users?${query}`, { token: tokens.admin });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/^(validation|error)\./);
    }
  });
});

describe('POST api/users', () => {
  it('creates a user with a generated password, answered once, that signs in', async () => {
    const created = await newUser('dinh_van_an', { phone: '0912345678', areaCode: '+84', gender: 'male', jobIds: [await jobId('财务会计')] });
    expect(created.generatedPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(created.user).toMatchObject({
      username: 'dinh_van_an', phone: '0912345678', areaCode: '+84', gender: 'male', enabled: true, accountType: 'staff',
      dept: { nameI18n: { en: 'Finance' } }, roles: [{ name: 'operator' }], jobs: [{ name: '财务会计' }],
    });
    const token = await server.login('dinh_van_an', created.generatedPassword ?? '');
    expect((await info(token)).body.roles).toContain('order:list');
  });

  it('takes a typed password and then answers none', async () => {
    const created = await newUser('typed_pw', { password: 'Abc12345' });
    expect(created.generatedPassword).toBeNull();
    expect(await server.login('typed_pw', 'Abc12345')).toMatch(/\S/);
  });

  it('refuses a taken username (any case) or e-mail with 409, and unknown references with 400', async () => {
    await newUser('taken_name');
    const again = (body: Record<string, unknown>) => server.call('POST', '/api/users', {
      token: tokens.admin, body: { username: 'fresh_name', nickName: 'x', roleIds: [1], ...body },
    });
    expect((await again({ username: 'TAKEN_NAME' })).body).toEqual({ status: 409, message: MessageKey.usernameTaken });
    expect((await again({ email: 'Taken_Name@procurement.example' })).body).toEqual({ status: 409, message: MessageKey.emailTaken });
    expect((await again({ roleIds: [999999] })).body).toEqual({ status: 400, message: MessageKey.sysRoleNotFound });
    expect((await again({ jobIds: [999999] })).body).toEqual({ status: 400, message: MessageKey.sysJobNotFound });
    expect((await again({ deptId: 999999 })).body).toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
    expect(await countRows(server, 'sys_user', sql`username = 'fresh_name'`)).toBe(0);
  });

  it('refuses bad input with 400 and the field\'s message key, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ roleIds: [] }, MessageKey.sysRolesRequired],
      [{ roleIds: undefined }, MessageKey.sysRolesRequired],
      [{ username: '1abc' }, MessageKey.usernameFormat],
      [{ username: '' }, MessageKey.usernameRequired],
      [{ nickName: '  ' }, MessageKey.nickNameRequired],
      [{ email: 'not-mail' }, MessageKey.emailInvalid],
      [{ phone: '12ab' }, MessageKey.phoneFormat],
      [{ password: 'short' }, MessageKey.passwordFormat],
      [{ gender: 'other' }, MessageKey.genderInvalid],
      [{ deptId: 'x' }, MessageKey.invalidNumber],
      [{ enabled: 'yes' }, MessageKey.badRequest],
      [{ nickName: 'a\u0000b' }, MessageKey.invalidCharacters],
    ];
    for (const [patch, key] of cases) {
      const res = await server.call('POST', '/api/users', { token: tokens.admin, body: { username: 'bad_input', nickName: 'x', roleIds: [1], ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toBe(key);
    }
    expect((await server.call('POST', '/api/users', { token: tokens.admin, raw: '{"username":' })).body).toEqual({ status: 400, message: 'error.malformedJson' });
  });
});

describe('PUT api/users', () => {
  it('changes profile, department, roles and jobs', async () => {
    const { user } = await newUser('to_edit');
    const res = await server.call('PUT', '/api/users', {
      token: tokens.admin,
      body: {
        id: user.id, username: 'to_edit', nickName: 'Đã sửa', email: null, roleIds: [await roleId('purchaser'), await roleId('operator')],
        jobIds: [await jobId('出纳'), await jobId('财务会计')], deptId: await deptIdOf(server, 'Lang Son Warehouse'),
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(adminUserSchema.parse(res.body)).toMatchObject({
      nickName: 'Đã sửa', email: null, dept: { nameI18n: { en: 'Lang Son Warehouse' } },
      roles: [{ name: 'operator' }, { name: 'purchaser' }], jobs: [{ name: '财务会计' }, { name: '出纳' }],
    });
  });

  it('answers 404 for a user that does not exist', async () => {
    const res = await server.call('PUT', '/api/users', { token: tokens.admin, body: { id: 999999, username: 'ghost', nickName: 'x', roleIds: [1] } });
    expect(res.body).toEqual({ status: 404, message: MessageKey.sysUserNotFound });
  });
});

describe('ending sessions', () => {
  async function signedInUser(username: string) {
    const created = await newUser(username);
    const token = await server.login(username, created.generatedPassword ?? '');
    expect((await info(token)).status).toBe(200);
    return { id: created.user.id, token, password: created.generatedPassword ?? '' };
  }
  const revoked = async (id: number) => countRows(server, 'auth_token', sql`user_id = ${id} and revoked_at is null`);

  it('disabling a user refuses its token on the very next request, and enabling does not bring it back', async () => {
    const who = await signedInUser('kick_disable');
    const res = await server.call('PUT', `/api/users/${who.id}/enabled`, { token: tokens.admin, body: { enabled: false } });
    expect(adminUserSchema.parse(res.body).enabled).toBe(false);
    expect((await info(who.token)).status).toBe(401);
    expect(await revoked(who.id)).toBe(0);
    await expect(server.login('kick_disable', who.password)).rejects.toThrow(MessageKey.accountDisabled);

    await server.call('PUT', `/api/users/${who.id}/enabled`, { token: tokens.admin, body: { enabled: true } });
    expect((await info(who.token)).status).toBe(401);
    expect((await info(await server.login('kick_disable', who.password))).status).toBe(200);
  });

  it('disabling through the edit form ends the sessions too', async () => {
    const who = await signedInUser('kick_form');
    const res = await server.call('PUT', '/api/users', {
      token: tokens.admin, body: { id: who.id, username: 'kick_form', nickName: 'x', roleIds: [await roleId('operator')], enabled: false },
    });
    expect(res.status).toBe(200);
    expect((await info(who.token)).status).toBe(401);
  });

  it('deleting a user refuses its token at once and removes the user', async () => {
    const who = await signedInUser('kick_delete');
    expect((await server.call('DELETE', '/api/users', { token: tokens.admin, body: [who.id] })).body).toEqual({ ok: true });
    expect((await info(who.token)).status).toBe(401);
    expect(await countRows(server, 'sys_user', sql`id = ${who.id}`)).toBe(0);
  });

  it('resetting a password ends the sessions; the new password signs in, the old one no more', async () => {
    const who = await signedInUser('kick_reset');
    const res = await server.call('POST', `/api/users/${who.id}/password`, { token: tokens.admin, body: {} });
    expect(res.headers.get('cache-control')).toBe('no-store');
    const generated = res.body.generatedPassword as string;
    expect(generated).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await info(who.token)).status).toBe(401);
    await expect(server.login('kick_reset', who.password)).rejects.toThrow();
    expect(await server.login('kick_reset', generated)).toMatch(/\S/);

    const typed = await server.call('POST', `/api/users/${who.id}/password`, { token: tokens.admin, body: { password: 'New12345' } });
    expect(typed.body).toEqual({ generatedPassword: null });
    expect(await server.login('kick_reset', 'New12345')).toMatch(/\S/);
    expect((await server.call('POST', `/api/users/${who.id}/password`, { token: tokens.admin, body: { password: 'x' } })).body.message).toBe(MessageKey.passwordFormat);
  });
});

describe('who may do what to whom', () => {
  it('nobody deletes, disables or resets themselves', async () => {
    const self = await userId('admin');
    expect((await server.call('DELETE', '/api/users', { token: tokens.admin, body: [self] })).body).toEqual({ status: 400, message: MessageKey.sysSelfNotAllowed });
    expect((await server.call('PUT', `/api/users/${self}/enabled`, { token: tokens.admin, body: { enabled: false } })).body)
      .toEqual({ status: 400, message: MessageKey.sysSelfNotAllowed });
    expect((await server.call('POST', `/api/users/${self}/password`, { token: tokens.admin, body: {} })).body)
      .toEqual({ status: 400, message: MessageKey.sysSelfNotAllowed });
    expect((await info(tokens.admin)).status).toBe(200);
  });

  it('nobody deletes, disables or renames the built-in administrator, not even another administrator', async () => {
    const other = await makeAccount(server, 'second_admin', null, [await roleId('admin')]);
    const token = await tokenFor(server, other);
    const builtIn = await userId('admin');
    expect((await server.call('DELETE', '/api/users', { token, body: [builtIn] })).body).toEqual({ status: 403, message: MessageKey.sysBuiltInAdmin });
    expect((await server.call('PUT', `/api/users/${builtIn}/enabled`, { token, body: { enabled: false } })).body)
      .toEqual({ status: 403, message: MessageKey.sysBuiltInAdmin });
    const rename = await server.call('PUT', '/api/users', { token, body: { id: builtIn, username: 'root', nickName: 'x', roleIds: [await roleId('admin')] } });
    expect(rename.body).toEqual({ status: 403, message: MessageKey.sysBuiltInAdmin });
    expect((await info(tokens.admin)).status).toBe(200);
  });

  it('keeps users with orders (400) and deletes nothing of a refused list', async () => {
    const buyer = await userId('buyer');
    const storeId = await makeStore(server);
    await server.database.db.execute(sql`
      insert into mall_order (order_no, user_id, store_id, status, goods_total, deposit_amount, quantity, source)
      values ('TEST-DEL-1', ${buyer}, ${storeId}, 'depositPending', 100, 30, 1, 'buyNow')`);
    const { user } = await newUser('deletable');
    const res = await server.call('DELETE', '/api/users', { token: tokens.admin, body: [user.id, buyer] });
    expect(res.body).toEqual({ status: 400, message: MessageKey.sysUserHasRecords });
    expect(await countRows(server, 'sys_user', sql`id in (${user.id}, ${buyer})`)).toBe(2);
    expect((await info(tokens.buyer)).status).toBe(200);
  });

  it('refuses a user or a role above the caller\'s level with 403, and lets the same level through', async () => {
    const manager = await makeRole(server, 'user_manager', { permissions: ['user:list', 'user:add', 'user:edit', 'user:del'], level: 2, dataScope: 'all' });
    const managerId = await makeAccount(server, 'manager', null, [manager]);
    const token = await tokenFor(server, managerId);
    const admin = await userId('admin');
    const refused = { status: 403, message: MessageKey.sysLevelForbidden };
    expect((await server.call('PUT', `/api/users/${admin}/enabled`, { token, body: { enabled: true } })).body).toEqual(refused);
    expect((await server.call('DELETE', '/api/users', { token, body: [admin] })).body).toEqual(refused);
    expect((await server.call('POST', `/api/users/${admin}/password`, { token, body: {} })).body).toEqual(refused);
    const body = { username: 'by_manager', nickName: 'x', deptId: await deptIdOf(server, 'Customer Service', 'Ho Chi Minh City Office') };
    expect((await server.call('POST', '/api/users', { token, body: { ...body, roleIds: [await roleId('admin')] } })).body).toEqual(refused);
    const low = await makeRole(server, 'level_one', { permissions: [], level: 1 });
    expect((await server.call('POST', '/api/users', { token, body: { ...body, roleIds: [low] } })).body).toEqual(refused);
    const made = await server.call('POST', '/api/users', { token, body: { ...body, roleIds: [await roleId('operator')] } });
    expect(made.status).toBe(201);
    const operator = await userId('operator');
    expect((await server.call('PUT', `/api/users/${operator}/enabled`, { token, body: { enabled: true } })).status).toBe(200);
  });
});

describe('GET api/users/download', () => {
  const download = (query: string, token = tokens.admin, headers: Record<string, string> = {}) =>
    downloadSheet(server, `/api/users/download?${query}`, token, headers);

  it('exports the filtered list in the asked language, with local times', async () => {
    const hanoi = await deptIdOf(server, 'Hanoi Head Office');
    const en = await download(`deptId=${hanoi}&lang=en&tzOffset=420`);
    expect(en.name).toBe('Users');
    expect(en.disposition).toBe('attachment; filename="users-en.xlsx"');
    expect(en.header).toEqual(['Username', 'Nickname', 'E-mail', 'Phone', 'Department', 'Roles', 'Jobs', 'Account type', 'Enabled', 'Created']);
    const operator = en.rows.find((r) => r[0] === 'operator');
    expect(operator?.slice(0, 9)).toEqual(['operator', 'Trần Thị Mai', 'operator@procurement.example', '+84 983214567', 'Operations', 'Operations specialist', 'Operations specialist', 'Staff', 'Yes']);
    expect(en.rows.map((r) => r[0]).sort()).toEqual(['admin', 'operator']);
    const list = await server.call('GET', `/api/users?deptId=${hanoi}`, { token: tokens.admin });
    const createdUtc = Date.parse(list.body.content.find((u: { username: string }) => u.username === 'operator').createTime);
    expect(Date.parse(operator?.[9] ?? '')).toBe(createdUtc + 420 * 60_000);

    const vi = await download(`deptId=${hanoi}`, tokens.admin, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(vi.header[0]).toBe('Tên đăng nhập');
    expect(vi.rows.find((r) => r[0] === 'operator')?.[4]).toBe('Phòng Vận hành');
    const cn = await download(`deptId=${hanoi}&lang=cn`);
    expect(cn.rows.find((r) => r[0] === 'operator')?.slice(4, 6)).toEqual(['运营部', '运营专员']);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of ['lang=fr', 'tzOffset=9999', 'enabled=maybe']) {
      expect((await server.call('GET', `/api/users/download?${query}`, { token: tokens.admin })).status, query).toBe(400);
    }
  });
});
