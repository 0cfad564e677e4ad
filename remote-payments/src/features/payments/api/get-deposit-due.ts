import { useQuery } from '@tanstack/react-query';
import { paymentDueSchema, type PaymentDue } from 'shared-contracts/api/payments';
import { getJson } from 'shared-contracts/http/client';
import { paymentKeys } from './query-keys';

/** `GET api/payments/due?orderId&kind=deposit`: the deposit in CNY and in VND at today's rate, with its breakdown. */
export function fetchDepositDue(orderId: number, signal?: AbortSignal): Promise<PaymentDue> {
  return getJson(paymentDueSchema, 'api/payments/due', {
    searchParams: { orderId, kind: 'deposit' }, context: { quiet: true }, ...(signal ? { signal } : {}),
  });
}

/** Asked only once the order is known to be payable: the page explains the other cases itself. */
export function useDepositDue(orderId: number, enabled: boolean) {
  return useQuery({ queryKey: paymentKeys.due(orderId), queryFn: ({ signal }) => fetchDepositDue(orderId, signal), enabled, retry: false });
}
