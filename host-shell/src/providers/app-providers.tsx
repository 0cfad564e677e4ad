import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { hostMessages } from '../i18n/host-messages';
import { MallDictionaryProvider } from '../i18n/mall-dictionary';
import { useAppSystem } from '../theme/system-store';
import { LocaleAndTheme } from 'shared-contracts/react/shell/providers/locale-and-theme';
import { queryClient } from 'shared-contracts/shell/providers/query-client';

/**
 * Providers every page runs inside, the remote pages too: their react-intl, Chakra and react-query
 * are the host's singletons, so they read this theme, this locale and this cache.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const system = useAppSystem();
  return (
    <LocaleAndTheme messagesOf={hostMessages} system={system}>
      {() => (
        <QueryClientProvider client={queryClient}>
          <MallDictionaryProvider>{children}</MallDictionaryProvider>
        </QueryClientProvider>
      )}
    </LocaleAndTheme>
  );
}
