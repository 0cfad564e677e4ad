import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { staffRefundPageSchema, type StaffRefund } from 'shared-contracts/api/refunds';
import { getJson } from 'shared-contracts/http/client';
import type { RefundState } from 'shared-contracts/mall/order-state';
import { opsRefundKeys } from './query-keys';

export type StaffRefundQuery = { status: RefundState | null; keyword: string; page: number; size: number };

/** `GET api/refunds/admin?status&keyword&page&size` (refund:list): every buyer's refunds with the buyer, those under review longest waiting first. */
export function fetchStaffRefunds(q: StaffRefundQuery, signal?: AbortSignal): Promise<Page<StaffRefund>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.status) searchParams.status = q.status;
  if (q.keyword) searchParams.keyword = q.keyword;
  return getJson(staffRefundPageSchema, 'api/refunds/admin', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStaffRefunds(q: StaffRefundQuery) {
  return useQuery({ queryKey: opsRefundKeys.list(q), queryFn: ({ signal }) => fetchStaffRefunds(q, signal), placeholderData: keepPreviousData });
}
