import { DICT_PAGE_SIZE, dictDetailSchema, mallMessageDicts } from 'shared-contracts/api/dict-entry';
import { pageOf } from 'shared-contracts/api/page';
import { getJson } from 'shared-contracts/http/client';
import type { Locale } from 'shared-contracts/i18n/locale';
import type { DictEntry } from 'shared-contracts/react/use-dict';

const dictPageSchema = pageOf(dictDetailSchema);

/**
 * SPEC §8: the mall dictionary of `locale` (`mall_<locale>`), whose entries map server message keys
 * (value) to texts (label). The same request and entries as `useDict`, but quiet: it only refines texts
 * the portal already has, so a server that cannot answer it is no reason for an error toast.
 */
export async function fetchMallDictionary(locale: Locale, signal?: AbortSignal): Promise<DictEntry[]> {
  const page = await getJson(dictPageSchema, 'api/dictDetail', {
    searchParams: { dictName: mallMessageDicts[locale], page: 0, size: DICT_PAGE_SIZE },
    ...(signal ? { signal } : {}),
    context: { quiet: true },
  });
  return page.content.map(({ label, value, labelI18n }) => ({ label, value, labelI18n }));
}

/** Server message key → text. */
export function mallDictionaryMap(entries: readonly DictEntry[] | undefined): ReadonlyMap<string, string> {
  return new Map((entries ?? []).map((entry) => [entry.value, entry.label]));
}
