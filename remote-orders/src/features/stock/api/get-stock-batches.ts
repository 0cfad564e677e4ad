import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { stockBatchPageSchema } from 'shared-contracts/api/stock';
import { getJson } from 'shared-contracts/http/client';
import { stockKeys } from './query-keys';

export const BATCH_PAGE_SIZE = 10;

/** `GET api/stock/mine/batches?skuId=`: the buyer's stocked batches of one SKU, newest first. */
export function fetchStockBatches(skuId: number, page: number, size: number, signal?: AbortSignal) {
  return getJson(stockBatchPageSchema, 'api/stock/mine/batches', { searchParams: { skuId, page, size }, ...(signal ? { signal } : {}) });
}

/** Asked when a row is opened: the list stays light however many batches there are. */
export function useStockBatches(skuId: number, page: number, size = BATCH_PAGE_SIZE) {
  return useQuery({
    queryKey: stockKeys.batches(skuId, page, size),
    queryFn: ({ signal }) => fetchStockBatches(skuId, page, size, signal),
    placeholderData: keepPreviousData,
  });
}
