import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { myPaymentPageSchema, type MyPaymentPage, type PaymentState } from 'shared-contracts/api/payments';
import { getJson } from 'shared-contracts/http/client';
import { paymentKeys } from './query-keys';

export type MyPaymentQuery = {
  page: number; size: number; status?: PaymentState | undefined; orderId?: number | undefined;
  /** Leave out online attempts that ended with no money moved; the answer counts them (docs/payments.md). */
  hideUnfinished?: boolean | undefined;
};

/** `GET api/payments/mine?status&orderId&hideUnfinished&page&size`: the signed-in buyer's payments, newest first. */
export function fetchMyPayments(q: MyPaymentQuery, signal?: AbortSignal): Promise<MyPaymentPage> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.status) searchParams.status = q.status;
  if (q.orderId) searchParams.orderId = q.orderId;
  if (q.hideUnfinished) searchParams.hideUnfinished = 'true';
  return getJson(myPaymentPageSchema, 'api/payments/mine', { searchParams, ...(signal ? { signal } : {}) });
}

/** Only with a session: the page shows LoginRequired otherwise and sends nothing. */
export function useMyPayments(q: MyPaymentQuery, enabled = true) {
  return useQuery({ queryKey: paymentKeys.mine(q), queryFn: ({ signal }) => fetchMyPayments(q, signal), enabled, placeholderData: keepPreviousData });
}

/** The latest refused payment of an order (its reason is shown when the buyer pays again). */
export function useLastRefusal(orderId: number, enabled: boolean) {
  const query = useMyPayments({ page: 0, size: 1, status: 'REVIEW_FAILED', orderId }, enabled);
  return query.data?.content[0] ?? null;
}
