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
  /** Paused in the back office (`sys_task_setting`): its schedule row is gone until it is resumed. */
  paused: boolean;
  /** The next time the cron fires after the app clock's now; null while paused. */
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

/** The latest runs of one queue, newest first (by start, or by due time for those not started), from `offset` on. */
export async function listRuns(exec: SqlExecutor, name: string, limit: number, offset = 0): Promise<JobRun[]> {
  const { rows } = await exec.executeSql(
    `select * from (${bothTables('name = $1')}) r order by coalesce(started_on, start_after) desc, id limit $2 offset $3`,
    [name, limit, offset],
  );
  return (rows as RunRow[]).map(runOf);
}

/** How many runs of one queue the log holds (both tables). */
export async function countRuns(exec: SqlExecutor, name: string): Promise<number> {
  const { rows: [row] } = await exec.executeSql(`select count(*)::int as n from (${bothTables('name = $1')}) r`, [name]);
  return Number(row?.n ?? 0);
}

export type DeclaredSchedule = { cron: string; tz: string };

/**
 * Every scheduled task with its cron, next and last run: the schedules the code declares (a paused one has no
 * pg-boss schedule row, but is still a task) and any other schedule row pg-boss holds.
 */
export async function listTasks(
  exec: SqlExecutor, now: Date, declared: ReadonlyMap<string, DeclaredSchedule>, paused: ReadonlySet<string>,
): Promise<TaskView[]> {
  const { rows: schedules } = await exec.executeSql(`select name, cron, timezone from ${JOB_SCHEMA}.schedule order by name`);
  const byName = new Map<string, DeclaredSchedule>(schedules.map((s) => [String(s.name), { cron: String(s.cron), tz: String(s.timezone ?? 'UTC') }]));
  for (const [name, schedule] of declared) if (!byName.has(name)) byName.set(name, schedule);
  if (byName.size === 0) return [];
  const names = [...byName.keys()].sort();
  const { rows: last } = await exec.executeSql(
    `select distinct on (name) * from (${bothTables('name = any($1::text[]) and started_on is not null')}) r
     order by name, started_on desc, id`,
    [names],
  );
  const lastByName = new Map((last as RunRow[]).map((r) => [r.name, runOf(r)]));
  return names.map((name) => {
    const { cron, tz } = byName.get(name) ?? { cron: '', tz: 'UTC' };
    const isPaused = paused.has(name);
    return {
      name, cron, timezone: tz, paused: isPaused,
      nextRunAt: isPaused ? null : nextRunOf(cron, tz, now),
      lastRun: lastByName.get(name) ?? null,
    };
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
