import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../src/config/env';
import { connectDatabase, type Database } from '../src/db/connect';
import { runMigrations } from '../src/db/migrate';

/**
 * A migrated, empty database for one benchmark run: a new database on the PostgreSQL server at the config's
 * DATABASE_URL, or a temporary PGlite directory. `dispose` closes it and removes it.
 */
export async function freshDatabase(base: Config): Promise<{ database: Database; config: Config; dispose: () => Promise<void> }> {
  let dataDir: string | null = null;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (base.databaseUrl) {
    const name = `portal_bench_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(base.databaseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      const c = new pg.Client({ connectionString: base.databaseUrl ?? '' });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  }
  const database = await connectDatabase({ databaseUrl, dataDir });
  // Dropping the database at the end ends its connections; that is expected, not a crash.
  if (database.driver === 'postgres') database.pool.on('error', () => {});
  await runMigrations(database);
  return {
    database,
    config: { ...base, databaseUrl, dataDir: dataDir ?? base.dataDir },
    dispose: async () => {
      await database.close().catch(() => {}); // the app's onClose may have closed it already
      await dropDatabase();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
