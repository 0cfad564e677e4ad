import { refundReviewSchema, staffRefundSchema, type StaffRefund } from 'shared-contracts/api/refunds';
import { postJson } from 'shared-contracts/http/client';
import { useQueueWrite } from '../../ops-shared/api/use-queue-write';
import { opsRefundKeys } from './query-keys';

export type RefundDecision = 'approve' | 'reject';
export type RefundReviewInput = { id: number; decision: RefundDecision; amount?: number; opinion?: string };

/**
 * `POST api/refunds/{id}/review` (refund:review): approve with the amount refunded, or reject with the opinion the
 * buyer reads. Quiet: the dialog shows a refusal (400 mall.refundAmountInvalid / mall.reasonRequired, 409
 * mall.refundReviewed when another operator decided first) in place.
 */
export function reviewRefund({ id, decision, amount, opinion }: RefundReviewInput): Promise<StaffRefund> {
  const body = refundReviewSchema.parse({ approve: decision === 'approve', amount: decision === 'approve' ? amount : null, opinion: opinion ?? null });
  return postJson(staffRefundSchema, `api/refunds/${id}/review`, body, { context: { quiet: true } });
}

/** After a decision, and after a conflict (another operator decided first), the queue and its counts are read again. */
export const useReviewRefund = () => useQueueWrite(reviewRefund, opsRefundKeys.all);
