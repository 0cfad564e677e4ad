import type { Page } from 'shared-contracts/api/common';
import type { Job, JobBody, JobQuery, JobUpdate } from 'shared-contracts/api/jobs';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { textMatches } from '../../db/text-match';
import type { Db, DbOrTx } from '../../db/connect';
import { SqlState, constraintViolationOf } from '../../db/constraint-violation';
import { cleanI18n } from '../../db/i18n-text';
import { iso } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import * as repo from './repository';

const toJob = (row: repo.JobRow): Job => ({
  id: row.id,
  name: row.name,
  nameI18n: cleanI18n(row.name_i18n),
  enabled: row.enabled,
  jobSort: row.job_sort,
  createTime: iso(row.created_at),
});

function matches(row: repo.JobRow, q: JobQuery): boolean {
  if (q.enabled !== undefined && row.enabled !== q.enabled) return false;
  if (!q.name) return true;
  return [row.name, row.name_i18n?.en, row.name_i18n?.vi].some((n) => n && textMatches(n, q.name ?? ''));
}

/** By sort; `name` matches any language, Vietnamese with or without its marks (`thu` finds Thủ kho). */
export async function listJobs(db: DbOrTx, q: JobQuery): Promise<Page<Job>> {
  const found = (await repo.allJobs(db)).filter((row) => matches(row, q));
  return { content: found.slice(q.page * q.size, (q.page + 1) * q.size).map(toJob), totalElements: found.length };
}

/** A taken name is answered by the unique index, so two creates at once cannot both pass a check. */
async function saving<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (constraintViolationOf(err, SqlState.unique) === 'sys_job_name_uq') throw new HttpError(409, MessageKey.sysJobNameTaken);
    throw err;
  }
}

async function reread(db: DbOrTx, id: number): Promise<Job> {
  const row = await repo.findJob(db, id);
  if (!row) throw new HttpError(404, MessageKey.sysJobNotFound);
  return toJob(row);
}

export async function createJob(db: Db, body: JobBody): Promise<Job> {
  return saving(async () => reread(db, await repo.insertJob(db, body)));
}

export async function updateJob(db: Db, body: JobUpdate): Promise<Job> {
  return saving(async () => {
    if (!(await repo.updateJob(db, body.id, body))) throw new HttpError(404, MessageKey.sysJobNotFound);
    return reread(db, body.id);
  });
}

/**
 * All or nothing, and only jobs nobody holds. The foreign key (on delete restrict) is the last word when a user is
 * given the job while it is being deleted.
 */
export async function deleteJobs(db: Db, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  try {
    await db.transaction(async (tx) => {
      const found = new Set(await repo.lockJobs(tx, unique));
      if (unique.some((id) => !found.has(id))) throw new HttpError(404, MessageKey.sysJobNotFound);
      if (await repo.jobsInUse(tx, unique)) throw new HttpError(400, MessageKey.sysJobInUse);
      await repo.deleteJobs(tx, unique);
    });
  } catch (err) {
    if (constraintViolationOf(err, SqlState.foreignKey) !== null) throw new HttpError(400, MessageKey.sysJobInUse);
    throw err;
  }
}
