import { DICT_PAGE_SIZE, dictDetailSchema, type I18nText } from '../api/dict-entry';
import { pageOf } from '../api/page';
import { getJson } from 'shared-contracts/http/client';

export type DictEntry = { label: string; value: string; labelI18n: I18nText };

const dictPageSchema = pageOf(dictDetailSchema);

/**
 * SPEC §7: one dictionary's entries, all of them in one page (DICT_PAGE_SIZE). Without react-query (useDict
 * caches it), so the login document can ask for the mall dictionary too. `quiet`: no error toast, for a
 * caller that has its own fallback.
 */
export async function fetchDict(name: string, options: { signal?: AbortSignal; quiet?: boolean } = {}): Promise<DictEntry[]> {
  const page = await getJson(dictPageSchema, 'api/dictDetail', {
    searchParams: { dictName: name, page: 0, size: DICT_PAGE_SIZE },
    signal: options.signal,
    context: { quiet: options.quiet ?? false },
  });
  return page.content.map(({ label, value, labelI18n }) => ({ label, value, labelI18n }));
}
