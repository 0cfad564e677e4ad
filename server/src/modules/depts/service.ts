import type { Page } from 'shared-contracts/api/common';
import type { Dept, DeptBody, DeptQuery, DeptUpdate } from 'shared-contracts/api/depts';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { textMatches } from '../../db/text-match';
import type { Db, DbOrTx } from '../../db/connect';
import { SqlState, constraintViolationOf } from '../../db/constraint-violation';
import { cleanI18n } from '../../db/i18n-text';
import { iso } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import { deptInScope, type DataScope } from '../data-scope/data-scope';
import { nest } from '../menus/tree';
import * as repo from './repository';

const toDept = (row: repo.DeptRow): Dept => ({
  id: row.id,
  pid: row.pid,
  name: row.name,
  nameI18n: cleanI18n(row.nameI18n),
  deptSort: row.deptSort,
  enabled: row.enabled,
  subCount: row.subCount,
  createTime: iso(row.createdAt),
});

function matches(row: repo.DeptRow, q: DeptQuery): boolean {
  if (q.enabled !== undefined && row.enabled !== q.enabled) return false;
  if (!q.name) return true;
  return [row.name, row.nameI18n.en, row.nameI18n.vi].some((n) => n && textMatches(n, q.name ?? ''));
}

/**
 * The departments the scope reaches as a tree; a department whose parent lies outside the scope is a root. With
 * filters, the matches and the ancestors that lead to them (inside the scope).
 */
export async function deptTree(db: DbOrTx, scope: DataScope, q: DeptQuery): Promise<Page<Dept>> {
  const visible = (await repo.allDepts(db)).filter((r) => deptInScope(scope, r.id));
  let kept = visible;
  if (q.name || q.enabled !== undefined) {
    const byId = new Map(visible.map((r) => [r.id, r]));
    const keep = new Set<number>();
    for (const row of visible.filter((r) => matches(r, q))) {
      for (let at: repo.DeptRow | undefined = row; at && !keep.has(at.id); at = at.pid === null ? undefined : byId.get(at.pid)) {
        keep.add(at.id);
      }
    }
    kept = visible.filter((r) => keep.has(r.id));
  }
  return { content: nest(kept.map(toDept)), totalElements: kept.length };
}

/** Departments at the top level belong to nobody's department scope: only a scope of `all` makes or moves them there. */
async function checkParent(tx: DbOrTx, scope: DataScope, pid: number | null, selfId: number | null): Promise<void> {
  if (pid === null) {
    if (scope.kind !== 'all') throw new HttpError(403, MessageKey.forbidden);
    return;
  }
  if (selfId !== null && pid === selfId) throw new HttpError(400, MessageKey.sysDeptCycle);
  const parent = await repo.findDept(tx, pid);
  if (!parent || !deptInScope(scope, parent.id)) throw new HttpError(400, MessageKey.sysDeptNotFound);
  if (selfId !== null && (await repo.subtreeIds(tx, [selfId])).includes(pid)) throw new HttpError(400, MessageKey.sysDeptCycle);
}

async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (constraintViolationOf(err, SqlState.unique) === 'sys_dept_sibling_name_uq') throw new HttpError(409, MessageKey.sysDeptNameTaken);
    throw err;
  }
}

async function reread(tx: DbOrTx, id: number): Promise<Dept> {
  const row = await repo.findDept(tx, id);
  if (!row) throw new Error(`department ${id} vanished`);
  return toDept(row);
}

export async function createDept(db: Db, scope: DataScope, body: DeptBody): Promise<Dept> {
  return saving(() => db.transaction(async (tx) => {
    await repo.lockDeptTree(tx);
    await checkParent(tx, scope, body.pid, null);
    return reread(tx, await repo.insertDept(tx, body));
  }));
}

export async function updateDept(db: Db, scope: DataScope, body: DeptUpdate): Promise<Dept> {
  return saving(() => db.transaction(async (tx) => {
    await repo.lockDeptTree(tx);
    const existing = await repo.findDept(tx, body.id, { lock: 'update' });
    if (!existing || !deptInScope(scope, existing.id)) throw new HttpError(404, MessageKey.sysDeptNotFound);
    // An unchanged parent may lie outside the scope: the root of a department scope has one.
    if (body.pid !== existing.pid) await checkParent(tx, scope, body.pid, body.id);
    await repo.updateDept(tx, body.id, body);
    return reread(tx, body.id);
  }));
}

/** All or nothing: every id must exist inside the scope, without sub-departments (not deleted with it) or users. */
export async function deleteDepts(db: Db, scope: DataScope, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  await db.transaction(async (tx) => {
    await repo.lockDeptTree(tx);
    const found = new Set(await repo.lockDepts(tx, unique));
    if (unique.some((id) => !found.has(id) || !deptInScope(scope, id))) throw new HttpError(404, MessageKey.sysDeptNotFound);
    if (await repo.hasChildrenOutside(tx, unique)) throw new HttpError(400, MessageKey.sysDeptHasChildren);
    if (await repo.hasUsers(tx, unique)) throw new HttpError(400, MessageKey.sysDeptHasUsers);
    await repo.deleteDepts(tx, unique);
  });
}
