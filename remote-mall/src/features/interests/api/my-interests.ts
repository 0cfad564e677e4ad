import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { interestPageSchema, type Interest } from 'shared-contracts/api/interests';
import { getJson } from 'shared-contracts/http/client';
import { interestKeys } from './query-keys';

export type MyInterestQuery = { page: number; size: number };

/** `GET api/interests/mine?page&size`: the signed-in buyer's interests, newest first. */
export function fetchMyInterests(q: MyInterestQuery, signal?: AbortSignal): Promise<Page<Interest>> {
  return getJson(interestPageSchema, 'api/interests/mine', { searchParams: q, ...(signal ? { signal } : {}) });
}

/** Only enabled with a session: the page shows LoginRequired otherwise and sends nothing. */
export function useMyInterests(q: MyInterestQuery, enabled: boolean) {
  return useQuery({
    queryKey: interestKeys.mine(q),
    queryFn: ({ signal }) => fetchMyInterests(q, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
