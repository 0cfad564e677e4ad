import { sql, type SQL } from 'drizzle-orm';
import type { SqlMonitorQuery, SqlSort } from 'shared-contracts/api/sql-monitor';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { StatementsPage } from './statements-page';

/** Column names of PostgreSQL 13 and later (`total_exec_time`...); an older server fails the probe and is not offered. */
const orderBy: Readonly<Record<SqlSort, SQL>> = {
  calls: sql.raw('calls'),
  total: sql.raw('total_ms'),
  mean: sql.raw('mean_ms'),
  max: sql.raw('max_ms'),
};

/** The schema the extension was created in (not always `public`): its view and functions are named through it. */
export type StatementsView = { schema: string };
const inSchema = (ext: StatementsView, name: string) => sql`${sql.identifier(ext.schema)}.${sql.identifier(name)}`;

/**
 * The extension's view when it is installed in this database and can be read. Reading fails when the library was
 * not preloaded (`shared_preload_libraries`) or the portal's role may not: then the server's own timings are used.
 */
export async function findStatementsView(db: Db): Promise<StatementsView | null> {
  try {
    const [ext] = await queryRows<{ schema: string }>(db, sql`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pg_stat_statements'`);
    if (!ext) return null;
    const view: StatementsView = { schema: ext.schema };
    await queryRows(db, sql`select calls, total_exec_time, mean_exec_time, max_exec_time, rows, query from ${inSchema(view, 'pg_stat_statements')} limit 1`);
    return view;
  } catch {
    return null;
  }
}

// One row per text: the view has one per user and nesting level of the same statement.
const grouped = (view: StatementsView, filter: string | undefined) => sql`
  select query, sum(calls)::bigint as calls, sum(total_exec_time) as total_ms,
         sum(total_exec_time) / nullif(sum(calls), 0) as mean_ms, max(max_exec_time) as max_ms, sum(rows)::bigint as rows
  from ${inSchema(view, 'pg_stat_statements')}
  where dbid = (select oid from pg_database where datname = current_database())
    ${filter ? sql`and strpos(lower(query), lower(${filter})) > 0` : sql``}
  group by query`;

type Row = { query: string; calls: number | string; total_ms: number | string; mean_ms: number | string | null; max_ms: number | string; rows: number | string };
type TotalsRow = { statements: number | string; calls: number | string | null; total_ms: number | string | null; total_elements: number | string };

const num = (v: number | string | null | undefined): number => (v === null || v === undefined ? 0 : Number(v));
const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** A page of `pg_stat_statements` for the current database, grouped by text, sorted and filtered by PostgreSQL. */
export async function statementsPage(db: Db, view: StatementsView, q: SqlMonitorQuery): Promise<StatementsPage> {
  const direction = sql.raw(q.order === 'asc' ? 'asc' : 'desc');
  const rows = await queryRows<Row>(db, sql`
    select * from (${grouped(view, q.filter)}) s
    order by ${orderBy[q.sort]} ${direction} nulls last, query
    limit ${q.size} offset ${q.page * q.size}`);
  const [totals] = await queryRows<TotalsRow>(db, sql`
    select count(*) as statements, sum(calls) as calls, sum(total_ms) as total_ms,
           count(*) filter (where ${q.filter ? sql`strpos(lower(query), lower(${q.filter})) > 0` : sql`true`}) as total_elements
    from (${grouped(view, undefined)}) s`);
  return {
    content: rows.map((r) => ({
      query: r.query, calls: num(r.calls), totalMs: round3(num(r.total_ms)), meanMs: round3(num(r.mean_ms)), maxMs: round3(num(r.max_ms)), rows: num(r.rows),
    })),
    totalElements: num(totals?.total_elements),
    totals: { statements: num(totals?.statements), calls: num(totals?.calls), totalMs: round3(num(totals?.total_ms)) },
    since: await statsResetAt(db, view),
  };
}

/** `pg_stat_statements_info` (PostgreSQL 14 and later) says when the statistics were last reset. */
async function statsResetAt(db: Db, view: StatementsView): Promise<string | null> {
  try {
    const [row] = await queryRows<{ at: Date | string | null }>(db, sql`select stats_reset as at from ${inSchema(view, 'pg_stat_statements_info')}`);
    return row?.at ? new Date(row.at).toISOString() : null;
  } catch {
    return null;
  }
}

/** Resets the statistics of this database only (other databases of the server keep theirs). */
export async function resetStatements(db: Db, view: StatementsView): Promise<void> {
  await queryRows(db, sql`
    select ${inSchema(view, 'pg_stat_statements_reset')}(0::oid, (select oid from pg_database where datname = current_database()), 0::bigint)`);
}
