import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { orderDetailSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import { paymentKeys } from './query-keys';

/**
 * `GET api/orders/{id}`: the order being paid, for its summary and whether its deposit can be paid now. An
 * unknown order, or another buyer's (the server answers 404 for both), is a state of the page, not a toast.
 */
export async function fetchOrderToPay(orderId: number, signal?: AbortSignal): Promise<OrderDetail | null> {
  try {
    return await getJson(orderDetailSchema, `api/orders/${orderId}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

/** Only with a session (the page shows LoginRequired otherwise) and a well-formed id. */
export function useOrderToPay(orderId: number) {
  return useQuery({ queryKey: paymentKeys.order(orderId), queryFn: ({ signal }) => fetchOrderToPay(orderId, signal), retry: false });
}
