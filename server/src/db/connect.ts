import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './data-dir-lock';
import { StatementTimings, timePglite, timePool } from './statement-timings';
import { retryConflicts } from './retry-transaction';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repository methods take either, so a multi-step write can run in one transaction. */
export type DbOrTx = Db | Tx;

/** `timings`: every statement the app runs, timed (db/statement-timings.ts; the SQL monitor reads them). */
export type Database =
  | { driver: 'pglite'; db: Db; client: PGlite; timings: StatementTimings; close: () => Promise<void> }
  | { driver: 'postgres'; db: Db; pool: pg.Pool; timings: StatementTimings; close: () => Promise<void> };

// node-postgres returns int8 as strings; counts and ids here fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * `dataDir` null keeps PGlite in memory (tests); `loadDataDir` starts that memory from a saved data directory
 * (PGlite's dumpDataDir: the tests' migrated and seeded template, docs/testing.md). PGlite loads pg_trgm (mall
 * search); PostgreSQL has it in contrib.
 */
export async function connectDatabase(opts: { databaseUrl: string | null; dataDir: string | null; loadDataDir?: Blob }): Promise<Database> {
  const timings = new StatementTimings();
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle client that loses its server (restart, failover) emits here; unhandled it would end the process.
    // The pool replaces the client on the next checkout, so logging it is enough.
    pool.on('error', (err) => console.error(JSON.stringify({ level: 'error', msg: 'idle database client failed', err: err.message })));
    timePool(pool, timings);
    const db = retryConflicts(drizzlePg(pool, { schema }) as unknown as Db);
    return { db, driver: 'postgres', pool, timings, close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if (opts.dataDir) {
    // Before PGlite opens the files: a second process must not touch them at all.
    unlock = lockDataDir(opts.dataDir);
    const dir = path.join(opts.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { pg_trgm } }).catch((err: unknown) => {
      unlock();
      throw err;
    });
  } else {
    // A memory database started from a saved one is a test file's (docs/testing.md step 14): 16 MB of shared buffers
    // hold its few MB of data, and the default 128 MB cost every start a sixth of its time.
    const startParams = opts.loadDataDir ? [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'] : undefined;
    client = await PGlite.create({ extensions: { pg_trgm }, loadDataDir: opts.loadDataDir, startParams });
  }
  timePglite(client, timings);
  const db = retryConflicts(drizzlePglite(client, { schema }) as unknown as Db);
  return { db, driver: 'pglite', client, timings, close: async () => { await client.close(); unlock(); } };
}
