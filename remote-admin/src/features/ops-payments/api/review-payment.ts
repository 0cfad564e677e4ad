import { paymentReviewSchema, paymentSchema, type Payment } from 'shared-contracts/api/payments';
import { postJson } from 'shared-contracts/http/client';
import { useQueueWrite } from '../../ops-shared/api/use-queue-write';
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
export const useReviewPayment = () => useQueueWrite(reviewPayment, opsPaymentKeys.all);
