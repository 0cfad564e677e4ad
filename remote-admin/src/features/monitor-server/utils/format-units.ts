import { intlTag, type Locale } from 'shared-contracts/i18n/locale';

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Bytes in 1024 steps, as operating systems show memory and disks: `512 B`, `1.5 GB`; at most one decimal. */
export function formatBytes(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 ? 0 : 1;
  return `${new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: digits }).format(value)} ${BYTE_UNITS[unit]}`;
}

/** Milliseconds to read at a glance: two decimals under 10 ms, one under a second, then seconds. */
export function formatMs(ms: number, locale: Locale): string {
  const nf = (digits: number) => new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: digits });
  if (ms >= 1000) return `${nf(2).format(ms / 1000)} s`;
  return `${nf(ms < 10 ? 2 : 1).format(ms)} ms`;
}

export type DurationParts = { days: number; hours: number; minutes: number };

/** An uptime in whole days, hours and minutes (seconds are dropped: the page renews every 3 s anyway). */
export function durationParts(seconds: number): DurationParts {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** `used` of `total` in percent, one decimal, 0 when the total is unknown. */
export function percentOf(used: number, total: number): number {
  return total > 0 ? Math.round((used / total) * 1000) / 10 : 0;
}
