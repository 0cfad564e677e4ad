import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { roleMenuNodeSchema, roleOptionSchema, rolePageSchema, roleSchema, type RoleMenuNode } from 'shared-contracts/api/roles';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { deptIdOf, makeAccount, makeStaff, tokenFor } from '../../../test/staff-factory';

const { server, tokens } = useTestServer({ signIn: ['admin', 'operator'] });

const ROLE_CODES = ['roles:list', 'roles:add', 'roles:edit', 'roles:del', 'user:list', 'user:edit'];
const roleId = async (name: string) => (await rows<{ id: number }>(server, sql`select id from sys_role where name = ${name}`))[0]?.id ?? 0;
const menuId = async (permission: string) =>
  (await rows<{ id: number }>(server, sql`select id from sys_menu where permission = ${permission} order by id limit 1`))[0]?.id ?? 0;
const pageId = async (component: string) =>
  (await rows<{ id: number }>(server, sql`select id from sys_menu where component = ${component}`))[0]?.id ?? 0;
const info = (token: string) => server.call('GET', '/auth/info', { token });

const body = (name: string, extra: Record<string, unknown> = {}) => ({
  name, title: `角色 ${name}`, titleI18n: { en: `Role ${name}`, vi: `Vai trò ${name}` }, level: 3, dataScope: 'self', description: 'Test', ...extra,
});

