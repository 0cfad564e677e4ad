import { normalizeSearchText } from 'shared-contracts/mall/search-text';

/**
 * Whether `text` contains `query` in the normal form of search text (any case; Vietnamese with or without its
 * marks: `thu` finds "Thủ kho"). A query of punctuation alone has no normal form and is looked for as typed.
 */
export function textMatches(text: string, query: string): boolean {
  const wanted = normalizeSearchText(query);
  if (!wanted) return text.toLowerCase().includes(query.trim().toLowerCase());
  return normalizeSearchText(text).includes(wanted);
}
