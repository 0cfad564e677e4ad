import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, intlTag, type Locale } from 'shared-contracts/i18n/locale';

/**
 * Renders a page inside the providers the host gives every remote page: react-intl (with no messages of
 * its own, as the page brings its own through withRemoteMessages), Chakra and a fresh react-query client.
 */
export function renderWithProviders(ui: ReactElement, locale: Locale = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <IntlProvider locale={intlTag(locale)} defaultLocale={intlTag(DEFAULT_LOCALE)} messages={{}}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
      </ChakraProvider>
    </IntlProvider>,
  );
  return { ...view, queryClient };
}
