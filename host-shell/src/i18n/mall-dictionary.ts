import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pageOf } from 'shared-contracts/api/common';
import { DICT_PAGE_SIZE, dictDetailSchema, mallMessageDicts } from 'shared-contracts/api/dict';
import { getJson } from 'shared-contracts/http/client';
import type { Locale } from 'shared-contracts/i18n/locale';
import { dictQueryKey, type DictEntry } from 'shared-contracts/react/use-dict';

const dictPageSchema = pageOf(dictDetailSchema);

/**
 * Same request and cache entry as `useDict`, but quiet: the mall dictionary only refines texts the
 * portal already has, so a server that cannot answer it is no reason for an error toast on every page.
 */
async function fetchQuietDict(name: string, signal: AbortSignal): Promise<DictEntry[]> {
  const page = await getJson(dictPageSchema, 'api/dictDetail', {
    searchParams: { dictName: name, page: 0, size: DICT_PAGE_SIZE },
    signal,
    context: { quiet: true },
  });
  return page.content.map(({ label, value, labelI18n }) => ({ label, value, labelI18n }));
}

/** SPEC §8: `mall_<locale>` maps server message keys (value) to texts (label); empty until loaded. */
export function useMallDictionary(locale: Locale): ReadonlyMap<string, string> {
  const name = mallMessageDicts[locale];
  const { data } = useQuery({
    queryKey: dictQueryKey(name),
    queryFn: ({ signal }) => fetchQuietDict(name, signal),
    staleTime: 5 * 60_000,
    retry: 0,
  });
  return useMemo(() => new Map((data ?? []).map((entry) => [entry.value, entry.label])), [data]);
}
