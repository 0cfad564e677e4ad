import type { Task, TaskRun } from 'shared-contracts/api/scheduled-tasks';
import { json, startTestServer, type Route } from 'shared-contracts/test-support/test-server';

const run = (id: string, more: Partial<TaskRun> = {}): TaskRun => ({
  id, state: 'completed', attempts: 1, dueAt: '2026-03-02T03:07:00Z', startedAt: '2026-03-02T03:07:01Z',
  finishedAt: '2026-03-02T03:07:02Z', durationMs: 850, output: { deleted: 3 }, error: null, ...more,
});

export const seedTasks = (): Task[] => [
  { name: 'auth.purge-dead-tokens', cron: '7 * * * *', timezone: 'UTC', paused: false, nextRunAt: '2026-03-02T04:07:00Z', lastRun: run('r1') },
  { name: 'maint.nightly-backup', cron: '30 2 * * *', timezone: 'Asia/Ho_Chi_Minh', paused: true, nextRunAt: null, lastRun: null },
  { name: 'notifications.purge', cron: '47 3 * * *', timezone: 'UTC', paused: false, nextRunAt: '2026-03-02T03:47:00Z', lastRun: null },
  { name: 'custom.thing', cron: '0 * * * *', timezone: 'UTC', paused: false, nextRunAt: '2026-03-02T04:00:00Z', lastRun: null },
];

/** The scheduled task routes (server/src/modules/scheduled-tasks) over real HTTP; actions recorded. */
export async function startTaskServer() {
  const state = { tasks: seedTasks(), actions: [] as string[] };
  const reset = () => Object.assign(state, { tasks: seedTasks(), actions: [] });
  const runs = [run('r1'), run('r0', { state: 'retry', error: 'the disk is full', output: { message: 'the disk is full' } })];
  const routes: Record<string, Route> = { '/api/tasks': (_req, res) => json(res, 200, state.tasks) };
  for (const name of seedTasks().map((t) => t.name)) {
    routes[`/api/tasks/${name}/runs`] = (_req, res) => json(res, 200, { content: runs, totalElements: runs.length });
    for (const action of ['pause', 'resume', 'run']) {
      routes[`/api/tasks/${name}/${action}`] = (req, res) => {
        state.actions.push(`${req.method} ${action} ${name}`);
        const task = state.tasks.find((t) => t.name === name);
        if (!task) return json(res, 404, { status: 404, message: 'maint.taskNotFound' });
        if (action === 'run') return json(res, 200, { jobId: 'j1' });
        task.paused = action === 'pause';
        task.nextRunAt = task.paused ? null : '2026-03-02T04:07:00Z';
        return json(res, 200, task);
      };
    }
  }
  const server = await startTestServer(routes);
  return { ...server, state, reset };
}
