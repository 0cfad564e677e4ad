import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sqlMonitorSchema, type SqlMonitor } from 'shared-contracts/api/sql-monitor';
import { getJson } from 'shared-contracts/http/client';
import { sqlMonitorKeys, type SqlListQuery } from './query-keys';

export type { SqlListQuery };

/** `GET api/monitor/sql?page&size&sort&order&source&filter` (sql:list): one page of statements and the totals. */
export function fetchSqlStatements(q: SqlListQuery, signal?: AbortSignal): Promise<SqlMonitor> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size, sort: q.sort, order: q.order, source: q.source };
  if (q.filter) searchParams.filter = q.filter;
  return getJson(sqlMonitorSchema, 'api/monitor/sql', { searchParams, ...(signal ? { signal } : {}) });
}

export function useSqlStatements(q: SqlListQuery) {
  return useQuery({ queryKey: sqlMonitorKeys.list(q), queryFn: ({ signal }) => fetchSqlStatements(q, signal), placeholderData: keepPreviousData });
}
