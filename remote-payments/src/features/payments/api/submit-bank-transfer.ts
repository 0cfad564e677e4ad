import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import type { z } from 'zod';
import { bankTransferSchema, paymentSchema, type Payment } from 'shared-contracts/api/payments';
import { postJson } from 'shared-contracts/http/client';
import { ORDER_QUERY_ROOT, paymentKeys } from './query-keys';

export type BankTransferBody = z.input<typeof bankTransferSchema>;

/** `POST api/payments/bank-transfer`: the payment awaiting review; the order moves to review with it. */
export function submitBankTransfer(body: BankTransferBody): Promise<Payment> {
  return postJson(paymentSchema, 'api/payments/bank-transfer', bankTransferSchema.parse(body));
}

/**
 * A refusal is toasted by the shared client in the reader's language. After a success, and after a 409 (the order
 * moved on meanwhile: under review in another tab, closed), the order and the payment lists are read again.
 */
export function useSubmitBankTransfer() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: ORDER_QUERY_ROOT }),
  ]);
  return useMutation({
    mutationFn: submitBankTransfer,
    onSuccess: refresh,
    onError: (error) => (isHTTPError(error) && error.response.status === 409 ? refresh() : undefined),
  });
}
