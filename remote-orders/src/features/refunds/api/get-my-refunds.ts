import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { refundPageSchema, type Refund } from 'shared-contracts/api/refunds';
import { getJson } from 'shared-contracts/http/client';
import type { RefundState } from 'shared-contracts/mall/order-state';
import { refundKeys } from './query-keys';

export type MyRefundQuery = { page: number; size: number; status?: RefundState | undefined; orderId?: number | undefined; shipmentId?: number | undefined };

/** `GET api/refunds/mine?status&orderId&shipmentId&page&size`: the signed-in buyer's refunds, newest first. */
export function fetchMyRefunds(q: MyRefundQuery, signal?: AbortSignal): Promise<Page<Refund>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.status) searchParams.status = q.status;
  if (q.orderId) searchParams.orderId = q.orderId;
  if (q.shipmentId) searchParams.shipmentId = q.shipmentId;
  return getJson(refundPageSchema, 'api/refunds/mine', { searchParams, ...(signal ? { signal } : {}) });
}

/** Only with a session: pages show LoginRequired otherwise. */
export function useMyRefunds(q: MyRefundQuery) {
  return useQuery({ queryKey: refundKeys.mine(q), queryFn: ({ signal }) => fetchMyRefunds(q, signal), placeholderData: keepPreviousData });
}
