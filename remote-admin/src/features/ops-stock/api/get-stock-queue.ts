import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockQueuePageSchema } from 'shared-contracts/api/stock';
import { getJson } from 'shared-contracts/http/client';
import { opsStockKeys } from './query-keys';

export type StockQueueQuery = { keyword: string; overdue: boolean; page: number; size: number };

/** `GET api/stock/queue` (order:stock): orders awaiting stocking, the earliest expected completion first, with counts. */
export function fetchStockQueue(q: StockQueueQuery, signal?: AbortSignal) {
  const searchParams = { page: q.page, size: q.size, ...(q.keyword ? { keyword: q.keyword } : {}), ...(q.overdue ? { overdue: 'true' } : {}) };
  return getJson(stockQueuePageSchema, 'api/stock/queue', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStockQueue(q: StockQueueQuery) {
  return useQuery({ queryKey: opsStockKeys.queue(q), queryFn: ({ signal }) => fetchStockQueue(q, signal), placeholderData: keepPreviousData });
}
