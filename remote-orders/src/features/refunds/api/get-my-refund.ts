import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { refundSchema, type Refund } from 'shared-contracts/api/refunds';
import { getJson } from 'shared-contracts/http/client';
import { refundKeys } from './query-keys';

/**
 * `GET api/refunds/mine/{id}`: one of the buyer's refunds. An unknown id, or another buyer's refund (404 too), is a
 * state of the page (null), not a toast.
 */
export async function fetchMyRefund(id: string, signal?: AbortSignal): Promise<Refund | null> {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  try {
    return await getJson(refundSchema, `api/refunds/mine/${id}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && (error.response.status === 404 || error.response.status === 400)) return null;
    throw error;
  }
}

export function useMyRefund(id: string) {
  return useQuery({ queryKey: refundKeys.detail(id), queryFn: ({ signal }) => fetchMyRefund(id, signal) });
}
