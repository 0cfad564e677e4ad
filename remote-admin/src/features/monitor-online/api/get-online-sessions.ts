import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from 'shared-contracts/api/common';
import { onlineSessionPageSchema, type OnlineSession } from 'shared-contracts/api/online-users';
import { getJson } from 'shared-contracts/http/client';
import { onlineKeys } from './query-keys';

export type OnlineListQuery = { page: number; size: number; filter: string };

/** `GET api/auth/online?page&size&filter` (online:list): live sessions, newest sign-in first. */
export function fetchOnlineSessions(q: OnlineListQuery, signal?: AbortSignal): Promise<Page<OnlineSession>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.filter) searchParams.filter = q.filter;
  return getJson(onlineSessionPageSchema, 'api/auth/online', { searchParams, ...(signal ? { signal } : {}) });
}

export function useOnlineSessions(q: OnlineListQuery) {
  return useQuery({ queryKey: onlineKeys.list(q), queryFn: ({ signal }) => fetchOnlineSessions(q, signal), placeholderData: keepPreviousData });
}
