import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { SERVER_ROOT } from '../paths';
import type { Database } from './connect';
import { recanonicalizeIdentities } from './canonical-identities';
import { installJobSchema, pgExecutor, pgliteExecutor } from '../plugins/app/jobs-db';

const migrationsFolder = path.join(SERVER_ROOT, 'migrations');
// Any constant works; it only has to be the same in every server process.
const MIGRATION_LOCK = 7_340_021;

/**
 * Applies the generated migrations, then installs or upgrades the job queue's schema (pg-boss's own plans,
 * docs/jobs.md); on PostgreSQL under an advisory lock so several processes can start at once.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await recanonicalizeIdentities(database.db);
    await installJobSchema(pgliteExecutor(database.client));
    return;
  }
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
    await recanonicalizeIdentities(drizzlePg(client));
    await installJobSchema(pgExecutor(client));
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
