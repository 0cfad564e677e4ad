import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { storePageSchema } from 'shared-contracts/api/goods';
import type { Page } from 'shared-contracts/api/common';
import type { Store } from 'shared-contracts/api/goods';
import { getJson } from 'shared-contracts/http/client';
import { mallKeys } from './query-keys';

/** `blurry`: the name contains it (empty: every store). */
export type StoreListQuery = { page: number; size: number; blurry?: string };

/** `GET api/stores?page&size&blurry` (permission store:list): one page (0-based) of stores. */
export function fetchStores(q: StoreListQuery, signal?: AbortSignal): Promise<Page<Store>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.blurry) searchParams.blurry = q.blurry;
  return getJson(storePageSchema, 'api/stores', { searchParams, ...(signal ? { signal } : {}) });
}

export function useStores(q: StoreListQuery) {
  return useQuery({
    queryKey: [...mallKeys.stores, 'list', q],
    queryFn: ({ signal }) => fetchStores(q, signal),
    placeholderData: keepPreviousData,
  });
}

/** Enough stores for the goods editor's picker in one request (the demo has about 30). */
export const STORE_OPTIONS_SIZE = 1000;
export const useStoreOptions = () => useStores({ page: 0, size: STORE_OPTIONS_SIZE });
