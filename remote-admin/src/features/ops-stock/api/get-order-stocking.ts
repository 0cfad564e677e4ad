import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { orderStockingSchema, type OrderStocking } from 'shared-contracts/api/stock';
import { getJson } from 'shared-contracts/http/client';
import { opsStockKeys } from './query-keys';

/** `GET api/orders/{id}/stocking` (order:stock): the order's lines as ordered and stocked, and its batches; gone is null. */
export async function fetchOrderStocking(orderId: number, signal?: AbortSignal): Promise<OrderStocking | null> {
  try {
    return await getJson(orderStockingSchema, `api/orders/${orderId}/stocking`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}

export function useOrderStocking(orderId: number) {
  return useQuery({ queryKey: opsStockKeys.order(orderId), queryFn: ({ signal }) => fetchOrderStocking(orderId, signal) });
}
