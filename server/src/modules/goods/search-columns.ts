import { normalizeSearchText } from 'shared-contracts/mall/search-text';
import type { I18nText } from 'shared-contracts/api/common';

type Texts = { cn?: string | null; en?: string | null; vi?: string | null } | I18nText | null | undefined;

/** What a goods' search columns are made of: its own texts plus its store's and category path's names. */
export type SearchSource = {
  name: string;
  nameI18n: Texts;
  sourceName: string | null;
  description: string;
  descriptionI18n: Texts;
  storeNames: string[];
  categoryNames: string[];
};

const textsOf = (cn: string | null | undefined, i18n: Texts) => [cn, i18n?.cn, i18n?.en, i18n?.vi];

/** Each distinct normalised piece once, so a name written the same in two languages is not counted twice. */
function joinNormalized(parts: (string | null | undefined)[]): string {
  const seen = new Set<string>();
  for (const part of parts) {
    const n = part ? normalizeSearchText(part) : '';
    if (n) seen.add(n);
  }
  return [...seen].join(' ');
}

const HAN_RUN = /\p{Script=Han}+/gu;

/**
 * Every Chinese character and pair of neighbours in the names, as words of their own ("连衣裙" → 连 衣 裙 连衣
 * 衣裙). pg_trgm makes no trigram of a one- or two-character pattern, so `like '%裙%'` cannot use an index;
 * `like '% 裙 %'` can (a word padded by spaces has trigrams), and these words make it find every name holding 裙.
 */
export function hanGrams(text: string): string {
  const grams = new Set<string>();
  for (const run of text.match(HAN_RUN) ?? []) {
    const chars = [...run];
    chars.forEach((c, i) => {
      grams.add(c);
      if (i + 1 < chars.length) grams.add(c + chars[i + 1]);
    });
  }
  return [...grams].join(' ');
}

/**
 * `search_name`: the names in every language and the Chinese source name (ranked first);
 * `search_text`: the same, then the Chinese one- and two-character words of the names (hanGrams), then the
 * store and category names, then the descriptions (what a keyword must be found in). The grams sit between the
 * names and the store names, which every goods has, so each is enclosed by spaces. The short store and category
 * names come before the long descriptions because a common word is most often found there ("bag" in "Bags &
 * Luggage"): the LIKE that rechecks each of its thousands of matches stops at the first occurrence. Both
 * columns in the one normal form (normalizeSearchText), as keywords are (docs/mall-search.md).
 */
export function searchColumns(src: SearchSource): { searchName: string; searchText: string } {
  const searchName = joinNormalized([...textsOf(src.name, src.nameI18n), src.sourceName]);
  const searchText = joinNormalized([
    searchName, hanGrams(searchName), ...src.storeNames, ...src.categoryNames, ...textsOf(src.description, src.descriptionI18n),
  ]);
  return { searchName, searchText };
}

/** The names of a store or category row in every language, for `storeNames`/`categoryNames`. */
export const namesOf = (row: { name: string; nameI18n: Texts }): string[] =>
  textsOf(row.name, row.nameI18n).filter((s): s is string => !!s);
