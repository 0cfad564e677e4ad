import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Clock } from './jobs-clock';
import { JOB_SCHEMA, type SqlExecutor } from './jobs-db';
import { assertCron, countRuns, listRuns, listTasks, type JobRun, type TaskView } from './jobs-log';
import { startLookout, WORKER_OWN_LOOK_SECONDS } from './jobs-lookout';
import { pausedTaskNames, setTaskPaused } from './jobs-pause';

/** What a handler is given: the job, and the app clock's now when it starts. */
export type JobContext<T> = { id: string; name: string; data: T; now: Date };
/**
 * Runs one job. It must be idempotent (docs/jobs.md "Writing a handler"): pg-boss may run a job again after a
 * crash, a timeout or a failed attempt. Its answer (an object, or nothing) is kept in the run log.
 */
export type JobHandler<T = unknown> = (job: JobContext<T>) => Promise<unknown>;

export type JobQueueOptions = {
  executor: SqlExecutor;
  clock: Clock;
  /** Claim and run jobs in this process, fire the cron schedules and do pg-boss's maintenance. */
  worker: boolean;
  pollingSeconds: number;
  log: FastifyBaseLogger;
};

/** A failed attempt is retried 3 times, after 30–60 s, 1–2 min and 2–4 min (pg-boss's backoff, randomised). */
const JOB_DEFAULTS = { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 } as const;
/** On shutdown running handlers get this long; pg-boss then fails them and another process retries them. */
const STOP_TIMEOUT_MS = 8_000;
/**
 * A worker claims up to this many jobs each time it looks (when the lookout wakes it) and runs them one by one: pg-boss
 * 10 waits its polling interval after each claim unless woken, so one job per claim would cap a queue at one job per look.
 */
const BATCH_SIZE = 10;
/** `runDue` stops after this many rounds, in case handlers keep sending themselves jobs due at once. */
const MAX_ROUNDS = 100;
const KEY_NAMESPACE = Buffer.from('0d5e8a4c7b2f4e6a9c1d3b5f7a9e2c4d', 'hex');

/**
 * The job id for a queue and key: a name-based UUID (RFC 9562 version 5), so sending the same key again is
 * ignored by pg-boss's primary key for as long as the first job is kept, and the job can be cancelled by its key.
 */
