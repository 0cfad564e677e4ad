import { normalizeSearchText } from 'shared-contracts/mall/search-text';
import type { I18nText } from '../../db/schema';

/**
 * An order's `search_text`: its number and every line's goods name in each language, each distinct piece once,
 * in the normal form keywords are compared in (docs/orders.md, "Lists").
 */
export function orderSearchText(orderNo: string, lines: { goodsName: string; goodsNameI18n: I18nText }[]): string {
  const pieces = new Set<string>();
  for (const text of [orderNo, ...lines.flatMap((l) => [l.goodsName, l.goodsNameI18n.cn, l.goodsNameI18n.en, l.goodsNameI18n.vi])]) {
    const n = text ? normalizeSearchText(text) : '';
    if (n) pieces.add(n);
  }
  return [...pieces].join(' ');
}
