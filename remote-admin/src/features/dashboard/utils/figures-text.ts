import { formatDate } from 'shared-contracts/format';
import type { Locale } from 'shared-contracts/i18n/locale';

/** A calendar day `YYYY-MM-DD` in the reader's language; read as UTC so no time zone moves it to the day before. */
export const dayText = (day: string, locale: Locale) => formatDate(`${day}T00:00:00Z`, locale, { timeZone: 'UTC' });

/** fen of CNY in whole dong at `cnyToVnd` dong per yuan (as the server's payments convert), rounded half up. */
export const vndOf = (fen: number, cnyToVnd: number) => Math.round((fen * cnyToVnd) / 100);

/** The share of `part` in `whole` as a percentage with one decimal; 0 of 0 is 0. */
export const shareOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

export type Span = { id: 'days' | 'hours' | 'minutes'; values: Record<string, number> };

/** Minutes as the largest two units (2 d 5 h, 3 h 20 min, 45 min), for reply times. */
export function spanOf(minutes: number): Span {
  const m = Math.round(minutes);
  if (m >= 24 * 60) return { id: 'days', values: { days: Math.floor(m / 1440), hours: Math.floor((m % 1440) / 60) } };
  if (m >= 60) return { id: 'hours', values: { hours: Math.floor(m / 60), minutes: m % 60 } };
  return { id: 'minutes', values: { minutes: m } };
}
