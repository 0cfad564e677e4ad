import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { interestPageSchema, type INTEREST_STATES, type Interest } from 'shared-contracts/api/interests';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from '../../mall-shared/api/query-keys';

export type InterestStatus = (typeof INTEREST_STATES)[number];
export type InterestListQuery = { page: number; size: number; status: InterestStatus | '' };

/** `GET api/interests?status&page&size` (interest:list): every buyer's products of interest. */
export function fetchInterests(q: InterestListQuery, signal?: AbortSignal): Promise<Page<Interest>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.status) searchParams.status = q.status;
  return getJson(interestPageSchema, 'api/interests', { searchParams, ...(signal ? { signal } : {}) });
}

export function useInterests(q: InterestListQuery) {
  return useQuery({
    queryKey: [...mallKeys.interests, q],
    queryFn: ({ signal }) => fetchInterests(q, signal),
    placeholderData: keepPreviousData,
  });
}
