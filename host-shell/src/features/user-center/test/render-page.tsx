import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { intlTag, type Locale } from 'shared-contracts/i18n/locale';
import { userCenterMessages } from '../messages';

/**
 * Renders a personal-centre piece inside the providers the host gives it (react-intl, Chakra, react-query, the
 * router: the page keeps its tab in `?tab=`).
 */
export function renderPage(ui: ReactElement, locale: Locale = 'en', path = '/user/center') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <IntlProvider locale={intlTag(locale)} messages={userCenterMessages[locale]}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={queryClient}><MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter></QueryClientProvider>
      </ChakraProvider>
    </IntlProvider>,
  );
}
