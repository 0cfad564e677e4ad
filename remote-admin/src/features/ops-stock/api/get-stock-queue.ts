import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockQueuePageSchema } from 'shared-contracts/api/stock';
import { getJson } from 'shared-contracts/http/client';
import { opsStockKeys } from './query-keys';

export type StockQueueFilters = { keyword: string; overdue: boolean };
export type StockQueueQuery = StockQueueFilters & { page: number; size: number };

/** The filters the queue and its export share: the keyword, and the late orders only. */
export function stockQueueFilterParams({ keyword, overdue }: StockQueueFilters): Record<string, string> {
  return { ...(keyword ? { keyword } : {}), ...(overdue ? { overdue: 'true' } : {}) };
}

/** `GET api/stock/queue` (order:stock): orders awaiting stocking, the earliest expected completion first, with counts. */
export function fetchStockQueue(q: StockQueueQuery, signal?: AbortSignal) {
  const searchParams = { page: q.page, size: q.size, ...stockQueueFilterParams(q) };
  return getJson(stockQueuePageSchema, 'api/stock/queue', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStockQueue(q: StockQueueQuery) {
  return useQuery({ queryKey: opsStockKeys.queue(q), queryFn: ({ signal }) => fetchStockQueue(q, signal), placeholderData: keepPreviousData });
}
