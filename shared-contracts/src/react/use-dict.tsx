import { useQueries } from '@tanstack/react-query';
import { fetchDict, type DictEntry } from '../http/dict-request';
import type { Locale } from '../i18n/locale';

export type { DictEntry };
export type DictMap = Record<string, DictEntry[]>;

/** Exported so the dictionary admin pages can invalidate a dictionary after editing it. */
export const dictQueryKey = (name: string) => ['dictDetail', name] as const;

// Dictionaries change only through the back office, which invalidates them; a page need not refetch them.
const DICT_STALE_MS = 5 * 60_000;

export type UseDictResult = {
  /** Entries per dictionary name; an empty list until loaded or when loading failed. */
  dict: DictMap;
  /** The entry's label in `locale`, else its default label, else the value itself. */
  label: (name: string, value: string | number | null | undefined, locale: Locale) => string;
  isLoading: boolean;
  isError: boolean;
};

/**
 * Loads the named dictionaries through the shared client and the host's QueryClient. The entries sit under
 * `dict` rather than beside `label`, so a dictionary may be named anything (even "label").
 */
export function useDict(...names: string[]): UseDictResult {
  if (names.length === 0) throw new Error('need Dict names');
  const results = useQueries({
    queries: names.map((name) => ({
      queryKey: dictQueryKey(name),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchDict(name, { signal }),
      staleTime: DICT_STALE_MS,
    })),
  });

  const dict: DictMap = {};
  names.forEach((name, i) => {
    dict[name] = results[i]?.data ?? [];
  });
  const label: UseDictResult['label'] = (name, value, locale) => {
    if (value === null || value === undefined) return '';
    const entry = dict[name]?.find((e) => e.value === String(value));
    return entry ? (entry.labelI18n[locale] || entry.label) : String(value);
  };
  return {
    dict,
    label,
    isLoading: results.some((r) => r.isLoading),
    isError: results.some((r) => r.isError),
  };
}
