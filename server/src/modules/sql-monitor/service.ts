import type { SqlMonitor, SqlMonitorQuery, SqlResetBody, SqlSource } from 'shared-contracts/api/sql-monitor';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Database } from '../../db/connect';
import { constraintViolationOf } from '../../db/constraint-violation';
import { HttpError } from '../../plugins/app/errors';
import { findStatementsView, resetStatements, statementsPage, type StatementsView } from './pg-stat-statements';
import { serverTimingsPage } from './server-timings';

/** SQLSTATE insufficient_privilege. */
const INSUFFICIENT_PRIVILEGE = '42501';

type Chosen = { source: 'server'; view: null } | { source: 'pg_stat_statements'; view: StatementsView };

/** PGlite has no pg_stat_statements; on PostgreSQL it is looked for on every call, so installing it counts at once. */
async function choose(database: Database, asked: SqlMonitorQuery['source']): Promise<{ chosen: Chosen; available: SqlSource[] }> {
  const view = asked !== 'server' && database.driver === 'postgres' ? await findStatementsView(database.db) : null;
  const available: SqlSource[] = view ? ['server', 'pg_stat_statements'] : ['server'];
  if (asked === 'pg_stat_statements' && !view) throw new HttpError(400, MessageKey.monSqlSourceUnavailable);
  // Asking for the server's timings skips the look-up: then `available` says only what was looked at.
  return { chosen: view ? { source: 'pg_stat_statements', view } : { source: 'server', view: null }, available };
}

export async function sqlMonitor(database: Database, q: SqlMonitorQuery): Promise<SqlMonitor> {
  const { chosen, available } = await choose(database, q.source);
  const page = chosen.view ? await statementsPage(database.db, chosen.view, q) : serverTimingsPage(database.timings, q);
  return { ...page, source: chosen.source, available };
}

/**
 * Clears the server's timings, and pg_stat_statements of this database when it is the source. PostgreSQL lets only
 * superusers (and roles granted the function) reset it: a refusal answers 400 and clears nothing.
 */
export async function resetSql(database: Database, body: SqlResetBody): Promise<SqlSource> {
  const { chosen } = await choose(database, body.source);
  if (chosen.view) {
    try {
      await resetStatements(database.db, chosen.view);
    } catch (err) {
      if (constraintViolationOf(err, INSUFFICIENT_PRIVILEGE) !== null) throw new HttpError(400, MessageKey.monSqlResetForbidden);
      throw err;
    }
  }
  database.timings.clear();
  return chosen.source;
}
