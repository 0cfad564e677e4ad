import type {
  AdminUser, ResetPasswordResponse, UserCreate, UserCreated, UserListQuery, UserUpdate,
} from 'shared-contracts/api/admin-users';
import type { Page } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, DbOrTx } from '../../db/connect';
import { SqlState, constraintViolationOf } from '../../db/constraint-violation';
import { HttpError } from '../../plugins/app/errors';
import { hashPassword } from '../auth/passwords';
import { revokeUserTokens } from '../auth/tokens';
import { deptInScope, type DataScope } from '../data-scope/data-scope';
import { callerRank, rankOf, requireRank, userRanks } from '../roles/levels';
import { roleOptions } from '../roles/repository';
import { generatePassword } from './generated-password';
import * as repo from './repository';
import { toAdminUser } from './user-view';

/** Who is acting, with what they may reach: their own row, their data scope. */
export type Actor = { principal: { userId: number; isAdmin: boolean }; scope: DataScope };

export async function listUsers(db: DbOrTx, actor: Actor, q: UserListQuery): Promise<Page<AdminUser>> {
  const rows = await repo.listUsers(db, actor.scope, q, { offset: q.page * q.size, limit: q.size });
  const total = await repo.countUsers(db, actor.scope, q);
  return { content: rows.map(toAdminUser), totalElements: total };
}

/** 404 outside the scope, as if the user did not exist; then 403 when the user ranks above the caller. */
async function reachableUser(tx: DbOrTx, actor: Actor, rank: number, id: number): Promise<repo.UserRow> {
  const row = await repo.findUser(tx, actor.scope, id, { lock: true });
  if (!row) throw new HttpError(404, MessageKey.sysUserNotFound);
  requireRank(rank, (await userRanks(tx, [id])).get(id) ?? 0);
  return row;
}

