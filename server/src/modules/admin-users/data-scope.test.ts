import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUserPageSchema } from 'shared-contracts/api/admin-users';
import { deptTreeSchema, type Dept } from 'shared-contracts/api/depts';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeAccount, makeRole, tokenFor } from '../../../test/staff-factory';
import { dataScopeOf } from '../data-scope/data-scope';

/**
 * Data scope on the users routes (docs/back-office.md): per scope kind, a staff member never sees or touches a
 * user outside it, by the list, its filters, the export, or any write by id (404).
 */
const { server } = useTestServer();

const CODES = ['user:list', 'user:add', 'user:edit', 'user:del', 'dept:list'];
type Who = { id: number; token: string };
const depts: Record<string, number> = {};
const staff: Record<string, Who> = {};
const targets: Record<string, number> = {};

async function staffMember(username: string, deptId: number | null, scopes: Array<{ dataScope: 'all' | 'dept' | 'custom' | 'self'; scopeDeptIds?: number[] }>): Promise<Who> {
  const roleIds: number[] = [];
  for (const [i, scope] of scopes.entries()) roleIds.push(await makeRole(server, `${username}_${i}`, { permissions: CODES, level: 2, ...scope }));
  const id = await makeAccount(server, username, deptId, roleIds);
  return { id, token: await tokenFor(server, id) };
}

beforeAll(async () => {
  depts.hanoi = await deptIdOf(server, 'Hanoi Head Office');
  depts.hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  depts.hanoiFinance = await deptIdOf(server, 'Finance', 'Hanoi Head Office');
  depts.hcmc = await deptIdOf(server, 'Ho Chi Minh City Office');
  depts.hcmcFinance = await deptIdOf(server, 'Finance', 'Ho Chi Minh City Office');
  depts.hcmcService = await deptIdOf(server, 'Customer Service', 'Ho Chi Minh City Office');
  depts.langSon = await deptIdOf(server, 'Lang Son Warehouse');
  const [purchaser] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'purchaser'`);
  for (const [name, dept] of [['t_hanoi_ops', depts.hanoiOps], ['t_hcmc_fin', depts.hcmcFinance], ['t_hcmc_cs', depts.hcmcService], ['t_langson', depts.langSon], ['t_nodept', null]] as const) {
    targets[name] = await makeAccount(server, name, dept ?? null, [purchaser?.id ?? 0]);
  }
  staff.all = await staffMember('s_all', depts.hanoiFinance ?? null, [{ dataScope: 'all' }]);
  staff.dept = await staffMember('s_dept', depts.hanoi ?? null, [{ dataScope: 'dept' }]);
  staff.custom = await staffMember('s_custom', depts.hanoiFinance ?? null, [{ dataScope: 'custom', scopeDeptIds: [depts.hcmcFinance ?? 0, depts.langSon ?? 0] }]);
  staff.self = await staffMember('s_self', depts.hanoiOps ?? null, [{ dataScope: 'self' }]);
  staff.union = await staffMember('s_union', depts.hcmcService ?? null, [{ dataScope: 'dept' }, { dataScope: 'custom', scopeDeptIds: [depts.langSon ?? 0] }]);
  staff.allWins = await staffMember('s_all_wins', depts.langSon ?? null, [{ dataScope: 'self' }, { dataScope: 'all' }]);
});

const listed = async (who: Who, query = '') => {
  const res = await server.call('GET', `/api/users?size=9999${query}`, { token: who.token });
  expect(res.status).toBe(200);
  return adminUserPageSchema.parse(res.body).content;
};

async function exported(who: Who): Promise<string[]> {
  const res = await fetch(`${server.url}/api/users/download?lang=en`, { headers: { authorization: `Bearer ${who.token}` } });
  expect(res.status).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const names: string[] = [];
  book.worksheets[0]?.eachRow((row, n) => { if (n > 1) names.push(String(row.getCell(1).value)); });
  return names.sort();
}

/** Every user the staff member may see, from the database, by the rule the docs state. */
async function expectedFor(who: Who, deptIds: number[] | 'all'): Promise<string[]> {
  const all = await rows<{ id: number; username: string; dept_id: number | null }>(server, sql`select id, username, dept_id from sys_user`);
  return all.filter((u) => deptIds === 'all' || u.id === who.id || (u.dept_id !== null && deptIds.includes(u.dept_id)))
    .map((u) => u.username).sort();
}

const subtree = async (...ids: number[]): Promise<number[]> => ids.length === 0 ? [] : (await rows<{ id: number }>(server, sql`
  with recursive t as (select id from sys_dept where id in (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})
    union select d.id from sys_dept d join t on d.pid = t.id) select id from t`)).map((r) => r.id);

/** Every write by id the users API has, each answering 404 for a user outside the scope. */
async function writesById(who: Who, target: number) {
  const [purchaser] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'purchaser'`);
  return [
    await server.call('PUT', '/api/users', { token: who.token, body: { id: target, username: `renamed_${target}`, nickName: 'x', roleIds: [purchaser?.id], deptId: null } }),
    await server.call('PUT', `/api/users/${target}/enabled`, { token: who.token, body: { enabled: false } }),
    await server.call('POST', `/api/users/${target}/password`, { token: who.token, body: {} }),
    await server.call('DELETE', '/api/users', { token: who.token, body: [target] }),
  ];
}

