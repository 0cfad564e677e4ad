import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { orderStockingSchema, type OrderStocking } from 'shared-contracts/api/stock';
import { getJson } from 'shared-contracts/http/client';

/**
 * `GET api/orders/{id}/stocking`: the order's lines as stocked, taken, shipped and returned, and its batches. Keyed
 * under the order pages' root (`['orders', 'mine', …]`), so whatever re-reads the order re-reads this too. A
 * missing answer (404) is a section not shown, not a toast.
 */
export async function fetchOrderStocking(orderId: number, signal?: AbortSignal): Promise<OrderStocking | null> {
  try {
    return await getJson(orderStockingSchema, `api/orders/${orderId}/stocking`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}

export function useOrderStocking(orderId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'mine', 'stocking', orderId],
    queryFn: ({ signal }) => fetchOrderStocking(orderId, signal),
    enabled,
  });
}
