import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deptSchema, deptTreeSchema, type Dept } from 'shared-contracts/api/depts';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { useTestServer } from '../../../test/harness';
import { countRows, rows } from '../../../test/rows';
import { deptIdOf, makeAccount, makeDept, makeStaff } from '../../../test/staff-factory';

const { server, tokens } = useTestServer({ signIn: ['admin'] });

const flat = (nodes: Dept[]): Dept[] => nodes.flatMap((d) => [d, ...flat(d.children ?? [])]);
const tree = async (query = '', token = tokens.admin) => {
  const res = await server.call('GET', `/api/dept${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return deptTreeSchema.parse(res.body);
};
const save = (method: 'POST' | 'PUT', body: Record<string, unknown>, token = tokens.admin) => server.call(method, '/api/dept', { token, body });

describe('GET api/dept', () => {
  it('answers the whole tree by sort, with three languages and child counts', async () => {
    const all = await tree();
    expect(all.content).toHaveLength(1);
    const root = all.content[0];
    expect(root?.nameI18n).toEqual({ cn: '越南采购服务总部', en: 'Procurement Services Headquarters', vi: 'Tổng công ty Dịch vụ Thu mua' });
    expect(root?.children?.map((c) => c.nameI18n.en)).toEqual([
      'Hanoi Head Office', 'Shenzhen Sourcing Centre', 'Border Warehousing & Logistics', 'Purchasing Partners', 'Ho Chi Minh City Office',
    ]);
    expect(root?.subCount).toBe(5);
    expect(all.totalElements).toBe(flat(all.content).length);
    expect(all.totalElements).toBe(await countRows(server, 'sys_dept'));
  });

  it('keeps the matches of a name (any language, marks or not) with the ancestors that lead to them', async () => {
    const found = await tree(`?name=${encodeURIComponent('tai chinh')}`);
    expect(flat(found.content).map((d) => d.nameI18n.en)).toEqual([
      'Procurement Services Headquarters', 'Hanoi Head Office', 'Finance', 'Ho Chi Minh City Office', 'Finance',
    ]);
    const off = await makeDept(server, '停用部门', await deptIdOf(server, 'Hanoi Head Office'));
    await server.database.db.execute(sql`update sys_dept set enabled = false where id = ${off}`);
    expect(flat((await tree('?enabled=false')).content).map((d) => d.name)).toEqual(['越南采购服务总部', '河内总部', '停用部门']);
    expect((await server.call('GET', '/api/dept?enabled=maybe', { token: tokens.admin })).status).toBe(400);
  });
});

describe('writing departments', () => {
  it('creates, moves, renames and deletes a department', async () => {
    const hcmc = await deptIdOf(server, 'Ho Chi Minh City Office');
    const created = await save('POST', { pid: hcmc, name: '物流部', nameI18n: { en: 'Logistics', vi: 'Phòng Logistics' }, deptSort: 4 });
    expect(created.status).toBe(201);
    const dept = deptSchema.parse(created.body);
    expect(dept).toMatchObject({ pid: hcmc, name: '物流部', enabled: true, subCount: 0, deptSort: 4 });
    const hanoi = await deptIdOf(server, 'Hanoi Head Office');
    const moved = await save('PUT', { id: dept.id, pid: hanoi, name: '物流中心', nameI18n: { en: 'Logistics Centre' }, enabled: false });
    expect(deptSchema.parse(moved.body)).toMatchObject({ pid: hanoi, name: '物流中心', enabled: false, nameI18n: { en: 'Logistics Centre' } });
    expect((await server.call('DELETE', '/api/dept', { token: tokens.admin, body: [dept.id] })).body).toEqual({ ok: true });
    expect(await countRows(server, 'sys_dept', sql`id = ${dept.id}`)).toBe(0);
  });

  it('refuses a cycle, a sibling of the same name, an unknown parent and unknown ids', async () => {
    const hanoi = await deptIdOf(server, 'Hanoi Head Office');
    const ops = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
    expect((await save('PUT', { id: hanoi, pid: ops, name: '河内总部' })).body).toEqual({ status: 400, message: MessageKey.sysDeptCycle });
    expect((await save('PUT', { id: hanoi, pid: hanoi, name: '河内总部' })).body).toEqual({ status: 400, message: MessageKey.sysDeptCycle });
    expect((await save('POST', { pid: hanoi, name: '运营部' })).body).toEqual({ status: 409, message: MessageKey.sysDeptNameTaken });
    expect((await save('POST', { pid: 999999, name: '新部门' })).body).toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
    expect((await save('PUT', { id: 999999, name: '新部门' })).body).toEqual({ status: 404, message: MessageKey.sysDeptNotFound });
    expect((await server.call('DELETE', '/api/dept', { token: tokens.admin, body: [999999] })).body).toEqual({ status: 404, message: MessageKey.sysDeptNotFound });
  });

  it('does not delete a department with sub-departments or users, nor any other of the same request', async () => {
    const hanoi = await deptIdOf(server, 'Hanoi Head Office');
    const empty = await makeDept(server, '空部门', hanoi);
    expect((await server.call('DELETE', '/api/dept', { token: tokens.admin, body: [empty, hanoi] })).body).toEqual({ status: 400, message: MessageKey.sysDeptHasChildren });
    const staffed = await makeDept(server, '有人部门', hanoi);
    await makeAccount(server, 'in_staffed', staffed, []);
    expect((await server.call('DELETE', '/api/dept', { token: tokens.admin, body: [empty, staffed] })).body).toEqual({ status: 400, message: MessageKey.sysDeptHasUsers });
    expect(await countRows(server, 'sys_dept', sql`id in (${empty}, ${staffed})`)).toBe(2);
    // A parent and its only child go together.
    const parent = await makeDept(server, '父部门', hanoi);
    const child = await makeDept(server, '子部门', parent);
    expect((await server.call('DELETE', '/api/dept', { token: tokens.admin, body: [parent, child] })).body).toEqual({ ok: true });
  });

  it('refuses bad input with 400 and a message key, never 500', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: '' }, MessageKey.required],
      [{ name: 'x'.repeat(61) }, MessageKey.tooLong],
      [{ name: '部门', deptSort: -1 }, MessageKey.invalidNumber],
      [{ name: '部门', deptSort: 'first' }, MessageKey.invalidNumber],
      [{ name: '部门', pid: 'root' }, MessageKey.invalidNumber],
      [{ name: '部门', enabled: 'yes' }, MessageKey.badRequest],
      [{ name: '部门', nameI18n: { en: 'x'.repeat(201) } }, MessageKey.tooLong],
    ];
    for (const [input, key] of cases) {
      const res = await save('POST', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body.message, JSON.stringify(input)).toBe(key);
    }
  });
});

describe('at the same time', () => {
  it('a user made in a department being deleted either stops the delete or is refused: never a user without it', async () => {
    const [role] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'purchaser'`);
    for (let i = 0; i < 5; i++) {
      const dept = await makeDept(server, `竞争部门 ${i}`, await deptIdOf(server, 'Hanoi Head Office'));
      const [made, deleted] = await Promise.all([
        server.call('POST', '/api/users', { token: tokens.admin, body: { username: `race_${i}`, nickName: 'x', roleIds: [role?.id], deptId: dept } }),
        server.call('DELETE', '/api/dept', { token: tokens.admin, body: [dept] }),
      ]);
      const outcome = [made.status, deleted.status].sort().join('/');
      expect(['200/400', '201/400'], JSON.stringify([made.body, deleted.body])).toContain(outcome);
      expect(await countRows(server, 'sys_user', sql`username = ${`race_${i}`} and dept_id is null`)).toBe(0);
    }
  });

  it('two moves that would close a cycle: one wins, the other is refused', async () => {
    const a = await makeDept(server, '甲', await deptIdOf(server, 'Hanoi Head Office'));
    const b = await makeDept(server, '乙', await deptIdOf(server, 'Hanoi Head Office'));
    const answers = await Promise.all([save('PUT', { id: a, pid: b, name: '甲' }), save('PUT', { id: b, pid: a, name: '乙' })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });
});

