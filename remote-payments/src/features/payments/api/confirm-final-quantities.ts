import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { finalConfirmationSchema, type FinalConfirmationInput } from 'shared-contracts/api/final-payment';
import { paymentSchema, type Payment } from 'shared-contracts/api/payments';
import { postJson } from 'shared-contracts/http/client';
import { ORDER_QUERY_ROOT, paymentKeys } from './query-keys';

/**
 * `POST api/payments/final-confirmation`: the quantities taken when the deposit covers the whole balance; a payment
 * of 0 goes to review. A refusal is toasted by the shared client; after it, as after a success, the order and the
 * payments are read again.
 */
export function confirmFinalQuantities(body: FinalConfirmationInput): Promise<Payment> {
  return postJson(paymentSchema, 'api/payments/final-confirmation', finalConfirmationSchema.parse(body));
}

export function useConfirmFinalQuantities() {
  const queryClient = useQueryClient();
  const refresh = () => Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: ORDER_QUERY_ROOT }),
  ]);
  return useMutation({
    mutationFn: confirmFinalQuantities,
    onSuccess: refresh,
    onError: (error) => (isHTTPError(error) && (error.response.status === 409 || error.response.status === 400) ? refresh() : undefined),
  });
}
