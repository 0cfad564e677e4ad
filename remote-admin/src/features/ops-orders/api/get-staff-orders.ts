import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffOrderPageSchema, type OrderListOnly } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { opsOrderKeys } from './query-keys';

/**
 * The filters the list, its counts and its export share: order number or goods name, the days of placement
 * (YYYY-MM-DD), and a named narrowing (`only`, the dashboard's stock-expiring card).
 */
export type StaffOrderFilters = { keyword: string; from: string | null; to: string | null; only?: OrderListOnly | null };
export type StaffOrderQuery = StaffOrderFilters & { state: DisplayedOrderState | null; page: number; size: number };

export function filterParams({ keyword, from, to, only }: StaffOrderFilters): Record<string, string> {
  return { ...(keyword ? { keyword } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}), ...(only ? { only } : {}) };
}

/** `GET api/orders/admin` (order:list): every buyer's orders with who placed them, awaiting acceptance longest waiting first. */
export function fetchStaffOrders(q: StaffOrderQuery, signal?: AbortSignal) {
  const searchParams = { page: q.page, size: q.size, ...(q.state ? { state: q.state } : {}), ...filterParams(q) };
  return getJson(staffOrderPageSchema, 'api/orders/admin', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStaffOrders(q: StaffOrderQuery) {
  return useQuery({
    queryKey: opsOrderKeys.list(q),
    queryFn: ({ signal }) => fetchStaffOrders(q, signal),
    placeholderData: keepPreviousData,
  });
}
