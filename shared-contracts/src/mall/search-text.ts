/**
 * The one normal form of searchable text (docs/mall.md, "Search"): Unicode NFKD with the combining marks removed
 * (Vietnamese "áo thun" → "ao thun", full-width letters → ASCII), `đ`/`Đ` → `d` (a letter of its own, not a
 * mark), lower case, runs of whitespace and punctuation → one space. Chinese characters stay as they are.
 * The server stores goods' search columns in this form and normalises every keyword the same way.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]+/gu, ' ')
    .trim();
}
