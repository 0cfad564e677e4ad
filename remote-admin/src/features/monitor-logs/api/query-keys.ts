import type { LogFilters, LogKind } from '../utils/log-filters';

/** Query keys of the log pages. */
export const logKeys = {
  all: ['monitor', 'logs'] as const,
  list: (kind: LogKind, q: LogFilters & { page: number; size: number }) => [...logKeys.all, kind, 'list', q] as const,
  error: (id: number) => [...logKeys.all, 'error', id] as const,
};
