import type { Sku } from 'shared-contracts/api/goods';
import type { Locale } from 'shared-contracts/i18n/locale';
import { localizedAttrs } from 'shared-contracts/mall/localized';

/** A SKU's specification in the reader's language ("Đen / XL"), its stored text when it has no attributes. */
export function specLabelOf(sku: Pick<Sku, 'attrs' | 'attrsI18n' | 'specText'>, locale: Locale): string {
  return Object.values(localizedAttrs(sku.attrs, sku.attrsI18n, locale)).join(' / ') || sku.specText;
}
