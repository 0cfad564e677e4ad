import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffShipmentPageSchema, type ShipmentState } from 'shared-contracts/api/shipments';
import { getJson } from 'shared-contracts/http/client';
import { opsShippingKeys } from './query-keys';

export type ShippingQuery = { status: ShipmentState; keyword: string; page: number; size: number };

/** `GET api/shipments/queue` (shipment:list): one status's shipments (pending and shipping ones longest waiting first), with every status's count. */
export function fetchShippingQueue(q: ShippingQuery, signal?: AbortSignal) {
  const searchParams: Record<string, string | number> = { status: q.status, page: q.page, size: q.size };
  if (q.keyword) searchParams.keyword = q.keyword;
  return getJson(staffShipmentPageSchema, 'api/shipments/queue', { searchParams, ...(signal ? { signal } : {}) });
}

export function useShippingQueue(q: ShippingQuery) {
  return useQuery({ queryKey: opsShippingKeys.list(q), queryFn: ({ signal }) => fetchShippingQueue(q, signal), placeholderData: keepPreviousData });
}
