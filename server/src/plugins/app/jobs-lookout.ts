import type { FastifyBaseLogger } from 'fastify';
import { JOB_SCHEMA, type SqlExecutor } from './jobs-db';

/**
 * How often a queue's worker looks for jobs on its own, besides being woken by the lookout: only a safety net for a
 * look that failed, since the lookout wakes it within a polling interval of a job becoming due.
 */
export const WORKER_OWN_LOOK_SECONDS = 30;

/**
 * One look for all of a process's queues every polling interval, waking the workers of the queues that have a job due
 * (docs/jobs.md "Polling"). pg-boss gives each queue's worker a poll of its own: with 17 queues every 2 s, an idle
 * portal ran 8.5 claiming queries a second, 5 % of a core on PGlite and as many statements on a shared PostgreSQL.
 * The look reads what pg-boss's claim reads (a job not yet active whose start has passed), so a woken worker finds it.
 */
export function startLookout(opts: {
  executor: SqlExecutor;
  everyMs: number;
  /** Queue name → the id pg-boss gave its worker. */
  workers: ReadonlyMap<string, string>;
  wake: (workerId: string) => void;
  log: FastifyBaseLogger;
}): () => Promise<void> {
  const names = [...opts.workers.keys()];
  let looking: Promise<void> | null = null;
  const look = async () => {
    const { rows } = await opts.executor.executeSql(
      `select distinct name from ${JOB_SCHEMA}.job where name = any($1::text[]) and state < 'active' and start_after < now()`,
      [names],
    );
    for (const { name } of rows as { name: string }[]) {
      const id = opts.workers.get(name);
      if (id) opts.wake(id);
    }
  };
  const timer = setInterval(() => {
    if (looking) return; // a slow database: the next tick looks again
    looking = look()
      .catch((err: unknown) => { opts.log.warn({ err }, 'job lookout: the look failed; the workers look on their own meanwhile'); })
      .finally(() => { looking = null; });
  }, opts.everyMs);
  return async () => {
    clearInterval(timer);
    await looking;
  };
}
