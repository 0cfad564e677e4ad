import type { SqlMonitorQuery } from 'shared-contracts/api/sql-monitor';

/** What a list request asks for (the filter as typed, empty for none). */
export type SqlListQuery = Pick<SqlMonitorQuery, 'page' | 'size' | 'sort' | 'order' | 'source'> & { filter: string };

export const sqlMonitorKeys = {
  all: ['monitor', 'sql'] as const,
  list: (q: SqlListQuery) => ['monitor', 'sql', q] as const,
};