describe('departments inside a data scope', () => {
  it('writes only inside the scope: nothing at the top level, nothing under or on a department outside it', async () => {
    const hanoi = await deptIdOf(server, 'Hanoi Head Office');
    const editor = await makeStaff(server, {
      username: 'dept_editor', permissions: ['dept:list', 'dept:add', 'dept:edit', 'dept:del'], dataScope: 'dept', deptId: hanoi,
    });
    expect((await tree('', editor.token)).content.map((d) => d.nameI18n.en)).toEqual(['Hanoi Head Office']);
    expect((await save('POST', { pid: null, name: '顶级' }, editor.token)).body).toEqual({ status: 403, message: MessageKey.forbidden });
    const langSon = await deptIdOf(server, 'Lang Son Warehouse');
    expect((await save('POST', { pid: langSon, name: '外部' }, editor.token)).body).toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
    expect((await save('PUT', { id: langSon, pid: null, name: '谅山仓' }, editor.token)).body).toEqual({ status: 404, message: MessageKey.sysDeptNotFound });
    expect((await server.call('DELETE', '/api/dept', { token: editor.token, body: [langSon] })).body).toEqual({ status: 404, message: MessageKey.sysDeptNotFound });
    const made = await save('POST', { pid: hanoi, name: '新团队' }, editor.token);
    expect(made.status).toBe(201);
    // Its own root keeps a parent the editor cannot see.
    const root = (await tree('', editor.token)).content[0];
    expect((await save('PUT', { id: hanoi, pid: root?.pid, name: '河内总部', nameI18n: root?.nameI18n, deptSort: 1 }, editor.token)).status).toBe(200);
    expect((await save('PUT', { id: made.body.id, pid: langSon, name: '新团队' }, editor.token)).body).toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
  });
});