export function jobIdFor(name: string, key: string): string {
  const h = crypto.createHash('sha1').update(KEY_NAMESPACE).update(`${name}\u0000${key}`).digest();
  h.writeUInt8(((h[6] ?? 0) & 0x0f) | 0x50, 6);
  h.writeUInt8(((h[8] ?? 0) & 0x3f) | 0x80, 8);
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `app.jobs`: pg-boss on the app's database, behind the few calls modules need (docs/jobs.md). */
export class JobQueue {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly schedules = new Map<string, { cron: string; tz: string }>();
  private starting: Promise<PgBoss> | null = null;
  private stopped = false;
  private stopLookout: () => Promise<void> = async () => undefined;

  constructor(private readonly opts: JobQueueOptions) {}

  get worker(): boolean {
    return this.opts.worker;
  }

  /** Declares a queue and its handler; call it while the app is built, in every process (web-only ones send). */
  handle<T>(name: string, handler: JobHandler<T>): void {
    if (this.starting) throw new Error(`job handler "${name}" registered after the job queue started; register it while the app is built`);
    if (this.handlers.has(name)) throw new Error(`job handler "${name}" is registered twice`);
    this.handlers.set(name, handler as JobHandler);
  }

  /** Runs the queue's handler on a cron schedule (5 fields, minute first; `tz` defaults to UTC). Replaces an earlier one. */
  async schedule(name: string, cron: string, opts: { tz?: string } = {}): Promise<void> {
    const tz = opts.tz ?? 'UTC';
    assertCron(cron, tz);
    this.schedules.set(name, { cron, tz });
    if (!this.starting) return; // applied when the queue starts
    const boss = await this.started();
    await boss.createQueue(name);
    if ((await pausedTaskNames(this.opts.executor)).has(name)) await boss.unschedule(name);
    else await boss.schedule(name, cron, {}, { tz });
  }

  /** Whether the code declares a schedule for this queue: the tasks the back office may pause, resume and run. */
  isScheduled(name: string): boolean {
    return this.schedules.has(name);
  }

  /**
   * Pauses a scheduled task everywhere: recorded in `sys_task_setting` (which every start reads), then its pg-boss
   * schedule row is removed, so no process fires it. A job already sent still runs; "run now" still works.
   */
  async pause(name: string, by: string | null): Promise<void> {
    const boss = await this.startedSchedule(name);
    await setTaskPaused(this.opts.executor, name, true, by);
    await boss.unschedule(name);
  }

  /** Resumes a paused task with the code's cron (the schedule row is made again). */
  async resume(name: string, by: string | null): Promise<void> {
    const boss = await this.startedSchedule(name);
    const { cron, tz } = this.schedules.get(name) ?? { cron: '', tz: 'UTC' };
    await setTaskPaused(this.opts.executor, name, false, by);
    await boss.schedule(name, cron, {}, { tz });
  }

  private startedSchedule(name: string): Promise<PgBoss> {
    if (!this.schedules.has(name)) return Promise.reject(new Error(`no scheduled task "${name}"`));
    return this.started(name);
  }

  /**
   * Sends a job due at `at` (by the app clock). With a `singletonKey` ("order-123") a second send of the same key is
   * ignored and answers null, as long as pg-boss keeps the first job (docs/jobs.md "Keys").
   */
  async sendAt<T extends object>(name: string, data: T, at: Date, opts: { singletonKey?: string } = {}): Promise<string | null> {
    const boss = await this.started(name);
    const key = opts.singletonKey;
    return boss.send(name, data, { startAfter: at, ...(key ? { singletonKey: key, id: jobIdFor(name, key) } : {}) });
  }

  /** Sends a job due now: "run now" of a task, or work a module hands off. */
  async runNow<T extends object>(name: string, data: T = {} as T): Promise<string | null> {
    const boss = await this.started(name);
    return boss.send(name, data);
  }

  /** Cancels the waiting job sent with this key; answers whether there was one. */
  async cancel(name: string, singletonKey: string): Promise<boolean> {
    const boss = await this.started(name);
    const result = (await boss.cancel(name, jobIdFor(name, singletonKey))) as unknown as { affected: number };
    return result.affected > 0;
  }

  /**
   * Runs here, one after another, every job of this process's queues that is due by the app clock, and answers how
   * many ran. For tests (after moving a TestClock) and scripts; workers need no call. Jobs that become due while it
   * runs (a retry after its delay) wait for the next call.
   */
  async runDue(): Promise<number> {
    const boss = await this.started();
    const names = [...this.handlers.keys()];
    if (names.length === 0) return 0;
    // pg-boss claims jobs whose start_after has passed by the database's clock; bring forward those due by ours.
    await this.opts.executor.executeSql(
      `update ${JOB_SCHEMA}.job set start_after = now()
       where name = any($1::text[]) and state < 'active' and start_after > now() and start_after <= $2::timestamptz`,
      [names, this.opts.clock.now().toISOString()],
    );
    let ran = 0;
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const before = ran;
      for (const [name, handler] of this.handlers) {
        const [job] = await boss.fetch<unknown>(name);
        if (!job) continue;
        ran++;
        await this.runOne(boss, name, handler, job);
      }
      if (ran === before) break;
    }
    return ran;
  }

  /** The latest runs of a queue, newest first, from `offset` on. */
  async runs(name: string, limit = 50, offset = 0): Promise<JobRun[]> {
    await this.started();
    return listRuns(this.opts.executor, name, limit, offset);
  }

  /** How many runs of a queue the log holds. */
  async runCount(name: string): Promise<number> {
    await this.started();
    return countRuns(this.opts.executor, name);
  }

  /** Every scheduled task: cron, paused, next run, last run. */
  async tasks(): Promise<TaskView[]> {
    await this.started();
    const paused = await pausedTaskNames(this.opts.executor);
    return listTasks(this.opts.executor, this.opts.clock.now(), this.schedules, paused);
  }

  /** Starts pg-boss now (a worker process does at ready); otherwise it starts on first use. */
  async start(): Promise<void> {
    await this.started();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const boss = await this.starting?.catch(() => null);
    if (!boss) return;
    await this.stopLookout();
    await boss.stop({ graceful: true, wait: true, close: false, timeout: STOP_TIMEOUT_MS });
    // pg-boss sends a worker's last completion without awaiting it; one more statement on the same connection(s)
    // lets it finish before the database closes (PGlite runs statements in order; a closing pool waits for it).
    if (this.opts.worker) await this.opts.executor.executeSql('select 1').catch(() => undefined);
  }

  private started(queue?: string): Promise<PgBoss> {
    if (queue !== undefined && !this.handlers.has(queue) && !this.schedules.has(queue)) {
      return Promise.reject(new Error(`no job queue "${queue}": declare it with app.jobs.handle`));
    }
    if (this.stopped) return Promise.reject(new Error('the job queue is stopped'));
    this.starting ??= this.boot();
    return this.starting;
  }

  private async boot(): Promise<PgBoss> {
    const { executor, worker, pollingSeconds, log } = this.opts;
    const boss = new PgBoss({
      db: executor as PgBoss.Db,
      schema: JOB_SCHEMA,
      // The schema is made by the start step (db/migrate.ts); here pg-boss only checks its version.
      migrate: false,
      supervise: worker,
      schedule: worker,
      pollingIntervalSeconds: pollingSeconds,
      ...JOB_DEFAULTS,
    });
    boss.on('error', (err) => log.error({ err }, 'job queue error'));
    await boss.start().catch((err: Error) => {
      throw new Error(`the job queue cannot start: ${err.message} (the start step, db/migrate.ts, installs pg-boss's schema)`);
    });
    try {
      await this.declare(boss);
    } catch (err) {
      // Started, its timers run: stop it, or nothing would (stop() sees no started queue).
      await boss.stop({ graceful: false, close: false }).catch(() => undefined);
      throw err;
    }
    return boss;
  }

  /** The queues, schedules and (in a worker) workers of this process's handlers. */
  private async declare(boss: PgBoss): Promise<void> {
    const { worker, pollingSeconds } = this.opts;
    for (const name of new Set([...this.handlers.keys(), ...this.schedules.keys()])) await boss.createQueue(name);
    // A task paused in the back office keeps no schedule row, whatever the code declares (docs/jobs.md "Tasks").
    const paused = await pausedTaskNames(this.opts.executor);
    for (const [name, { cron, tz }] of this.schedules) {
      if (paused.has(name)) await boss.unschedule(name);
      else await boss.schedule(name, cron, {}, { tz });
    }
    if (worker) {
      const workers = new Map<string, string>();
      for (const [name, handler] of this.handlers) {
        // Each job of the batch ends on its own, so pg-boss's completion of the whole batch afterwards finds none
        // active. Stopping, the rest of the batch is not started: the throw makes pg-boss put it back for a retry.
        const options = { pollingIntervalSeconds: Math.max(pollingSeconds, WORKER_OWN_LOOK_SECONDS), batchSize: BATCH_SIZE };
        workers.set(name, await boss.work<unknown>(name, options, async (batch) => {
          for (const job of batch) {
            if (this.stopped) throw new Error('the server stopped before this job started');
            await this.runOne(boss, name, handler, job);
          }
        }));
      }
      this.stopLookout = startLookout({
        executor: this.opts.executor, everyMs: pollingSeconds * 1000, workers, wake: (id) => boss.notifyWorker(id), log: this.opts.log,
      });
    }
  }

  /** Runs a claimed job and records how it ended: the handler's answer, or its error (pg-boss retries or fails it). */
  private async runOne(boss: PgBoss, name: string, handler: JobHandler, job: PgBoss.Job<unknown>): Promise<void> {
    let output: unknown;
    try {
      output = await handler({ id: job.id, name, data: job.data, now: this.opts.clock.now() });
    } catch (err) {
      this.opts.log.error({ err, job: { id: job.id, name } }, 'job failed');
      await boss.fail(name, job.id, err as object);
      return;
    }
    await boss.complete(name, job.id, (output ?? undefined) as object);
  }
}
