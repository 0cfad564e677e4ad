import type { SqlMonitor } from 'shared-contracts/api/sql-monitor';

/** What either source answers; the service adds which source it was and which are available. */
export type StatementsPage = Pick<SqlMonitor, 'content' | 'totalElements' | 'totals' | 'since'>;
