import type { FastifyInstance } from 'fastify';
import { freshPostgres, testDriver } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config/env';
import { connectDatabase, type Database } from '../../db/connect';
import { runMigrations } from '../../db/migrate';
import type { Clock } from './jobs-clock';

/**
 * A migrated empty database of the suite's driver (no seed: the job queue needs none). `connect` opens another
 * connection to it, as a second server process would: its own pool on PostgreSQL; on PGlite, whose data belongs to
 * one process (docs/jobs.md), the same client.
 */
export async function migratedDatabase(): Promise<{ database: Database; connect: () => Promise<Database>; url: string | null; close: () => Promise<void> }> {
  const pg = testDriver === 'postgres' ? await freshPostgres() : null;
  const database = await connectDatabase({ databaseUrl: pg?.url ?? null, dataDir: null });
  await runMigrations(database);
  const others: Database[] = [];
  return {
    database,
    url: pg?.url ?? null,
    connect: async () => {
      if (!pg) return database;
      const other = await connectDatabase({ databaseUrl: pg.url, dataDir: null });
      others.push(other);
      return other;
    },
    close: async () => {
      // A test may have closed its connection already.
      for (const other of others) await other.close().catch(() => undefined);
      await database.close();
      await pg?.drop();
    },
  };
}

/** Builds the app on `database` (which it does not close), lets `declare` add handlers, then makes it ready. */
export async function readyApp(
  database: Database,
  opts: { clock?: Clock; env?: Record<string, string>; declare?: (app: FastifyInstance) => void | Promise<void> } = {},
): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env });
  const app = await buildApp(config, database, { clock: opts.clock, ownsDatabase: false });
  await opts.declare?.(app);
  await app.ready();
  return app;
}

/** Waits until `check` holds, looking every 100 ms, for at most `ms`. */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 15_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not reached within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
