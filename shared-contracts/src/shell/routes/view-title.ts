import type { IntlShape } from 'react-intl';
import type { I18nText } from 'shared-contracts/api/common';
import type { Locale } from 'shared-contracts/i18n/locale';

type Titled = { title: string; titleId?: string; i18n: I18nText };

/**
 * A view's or crumb's title in the current language: the host's message id when it has one, else the
 * menu's own text in that language, else its canonical (cn) title, else the "no name" fallback (SPEC §3).
 */
export function titleOf(item: Titled, locale: Locale, intl: IntlShape): string {
  if (item.titleId) return intl.formatMessage({ id: item.titleId });
  return item.i18n[locale] || item.title || intl.formatMessage({ id: 'route.noName' });
}

/** SPEC §2: `<route title> - <product title>`. */
export function pageTitle(routeTitle: string | null, intl: IntlShape): string {
  const product = intl.formatMessage({ id: 'app.title' });
  return routeTitle ? `${routeTitle} - ${product}` : product;
}
