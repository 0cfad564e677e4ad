import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { interestPageSchema, type INTEREST_STATES, type Interest } from 'shared-contracts/api/interests';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type InterestStatus = (typeof INTEREST_STATES)[number];
export type InterestListQuery = { page: number; size: number; status: InterestStatus | '' };

/** The list's filter as the server reads it (interestQuerySchema), for the list and its export alike. */
export const interestFilterParams = (q: Pick<InterestListQuery, 'status'>): Record<string, string> => (q.status ? { status: q.status } : {});

/** `GET api/interests?status&page&size` (interest:list): every buyer's products of interest. */
export function fetchInterests(q: InterestListQuery, signal?: AbortSignal): Promise<Page<Interest>> {
  const searchParams = { page: q.page, size: q.size, ...interestFilterParams(q) };
  return getJson(interestPageSchema, 'api/interests', { searchParams, ...(signal ? { signal } : {}) });
}

export function useInterests(q: InterestListQuery) {
  return useQuery({
    queryKey: [...mallKeys.interests, q],
    queryFn: ({ signal }) => fetchInterests(q, signal),
    placeholderData: keepPreviousData,
  });
}
