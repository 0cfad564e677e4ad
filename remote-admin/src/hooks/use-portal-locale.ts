import { useIntl } from 'react-intl';
import { DEFAULT_LOCALE, INTL_TAGS, LOCALES, type Locale } from 'shared-contracts/i18n/locale';

/** The portal locale (`cn`, not the BCP-47 tag react-intl holds), for titleI18n and date formatting. */
export function usePortalLocale(): Locale {
  const { locale } = useIntl();
  return LOCALES.find((l) => INTL_TAGS[l] === locale) ?? DEFAULT_LOCALE;
}
