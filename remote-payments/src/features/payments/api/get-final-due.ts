import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formatLineQuantities, type LineQuantity } from 'shared-contracts/api/final-payment';
import { paymentDueSchema, type PaymentDue } from 'shared-contracts/api/payments';
import { getJson } from 'shared-contracts/http/client';
import { paymentKeys } from './query-keys';

/**
 * `GET api/payments/due?orderId&kind=final&quantities=lineId:qty,...`: the final balance for the quantities taken
 * (none given: everything stocked), with its lines, breakdown and the receiving account. Quiet: a refusal (a
 * quantity above what was stocked) is shown beside the quantities.
 */
export function fetchFinalDue(orderId: number, quantities: readonly LineQuantity[] | null, signal?: AbortSignal): Promise<PaymentDue> {
  const searchParams: Record<string, string | number> = { orderId, kind: 'final' };
  if (quantities) searchParams.quantities = formatLineQuantities(quantities);
  return getJson(paymentDueSchema, 'api/payments/due', { searchParams, context: { quiet: true }, ...(signal ? { signal } : {}) });
}

/** The previous answer stays on show while the next is computed, so the breakdown does not flash as quantities change. */
export function useFinalDue(orderId: number, quantities: readonly LineQuantity[] | null, enabled: boolean) {
  return useQuery({
    queryKey: [...paymentKeys.due(orderId), 'final', quantities ? formatLineQuantities(quantities) : 'stocked'],
    queryFn: ({ signal }) => fetchFinalDue(orderId, quantities, signal),
    enabled, retry: false, placeholderData: keepPreviousData,
  });
}
