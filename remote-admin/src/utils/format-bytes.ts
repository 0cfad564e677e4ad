import type { Locale } from 'shared-contracts/i18n/locale';

const TAGS: Readonly<Record<Locale, string>> = { en: 'en', cn: 'zh-CN', vi: 'vi' };
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A file or build size with the locale's own unit names and separators (`1.5 MB`, `1,5 MB`), in steps of 1024. */
export function formatBytes(bytes: number, locale: Locale): string {
  const step = Math.min(UNITS.length - 1, bytes > 0 ? Math.floor(Math.log(bytes) / Math.log(1024)) : 0);
  const format = new Intl.NumberFormat(TAGS[locale], { style: 'unit', unit: UNITS[step], unitDisplay: 'short', maximumFractionDigits: step === 0 ? 0 : 1 });
  return format.format(bytes / 1024 ** step);
}
