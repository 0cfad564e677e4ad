import { intlTag, type Locale } from '../i18n/locale';

/** Deposit share of the goods total (SPEC §9). */
export const DEPOSIT_RATE_PERCENT = 30;

/** ARCHITECTURE.md §5: 30% of the goods total in fen, rounded up to the fen. Integer arithmetic only. */
export function depositOf(goodsTotal: number): number {
  return Math.ceil((goodsTotal * DEPOSIT_RATE_PERCENT) / 100);
}

/** A price in minor units shown in the reader's language, e.g. `¥12.50` / `12,50 CN¥`. */
export function formatMoney(minor: number, locale: Locale, currency = 'CNY'): string {
  const digits = currency === 'VND' ? 0 : 2;
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits,
  }).format(currency === 'VND' ? minor : minor / 100);
}

/** A min–max price range; one price when both ends are equal. */
export function formatPriceRange(min: number, max: number, locale: Locale, currency = 'CNY'): string {
  return min === max ? formatMoney(min, locale, currency) : `${formatMoney(min, locale, currency)} – ${formatMoney(max, locale, currency)}`;
}
