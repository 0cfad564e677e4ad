import cronParser from 'cron-parser';
import { JOB_SCHEMA, type SqlExecutor } from './jobs-db';

/**
 * The run log, read from pg-boss's own tables (docs/jobs.md "Run log"): `job` holds jobs until they are archived
 * (completed or failed ones 12 hours after they end), `archive` holds them 7 more days. pg-boss writes every row
 * itself: `started_on` when a worker claims the job, `completed_on` and `output` when it ends (the handler's
 * answer, or the error with message and stack), `retry_count` for attempts after the first.
 */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobRun = {
  id: string;
  name: string;
  /** The key it was sent with (`sendAt(…, { singletonKey })`), or null. */
  key: string | null;
  state: JobState;
  /** 1 for a job that ran once; more when pg-boss retried it. */
  attempts: number;
  dueAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
  durationMs: number | null;
  /** The handler's answer (completed) or pg-boss's record of the error (failed, retry). */
  output: unknown;
  error: string | null;
};

export type TaskView = {
  name: string;
  cron: string;
  timezone: string;
  /** The next time the cron fires after the app clock's now. */
  nextRunAt: Date | null;
  /** The latest run that started, whether scheduled or run now; null before the first. */
  lastRun: JobRun | null;
};

type RunRow = {
  id: string; name: string; singleton_key: string | null; state: JobState; retry_count: number;
  start_after: Date; started_on: Date | null; completed_on: Date | null; output: Record<string, unknown> | null;
};

const RUN_COLUMNS = 'id, name, singleton_key, state::text as state, retry_count, start_after, started_on, completed_on, output';
const bothTables = (where: string) =>
  `select ${RUN_COLUMNS} from ${JOB_SCHEMA}.job where ${where} union all select ${RUN_COLUMNS} from ${JOB_SCHEMA}.archive where ${where}`;

function errorOf(row: RunRow): string | null {
  if (row.state !== 'failed' && row.state !== 'retry') return null;
  const out = row.output ?? {};
  const value = out.value as { message?: unknown } | undefined;
  const message = out.message ?? value?.message;
  return typeof message === 'string' ? message : JSON.stringify(out);
}

function runOf(row: RunRow): JobRun {
  const startedAt = row.started_on ? new Date(row.started_on) : null;
  const finishedAt = row.completed_on && row.started_on ? new Date(row.completed_on) : null;
  return {
    id: row.id,
    name: row.name,
    key: row.singleton_key,
    state: row.state,
    attempts: startedAt ? Number(row.retry_count) + 1 : 0,
    dueAt: new Date(row.start_after),
    startedAt,
    finishedAt,
    durationMs: startedAt && finishedAt ? finishedAt.getTime() - startedAt.getTime() : null,
    output: row.output,
    error: errorOf(row),
  };
}

/** The latest runs of one queue, newest first (by start, or by due time for those not started). */
export async function listRuns(exec: SqlExecutor, name: string, limit: number): Promise<JobRun[]> {
  const { rows } = await exec.executeSql(
    `select * from (${bothTables('name = $1')}) r order by coalesce(started_on, start_after) desc, id limit $2`,
    [name, limit],
  );
  return (rows as RunRow[]).map(runOf);
}

/** Every scheduled task with its cron, next and last run. */
export async function listTasks(exec: SqlExecutor, now: Date): Promise<TaskView[]> {
  const { rows: schedules } = await exec.executeSql(`select name, cron, timezone from ${JOB_SCHEMA}.schedule order by name`);
  if (schedules.length === 0) return [];
  const names = schedules.map((s) => String(s.name));
  const { rows: last } = await exec.executeSql(
    `select distinct on (name) * from (${bothTables('name = any($1::text[]) and started_on is not null')}) r
     order by name, started_on desc, id`,
    [names],
  );
  const lastByName = new Map((last as RunRow[]).map((r) => [r.name, runOf(r)]));
  return schedules.map((s) => {
    const name = String(s.name);
    const cron = String(s.cron);
    const timezone = String(s.timezone ?? 'UTC');
    return { name, cron, timezone, nextRunAt: nextRunOf(cron, timezone, now), lastRun: lastByName.get(name) ?? null };
  });
}

/** The same cron reading as pg-boss's (it uses this cron-parser release). */
export function nextRunOf(cron: string, timezone: string, after: Date): Date | null {
  try {
    return cronParser.parseExpression(cron, { tz: timezone, currentDate: after }).next().toDate();
  } catch {
    return null;
  }
}

/** Throws on a cron pg-boss would not accept, with the cron in the message. */
export function assertCron(cron: string, timezone: string): void {
  try {
    cronParser.parseExpression(cron, { tz: timezone });
  } catch (err) {
    throw new Error(`not a cron expression: "${cron}" (${(err as Error).message})`);
  }
}