type ScopeCase = { label: string; staffKey: string; roots: () => number[] | 'all' };
const cases: ScopeCase[] = [
  { label: 'all', staffKey: 'all', roots: () => 'all' },
  { label: 'dept (own department and below)', staffKey: 'dept', roots: () => [depts.hanoi ?? 0] },
  { label: 'custom (chosen departments and below)', staffKey: 'custom', roots: () => [depts.hcmcFinance ?? 0, depts.langSon ?? 0] },
  { label: 'self (own row only)', staffKey: 'self', roots: () => [] },
  { label: 'union of dept and custom', staffKey: 'union', roots: () => [depts.hcmcService ?? 0, depts.langSon ?? 0] },
  { label: 'self and all: all wins', staffKey: 'allWins', roots: () => 'all' },
];

describe.each(cases)('data scope $label', ({ label, staffKey, roots }) => {
  const whoOf = (): Who => {
    const found = staff[staffKey];
    if (!found) throw new Error(`no staff for ${label}`);
    return found;
  };
  const allowed = async (): Promise<number[] | 'all'> => {
    const r = roots();
    return r === 'all' ? 'all' : subtree(...r);
  };

  it('lists, filters and exports exactly the users inside it', async () => {
    const who = whoOf();
    const expected = await expectedFor(who, await allowed());
    expect((await listed(who)).map((u) => u.username).sort()).toEqual(expected);
    expect(await exported(who)).toEqual(expected);
    // A department filter outside the scope finds nothing rather than leaking the rows.
    const elsewhere = (await listed(who, `&deptId=${depts.hanoiOps}`)).map((u) => u.username);
    expect(elsewhere.every((name) => expected.includes(name))).toBe(true);
    // The server's own function agrees with the rule.
    const scope = await dataScopeOf(server.database.db, { userId: who.id, isAdmin: false });
    const a = await allowed();
    expect(scope.kind === 'all' ? 'all' : [...scope.deptIds].sort()).toEqual(a === 'all' ? 'all' : [...a].sort());
  });

  it('answers 404 to every write by id on a user outside it, and changes nothing', async () => {
    const who = whoOf();
    const a = await allowed();
    for (const [name, id] of Object.entries(targets)) {
      const [row] = await rows<{ dept_id: number | null }>(server, sql`select dept_id from sys_user where id = ${id}`);
      const inside = a === 'all' || (row?.dept_id != null && a.includes(row.dept_id));
      if (inside) continue;
      for (const res of await writesById(who, id)) expect(res.body, `${label} ${name}`).toEqual({ status: 404, message: MessageKey.sysUserNotFound });
      expect(await rows(server, sql`select 1 from sys_user where id = ${id} and enabled and username = ${name}`)).toHaveLength(1);
    }
  });
});

describe('writes that would leave the scope', () => {
  it('refuses to create a user in a department outside the scope, or in none', async () => {
    const [purchaser] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'purchaser'`);
    const body = { username: 'scoped_new', nickName: 'x', roleIds: [purchaser?.id] };
    for (const deptId of [depts.hcmcFinance, null]) {
      expect((await server.call('POST', '/api/users', { token: staff.dept?.token, body: { ...body, deptId } })).body)
        .toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
    }
    expect((await server.call('POST', '/api/users', { token: staff.dept?.token, body: { ...body, deptId: depts.hanoiOps } })).status).toBe(201);
  });

  it('refuses to move a user out of the scope, and lets an edit keep a department it cannot see', async () => {
    const [purchaser] = await rows<{ id: number }>(server, sql`select id from sys_role where name = 'purchaser'`);
    const target = targets.t_hanoi_ops;
    const body = { id: target, username: 't_hanoi_ops', nickName: 'moved', roleIds: [purchaser?.id] };
    expect((await server.call('PUT', '/api/users', { token: staff.dept?.token, body: { ...body, deptId: depts.langSon } })).body)
      .toEqual({ status: 400, message: MessageKey.sysDeptNotFound });
    expect((await server.call('PUT', '/api/users', { token: staff.dept?.token, body: { ...body, deptId: depts.hanoiOps } })).status).toBe(200);
  });

  it('shows the department tree from the scope down, roots where the scope starts', async () => {
    const res = await server.call('GET', '/api/dept', { token: staff.custom?.token });
    const tree = deptTreeSchema.parse(res.body);
    const names = (nodes: Dept[]): string[] => nodes.flatMap((d) => [d.nameI18n.en ?? d.name, ...names(d.children ?? [])]);
    expect(tree.content.map((d) => d.nameI18n.en)).toEqual(['Finance', 'Lang Son Warehouse']);
    expect(names(tree.content).sort()).toEqual(['Finance', 'Lang Son Warehouse']);
    expect(tree.totalElements).toBe(2);
  });
});
