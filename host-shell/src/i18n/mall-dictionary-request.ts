import { mallMessageDicts } from 'shared-contracts/api/dict-entry';
import { fetchDict, type DictEntry } from 'shared-contracts/http/dict-request';
import type { Locale } from 'shared-contracts/i18n/locale';

/**
 * SPEC §8: the mall dictionary of `locale` (`mall_<locale>`), whose entries map server message keys
 * (value) to texts (label). Quiet: it only refines texts the portal already has, so a server that cannot
 * answer it is no reason for an error toast.
 */
export function fetchMallDictionary(locale: Locale, signal?: AbortSignal): Promise<DictEntry[]> {
  return fetchDict(mallMessageDicts[locale], { signal, quiet: true });
}

/** Server message key → text. */
export function mallDictionaryMap(entries: readonly DictEntry[] | undefined): ReadonlyMap<string, string> {
  return new Map((entries ?? []).map((entry) => [entry.value, entry.label]));
}
