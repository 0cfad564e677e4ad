import type { SqlExecutor } from './jobs-db';

/**
 * Paused tasks, kept in `sys_task_setting` (migration 0013) so a pause holds across restarts and in every process:
 * pg-boss 10 has no paused flag, and the code declares its schedules again at every start (docs/jobs.md "Tasks").
 */
export async function pausedTaskNames(exec: SqlExecutor): Promise<Set<string>> {
  const { rows } = await exec.executeSql('select name from sys_task_setting where paused');
  return new Set(rows.map((r) => String(r.name)));
}

export async function setTaskPaused(exec: SqlExecutor, name: string, paused: boolean, by: string | null): Promise<void> {
  await exec.executeSql(
    `insert into sys_task_setting (name, paused, updated_by, updated_at) values ($1, $2, $3, now())
     on conflict (name) do update set paused = excluded.paused, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [name, paused, by],
  );
}
