import { useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { mallMessageDicts } from 'shared-contracts/api/dict-entry';
import { dictQueryKey } from 'shared-contracts/react/use-dict';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { MallDictionaryContext } from 'shared-contracts/shell/i18n/mall-dictionary-context';
import { fetchMallDictionary, mallDictionaryMap } from './mall-dictionary-request';

/** The portal's mall dictionary, in the cache entry `useDict` uses for the same dictionary. */
export function MallDictionaryProvider({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const { data } = useQuery({
    queryKey: dictQueryKey(mallMessageDicts[locale]),
    queryFn: ({ signal }) => fetchMallDictionary(locale, signal),
    staleTime: 5 * 60_000,
    retry: 0,
  });
  const dictionary = useMemo(() => mallDictionaryMap(data), [data]);
  return <MallDictionaryContext.Provider value={dictionary}>{children}</MallDictionaryContext.Provider>;
}
