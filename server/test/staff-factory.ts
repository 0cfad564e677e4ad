import { sql } from 'drizzle-orm';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { DataScopeKind } from 'shared-contracts/api/roles';
import { queryRows } from '../src/db/rows';
import { issueToken } from '../src/modules/auth/tokens';
import type { TestServer } from './harness';

/**
 * Staff for the back office tests (users, roles, departments, jobs): a role made for them with exactly the given
 * permission codes (linked to the seeded buttons that carry them), level and data scope, and a user in a
 * department holding it, with a token.
 */
export type Staff = { userId: number; roleId: number; token: string };

export type StaffSpec = {
  username: string;
  permissions: readonly string[];
  level?: number;
  dataScope?: DataScopeKind;
  deptId?: number | null;
  /** Departments of a `custom` scope. */
  scopeDeptIds?: readonly number[];
};

const one = async <T>(server: TestServer, query: ReturnType<typeof sql>): Promise<T> => {
  const [row] = await queryRows<T>(server.database.db, query);
  if (!row) throw new Error('the test factory expected a row');
  return row;
};

/** A role with the permission codes (each code's seeded buttons), level and data scope. */
export async function makeRole(
  server: TestServer, name: string, spec: { permissions: readonly string[]; level?: number; dataScope?: DataScopeKind; scopeDeptIds?: readonly number[] },
): Promise<number> {
  const db = server.database.db;
  const role = await one<{ id: number }>(server, sql`
    insert into sys_role (name, title, title_i18n, level, data_scope)
    values (${name}, ${`测试角色 ${name}`}, ${JSON.stringify({ en: `Test role ${name}` })}::jsonb, ${spec.level ?? 3}, ${spec.dataScope ?? 'all'})
    returning id`);
  for (const code of spec.permissions) {
    await db.execute(sql`insert into sys_roles_menus (role_id, menu_id) select ${role.id}, id from sys_menu where permission = ${code} on conflict do nothing`);
  }
  for (const deptId of spec.scopeDeptIds ?? []) {
    await db.execute(sql`insert into sys_roles_depts (role_id, dept_id) values (${role.id}, ${deptId})`);
  }
  return role.id;
}

/** A user (password hash unusable: tests sign in by token) in a department, with the given roles. */
export async function makeAccount(server: TestServer, username: string, deptId: number | null, roleIds: readonly number[]): Promise<number> {
  const db = server.database.db;
  const user = await one<{ id: number }>(server, sql`
    insert into sys_user (username, username_canonical, nick_name, email, email_canonical, password_hash, account_type, dept_id)
    values (${username}, ${canonicalIdentity(username)}, ${`Nick ${username}`}, ${`${username}@staff.example`},
      ${canonicalIdentity(`${username}@staff.example`)}, 'not-a-hash', 'staff', ${deptId})
    returning id`);
  for (const roleId of roleIds) await db.execute(sql`insert into sys_users_roles (user_id, role_id) values (${user.id}, ${roleId})`);
  return user.id;
}

export async function tokenFor(server: TestServer, userId: number): Promise<string> {
  return issueToken(server.database.db, { userId, rememberMe: false, ip: null, userAgent: 'test' });
}

export async function makeStaff(server: TestServer, spec: StaffSpec): Promise<Staff> {
  const roleId = await makeRole(server, `role_${spec.username}`, spec);
  const userId = await makeAccount(server, spec.username, spec.deptId ?? null, [roleId]);
  return { userId, roleId, token: await tokenFor(server, userId) };
}

/** A department by its English name (the demo seed names each in en; `under` tells apart the same name twice). */
export async function deptIdOf(server: TestServer, en: string, under?: string): Promise<number> {
  const row = await one<{ id: number }>(server, under === undefined
    ? sql`select id from sys_dept where name_i18n->>'en' = ${en} order by id limit 1`
    : sql`select d.id from sys_dept d join sys_dept p on p.id = d.pid
          where d.name_i18n->>'en' = ${en} and p.name_i18n->>'en' = ${under} order by d.id limit 1`);
  return row.id;
}

export async function makeDept(server: TestServer, name: string, pid: number | null): Promise<number> {
  return (await one<{ id: number }>(server, sql`insert into sys_dept (pid, name) values (${pid}, ${name}) returning id`)).id;
}
