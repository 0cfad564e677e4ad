import { sql } from 'drizzle-orm';
import type { DeptBody } from 'shared-contracts/api/depts';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { I18nText } from '../../db/schema';

export type DeptRow = {
  id: number; pid: number | null; name: string; nameI18n: I18nText; deptSort: number; enabled: boolean;
  subCount: number; createdAt: Date | string;
};

type RawDept = {
  id: number; pid: number | null; name: string; name_i18n: I18nText | null; dept_sort: number; enabled: boolean;
  sub_count: number; created_at: Date | string;
};

const toRow = (r: RawDept): DeptRow => ({
  id: r.id, pid: r.pid, name: r.name, nameI18n: r.name_i18n ?? {}, deptSort: r.dept_sort, enabled: r.enabled,
  subCount: Number(r.sub_count), createdAt: r.created_at,
});

const COLUMNS = sql`d.id, d.pid, d.name, d.name_i18n, d.dept_sort, d.enabled, d.created_at,
  (select count(*)::int from sys_dept c where c.pid = d.id) as sub_count`;

/** Every department in tree order's raw material: by sort, then id. A tree of a company is small. */
export async function allDepts(db: DbOrTx): Promise<DeptRow[]> {
  return (await queryRows<RawDept>(db, sql`select ${COLUMNS} from sys_dept d order by d.dept_sort, d.id`)).map(toRow);
}

export async function findDept(db: DbOrTx, id: number, opts: { lock?: 'update' | 'share' } = {}): Promise<DeptRow | null> {
  const lock = opts.lock === 'update' ? sql` for update of d` : opts.lock === 'share' ? sql` for share of d` : sql``;
  const [row] = await queryRows<RawDept>(db, sql`select ${COLUMNS} from sys_dept d where d.id = ${id}${lock}`);
  return row ? toRow(row) : null;
}

export async function insertDept(tx: DbOrTx, body: DeptBody): Promise<number> {
  const [row] = await queryRows<{ id: number }>(tx, sql`
    insert into sys_dept (pid, name, name_i18n, dept_sort, enabled)
    values (${body.pid}, ${body.name}, ${JSON.stringify(body.nameI18n)}::jsonb, ${body.deptSort}, ${body.enabled})
    returning id`);
  if (!row) throw new Error('insert into sys_dept returned nothing');
  return row.id;
}

export async function updateDept(tx: DbOrTx, id: number, body: DeptBody): Promise<void> {
  await tx.execute(sql`
    update sys_dept set pid = ${body.pid}, name = ${body.name}, name_i18n = ${JSON.stringify(body.nameI18n)}::jsonb,
      dept_sort = ${body.deptSort}, enabled = ${body.enabled}
    where id = ${id}`);
}

/** The ids and every department below them (a cycle in bad data cannot loop: `union` drops what it has seen). */
export async function subtreeIds(db: DbOrTx, ids: readonly number[]): Promise<number[]> {
  if (!ids.length) return [];
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ id: number }>(db, sql`
    with recursive tree as (
      select id from sys_dept where id in (${list})
      union
      select d.id from sys_dept d join tree t on d.pid = t.id
    ) select id from tree`);
  return rows.map((r) => r.id);
}

/** Locks the given departments for a delete; answers the ids found. */
export async function lockDepts(tx: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ id: number }>(tx, sql`select id from sys_dept where id in (${list}) order by id for update`);
  return rows.map((r) => r.id);
}

export async function hasChildrenOutside(tx: DbOrTx, ids: readonly number[]): Promise<boolean> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ id: number }>(tx, sql`
    select id from sys_dept where pid in (${list}) and id not in (${list}) limit 1`);
  return rows.length > 0;
}

export async function hasUsers(tx: DbOrTx, ids: readonly number[]): Promise<boolean> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ id: number }>(tx, sql`select id from sys_user where dept_id in (${list}) limit 1`);
  return rows.length > 0;
}

export async function deleteDepts(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`delete from sys_dept where id in (${list})`);
}

/**
 * Department writes take turns (a transaction-scoped advisory lock), so two moves at once cannot close a cycle
 * and a department cannot gain a child while it is being deleted.
 */
export async function lockDeptTree(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEPT_TREE_LOCK})`);
}
// Any constant works; it only has to be the same in every server process.
const DEPT_TREE_LOCK = 7_340_301;
