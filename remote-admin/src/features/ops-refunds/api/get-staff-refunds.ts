import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { staffRefundPageSchema, type StaffRefund } from 'shared-contracts/api/refunds';
import { getJson } from 'shared-contracts/http/client';
import type { RefundState } from 'shared-contracts/mall/order-state';
import { opsRefundKeys } from './query-keys';

export type StaffRefundFilters = { status: RefundState | null; keyword: string };
export type StaffRefundQuery = StaffRefundFilters & { page: number; size: number };

/** The filters the list and its export share: the state tab and the keyword. */
export function refundFilterParams({ status, keyword }: StaffRefundFilters): Record<string, string> {
  return { ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) };
}

/** `GET api/refunds/admin?status&keyword&page&size` (refund:list): every buyer's refunds with the buyer, those under review longest waiting first. */
export function fetchStaffRefunds(q: StaffRefundQuery, signal?: AbortSignal): Promise<Page<StaffRefund>> {
  const searchParams = { page: q.page, size: q.size, ...refundFilterParams(q) };
  return getJson(staffRefundPageSchema, 'api/refunds/admin', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStaffRefunds(q: StaffRefundQuery) {
  return useQuery({ queryKey: opsRefundKeys.list(q), queryFn: ({ signal }) => fetchStaffRefunds(q, signal), placeholderData: keepPreviousData });
}
