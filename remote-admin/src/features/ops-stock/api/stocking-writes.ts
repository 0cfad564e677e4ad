import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  orderStockingSchema, stockBatchesInputSchema, stockBatchesResultSchema, type OrderStocking, type StockBatchesInput, type StockBatchesResult,
} from 'shared-contracts/api/stock';
import { postJson } from 'shared-contracts/http/client';
import { OPS_ORDER_ROOT, opsStockKeys } from './query-keys';

/**
 * `POST api/orders/{id}/stock-batches` (order:stock): the units that arrived, a batch per line. Quiet: the dialog
 * shows a refusal (400 mall.stockAboveOrdered when another operator recorded units meanwhile, 409
 * mall.orderStateConflict when stocking was completed) in place, translated.
 */
export function recordStockBatches({ orderId, input }: { orderId: number; input: StockBatchesInput }): Promise<StockBatchesResult> {
  return postJson(stockBatchesResultSchema, `api/orders/${orderId}/stock-batches`, stockBatchesInputSchema.parse(input), { context: { quiet: true } });
}

/** `POST api/orders/{id}/complete-stocking` (order:stock): stocking done; the final payment is awaited. Quiet, as above. */
export function completeStocking(orderId: number): Promise<OrderStocking> {
  return postJson(orderStockingSchema, `api/orders/${orderId}/complete-stocking`, {}, { context: { quiet: true } });
}

/** After a write, and after a refusal (the order may have moved on), the queue and the order are read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => Promise.all([
    queryClient.invalidateQueries({ queryKey: opsStockKeys.all }),
    queryClient.invalidateQueries({ queryKey: OPS_ORDER_ROOT }),
  ]);
}

export function useRecordStockBatches() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: recordStockBatches, onSettled: refresh });
}

export function useCompleteStocking() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: completeStocking, onSettled: refresh });
}
