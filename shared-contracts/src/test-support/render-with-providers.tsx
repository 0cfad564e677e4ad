import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { intlTag, type Locale } from 'shared-contracts/i18n/locale';
import { mallApiMessages } from 'shared-contracts/i18n/messages-mall-api';

/** Shows where the page navigated to, so a test reads the URL the way a user sees it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export type RenderOptions = { locale?: Locale; path?: string; route?: string };

/**
 * Renders a page inside what the host gives every remote page: react-intl with the host's mall API texts
 * (the server's mall.* keys, which the host merges), Chakra, a fresh react-query client and a router at `path`
 * matching `route` (so useParams works as under the host's route table).
 */
export function renderWithProviders(ui: ReactElement, { locale = 'en', path = '/', route = '*' }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <IntlProvider locale={intlTag(locale)} defaultLocale={intlTag('cn')} messages={{ ...mallApiMessages[locale] }}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={ui} />
              <Route path="*" element={<p>elsewhere</p>} />
            </Routes>
            <LocationProbe />
          </MemoryRouter>
        </QueryClientProvider>
      </ChakraProvider>
    </IntlProvider>,
  );
  return { ...view, queryClient };
}
