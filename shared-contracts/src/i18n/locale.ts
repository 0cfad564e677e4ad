/** The portal's languages (SPEC §1, §9). `cn` is the product's own code, not a BCP-47 tag. */
export const LOCALES = ['en', 'cn', 'vi'] as const;
export type Locale = (typeof LOCALES)[number];

/** SPEC §9: when neither the cookie nor the browser names a known language, the portal speaks Chinese. */
export const DEFAULT_LOCALE: Locale = 'cn';

/** Cookie that remembers the chosen language (SPEC §4 "language ... remembered"). */
export const LANGUAGE_COOKIE = 'language';

/** Tags for `Intl` and react-intl; `cn` is not a language tag, so it must be mapped before formatting. */
export const INTL_TAGS: Readonly<Record<Locale, string>> = { en: 'en', cn: 'zh-CN', vi: 'vi-VN' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function intlTag(locale: Locale): string {
  return INTL_TAGS[locale];
}

/** The portal locale behind a react-intl tag (`zh-CN` → `cn`); an unknown tag is the default language. */
export function localeOfIntlTag(tag: string): Locale {
  return LOCALES.find((locale) => INTL_TAGS[locale] === tag) ?? DEFAULT_LOCALE;
}

/** Maps one browser language tag (`zh-TW`, `vi`, `en-GB`) to a portal locale, or undefined. */
function localeOfLanguageTag(tag: string): Locale | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'cn';
  if (primary === 'vi') return 'vi';
  if (primary === 'en') return 'en';
  return undefined;
}

/**
 * SPEC §9 / ARCHITECTURE §6: the language cookie wins, then the browser's languages in the user's order
 * of preference, then Chinese. A cookie holding anything but a known locale is ignored, not trusted.
 */
export function resolveLocale(
  cookieValue: string | null | undefined,
  navigatorLanguages: readonly string[] = [],
): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  for (const tag of navigatorLanguages) {
    const locale = localeOfLanguageTag(tag);
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
