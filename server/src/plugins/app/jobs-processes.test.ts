import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, testDriver } from '../../../test/harness';
import { connectDatabase } from '../../db/connect';
import { runMigrations } from '../../db/migrate';
import { executorOf, installJobSchema } from './jobs-db';
import type { JobContext } from './jobs-queue';
import { eventually, migratedDatabase, readyApp } from './jobs-test-kit';

const JOBS = 60;
let db: Awaited<ReturnType<typeof migratedDatabase>>;

beforeAll(async () => {
  db = await migratedDatabase();
  // No unique key on purpose: a job that ran twice leaves two rows.
  await executorOf(db.database).executeSql('create table jobs_test_effect (key text not null, by_app text not null)');
});
afterAll(async () => {
  await db?.close();
});

/** Two server processes on one database: on PostgreSQL each has its own pool; on PGlite they share the one client. */
describe(`two worker processes on one ${testDriver} database`, () => {
  it(`run each of ${JOBS} jobs exactly once`, async () => {
    const exec = executorOf(db.database);
    const declare = (by: string) => (app: FastifyInstance) =>
      app.jobs.handle('test.effect', async ({ data }: JobContext<{ key: string }>) => {
        // Slow enough that both workers are busy at once.
        await new Promise((r) => setTimeout(r, 20));
        await exec.executeSql('insert into jobs_test_effect (key, by_app) values ($1, $2)', [data.key, by]);
      });
    const env = { JOBS_WORKER: 'true', JOBS_POLL_SECONDS: '0.5' };
    const connections = [await db.connect(), await db.connect()] as const;
    const apps = [
      await readyApp(connections[0], { env, declare: declare('a') }),
      await readyApp(connections[1], { env, declare: declare('b') }),
    ] as const;
    try {
      // Sent from both, as requests to either process would.
      for (let i = 0; i < JOBS; i++) await apps[i % 2]?.jobs.runNow('test.effect', { key: `k${i}` });
      const count = async () => Number((await exec.executeSql('select count(*)::int as n from jobs_test_effect')).rows[0]?.n);
      await eventually(async () => (await count()) >= JOBS, 30_000);
      // Time for a double run to show, had there been one.
      await new Promise((r) => setTimeout(r, 1_500));
      const { rows } = await exec.executeSql(
        'select count(*)::int as runs, count(distinct key)::int as keys, count(distinct by_app)::int as apps from jobs_test_effect',
      );
      expect(rows[0]).toEqual({ runs: JOBS, keys: JOBS, apps: 2 });
      const states = await exec.executeSql(
        `select state::text as state, count(*)::int as n from pgboss.job where name = 'test.effect' group by state`,
      );
      expect(states.rows).toEqual([{ state: 'completed', n: JOBS }]);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});

// Only PostgreSQL has two processes on one database (an embedded data directory belongs to one, data-dir-lock.ts):
// the suite on PGlite does not have this test at all, rather than counting a skip.
if (testDriver === 'postgres') describe('two processes starting together on an empty PostgreSQL database', () => {
  it('both migrate and install the job schema without error', async () => {
    const pg = await freshPostgres();
    const [a, b] = [await connectDatabase({ databaseUrl: pg.url, dataDir: null }), await connectDatabase({ databaseUrl: pg.url, dataDir: null })];
    try {
      await Promise.all([runMigrations(a), runMigrations(b)]);
      // pg-boss's own race, without the migration lock around it.
      await executorOf(a).executeSql('drop schema pgboss cascade');
      await Promise.all([installJobSchema(executorOf(a)), installJobSchema(executorOf(b))]);
      const { rows } = await executorOf(a).executeSql('select count(*)::int as n from pgboss.version');
      expect(rows[0]?.n).toBe(1);
      // Both pools are still usable: a failed script left no connection inside an aborted transaction.
      for (const d of [a, b]) {
        for (let i = 0; i < 12; i++) expect((await executorOf(d).executeSql('select 1 as one')).rows[0]?.one).toBe(1);
      }
    } finally {
      await a.close();
      await b.close();
      await pg.drop();
    }
  });
});
