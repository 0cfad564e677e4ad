import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { orderPageSchema } from 'shared-contracts/api/orders';
import { getJson } from 'shared-contracts/http/client';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';
import { orderKeys } from './query-keys';

export const ORDER_PAGE_SIZE = 10;

/** What the tabs' counts and the list share: keyword (order number or goods name) and the days of placement. */
export type OrderFilters = { keyword: string; from: string | null; to: string | null };
export type MyOrdersQuery = OrderFilters & { state: DisplayedOrderState | null; page: number; size: number };

/** The query string of the filters; empty ones are left out, as the API reads a missing filter as "any". */
export function filterParams({ keyword, from, to }: OrderFilters): Record<string, string> {
  return { ...(keyword ? { keyword } : {}), ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** `GET api/orders/mine`: the signed-in buyer's orders, newest first; `page` is 0-based here as on the wire. */
export function fetchMyOrders(q: MyOrdersQuery, signal?: AbortSignal) {
  const searchParams = { page: q.page, size: q.size, ...(q.state ? { state: q.state } : {}), ...filterParams(q) };
  return getJson(orderPageSchema, 'api/orders/mine', { searchParams, ...(signal ? { signal } : {}) });
}

export function useMyOrders(q: MyOrdersQuery) {
  return useQuery({
    queryKey: orderKeys.list(q),
    queryFn: ({ signal }) => fetchMyOrders(q, signal),
    // The previous page stays on show while the next loads: no flash of the loading line between pages.
    placeholderData: keepPreviousData,
  });
}
