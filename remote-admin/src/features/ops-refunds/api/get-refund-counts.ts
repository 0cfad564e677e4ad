import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { refundCountsSchema, type RefundCounts } from 'shared-contracts/api/refunds';
import { getJson } from 'shared-contracts/http/client';
import { opsRefundKeys } from './query-keys';

/** `GET api/refunds/admin/counts?keyword` (refund:list): refunds per state under the same keyword, for the tabs. */
export function fetchRefundCounts(keyword: string, signal?: AbortSignal): Promise<RefundCounts> {
  return getJson(refundCountsSchema, 'api/refunds/admin/counts', { searchParams: keyword ? { keyword } : {}, ...(signal ? { signal } : {}) });
}

export function useRefundCounts(keyword: string) {
  return useQuery({ queryKey: opsRefundKeys.counts(keyword), queryFn: ({ signal }) => fetchRefundCounts(keyword, signal), placeholderData: keepPreviousData });
}
