import { linePriceCorrectionSchema, staffOrderDetailSchema, type LinePriceCorrection, type StaffOrderDetail } from 'shared-contracts/api/orders';
import { postJson } from 'shared-contracts/http/client';
import { useQueueWrite } from '../../ops-shared/api/use-queue-write';
import { opsOrderKeys } from './query-keys';

export type LinePriceCorrectionInput = LinePriceCorrection & { orderId: number };

/**
 * `POST api/orders/{id}/price-correction` (order:accept): a collected line's unit price set before accepting, with
 * the reason the buyer reads. Quiet: the dialog shows a refusal (400 on the price or the reason, 409 when the order
 * no longer waits) itself, translated, in place.
 */
export function correctLinePrice({ orderId, ...body }: LinePriceCorrectionInput): Promise<StaffOrderDetail> {
  return postJson(staffOrderDetailSchema, `api/orders/${orderId}/price-correction`, linePriceCorrectionSchema.parse(body), { context: { quiet: true } });
}

/** The queue, its counts and the order are read again after a correction (the totals and deposit changed). */
export const useCorrectLinePrice = () => useQueueWrite(correctLinePrice, opsOrderKeys.all);
