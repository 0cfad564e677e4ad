import { sql, type SQL } from 'drizzle-orm';
import type { RoleBody, RoleQuery } from 'shared-contracts/api/roles';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { I18nText } from '../../db/schema';

export type RoleRow = {
  id: number; name: string; title: string; title_i18n: I18nText | null; level: number; data_scope: string;
  description: string | null; description_i18n: I18nText | null; created_at: Date | string;
  depts: { id: number; name: string; nameI18n: I18nText | null }[] | string | null;
  menu_ids: number[] | null; user_count: number;
};

const COLUMNS = sql`r.id, r.name, r.title, r.title_i18n, r.level, r.data_scope, r.description, r.description_i18n, r.created_at,
  coalesce((select json_agg(json_build_object('id', d.id, 'name', d.name, 'nameI18n', d.name_i18n) order by d.dept_sort, d.id)
            from sys_roles_depts rd join sys_dept d on d.id = rd.dept_id where rd.role_id = r.id), '[]'::json) as depts,
  array(select rm.menu_id from sys_roles_menus rm where rm.role_id = r.id order by rm.menu_id) as menu_ids,
  (select count(*)::int from sys_users_roles ur where ur.role_id = r.id) as user_count`;

const idList = (ids: readonly number[]) => sql.join(ids.map((id) => sql`${id}`), sql`, `);
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(q: Pick<RoleQuery, 'blurry'>): SQL {
  if (!q.blurry) return sql`true`;
  const like = likeOf(q.blurry);
  return sql`(r.name ilike ${like} or r.title ilike ${like} or r.title_i18n->>'en' ilike ${like}
    or r.title_i18n->>'vi' ilike ${like} or r.description ilike ${like} or r.description_i18n->>'en' ilike ${like}
    or r.description_i18n->>'vi' ilike ${like})`;
}

export async function listRoles(db: DbOrTx, q: RoleQuery): Promise<{ rows: RoleRow[]; total: number }> {
  const where = whereOf(q);
  const rows = await queryRows<RoleRow>(db, sql`
    select ${COLUMNS} from sys_role r where ${where} order by r.level, r.id limit ${q.size} offset ${q.page * q.size}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sys_role r where ${where}`);
  return { rows, total: Number(count?.n ?? 0) };
}

export type RoleOptionRow = { id: number; name: string; title: string; title_i18n: I18nText | null; level: number };

export async function roleOptions(db: DbOrTx, ids?: readonly number[]): Promise<RoleOptionRow[]> {
  const where = ids ? (ids.length ? sql`r.id in (${idList(ids)})` : sql`false`) : sql`true`;
  return queryRows<RoleOptionRow>(db, sql`
    select r.id, r.name, r.title, r.title_i18n, r.level from sys_role r where ${where} order by r.level, r.id`);
}

export async function findRole(db: DbOrTx, id: number, opts: { forUpdate?: boolean } = {}): Promise<RoleRow | null> {
  const lock = opts.forUpdate ? sql` for update of r` : sql``;
  const [row] = await queryRows<RoleRow>(db, sql`select ${COLUMNS} from sys_role r where r.id = ${id}${lock}`);
  return row ?? null;
}

export async function insertRole(tx: DbOrTx, body: RoleBody): Promise<number> {
  const [row] = await queryRows<{ id: number }>(tx, sql`
    insert into sys_role (name, title, title_i18n, level, data_scope, description, description_i18n)
    values (${body.name}, ${body.title}, ${JSON.stringify(body.titleI18n)}::jsonb, ${body.level}, ${body.dataScope}, ${body.description},
      ${JSON.stringify(body.descriptionI18n)}::jsonb)
    returning id`);
  if (!row) throw new Error('insert into sys_role returned nothing');
  return row.id;
}

export async function updateRole(tx: DbOrTx, id: number, body: RoleBody): Promise<void> {
  await tx.execute(sql`
    update sys_role set name = ${body.name}, title = ${body.title}, title_i18n = ${JSON.stringify(body.titleI18n)}::jsonb,
      level = ${body.level}, data_scope = ${body.dataScope}, description = ${body.description},
      description_i18n = ${JSON.stringify(body.descriptionI18n)}::jsonb
    where id = ${id}`);
}

export async function setRoleDepts(tx: DbOrTx, roleId: number, deptIds: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from sys_roles_depts where role_id = ${roleId}`);
  if (!deptIds.length) return;
  const values = sql.join(deptIds.map((d) => sql`(${roleId}, ${d})`), sql`, `);
  await tx.execute(sql`insert into sys_roles_depts (role_id, dept_id) values ${values} on conflict do nothing`);
}

export async function setRoleMenus(tx: DbOrTx, roleId: number, menuIds: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from sys_roles_menus where role_id = ${roleId}`);
  if (!menuIds.length) return;
  const values = sql.join(menuIds.map((m) => sql`(${roleId}, ${m})`), sql`, `);
  await tx.execute(sql`insert into sys_roles_menus (role_id, menu_id) values ${values} on conflict do nothing`);
}

/** Locks the roles for a delete; answers those found. */
export async function lockRoles(tx: DbOrTx, ids: readonly number[]): Promise<{ id: number; name: string; level: number }[]> {
  return queryRows(tx, sql`select r.id, r.name, r.level from sys_role r where r.id in (${idList(ids)}) order by r.id for update`);
}

/**
 * Whether a user holds one of the roles. A separate statement after the lock: one that waited for the lock would
 * still count from the snapshot it started with and miss a user given the role meanwhile.
 */
export async function rolesHeld(tx: DbOrTx, ids: readonly number[]): Promise<boolean> {
  return (await queryRows(tx, sql`select 1 from sys_users_roles where role_id in (${idList(ids)}) limit 1`)).length > 0;
}

export async function deleteRoles(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  await tx.execute(sql`delete from sys_role where id in (${idList(ids)})`);
}

/** Ids among `ids` that are departments. */
export async function existingDeptIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await queryRows<{ id: number }>(db, sql`select id from sys_dept where id in (${idList(ids)}) for key share`);
  return new Set(rows.map((r) => r.id));
}
