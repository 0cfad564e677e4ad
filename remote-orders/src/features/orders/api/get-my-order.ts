import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { orderDetailSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import { orderKeys } from './query-keys';

/**
 * `GET api/orders/{id}`: one of the buyer's own orders with its lines and timeline. An unknown id (or another
 * buyer's order, which the server answers 404 too) is a state of the page (quiet request, null), not a toast.
 */
export async function fetchMyOrder(id: string, signal?: AbortSignal): Promise<OrderDetail | null> {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  try {
    return await getJson(orderDetailSchema, `api/orders/${id}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

/** Only call with a session (the page shows LoginRequired otherwise), so no request answers 401. */
export function useMyOrder(id: string) {
  return useQuery({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => fetchMyOrder(id, signal) });
}
