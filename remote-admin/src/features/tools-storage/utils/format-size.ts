import type { Locale } from 'shared-contracts/i18n/locale';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;
const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en', cn: 'zh-CN', vi: 'vi' };

/** A byte count as people read it (1024 steps, one decimal above bytes): `512 B`, `1.5 KB`, `10 MB`. */
export function formatSize(bytes: number, locale: Locale): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = new Intl.NumberFormat(INTL_LOCALE[locale], { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value);
  return `${digits} ${UNITS[unit]}`;
}
