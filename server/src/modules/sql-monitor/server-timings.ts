import type { SqlMonitorQuery, SqlSort, SqlStatement } from 'shared-contracts/api/sql-monitor';
import type { StatementTiming, StatementTimings } from '../../db/statement-timings';
import type { StatementsPage } from './statements-page';

const round3 = (n: number) => Math.round(n * 1000) / 1000;

const meanOf = (t: StatementTiming) => (t.calls > 0 ? t.totalMs / t.calls : 0);
const sortValue: Readonly<Record<SqlSort, (t: StatementTiming) => number>> = {
  calls: (t) => t.calls,
  total: (t) => t.totalMs,
  mean: meanOf,
  max: (t) => t.maxMs,
};

const toStatement = (t: StatementTiming): SqlStatement => ({
  query: t.query, calls: t.calls, totalMs: round3(t.totalMs), meanMs: round3(meanOf(t)), maxMs: round3(t.maxMs), rows: t.rows,
});

/** A page of the server's own timings (db/statement-timings.ts): at most a thousand statements, so sorted in memory. */
export function serverTimingsPage(timings: StatementTimings, q: SqlMonitorQuery): StatementsPage {
  // Copies: requests keep running (and counting) while this page is built.
  const all = timings.all().map((t) => ({ ...t }));
  const needle = q.filter?.toLowerCase();
  const found = needle ? all.filter((t) => t.query.toLowerCase().includes(needle)) : all;
  const value = sortValue[q.sort];
  const sign = q.order === 'asc' ? 1 : -1;
  found.sort((a, b) => sign * (value(a) - value(b)) || a.query.localeCompare(b.query));
  return {
    content: found.slice(q.page * q.size, (q.page + 1) * q.size).map(toStatement),
    totalElements: found.length,
    totals: {
      statements: all.length,
      calls: all.reduce((n, t) => n + t.calls, 0),
      totalMs: round3(all.reduce((n, t) => n + t.totalMs, 0)),
    },
    since: timings.since().toISOString(),
  };
}
