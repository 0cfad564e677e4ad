import { createRequire } from 'node:module';
import type { PGlite, Results } from '@electric-sql/pglite';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/connect';

/** The PostgreSQL schema that holds pg-boss's tables (queues, jobs, archive, schedules). */
export const JOB_SCHEMA = 'pgboss';
/** The schema version this pg-boss release expects; the app's boss starts only on exactly this one. */
const JOB_SCHEMA_VERSION: number = (createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }).schema;

type SqlResult = { rows: Record<string, unknown>[] };
/** What pg-boss calls for every statement when it is given `db` instead of a connection string. */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<SqlResult> };

/**
 * pg-boss runs its DDL and maintenance as one script `BEGIN; …; COMMIT;` (plans.locked). Should a statement in it
 * fail, the session stays inside an aborted transaction; on a shared connection every later query would fail.
 */
const LOCKED_SCRIPT = /^\s*BEGIN;/i;

const lastOf = (results: Results[]): SqlResult => results[results.length - 1] ?? { rows: [] };

/**
 * pg-boss over the app's PGlite (one connection, shared with drizzle). A query with parameters goes through the
 * extended protocol, where PGlite serialises each value by the parameter's type as node-postgres would (objects to
 * JSON, JS arrays to `uuid[]`/`text[]`, undefined to null; the encoding of pg-boss issue #563 is not needed since
 * PGlite 0.2). A script without parameters goes through `exec`; a locked script runs inside PGlite's own
 * transaction, which holds its mutex for the whole script and rolls back on failure.
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values.map((v) => (v === undefined ? null : v)));
      if (!LOCKED_SCRIPT.test(text)) return lastOf(await client.exec(text));
      const body = text.replace(LOCKED_SCRIPT, '').replace(/COMMIT;\s*$/i, '');
      return lastOf(await client.transaction((tx) => tx.exec(body)));
    },
  };
}

/** pg-boss over node-postgres: the app's pool (or one client, during migrations). */
export function pgExecutor(target: pg.Pool | pg.PoolClient): SqlExecutor {
  const asResult = (r: pg.QueryResult | pg.QueryResult[]): SqlResult => (Array.isArray(r) ? (r[r.length - 1] ?? { rows: [] }) : r);
  return {
    async executeSql(text, values) {
      if ((values && values.length > 0) || !LOCKED_SCRIPT.test(text)) return asResult(await target.query(text, values));
      const client = target instanceof pg.Pool ? await target.connect() : target;
      try {
        return asResult(await client.query(text));
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        if (client !== target) (client as pg.PoolClient).release();
      }
    },
  };
}

export function executorOf(database: Database): SqlExecutor {
  return database.driver === 'pglite' ? pgliteExecutor(database.client) : pgExecutor(database.pool);
}

/**
 * Creates pg-boss's schema, or brings it to this release's version, with pg-boss's own plans
 * (`getConstructionPlans`, `getMigrationPlans`, each one transaction under pg-boss's advisory lock). Idempotent.
 * runMigrations calls it under the migration lock, so processes starting together take turns; without that lock the
 * loser of a race can fail inside the plan (PostgreSQL reports "already exists" or a duplicate key in its catalog),
 * so a failure counts as lost only if the schema is, after it, where it should be.
 */
export async function installJobSchema(exec: SqlExecutor): Promise<void> {
  const version = await installedVersion(exec);
  if (version === JOB_SCHEMA_VERSION) return;
  if (version !== null && version > JOB_SCHEMA_VERSION) {
    throw new Error(`pg-boss's schema is at version ${version}, newer than this server's pg-boss (${JOB_SCHEMA_VERSION}): run the newer server`);
  }
  // The typings say the version is a string; pg-boss compares it as a number.
  const plans = version === null
    ? PgBoss.getConstructionPlans(JOB_SCHEMA)
    : PgBoss.getMigrationPlans(JOB_SCHEMA, version as unknown as string);
  try {
    await exec.executeSql(plans);
  } catch (err) {
    if ((await installedVersion(exec)) !== JOB_SCHEMA_VERSION) throw err;
  }
}

async function installedVersion(exec: SqlExecutor): Promise<number | null> {
  const { rows: [found] } = await exec.executeSql(`select to_regclass('${JOB_SCHEMA}.version') is not null as installed`);
  if (!found?.installed) return null;
  const { rows: [row] } = await exec.executeSql(`select version from ${JOB_SCHEMA}.version`);
  return row ? Number(row.version) : null;
}
