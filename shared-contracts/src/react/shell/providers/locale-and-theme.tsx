import { useEffect, useMemo, type ReactNode } from 'react';
import type { SystemContext } from '@chakra-ui/react/styled-system';
import { useAtomValue } from 'jotai';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, intlTag, type Locale } from 'shared-contracts/i18n/locale';
import type { Messages } from 'shared-contracts/shell/i18n/merge-messages';
import { AppChakraProvider } from 'shared-contracts/react/shell/theme/app-chakra-provider';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';

type Props = {
  /** The messages of one language: all the host's in the portal, the login page's on the login document. */
  messagesOf: (locale: Locale) => Messages;
  system: SystemContext;
  /** Inside the providers, given the page language (the mall dictionary follows it). */
  children: (locale: Locale) => ReactNode;
};

/** react-intl in the portal language (localeAtom) and the Chakra system, for the portal and the login document. */
export function LocaleAndTheme({ messagesOf, system, children }: Props) {
  const locale = useAtomValue(localeAtom);
  const messages = useMemo(() => messagesOf(locale), [messagesOf, locale]);
  // Screen readers and the browser's hyphenation and fonts follow the page language.
  useEffect(() => {
    document.documentElement.lang = intlTag(locale);
  }, [locale]);
  return (
    <IntlProvider locale={intlTag(locale)} defaultLocale={intlTag(DEFAULT_LOCALE)} messages={messages}>
      <AppChakraProvider system={system}>{children(locale)}</AppChakraProvider>
    </IntlProvider>
  );
}
