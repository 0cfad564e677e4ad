import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { sourcingPageSchema, type SOURCING_STATES, type SourcingRequest } from 'shared-contracts/api/links';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type SourcingStatus = (typeof SOURCING_STATES)[number];
export type SourcingListQuery = { page: number; size: number; status: SourcingStatus | '' };

/** The queue's filter as the server reads it (sourcingQuerySchema), for the list and its export alike. */
export const sourcingFilterParams = (q: Pick<SourcingListQuery, 'status'>): Record<string, string> => (q.status ? { status: q.status } : {});

/** `GET api/links/requests?status&page&size` (sourcing:list): the operators' queue. */
export function fetchSourcingRequests(q: SourcingListQuery, signal?: AbortSignal): Promise<Page<SourcingRequest>> {
  const searchParams = { page: q.page, size: q.size, ...sourcingFilterParams(q) };
  return getJson(sourcingPageSchema, 'api/links/requests', { searchParams, ...(signal ? { signal } : {}) });
}

export function useSourcingRequests(q: SourcingListQuery) {
  return useQuery({
    queryKey: [...mallKeys.sourcing, q],
    queryFn: ({ signal }) => fetchSourcingRequests(q, signal),
    placeholderData: keepPreviousData,
  });
}
