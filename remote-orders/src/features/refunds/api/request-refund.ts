import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import type { z } from 'zod';
import { refundRequestSchema, refundSchema, type Refund } from 'shared-contracts/api/refunds';
import { postJson } from 'shared-contracts/http/client';
import { ORDER_QUERY_ROOT, refundKeys } from './query-keys';

export type RefundRequestBody = z.input<typeof refundRequestSchema>;

/** `POST api/refunds`: the refund under review; stock asked for is frozen. Quiet: the dialog shows refusals in place. */
export function requestRefund(body: RefundRequestBody): Promise<Refund> {
  return postJson(refundSchema, 'api/refunds', refundRequestSchema.parse(body), { context: { quiet: true } });
}

/** After a request, and after a conflict (one already under review, the order moved on), the refunds and orders are read again. */
export function useRequestRefund() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: refundKeys.all }),
    queryClient.invalidateQueries({ queryKey: ORDER_QUERY_ROOT }),
  ]);
  return useMutation({
    mutationFn: requestRefund,
    onSuccess: refresh,
    onError: (error) => (isHTTPError(error) && error.response.status === 409 ? refresh() : undefined),
  });
}
