import type { Locale } from '../i18n/locale';

type Texts = { en?: string | null; vi?: string | null; cn?: string | null };

/** A catalogue text in the reader's language; a missing or blank version falls back to cn, then to `cn` itself. */
export function localized(cn: string, i18n: Texts | null | undefined, locale: Locale): string {
  const own = i18n?.[locale]?.trim();
  if (own) return own;
  const chinese = i18n?.cn?.trim();
  return chinese || cn;
}

/** SKU attributes in the reader's language: each attribute's en/vi version where one exists, else cn. */
export function localizedAttrs(
  attrs: Record<string, string>,
  attrsI18n: { en?: Record<string, string>; vi?: Record<string, string> } | null | undefined,
  locale: Locale,
): Record<string, string> {
  if (locale === 'cn') return attrs;
  const own = attrsI18n?.[locale];
  return own && Object.keys(own).length === Object.keys(attrs).length ? own : attrs;
}
