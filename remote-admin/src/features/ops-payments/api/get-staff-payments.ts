import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { REVIEWABLE_PAYMENT_STATES, staffPaymentPageSchema, type PaymentState, type StaffPayment } from 'shared-contracts/api/payments';
import { getJson } from 'shared-contracts/http/client';
import { mergeNewestFirst } from '../utils/merge-newest-first';
import { opsPaymentKeys } from './query-keys';

/** What the queue shows: the payments awaiting a decision (pending review and re-review), one state, or all. */
export const REVIEW_QUEUE = 'queue';
export type PaymentView = typeof REVIEW_QUEUE | PaymentState | '';
export type StaffPaymentQuery = { view: PaymentView; keyword: string; page: number; size: number };

/** The contract's largest page. */
const MAX_SIZE = 100;

type ListQuery = { status?: PaymentState | undefined; keyword: string; page: number; size: number };

/** `GET api/payments/admin?status&keyword&page&size` (payment:list): every buyer's payments with the payer, newest first. */
export function fetchStaffPayments(q: ListQuery, signal?: AbortSignal): Promise<Page<StaffPayment>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.status) searchParams.status = q.status;
  if (q.keyword) searchParams.keyword = q.keyword;
  return getJson(staffPaymentPageSchema, 'api/payments/admin', { searchParams, ...(signal ? { signal } : {}) });
}

/** The newest `count` payments of one state: one request up to the contract's page size, pages of it beyond. */
async function fetchNewest(status: PaymentState, keyword: string, count: number, signal?: AbortSignal): Promise<Page<StaffPayment>> {
  if (count <= MAX_SIZE) return fetchStaffPayments({ status, keyword, page: 0, size: count }, signal);
  const rows: StaffPayment[] = [];
  let total = 0;
  for (let page = 0; rows.length < count; page += 1) {
    const answer = await fetchStaffPayments({ status, keyword, page, size: MAX_SIZE }, signal);
    rows.push(...answer.content);
    total = answer.totalElements;
    if (answer.content.length < MAX_SIZE) break;
  }
  return { content: rows.slice(0, count), totalElements: total };
}

/**
 * The review queue: pending review and re-review together, newest first, paged. The list call takes one state,
 * so each state's newest rows up to the end of the asked page are read and merged (a `status` list in the contract
 * would make this one request; see the report of the payments issue).
 */
export async function fetchReviewQueue(q: Omit<StaffPaymentQuery, 'view'>, signal?: AbortSignal): Promise<Page<StaffPayment>> {
  const count = (q.page + 1) * q.size;
  const pages = await Promise.all(REVIEWABLE_PAYMENT_STATES.map((status) => fetchNewest(status, q.keyword, count, signal)));
  const merged = mergeNewestFirst(pages.map((p) => p.content));
  return { content: merged.slice(q.page * q.size, count), totalElements: pages.reduce((sum, p) => sum + p.totalElements, 0) };
}

export function useStaffPayments(q: StaffPaymentQuery) {
  return useQuery({
    queryKey: opsPaymentKeys.list(q),
    queryFn: ({ signal }) => (q.view === REVIEW_QUEUE
      ? fetchReviewQueue(q, signal)
      : fetchStaffPayments({ status: q.view || undefined, keyword: q.keyword, page: q.page, size: q.size }, signal)),
    placeholderData: keepPreviousData,
  });
}
