import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { shipmentPageSchema, type ShipmentState } from 'shared-contracts/api/shipments';
import { getJson } from 'shared-contracts/http/client';
import { shipmentKeys } from './query-keys';

export const SHIPMENT_PAGE_SIZE = 10;
/** `orderId`: only the shipments drawing on that order (its detail page). */
export type MyShipmentsQuery = { status: ShipmentState | null; keyword: string; page: number; orderId?: number };

/** `GET api/shipments/mine`: the buyer's shipments, newest first, with every status's count (the tabs); page 0-based. */
export function fetchMyShipments(q: MyShipmentsQuery, signal?: AbortSignal) {
  const searchParams = {
    page: q.page, size: SHIPMENT_PAGE_SIZE, ...(q.status ? { status: q.status } : {}), ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.orderId ? { orderId: q.orderId } : {}),
  };
  return getJson(shipmentPageSchema, 'api/shipments/mine', { searchParams, ...(signal ? { signal } : {}) });
}

export function useMyShipments(q: MyShipmentsQuery) {
  return useQuery({ queryKey: shipmentKeys.mine(q), queryFn: ({ signal }) => fetchMyShipments(q, signal), placeholderData: keepPreviousData });
}
