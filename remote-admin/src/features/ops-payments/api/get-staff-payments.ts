import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { PAYMENT_REVIEW_QUEUE, staffPaymentPageSchema, type PaymentState, type StaffPayment } from 'shared-contracts/api/payments';
import { getJson } from 'shared-contracts/http/client';
import { opsPaymentKeys } from './query-keys';

/** What the queue shows: the payments awaiting a decision (pending review and re-review), one state, or all. */
export const REVIEW_QUEUE = PAYMENT_REVIEW_QUEUE;
export type PaymentView = typeof REVIEW_QUEUE | PaymentState | '';
export type StaffPaymentQuery = { view: PaymentView; keyword: string; page: number; size: number };

/**
 * `GET api/payments/admin?status&keyword&page&size` (payment:list): every buyer's payments with the payer; the review
 * queue (`status=queue`) longest waiting first, other views newest first (shared-contracts staff-lists.ts).
 */
export function fetchStaffPayments(q: StaffPaymentQuery, signal?: AbortSignal): Promise<Page<StaffPayment>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.view) searchParams.status = q.view;
  if (q.keyword) searchParams.keyword = q.keyword;
  return getJson(staffPaymentPageSchema, 'api/payments/admin', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStaffPayments(q: StaffPaymentQuery) {
  return useQuery({
    queryKey: opsPaymentKeys.list(q),
    queryFn: ({ signal }) => fetchStaffPayments(q, signal),
    placeholderData: keepPreviousData,
  });
}
