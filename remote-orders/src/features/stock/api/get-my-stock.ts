import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myStockPageSchema } from 'shared-contracts/api/stock';
import { getJson } from 'shared-contracts/http/client';
import { stockKeys } from './query-keys';

export const STOCK_PAGE_SIZE = 20;

/** `GET api/stock/mine`: the signed-in buyer's stock per SKU, the most recently stocked first; `page` is 0-based. */
export function fetchMyStock(page: number, size: number, signal?: AbortSignal) {
  return getJson(myStockPageSchema, 'api/stock/mine', { searchParams: { page, size }, ...(signal ? { signal } : {}) });
}

/** Only with a session (the page shows LoginRequired otherwise). */
export function useMyStock(page: number, size = STOCK_PAGE_SIZE) {
  return useQuery({
    queryKey: stockKeys.page(page, size),
    queryFn: ({ signal }) => fetchMyStock(page, size, signal),
    placeholderData: keepPreviousData,
  });
}
