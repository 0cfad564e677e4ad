import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { PAYMENT_REVIEW_QUEUE, staffPaymentPageSchema, type PaymentState, type StaffPayment } from 'shared-contracts/api/payments';
import { getJson } from 'shared-contracts/http/client';
import { opsPaymentKeys } from './query-keys';

/** What the queue shows: the payments awaiting a decision (pending review and re-review), one state, or all. */
export const REVIEW_QUEUE = PAYMENT_REVIEW_QUEUE;
export type PaymentView = typeof REVIEW_QUEUE | PaymentState | '';
export type StaffPaymentFilters = { view: PaymentView; keyword: string };
export type StaffPaymentQuery = StaffPaymentFilters & { page: number; size: number };

/** The filters the list and its export share: the view (a state, or the review queue) and the keyword. */
export function paymentFilterParams({ view, keyword }: StaffPaymentFilters): Record<string, string> {
  return { ...(view ? { status: view } : {}), ...(keyword ? { keyword } : {}) };
}

/**
 * `GET api/payments/admin?status&keyword&page&size` (payment:list): every buyer's payments with the payer; the review
 * queue (`status=queue`) longest waiting first, other views newest first (shared-contracts staff-lists.ts).
 */
export function fetchStaffPayments(q: StaffPaymentQuery, signal?: AbortSignal): Promise<Page<StaffPayment>> {
  const searchParams = { page: q.page, size: q.size, ...paymentFilterParams(q) };
  return getJson(staffPaymentPageSchema, 'api/payments/admin', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStaffPayments(q: StaffPaymentQuery) {
  return useQuery({
    queryKey: opsPaymentKeys.list(q),
    queryFn: ({ signal }) => fetchStaffPayments(q, signal),
    placeholderData: keepPreviousData,
  });
}
