import { z } from 'zod';
import { MessageKey } from './message-keys';
import { pageQuerySchema } from './common';
import { pageOf } from './page';

/** Scheduled tasks of the job queue (`api/tasks`, docs/jobs.md "Tasks"): eladmin's 定时任务, over pg-boss. */

export const taskRunStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type TaskRunState = (typeof taskRunStates)[number];

/** One run of a task: a job of its queue, as pg-boss recorded it. Times are ISO instants. */
export const taskRunSchema = z.object({
  id: z.string(),
  state: z.enum(taskRunStates),
  /** 1 for a job that ran once; more when it was retried; 0 before it started. */
  attempts: z.number().int(),
  dueAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().int().nullable(),
  /** The handler's answer (`{ deleted: 3 }`), or pg-boss's record of the error. */
  output: z.unknown(),
  error: z.string().nullable(),
});
export type TaskRun = z.infer<typeof taskRunSchema>;
export const taskRunPageSchema = pageOf(taskRunSchema);

export const taskSchema = z.object({
  /** The queue's name (`auth.purge-dead-tokens`); the page describes the known ones in the reader's language. */
  name: z.string(),
  /** 5-field cron, minute first, in `timezone`. */
  cron: z.string(),
  timezone: z.string(),
  paused: z.boolean(),
  /** Null while paused. */
  nextRunAt: z.string().nullable(),
  lastRun: taskRunSchema.nullable(),
});
export type Task = z.infer<typeof taskSchema>;
/** `GET api/tasks`: every task, by name (a handful: no paging). */
export const taskListSchema = z.array(taskSchema);

export const taskNameParamSchema = z.object({
  name: z.string().trim().min(1, MessageKey.required).max(100, MessageKey.tooLong),
});

/** `GET api/tasks/{name}/runs`: newest first. */
export const taskRunQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(100).default(10),
});
export type TaskRunQuery = z.output<typeof taskRunQuerySchema>;

/** `POST api/tasks/{name}/run`: the job sent (null when pg-boss refused a duplicate). */
export const taskRunNowSchema = z.object({ jobId: z.string().nullable() });
