import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderCountsSchema } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import { filterParams, type OrderFilters } from './get-my-orders';
import { orderKeys } from './query-keys';

/** `GET api/orders/mine/counts`: the buyer's orders per displayed state under the same filters, for the tabs. */
export function fetchMyOrderCounts(filters: OrderFilters, signal?: AbortSignal) {
  return getJson(orderCountsSchema, 'api/orders/mine/counts', { searchParams: filterParams(filters), ...(signal ? { signal } : {}) });
}

export function useMyOrderCounts(filters: OrderFilters) {
  return useQuery({
    queryKey: orderKeys.counts(filters),
    queryFn: ({ signal }) => fetchMyOrderCounts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