async function create(name: string, extra: Record<string, unknown> = {}, token = tokens.admin) {
  const res = await server.call('POST', '/api/roles', { token, body: body(name, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return roleSchema.parse(res.body);
}

describe('reading roles', () => {
  it('pages roles by level with user counts and searches code, title and description', async () => {
    const page = rolePageSchema.parse((await server.call('GET', '/api/roles?size=100', { token: tokens.admin })).body);
    expect(page.content.slice(0, 2).map((r) => [r.name, r.level, r.dataScope])).toEqual([['admin', 1, 'all'], ['operator', 2, 'all']]);
    expect(page.content.find((r) => r.name === 'operator')?.userCount).toBe(1);
    expect(page.content.find((r) => r.name === 'operator')?.menuIds).toContain(await menuId('payment:review'));
    const found = rolePageSchema.parse((await server.call('GET', `/api/roles?blurry=${encodeURIComponent('Operations')}`, { token: tokens.admin })).body);
    expect(found.content.map((r) => r.name)).toEqual(['operator']);
    const all = z.array(roleOptionSchema).parse((await server.call('GET', '/api/roles/all', { token: tokens.admin })).body);
    expect(all.map((r) => r.name)).toEqual(expect.arrayContaining(['admin', 'operator', 'purchaser', 'supplier', 'cooperative']));
    expect((await server.call('GET', '/api/roles/999999', { token: tokens.admin })).body).toEqual({ status: 404, message: MessageKey.sysRoleNotFound });
    expect((await server.call('GET', '/api/roles/abc', { token: tokens.admin })).status).toBe(400);
  });

  it('gives the menu tree with what the caller may grant', async () => {
    const adminTree = z.array(roleMenuNodeSchema).parse((await server.call('GET', '/api/roles/menu-tree', { token: tokens.admin })).body);
    const flat = (nodes: RoleMenuNode[]): RoleMenuNode[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    expect(flat(adminTree).every((n) => n.grantable)).toBe(true);
    const system = adminTree.find((n) => n.titleI18n.en === 'System');
    expect(system?.children?.map((c) => c.titleI18n.en)).toEqual(['Users', 'Roles', 'Menus', 'Departments', 'Dictionaries', 'Jobs']);
    const editor = await makeStaff(server, { username: 'tree_reader', permissions: ROLE_CODES, level: 2 });
    const mine = flat(z.array(roleMenuNodeSchema).parse((await server.call('GET', '/api/roles/menu-tree', { token: editor.token })).body));
    expect(mine.find((n) => n.permission === 'roles:edit')?.grantable).toBe(true);
    expect(mine.find((n) => n.id === system?.id)?.grantable).toBe(true);
    expect(mine.find((n) => n.permission === 'dict:del')?.grantable).toBe(false);
  });
});

describe('writing roles', () => {
  it('creates, edits (with a custom data scope) and deletes a role', async () => {
    const made = await create('warehouse_clerk');
    expect(made).toMatchObject({ name: 'warehouse_clerk', level: 3, dataScope: 'self', depts: [], menuIds: [], userCount: 0, titleI18n: { en: 'Role warehouse_clerk' } });
    const langSon = await deptIdOf(server, 'Lang Son Warehouse');
    const edited = await server.call('PUT', '/api/roles', { token: tokens.admin, body: body('warehouse_clerk', { id: made.id, dataScope: 'custom', deptIds: [langSon], level: 4 }) });
    expect(roleSchema.parse(edited.body)).toMatchObject({ level: 4, dataScope: 'custom', depts: [{ id: langSon, nameI18n: { en: 'Lang Son Warehouse' } }] });
    const narrowed = await server.call('PUT', '/api/roles', { token: tokens.admin, body: body('warehouse_clerk', { id: made.id, dataScope: 'dept', deptIds: [langSon] }) });
    expect(roleSchema.parse(narrowed.body).depts).toEqual([]);
    expect((await server.call('DELETE', '/api/roles', { token: tokens.admin, body: [made.id] })).body).toEqual({ ok: true });
    expect(await countRows(server, 'sys_role', sql`id = ${made.id}`)).toBe(0);
  });

  it('grants menus with their ancestors, and the holder may use them from the next request', async () => {
    const role = await create('reviewer');
    const holder = await makeAccount(server, 'reviewer_user', null, [role.id]);
    const token = await tokenFor(server, holder);
    const queue = () => server.call('GET', '/api/payments/admin?size=1', { token });
    expect((await queue()).status).toBe(403);
    const res = await server.call('PUT', '/api/roles/menu', { token: tokens.admin, body: { id: role.id, menuIds: [await menuId('payment:list')] } });
    const granted = roleSchema.parse(res.body).menuIds;
    expect(granted).toEqual(expect.arrayContaining([await menuId('payment:list'), await pageId('admin/ops/PaymentReview')]));
    // The button, its page and the Operations directory.
    expect(granted).toHaveLength(3);
    expect((await info(token)).body.roles).toContain('payment:list');
    expect((await queue()).status).toBe(200);
    await server.call('PUT', '/api/roles/menu', { token: tokens.admin, body: { id: role.id, menuIds: [] } });
    expect((await queue()).status).toBe(403);
  });

  it('refuses what cannot be: a taken code, a built-in role renamed or deleted, a role in use, unknown menus and departments', async () => {
    await create('dup_code');
    expect((await server.call('POST', '/api/roles', { token: tokens.admin, body: body('dup_code') })).body).toEqual({ status: 409, message: MessageKey.sysRoleNameTaken });
    const operator = await roleId('operator');
    expect((await server.call('PUT', '/api/roles', { token: tokens.admin, body: body('operator2', { id: operator, level: 2 }) })).body)
      .toEqual({ status: 400, message: MessageKey.sysRoleBuiltIn });
    expect((await server.call('PUT', '/api/roles', { token: tokens.admin, body: body('operator', { id: operator, level: 2, title: '高级运营' }) })).status).toBe(200);
    expect((await server.call('DELETE', '/api/roles', { token: tokens.admin, body: [await roleId('purchaser')] })).body).toEqual({ status: 400, message: MessageKey.sysRoleBuiltIn });
    const used = await create('in_use');
    await makeAccount(server, 'holds_in_use', null, [used.id]);
    expect((await server.call('DELETE', '/api/roles', { token: tokens.admin, body: [used.id] })).body).toEqual({ status: 400, message: MessageKey.sysRoleInUse });
    expect((await server.call('DELETE', '/api/roles', { token: tokens.admin, body: [999999] })).body).toEqual({ status: 404, message: MessageKey.sysRoleNotFound });
    expect((await server.call('PUT', '/api/roles/menu', { token: tokens.admin, body: { id: used.id, menuIds: [999999] } })).body).toEqual({ status: 400, message: MessageKey.menuNotFound });
    expect((await server.call('POST', '/api/roles', { token: tokens.admin, body: body('bad_dept', { dataScope: 'custom', deptIds: [999999] }) })).body)
      .toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
  });

  it('refuses bad input with 400 and a message key, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: 'user:del' }, MessageKey.sysRoleNameInvalid],
      [{ name: '1abc' }, MessageKey.sysRoleNameInvalid],
      [{ title: '' }, MessageKey.required],
      [{ level: 0 }, MessageKey.sysRoleLevelInvalid],
      [{ level: 1000 }, MessageKey.sysRoleLevelInvalid],
      [{ level: 2.5 }, MessageKey.sysRoleLevelInvalid],
      [{ level: 'high' }, MessageKey.sysRoleLevelInvalid],
      [{ dataScope: 'everything' }, MessageKey.sysDataScopeInvalid],
      [{ dataScope: 'custom', deptIds: [] }, MessageKey.sysScopeDeptsRequired],
      [{ deptIds: ['x'] }, MessageKey.invalidNumber],
      [{ titleI18n: { fr: 'Rôle' } }, MessageKey.validation],
    ];
    for (const [patch, key] of cases) {
      const res = await server.call('POST', '/api/roles', { token: tokens.admin, body: body('bad_input', patch) });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toBe(key);
    }
  });
});

describe('the level rule', () => {
  const refused = { status: 403, message: MessageKey.sysLevelForbidden };

  it('nobody creates, edits, grants menus to or deletes a role above their own level; the same level is allowed', async () => {
    const editor = await makeStaff(server, { username: 'level_two', permissions: ROLE_CODES, level: 2 });
    expect((await server.call('POST', '/api/roles', { token: editor.token, body: body('too_high', { level: 1 }) })).body).toEqual(refused);
    const admin = await roleId('admin');
    expect((await server.call('PUT', '/api/roles', { token: editor.token, body: body('admin', { id: admin, level: 1 }) })).body).toEqual(refused);
    expect((await server.call('PUT', '/api/roles/menu', { token: editor.token, body: { id: admin, menuIds: [] } })).body).toEqual(refused);
    expect((await server.call('DELETE', '/api/roles', { token: editor.token, body: [admin] })).body).toEqual(refused);

    const same = await create('same_level', { level: 2 }, editor.token);
    const lower = await server.call('PUT', '/api/roles', { token: editor.token, body: body('same_level', { id: same.id, level: 3 }) });
    expect(lower.status).toBe(200);
    expect((await server.call('PUT', '/api/roles', { token: editor.token, body: body('same_level', { id: same.id, level: 1 }) })).body).toEqual(refused);
    expect((await server.call('DELETE', '/api/roles', { token: editor.token, body: [same.id] })).body).toEqual({ ok: true });
  });

  it('the admin role ranks above every level, whatever its stored level', async () => {
    const top = await makeStaff(server, { username: 'level_one_editor', permissions: ROLE_CODES, level: 1 });
    const admin = await roleId('admin');
    expect((await server.call('PUT', '/api/roles/menu', { token: top.token, body: { id: admin, menuIds: [] } })).body).toEqual(refused);
    const self = await rows<{ id: number }>(server, sql`select id from sys_user where username = 'level_one_editor'`);
    const grab = await server.call('PUT', '/api/users', {
      token: top.token, body: { id: self[0]?.id, username: 'level_one_editor', nickName: 'x', roleIds: [top.roleId, admin] },
    });
    expect(grab.body).toEqual(refused);
    expect((await info(top.token)).body.roles).not.toContain('admin');
  });

  it('grants only what the editor holds, and a scope no wider than the editor\'s own', async () => {
    const editor = await makeStaff(server, { username: 'narrow_editor', permissions: ROLE_CODES, level: 2, dataScope: 'dept', deptId: await deptIdOf(server, 'Hanoi Head Office') });
    const role = await create('granted_by_editor', { level: 3 }, editor.token);
    const ok = await server.call('PUT', '/api/roles/menu', { token: editor.token, body: { id: role.id, menuIds: [await menuId('roles:list')] } });
    expect(ok.status).toBe(200);
    expect((await server.call('PUT', '/api/roles/menu', { token: editor.token, body: { id: role.id, menuIds: [await menuId('dict:del')] } })).body)
      .toEqual({ status: 403, message: MessageKey.sysMenuNotGrantable });
    // What the role has already may stay although the editor does not hold it.
    await server.call('PUT', '/api/roles/menu', { token: tokens.admin, body: { id: role.id, menuIds: [await menuId('dict:del')] } });
    const kept = await server.call('PUT', '/api/roles/menu', { token: editor.token, body: { id: role.id, menuIds: [await menuId('dict:del'), await menuId('roles:list')] } });
    expect(kept.status).toBe(200);

    expect((await server.call('POST', '/api/roles', { token: editor.token, body: body('wide', { dataScope: 'all' }) })).body).toEqual({ status: 403, message: MessageKey.forbidden });
    expect((await server.call('PUT', '/api/roles', { token: editor.token, body: body('granted_by_editor', { id: role.id, dataScope: 'all' }) })).body)
      .toEqual({ status: 403, message: MessageKey.forbidden });
    // A role that sees all data may keep it when such an editor saves it.
    const wide = await create('already_wide', { dataScope: 'all', level: 3 });
    expect((await server.call('PUT', '/api/roles', { token: editor.token, body: body('already_wide', { id: wide.id, dataScope: 'all', description: 'kept' }) })).status).toBe(200);
    const outside = await deptIdOf(server, 'Lang Son Warehouse');
    expect((await server.call('POST', '/api/roles', { token: editor.token, body: body('outside', { dataScope: 'custom', deptIds: [outside] }) })).body)
      .toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
    const inside = await deptIdOf(server, 'Finance', 'Hanoi Head Office');
    const custom = await create('inside', { dataScope: 'custom', deptIds: [inside] }, editor.token);
    // A department the editor cannot see stays in the scope when the editor saves the role.
    await server.database.db.execute(sql`insert into sys_roles_depts (role_id, dept_id) values (${custom.id}, ${outside})`);
    const saved = await server.call('PUT', '/api/roles', { token: editor.token, body: body('inside', { id: custom.id, dataScope: 'custom', deptIds: [inside] }) });
    expect(roleSchema.parse(saved.body).depts.map((d) => d.id).sort()).toEqual([inside, outside].sort());
  });
});
