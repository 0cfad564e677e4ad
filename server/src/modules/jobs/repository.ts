import { sql } from 'drizzle-orm';
import type { JobBody } from 'shared-contracts/api/jobs';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { I18nText } from '../../db/schema';

export type JobRow = { id: number; name: string; name_i18n: I18nText | null; enabled: boolean; job_sort: number; created_at: Date | string };

const COLUMNS = sql`j.id, j.name, j.name_i18n, j.enabled, j.job_sort, j.created_at`;

/** Every job by sort, then id; a company has dozens, so filters and pages are applied by the service. */
export async function allJobs(db: DbOrTx): Promise<JobRow[]> {
  return queryRows<JobRow>(db, sql`select ${COLUMNS} from sys_job j order by j.job_sort, j.id`);
}

export async function findJob(db: DbOrTx, id: number): Promise<JobRow | null> {
  const [row] = await queryRows<JobRow>(db, sql`select ${COLUMNS} from sys_job j where j.id = ${id}`);
  return row ?? null;
}

export async function insertJob(db: DbOrTx, body: JobBody): Promise<number> {
  const [row] = await queryRows<{ id: number }>(db, sql`
    insert into sys_job (name, name_i18n, enabled, job_sort)
    values (${body.name}, ${JSON.stringify(body.nameI18n)}::jsonb, ${body.enabled}, ${body.jobSort}) returning id`);
  if (!row) throw new Error('insert into sys_job returned nothing');
  return row.id;
}

export async function updateJob(db: DbOrTx, id: number, body: JobBody): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`
    update sys_job set name = ${body.name}, name_i18n = ${JSON.stringify(body.nameI18n)}::jsonb, enabled = ${body.enabled},
      job_sort = ${body.jobSort}
    where id = ${id} returning id`);
  return rows.length === 1;
}

/** Locks the jobs for a delete; answers the ids found. */
export async function lockJobs(tx: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  return (await queryRows<{ id: number }>(tx, sql`select id from sys_job where id in (${list}) order by id for update`)).map((r) => r.id);
}

export async function jobsInUse(tx: DbOrTx, ids: readonly number[]): Promise<boolean> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  return (await queryRows<{ job_id: number }>(tx, sql`select job_id from sys_users_jobs where job_id in (${list}) limit 1`)).length > 0;
}

export async function deleteJobs(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  const list = sql.join(ids.map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`delete from sys_job where id in (${list})`);
}
