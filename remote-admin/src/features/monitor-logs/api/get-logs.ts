import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { opLogPageSchema, type OpLog } from 'shared-contracts/api/op-logs';
import { getJson } from 'shared-contracts/http/client';
import { logFilterParams, logPath, type LogFilters, type LogKind } from '../utils/log-filters';
import { logKeys } from './query-keys';

export type LogListQuery = LogFilters & { page: number; size: number };

/** `GET api/logs` (log:list) or `GET api/logs/error` (errorLog:list): one page, newest first. */
export function fetchLogs(kind: LogKind, q: LogListQuery, signal?: AbortSignal): Promise<Page<OpLog>> {
  return getJson(opLogPageSchema, logPath(kind), {
    searchParams: { page: q.page, size: q.size, ...logFilterParams(q) }, ...(signal ? { signal } : {}),
  });
}

export function useLogs(kind: LogKind, q: LogListQuery) {
  return useQuery({ queryKey: logKeys.list(kind, q), queryFn: ({ signal }) => fetchLogs(kind, q, signal), placeholderData: keepPreviousData });
}
