import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { DEFAULT_LOCALE, intlTag, type Locale } from 'shared-contracts/i18n/locale';

/**
 * Shows the address the page is at, so a test reads the URL the way a user sees it, and how the last move got
 * there (`data-navigation`: PUSH adds a history entry, REPLACE does not).
 */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" data-navigation={useNavigationType()}>{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a page inside the providers the host gives every remote page: react-intl (with no messages of
 * its own, as the page brings its own through withRemoteMessages), Chakra, a fresh react-query client and a
 * router at `path` (the host's inside the portal, the standalone frame's alone).
 */
export function renderWithProviders(ui: ReactElement, locale: Locale = 'en', path = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <IntlProvider locale={intlTag(locale)} defaultLocale={intlTag(DEFAULT_LOCALE)} messages={{}}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>
    </IntlProvider>,
  );
  return { ...view, queryClient };
}
