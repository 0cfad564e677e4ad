import { useQuery } from '@tanstack/react-query';
import { isHTTPError } from 'shared-contracts/http/is-http-error';
import { staffOrderDetailSchema, type StaffOrderDetail } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import { opsOrderKeys } from './query-keys';

/** `GET api/orders/admin/{id}` (order:list): one order with its buyer, lines and timeline; gone is null, not a toast. */
export async function fetchStaffOrder(id: number, signal?: AbortSignal): Promise<StaffOrderDetail | null> {
  try {
    return await getJson(staffOrderDetailSchema, `api/orders/admin/${id}`, { context: { quiet: true }, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (isHTTPError(error) && error.response.status === 404) return null;
    throw error;
  }
}

export function useStaffOrder(id: number) {
  return useQuery({ queryKey: opsOrderKeys.detail(id), queryFn: ({ signal }) => fetchStaffOrder(id, signal) });
}
