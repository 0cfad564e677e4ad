import type { Locale } from 'shared-contracts/i18n/locale';
import type { MessagesByLocale } from 'shared-contracts/react/remote-messages';
import { adminCommonMessages } from './common-messages';

/**
 * An admin page's messages in every language: the admin's common words, then the given tables in order (the
 * texts of the server keys its calls answer, words of shared components, the page's own), a later table winning.
 */
export function adminPageMessages(...tables: readonly MessagesByLocale[]): MessagesByLocale {
  const of = (locale: Locale) =>
    tables.reduce<Readonly<Record<string, string>>>((all, table) => ({ ...all, ...table[locale] }), adminCommonMessages(locale));
  return { en: of('en'), cn: of('cn'), vi: of('vi') };
}
