import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { hallOrderDetailSchema, type HallOrderDetail } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';

/**
 * `GET api/orders/hall/{id}` (public): one buy order of the trading hall, buyer masked. An unknown id is a
 * state of the page (quiet request, null), not an error toast.
 */
export async function fetchHallOrder(id: string, signal?: AbortSignal): Promise<HallOrderDetail | null> {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  try {
    return await getJson(hallOrderDetailSchema, `api/orders/hall/${id}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

export function useHallOrder(id: string) {
  return useQuery({ queryKey: ['orders', 'hall', id], queryFn: ({ signal }) => fetchHallOrder(id, signal) });
}
