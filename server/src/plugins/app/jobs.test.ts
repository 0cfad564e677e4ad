import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { PURGE_DEAD_TOKENS_CRON, PURGE_DEAD_TOKENS_TASK } from '../../modules/auth/token-purge-task';
import { TestClock } from './jobs-clock';
import type { Database } from '../../db/connect';
import { executorOf, installJobSchema } from './jobs-db';
import type { JobContext } from './jobs-queue';
import { eventually, migratedDatabase, readyApp } from './jobs-test-kit';

const HOUR = 60 * 60 * 1000;
const clock = new TestClock();
let db: Awaited<ReturnType<typeof migratedDatabase>>;
let app: FastifyInstance;
const seen: Record<string, JobContext<{ n?: number }>[]> = {};
const record = (name: string) => async (job: JobContext<{ n?: number }>) => {
  (seen[name] ??= []).push(job);
  return { n: job.data.n ?? null };
};
let flakyFailures = 1;

beforeAll(async () => {
  db = await migratedDatabase();
  app = await readyApp(db.database, {
    clock,
    declare: async (a) => {
      a.jobs.handle('test.close-order', record('test.close-order'));
      a.jobs.handle('test.keyed', record('test.keyed'));
      a.jobs.handle('test.flaky', async () => {
        if (flakyFailures-- > 0) throw new Error('the mail server is away');
        return { sent: true };
      });
      a.jobs.handle('test.task', record('test.task'));
      await a.jobs.schedule('test.task', '*/5 * * * *');
    },
  });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('the job queue, by the app clock', () => {
  it('runs a job when the clock reaches its time, handing the handler that time as now', async () => {
    const at = new Date(clock.now().getTime() + 24 * HOUR);
    expect(await app.jobs.sendAt('test.close-order', { n: 123 }, at)).toMatch(/^[0-9a-f-]{36}$/);
    expect(await app.jobs.runDue()).toBe(0);
    clock.advance(24 * HOUR - 60_000);
    expect(await app.jobs.runDue()).toBe(0);
    clock.advance(60_000);
    expect(await app.jobs.runDue()).toBe(1);
    expect(seen['test.close-order']?.map((j) => [j.data.n, j.now.toISOString()])).toEqual([[123, at.toISOString()]]);
    expect(await app.jobs.runDue()).toBe(0);
  });

  it('sends a key once, and cancels a job by its key', async () => {
    const at = new Date(clock.now().getTime() + HOUR);
    const first = await app.jobs.sendAt('test.keyed', { n: 1 }, at, { singletonKey: 'order-7' });
    expect(first).not.toBeNull();
    expect(await app.jobs.sendAt('test.keyed', { n: 2 }, at, { singletonKey: 'order-7' })).toBeNull();
    await app.jobs.sendAt('test.keyed', { n: 3 }, at, { singletonKey: 'order-8' });
    expect(await app.jobs.cancel('test.keyed', 'order-8')).toBe(true);
    expect(await app.jobs.cancel('test.keyed', 'order-9')).toBe(false);
    clock.advance(HOUR);
    expect(await app.jobs.runDue()).toBe(1);
    expect(seen['test.keyed']?.map((j) => j.data.n)).toEqual([1]);
    // Once it ran, the key still holds while pg-boss keeps the job.
    expect(await app.jobs.sendAt('test.keyed', { n: 4 }, at, { singletonKey: 'order-7' })).toBeNull();
    const runs = await app.jobs.runs('test.keyed');
    expect(runs.map((r) => [r.key, r.state])).toEqual(expect.arrayContaining([['order-7', 'completed'], ['order-8', 'cancelled']]));
  });

  it('keeps a failed attempt in the run log with its error, and retries it', async () => {
    await app.jobs.runNow('test.flaky');
    expect(await app.jobs.runDue()).toBe(1);
    const [failed] = await app.jobs.runs('test.flaky');
    expect(failed).toMatchObject({ state: 'retry', attempts: 1, error: 'the mail server is away' });
    // The retry's delay (30 to 60 s of the database's time) is behind the app clock, a day ahead by now: a later
    // call runs it (one call runs what was due when it began).
    clock.advance(60_000);
    expect(await app.jobs.runDue()).toBe(1);
    const [done] = await app.jobs.runs('test.flaky');
    expect(done).toMatchObject({ id: failed?.id, state: 'completed', attempts: 2, output: { sent: true }, error: null });
    expect(done?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('lists the scheduled tasks with cron, next and last run; run now runs one', async () => {
    const before = await app.jobs.tasks();
    const purge = before.find((t) => t.name === PURGE_DEAD_TOKENS_TASK);
    expect(purge).toMatchObject({ cron: PURGE_DEAD_TOKENS_CRON, timezone: 'UTC' });
    const task = before.find((t) => t.name === 'test.task');
    expect(task).toMatchObject({ cron: '*/5 * * * *', lastRun: null });
    const next = task?.nextRunAt?.getTime() ?? 0;
    expect(next).toBeGreaterThan(clock.now().getTime());
    expect(next - clock.now().getTime()).toBeLessThanOrEqual(5 * 60_000);

    await app.jobs.runNow('test.task', { n: 5 });
    expect(await app.jobs.runDue()).toBe(1);
    const after = (await app.jobs.tasks()).find((t) => t.name === 'test.task');
    expect(after?.lastRun).toMatchObject({ state: 'completed', output: { n: 5 }, error: null, attempts: 1 });
  });

  it('refuses what would be lost: an undeclared queue, a late handler, a bad cron', async () => {
    await expect(app.jobs.runNow('test.nobody')).rejects.toThrow(/no job queue "test.nobody"/);
    expect(() => app.jobs.handle('test.late', async () => undefined)).toThrow(/after the job queue started/);
    await expect(app.jobs.schedule('test.task', 'every hour')).rejects.toThrow(/not a cron expression/);
  });

  it('installs its schema idempotently (the start step runs it at every start)', async () => {
    await installJobSchema(executorOf(db.database));
    await installJobSchema(executorOf(db.database));
    const { rows } = await executorOf(db.database).executeSql('select version from pgboss.version');
    expect(rows).toHaveLength(1);
  });
});

describe('a worker process', () => {
  it('runs jobs by itself, and closing the app leaves no timer behind', async () => {
    const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;
    const baseline = timers();
    const done: string[] = [];
    const connection = await db.connect();
    const worker = await readyApp(connection, {
      env: { JOBS_WORKER: 'true', JOBS_POLL_SECONDS: '0.5' },
      declare: (a) => a.jobs.handle('test.by-worker', async ({ data }: JobContext<{ id: string }>) => { done.push(data.id); }),
    });
    try {
      expect(worker.jobs.worker).toBe(true);
      expect(timers()).toBeGreaterThan(baseline); // pg-boss's intervals and polling waits
      await worker.jobs.runNow('test.by-worker', { id: 'a' });
      await eventually(() => done.length === 1);
      expect(done).toEqual(['a']);
    } finally {
      await worker.close();
      if (connection !== db.database) await connection.close();
    }
    // pg-boss's loops end with the close; a worker caught mid-poll ends its last wait within a second.
    await eventually(() => timers() <= baseline, 3_000);
  });
});

/** Counts the statements a database is sent whose text matches, from when `reset` was last called. */
function countStatements(database: Database, patterns: Record<string, RegExp>) {
  const counts: Record<string, number> = Object.fromEntries(Object.keys(patterns).map((k) => [k, 0]));
  const target = (database.driver === 'pglite' ? database.client : database.pool) as unknown as { query: (text: string, ...rest: unknown[]) => unknown };
  const original = target.query.bind(target);
  const spy = vi.spyOn(target, 'query').mockImplementation((text: string, ...rest: unknown[]) => {
    for (const [name, pattern] of Object.entries(patterns)) if (typeof text === 'string' && pattern.test(text)) counts[name]! += 1;
    return original(text, ...rest);
  });
  return { counts, reset: () => { for (const k of Object.keys(counts)) counts[k] = 0; }, restore: () => spy.mockRestore() };
}

describe('a worker process with many queues', () => {
  it('looks once per interval for all its queues and wakes only the one with a job due', async () => {
    const queues = ['test.q1', 'test.q2', 'test.q3', 'test.q4', 'test.q5', 'test.q6'];
    const done: string[] = [];
    const connection = await db.connect();
    const statements = countStatements(connection, { claims: /FOR UPDATE SKIP LOCKED/, looks: /select distinct name from/ });
    const worker = await readyApp(connection, {
      env: { JOBS_WORKER: 'true', JOBS_POLL_SECONDS: '0.5' },
      declare: (a) => { for (const q of queues) a.jobs.handle(q, async () => { done.push(q); }); },
    });
    try {
      await worker.jobs.start();
      // Each worker's first claim, at its start: waited for, not a fixed second (a slow machine's came later).
      await eventually(() => statements.counts.claims! >= queues.length, 10_000);
      statements.reset();
      await new Promise((r) => setTimeout(r, 3_000));
      // Before the lookout, the six workers polling on their own every 0.5 s sent 138 claims in these 3 s.
      expect(statements.counts.claims).toBe(0);
      expect(statements.counts.looks).toBeGreaterThanOrEqual(3);
      expect(statements.counts.looks).toBeLessThanOrEqual(7);

      const sent = Date.now();
      await worker.jobs.runNow('test.q4', {});
      await eventually(() => done.length === 1, 5_000);
      expect(done).toEqual(['test.q4']);
      // Woken by the next look, not by its own 30 s wait.
      expect(Date.now() - sent).toBeLessThan(3_000);
    } finally {
      await worker.close();
      statements.restore();
      if (connection !== db.database) await connection.close();
    }
  });
});

describe('configuration', () => {
  it('runs a worker by default, not under NODE_ENV=test, and JOBS_WORKER decides', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'false' }).jobs).toEqual({ worker: true, pollingSeconds: 2 });
    expect(loadConfig({}).jobs.worker).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs.worker).toBe(false);
    expect(loadConfig({ JOBS_WORKER: 'false' }).jobs.worker).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS_WORKER: '1', JOBS_POLL_SECONDS: '0.5' }).jobs).toEqual({ worker: true, pollingSeconds: 0.5 });
    expect(() => loadConfig({ JOBS_WORKER: 'no' })).toThrow(/JOBS_WORKER/);
    expect(() => loadConfig({ JOBS_POLL_SECONDS: '0.1' })).toThrow(/JOBS_POLL_SECONDS/);
  });
});
