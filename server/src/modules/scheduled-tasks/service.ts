import type { Page } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Task, TaskRun, TaskRunQuery } from 'shared-contracts/api/scheduled-tasks';
import { HttpError } from '../../plugins/app/errors';
import type { JobRun, TaskView } from '../../plugins/app/jobs-log';
import type { JobQueue } from '../../plugins/app/jobs-queue';

const isoOrNull = (d: Date | null): string | null => (d ? d.toISOString() : null);

export const toTaskRun = (run: JobRun): TaskRun => ({
  id: run.id,
  state: run.state,
  attempts: run.attempts,
  dueAt: run.dueAt.toISOString(),
  startedAt: isoOrNull(run.startedAt),
  finishedAt: isoOrNull(run.finishedAt),
  durationMs: run.durationMs,
  output: run.output ?? null,
  error: run.error,
});

const toTask = (view: TaskView): Task => ({
  name: view.name,
  cron: view.cron,
  timezone: view.timezone,
  paused: view.paused,
  nextRunAt: isoOrNull(view.nextRunAt),
  lastRun: view.lastRun ? toTaskRun(view.lastRun) : null,
});

/** Only the tasks the code schedules are acted on: a queue without a schedule is not a task. */
function known(jobs: JobQueue, name: string): void {
  if (!jobs.isScheduled(name)) throw new HttpError(404, MessageKey.maintTaskNotFound);
}

export async function listTasks(jobs: JobQueue): Promise<Task[]> {
  return (await jobs.tasks()).map(toTask);
}

export async function pauseTask(jobs: JobQueue, name: string, by: string): Promise<Task> {
  known(jobs, name);
  await jobs.pause(name, by);
  return findTask(jobs, name);
}

export async function resumeTask(jobs: JobQueue, name: string, by: string): Promise<Task> {
  known(jobs, name);
  await jobs.resume(name, by);
  return findTask(jobs, name);
}

/** A hand run: allowed while the task is paused (pausing stops the schedule, not the work). */
export async function runTaskNow(jobs: JobQueue, name: string): Promise<{ jobId: string | null }> {
  known(jobs, name);
  return { jobId: await jobs.runNow(name) };
}

export async function taskRuns(jobs: JobQueue, name: string, q: TaskRunQuery): Promise<Page<TaskRun>> {
  known(jobs, name);
  const [runs, total] = await Promise.all([jobs.runs(name, q.size, q.page * q.size), jobs.runCount(name)]);
  return { content: runs.map(toTaskRun), totalElements: total };
}

async function findTask(jobs: JobQueue, name: string): Promise<Task> {
  const task = (await jobs.tasks()).find((t) => t.name === name);
  if (!task) throw new HttpError(404, MessageKey.maintTaskNotFound);
  return toTask(task);
}
