import { useQuery } from '@tanstack/react-query';
import { refundableSchema, type Refundable } from 'shared-contracts/api/refunds';
import { getJson } from 'shared-contracts/http/client';
import { refundKeys } from './query-keys';
import type { RefundableOf } from './target';

/** `GET api/refunds/refundable?orderId=|shipmentId=`: per line, how much may be asked for now and any refund under review. */
export function fetchRefundable(of: RefundableOf, signal?: AbortSignal): Promise<Refundable> {
  return getJson(refundableSchema, 'api/refunds/refundable', { searchParams: of, context: { quiet: true }, ...(signal ? { signal } : {}) });
}

export function useRefundable(of: RefundableOf, enabled = true) {
  return useQuery({ queryKey: refundKeys.refundable(of), queryFn: ({ signal }) => fetchRefundable(of, signal), enabled, retry: false });
}
