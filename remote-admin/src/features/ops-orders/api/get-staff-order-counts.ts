import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderCountsSchema } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import { filterParams, type StaffOrderFilters } from './get-staff-orders';
import { opsOrderKeys } from './query-keys';

/** `GET api/orders/admin/counts` (order:list): orders per displayed state under the filters: the queue size, the tabs. */
export function fetchStaffOrderCounts(filters: StaffOrderFilters, signal?: AbortSignal) {
  return getJson(orderCountsSchema, 'api/orders/admin/counts', { searchParams: filterParams(filters), ...(signal ? { signal } : {}) });
}

export function useStaffOrderCounts(filters: StaffOrderFilters) {
  return useQuery({
    queryKey: opsOrderKeys.counts(filters),
    queryFn: ({ signal }) => fetchStaffOrderCounts(filters, signal),
    placeholderData: keepPreviousData,
  });
}
