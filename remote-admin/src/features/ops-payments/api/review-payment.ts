import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isHTTPError } from 'ky';
import { paymentReviewSchema, paymentSchema, type Payment } from 'shared-contracts/api/payments';
import { postJson } from 'shared-contracts/http/client';
import { opsPaymentKeys } from './query-keys';

export type ReviewDecision = 'approve' | 'reject';
export type ReviewInput = { id: number; decision: ReviewDecision; reason?: string };

/**
 * `POST api/payments/{id}/review` (payment:review): approve, or reject with the reason the buyer reads. Quiet: the
 * dialog shows a refusal (400 mall.reasonRequired, 409 mall.paymentReviewed or mall.orderStateConflict) in place.
 */
export function reviewPayment({ id, decision, reason }: ReviewInput): Promise<Payment> {
  const body = paymentReviewSchema.parse({ approve: decision === 'approve', reason: decision === 'reject' ? reason : null });
  return postJson(paymentSchema, `api/payments/${id}/review`, body, { context: { quiet: true } });
}

/** After a decision, and after a conflict (another operator decided first), the queue is read again. */
export function useReviewPayment() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: opsPaymentKeys.all });
  return useMutation({
    mutationFn: reviewPayment,
    onSuccess: refresh,
    onError: (error) => (isHTTPError(error) && error.response.status === 409 ? refresh() : undefined),
  });
}
