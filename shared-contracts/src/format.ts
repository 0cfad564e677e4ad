import { intlTag, type Locale } from './i18n/locale';

/**
 * Display helpers of SPEC §3 and §9. Pure functions: no React, no current time unless passed in,
 * so pages, remotes and tests get the same answers.
 */

const CODE_PREFIX = 'B';
const CODE_DIGITS = 6;

/** SPEC §3: `B` plus the number zero-padded to 6 digits; longer numbers are kept whole, never cut. */
export function formatCode(n: number | string): string {
  return CODE_PREFIX + String(n).padStart(CODE_DIGITS, '0');
}

const MASK_KEEP = 4;

/**
 * SPEC §3: strings over 8 characters keep 4 at each end. One asterisk per hidden character, so the
 * masked value still shows its length (a card number stays recognisable as one).
 * Counts code points, so a character outside the BMP is never split into half a surrogate pair.
 */
export function mask(value: string | null | undefined): string {
  if (!value) return '';
  const chars = Array.from(value);
  if (chars.length <= MASK_KEEP * 2) return value;
  const hidden = chars.length - MASK_KEEP * 2;
  return chars.slice(0, MASK_KEEP).join('') + '*'.repeat(hidden) + chars.slice(-MASK_KEEP).join('');
}

/** SPEC §9: a 10-digit timestamp is in seconds (the server's older fields); anything else is milliseconds. */
export function toMillis(ts: number | string): number {
  const n = typeof ts === 'number' ? ts : Number(ts);
  return String(Math.trunc(Math.abs(n))).length === 10 ? n * 1000 : n;
}

export type RelativeUnit = 'justNow' | 'minutes' | 'hours' | 'oneDay' | 'days';
export type RelativeTime = { unit: RelativeUnit; value: number };

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

/**
 * SPEC §9 buckets. Counts round down (59 min 59 s is "59 minutes"), except that minutes start at 1 so
 * 30 s does not read "0 minutes ago". A time in the future (clock skew) reads as just now.
 */
export function relativeTime(ts: number | string, now: number = Date.now()): RelativeTime {
  const seconds = (now - toMillis(ts)) / 1000;
  if (seconds < 30) return { unit: 'justNow', value: 0 };
  if (seconds < HOUR) return { unit: 'minutes', value: Math.max(1, Math.floor(seconds / MINUTE)) };
  if (seconds < DAY) return { unit: 'hours', value: Math.floor(seconds / HOUR) };
  if (seconds < 2 * DAY) return { unit: 'oneDay', value: 1 };
  return { unit: 'days', value: Math.floor(seconds / DAY) };
}

/** Message ids of the relative-time texts (i18n/messages-client-kit.ts); each takes `{count}`. */
export const RelativeTimeMessage: Readonly<Record<RelativeUnit, string>> = {
  justNow: 'time.justNow',
  minutes: 'time.minutesAgo',
  hours: 'time.hoursAgo',
  oneDay: 'time.oneDayAgo',
  days: 'time.daysAgo',
};

/** Matches react-intl's `intl.formatMessage`, so a page passes it straight in. */
export type FormatMessage = (descriptor: { id: string }, values?: Record<string, number>) => string;

export function formatRelativeTime(ts: number | string, formatMessage: FormatMessage, now: number = Date.now()): string {
  const { unit, value } = relativeTime(ts, now);
  return formatMessage({ id: RelativeTimeMessage[unit] }, { count: value });
}

/**
 * Minor-unit exponent per currency (ARCHITECTURE §5: money is integer minor units). CNY and VND are fixed
 * here because the server stores them so; any other currency takes the exponent Intl knows for it.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = { CNY: 2, VND: 0 };

function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency]
    ?? new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits
    ?? 2;
}

export function formatMoney(minorUnits: number, currency: string, locale: Locale): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minorUnits / 10 ** digits);
}

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false };

/** Numbers go through toMillis, so a seconds timestamp from the server formats as the right day. */
function toDate(value: Date | number | string): Date {
  if (value instanceof Date) return value;
  if (typeof value === 'number' || /^\d+$/.test(value)) return new Date(toMillis(value));
  return new Date(value);
}

/** `options` may add e.g. `timeZone`; the defaults give a numeric date in the locale's order. */
export function formatDate(value: Date | number | string, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(intlTag(locale), { ...DATE, ...options }).format(toDate(value));
}

export function formatDateTime(value: Date | number | string, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  return new Intl.DateTimeFormat(intlTag(locale), { ...DATE_TIME, ...options }).format(toDate(value));
}