/** Roles to assign must exist (400) and rank no higher than the caller (403). */
async function checkRoles(tx: DbOrTx, rank: number, roleIds: readonly number[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  const found = await roleOptions(tx, unique);
  if (found.length !== unique.length) throw new HttpError(400, MessageKey.sysRoleNotFound);
  for (const role of found) requireRank(rank, rankOf(role));
}

/**
 * The department must exist inside the caller's scope (400 system.deptNotFound otherwise); only a caller who sees
 * everything may leave a user without one (nobody else would see that user again).
 */
async function checkDept(tx: DbOrTx, actor: Actor, deptId: number | null): Promise<void> {
  if (deptId === null) {
    if (actor.scope.kind !== 'all') throw new HttpError(400, MessageKey.sysDeptNotFound);
    return;
  }
  const found = await repo.existingIds(tx, 'sys_dept', [deptId]);
  if (!found.has(deptId) || !deptInScope(actor.scope, deptId)) throw new HttpError(400, MessageKey.sysDeptNotFound);
}

async function checkJobs(tx: DbOrTx, jobIds: readonly number[]): Promise<void> {
  const found = await repo.existingIds(tx, 'sys_job', jobIds);
  if (jobIds.some((id) => !found.has(id))) throw new HttpError(400, MessageKey.sysJobNotFound);
}

/** Refusals that only the database can give under races: a taken name or address, a reference deleted meanwhile. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    const unique = constraintViolationOf(err, SqlState.unique);
    if (unique !== null) throw new HttpError(409, unique === 'sys_user_email_uq' ? MessageKey.emailTaken : MessageKey.usernameTaken);
    const foreign = constraintViolationOf(err, SqlState.foreignKey);
    if (foreign !== null) {
      if (foreign.includes('role')) throw new HttpError(400, MessageKey.sysRoleNotFound);
      if (foreign.includes('job')) throw new HttpError(400, MessageKey.sysJobNotFound);
      throw new HttpError(400, MessageKey.sysDeptNotFound);
    }
    throw err;
  }
}

/** The saved row as answered; read without the scope, which the checks before the write have applied. */
async function reread(tx: DbOrTx, id: number): Promise<AdminUser> {
  const row = await repo.findUser(tx, { kind: 'all' }, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return toAdminUser(row);
}

export async function createUser(db: Db, actor: Actor, body: UserCreate): Promise<UserCreated> {
  const rank = await callerRank(db, actor.principal);
  const generatedPassword = body.password ? null : generatePassword();
  // Hashing takes tens of milliseconds: before the transaction, so it holds no locks meanwhile.
  const passwordHash = await hashPassword(body.password ?? generatedPassword ?? '');
  const user = await saving(() => db.transaction(async (tx) => {
    await checkRoles(tx, rank, body.roleIds);
    await checkDept(tx, actor, body.deptId);
    await checkJobs(tx, body.jobIds);
    const id = await repo.insertUser(tx, body, passwordHash);
    await repo.setUserRoles(tx, id, body.roleIds);
    await repo.setUserJobs(tx, id, body.jobIds);
    return reread(tx, id);
  }));
  return { user, generatedPassword };
}

/**
 * Nobody disables themselves or the built-in administrator, and the built-in administrator keeps its username
 * (the first start makes an `admin` when none exists: a renamed one would get a twin).
 */
function checkProtected(actor: Actor, row: repo.UserRow, next: { enabled: boolean; username?: string }): void {
  if (!next.enabled && row.id === actor.principal.userId) throw new HttpError(400, MessageKey.sysSelfNotAllowed);
  if (row.is_admin && (!next.enabled || (next.username !== undefined && next.username !== row.username))) {
    throw new HttpError(403, MessageKey.sysBuiltInAdmin);
  }
}

export async function updateUser(db: Db, actor: Actor, body: UserUpdate): Promise<AdminUser> {
  const rank = await callerRank(db, actor.principal);
  return saving(() => db.transaction(async (tx) => {
    const row = await reachableUser(tx, actor, rank, body.id);
    checkProtected(actor, row, body);
    await checkRoles(tx, rank, body.roleIds);
    // A department the caller cannot see may stay as it is; moving the user needs one the caller sees.
    if (body.deptId !== row.dept_id) await checkDept(tx, actor, body.deptId);
    await checkJobs(tx, body.jobIds);
    await repo.updateUser(tx, body.id, body);
    await repo.setUserRoles(tx, body.id, body.roleIds);
    await repo.setUserJobs(tx, body.id, body.jobIds);
    if (!body.enabled) await revokeUserTokens(tx, body.id);
    return reread(tx, body.id);
  }));
}

/** Enables or disables; disabling revokes every token of the user in the same transaction. */
export async function setEnabled(db: Db, actor: Actor, id: number, enabled: boolean): Promise<AdminUser> {
  const rank = await callerRank(db, actor.principal);
  return db.transaction(async (tx) => {
    const row = await reachableUser(tx, actor, rank, id);
    checkProtected(actor, row, { enabled });
    await repo.setEnabled(tx, id, enabled);
    if (!enabled) await revokeUserTokens(tx, id);
    return reread(tx, id);
  });
}

/** A typed or generated password; the user's sessions end (whoever held them no longer knows the password). */
export async function resetPassword(db: Db, actor: Actor, id: number, password: string | undefined): Promise<ResetPasswordResponse> {
  if (id === actor.principal.userId) throw new HttpError(400, MessageKey.sysSelfNotAllowed);
  const rank = await callerRank(db, actor.principal);
  const generatedPassword = password ? null : generatePassword();
  const passwordHash = await hashPassword(password ?? generatedPassword ?? '');
  await db.transaction(async (tx) => {
    await reachableUser(tx, actor, rank, id);
    await repo.setPasswordHash(tx, id, passwordHash);
    await revokeUserTokens(tx, id);
  });
  return { generatedPassword };
}

/**
 * All or nothing: each user inside the scope (404), not the caller (400), not the built-in administrator (403),
 * not above the caller (403). A user with orders, payments or shipments stays (400 system.userHasRecords): those
 * records keep their buyer; disabling is the way to shut such an account.
 */
export async function deleteUsers(db: Db, actor: Actor, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.includes(actor.principal.userId)) throw new HttpError(400, MessageKey.sysSelfNotAllowed);
  const rank = await callerRank(db, actor.principal);
  try {
    await db.transaction(async (tx) => {
      for (const id of unique.sort((a, b) => a - b)) {
        const row = await reachableUser(tx, actor, rank, id);
        if (row.is_admin) throw new HttpError(403, MessageKey.sysBuiltInAdmin);
      }
      for (const id of unique) await revokeUserTokens(tx, id);
      await repo.deleteUsers(tx, unique);
    });
  } catch (err) {
    if (constraintViolationOf(err, SqlState.foreignKey) !== null) throw new HttpError(400, MessageKey.sysUserHasRecords);
    throw err;
  }
}
