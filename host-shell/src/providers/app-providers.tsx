import type { ReactNode } from 'react';
import { useEffect, useMemo } from 'react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, intlTag } from 'shared-contracts/i18n/locale';
import { hostMessages } from '../i18n/host-messages';
import { localeAtom } from '../i18n/locale-atom';
import { MallDictionaryProvider } from '../i18n/mall-dictionary';
import { useAppSystem } from '../theme/system-store';
import { queryClient } from './query-client';

/**
 * Providers every page runs inside, the remote pages too: their react-intl, Chakra and react-query
 * are the host's singletons, so they read this theme, this locale and this cache.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const messages = useMemo(() => hostMessages(locale), [locale]);
  const system = useAppSystem();
  // Screen readers and the browser's hyphenation and fonts follow the page language.
  useEffect(() => {
    document.documentElement.lang = intlTag(locale);
  }, [locale]);
  return (
    <IntlProvider locale={intlTag(locale)} defaultLocale={intlTag(DEFAULT_LOCALE)} messages={messages}>
      <ChakraProvider value={system}>
        <QueryClientProvider client={queryClient}>
          <MallDictionaryProvider>{children}</MallDictionaryProvider>
        </QueryClientProvider>
      </ChakraProvider>
    </IntlProvider>
  );
}
