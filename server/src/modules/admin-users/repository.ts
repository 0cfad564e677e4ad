import { sql, type SQL } from 'drizzle-orm';
import { canonicalIdentity } from 'shared-contracts/identity';
import type { UserListQuery, UserUpdate } from 'shared-contracts/api/admin-users';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { I18nText } from '../../db/schema';
import { inScope, type DataScope } from '../data-scope/data-scope';

export type UserRow = {
  id: number; username: string; nick_name: string; email: string | null; phone: string | null; area_code: string | null;
  gender: string | null; account_type: string; enabled: boolean; is_admin: boolean; created_at: Date | string;
  pwd_reset_time: Date | string | null; dept_id: number | null; dept_name: string | null; dept_name_i18n: I18nText | null;
  roles: { id: number; name: string; title: string; titleI18n: I18nText | null; level: number }[] | string | null;
  jobs: { id: number; name: string; nameI18n: I18nText | null }[] | string | null;
};

const COLUMNS = sql`u.id, u.username, u.nick_name, u.email, u.phone, u.area_code, u.gender, u.account_type, u.enabled,
  u.is_admin, u.created_at, u.pwd_reset_time, u.dept_id, d.name as dept_name, d.name_i18n as dept_name_i18n,
  coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name, 'title', r.title, 'titleI18n', r.title_i18n, 'level', r.level)
                            order by r.level, r.id)
            from sys_users_roles ur join sys_role r on r.id = ur.role_id where ur.user_id = u.id), '[]'::json) as roles,
  coalesce((select json_agg(json_build_object('id', j.id, 'name', j.name, 'nameI18n', j.name_i18n) order by j.job_sort, j.id)
            from sys_users_jobs uj join sys_job j on j.id = uj.job_id where uj.user_id = u.id), '[]'::json) as jobs`;

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
/** The scope condition on the users table (`u`): the user's department, or the caller's own row. */
const scopeOf = (scope: DataScope) => inScope(scope, sql`u.dept_id`, sql`u.id`);

export type UserFilters = Omit<UserListQuery, 'page' | 'size'>;

function whereOf(scope: DataScope, q: UserFilters): SQL {
  const parts: SQL[] = [scopeOf(scope)];
  if (q.deptId !== undefined) {
    parts.push(sql`u.dept_id in (with recursive tree as (
      select id from sys_dept where id = ${q.deptId} union select d.id from sys_dept d join tree t on d.pid = t.id
    ) select id from tree)`);
  }
  if (q.blurry) {
    const like = likeOf(q.blurry);
    parts.push(sql`(u.username ilike ${like} or u.nick_name ilike ${like} or u.email ilike ${like})`);
  }
  if (q.enabled !== undefined) parts.push(sql`u.enabled = ${q.enabled}`);
  if (q.createdFrom) parts.push(sql`u.created_at >= ${q.createdFrom}::timestamptz`);
  if (q.createdTo) parts.push(sql`u.created_at <= ${q.createdTo}::timestamptz`);
  return sql.join(parts, sql` and `);
}

export async function countUsers(db: DbOrTx, scope: DataScope, q: UserFilters): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sys_user u where ${whereOf(scope, q)}`);
  return Number(row?.n ?? 0);
}

/** Newest first; `limit` null for every row (the export). */
export async function listUsers(db: DbOrTx, scope: DataScope, q: UserFilters, page: { offset: number; limit: number | null }): Promise<UserRow[]> {
  const limit = page.limit === null ? sql`` : sql` limit ${page.limit}`;
  return queryRows<UserRow>(db, sql`
    select ${COLUMNS} from sys_user u left join sys_dept d on d.id = u.dept_id
    where ${whereOf(scope, q)} order by u.id desc${limit} offset ${page.offset}`);
}

/** One user inside the scope (null outside it, as if it did not exist); `lock` for a write. */
export async function findUser(db: DbOrTx, scope: DataScope, id: number, opts: { lock?: boolean } = {}): Promise<UserRow | null> {
  const lock = opts.lock ? sql` for update of u` : sql``;
  const [row] = await queryRows<UserRow>(db, sql`
    select ${COLUMNS} from sys_user u left join sys_dept d on d.id = u.dept_id
    where u.id = ${id} and ${scopeOf(scope)}${lock}`);
  return row ?? null;
}

export type UserFields = Omit<UserUpdate, 'id' | 'roleIds' | 'jobIds'>;

export async function insertUser(tx: DbOrTx, fields: UserFields, passwordHash: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(tx, sql`
    insert into sys_user (username, username_canonical, nick_name, email, email_canonical, phone, area_code, gender,
      dept_id, enabled, password_hash, account_type, pwd_reset_time)
    values (${fields.username}, ${canonicalIdentity(fields.username)}, ${fields.nickName}, ${fields.email},
      ${fields.email === null ? null : canonicalIdentity(fields.email)}, ${fields.phone}, ${fields.areaCode}, ${fields.gender},
      ${fields.deptId}, ${fields.enabled}, ${passwordHash}, 'staff', now())
    returning id`);
  if (!row) throw new Error('insert into sys_user returned nothing');
  return row.id;
}

export async function updateUser(tx: DbOrTx, id: number, fields: UserFields): Promise<void> {
  await tx.execute(sql`
    update sys_user set username = ${fields.username}, username_canonical = ${canonicalIdentity(fields.username)},
      nick_name = ${fields.nickName}, email = ${fields.email},
      email_canonical = ${fields.email === null ? null : canonicalIdentity(fields.email)}, phone = ${fields.phone},
      area_code = ${fields.areaCode}, gender = ${fields.gender}, dept_id = ${fields.deptId}, enabled = ${fields.enabled},
      updated_at = now()
    where id = ${id}`);
}

export async function setEnabled(tx: DbOrTx, id: number, enabled: boolean): Promise<void> {
  await tx.execute(sql`update sys_user set enabled = ${enabled}, updated_at = now() where id = ${id}`);
}

export async function setPasswordHash(tx: DbOrTx, id: number, passwordHash: string): Promise<void> {
  await tx.execute(sql`update sys_user set password_hash = ${passwordHash}, pwd_reset_time = now(), updated_at = now() where id = ${id}`);
}

export async function setUserRoles(tx: DbOrTx, userId: number, roleIds: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from sys_users_roles where user_id = ${userId}`);
  if (!roleIds.length) return;
  const values = sql.join(roleIds.map((r) => sql`(${userId}, ${r})`), sql`, `);
  await tx.execute(sql`insert into sys_users_roles (user_id, role_id) values ${values} on conflict do nothing`);
}

export async function setUserJobs(tx: DbOrTx, userId: number, jobIds: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from sys_users_jobs where user_id = ${userId}`);
  if (!jobIds.length) return;
  const values = sql.join(jobIds.map((j) => sql`(${userId}, ${j})`), sql`, `);
  await tx.execute(sql`insert into sys_users_jobs (user_id, job_id) values ${values} on conflict do nothing`);
}

export async function deleteUsers(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from sys_user where id in (${idList(ids)})`);
}

/** Ids among `ids` that exist, locked against a concurrent delete (key share) until the transaction ends. */
export async function existingIds(tx: DbOrTx, table: 'sys_dept' | 'sys_job', ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: number }>(tx, sql`
    select id from ${sql.identifier(table)} where id in (${idList(ids)}) for key share`);
  return new Set(rows.map((r) => r.id));
}
