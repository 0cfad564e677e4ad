import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf, type Page } from 'shared-contracts/api/common';
import { dictSchema, type Dict } from 'shared-contracts/api/dict';
import { getJson } from 'shared-contracts/http/client';
import { dictKeys } from './query-keys';

const dictPageSchema = pageOf(dictSchema);

export type DictListQuery = { page: number; size: number; blurry: string };

/** `GET api/dict?page&size&blurry` (permission dict:list): one page (0-based) of dictionaries. */
export function fetchDicts(q: DictListQuery, signal?: AbortSignal): Promise<Page<Dict>> {
  const searchParams: Record<string, string | number> = { page: q.page, size: q.size };
  if (q.blurry) searchParams.blurry = q.blurry;
  return getJson(dictPageSchema, 'api/dict', { searchParams, ...(signal ? { signal } : {}) });
}

export function useDicts(q: DictListQuery) {
  return useQuery({
    queryKey: dictKeys.list(q),
    queryFn: ({ signal }) => fetchDicts(q, signal),
    // Paging keeps the previous page on screen until the next one is there.
    placeholderData: keepPreviousData,
  });
}
