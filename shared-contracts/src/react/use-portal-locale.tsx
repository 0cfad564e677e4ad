import { useIntl } from 'react-intl';
import { localeOfIntlTag, type Locale } from '../i18n/locale';

/** The portal locale (en/cn/vi, not the BCP-47 tag react-intl holds), for localized texts, money and dates. */
export function usePortalLocale(): Locale {
  return localeOfIntlTag(useIntl().locale);
}
