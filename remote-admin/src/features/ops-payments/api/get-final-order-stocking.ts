import { useQuery } from '@tanstack/react-query';
import { orderStockingSchema } from 'shared-contracts/api/stock';
import { getJson } from 'shared-contracts/http/client';
import { opsPaymentKeys } from './query-keys';

/**
 * `GET api/orders/{id}/stocking` (order:list or order:stock): the lines of the order a final payment is for, with
 * what was stocked, so the quantities the buyer takes read as goods rather than line numbers.
 */
export function useFinalOrderStocking(orderId: number) {
  return useQuery({
    queryKey: [...opsPaymentKeys.all, 'order-stocking', orderId],
    queryFn: ({ signal }) => getJson(orderStockingSchema, `api/orders/${orderId}/stocking`, { context: { quiet: true }, signal }),
  });
}
