import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pageOf, type Page } from 'shared-contracts/api/common';
import { dictDetailSchema, type DictDetail } from 'shared-contracts/api/dict';
import { getJson } from 'shared-contracts/http/client';
import { dictKeys } from './query-keys';

const detailPageSchema = pageOf(dictDetailSchema);

export type DetailListQuery = { dictName: string; page: number; size: number; label: string };

/** `GET api/dictDetail?dictName&page&size&label`: one page of a dictionary's entries, in dictSort order. */
export function fetchDictDetails(q: DetailListQuery, signal?: AbortSignal): Promise<Page<DictDetail>> {
  const searchParams: Record<string, string | number> = { dictName: q.dictName, page: q.page, size: q.size };
  if (q.label) searchParams.label = q.label;
  return getJson(detailPageSchema, 'api/dictDetail', { searchParams, ...(signal ? { signal } : {}) });
}

export function useDictDetails(q: DetailListQuery) {
  return useQuery({
    queryKey: dictKeys.details(q),
    queryFn: ({ signal }) => fetchDictDetails(q, signal),
    placeholderData: keepPreviousData,
  });
}
