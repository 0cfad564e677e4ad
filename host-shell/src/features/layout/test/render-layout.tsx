import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createStore, Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { intlTag } from 'shared-contracts/i18n/locale';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { routeMessages } from 'shared-contracts/shell/routes/messages';
import { routeTitles } from 'shared-contracts/shell/routes/route-titles';
import { layoutMessages } from 'shared-contracts/shell/features/layout/messages';

/** jsdom has no matchMedia; the layout asks it for the mobile breakpoint. */
export function stubMatchMedia(matches = false): void {
  window.matchMedia = ((query: string) => ({
    matches, media: query, onchange: null,
    addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

function Intl({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  const messages = { ...routeTitles[locale], ...routeMessages[locale], ...layoutMessages[locale] };
  return <IntlProvider locale={intlTag(locale)} messages={messages}>{children}</IntlProvider>;
}

/** Renders routes inside the host's providers (jotai store, react-intl on localeAtom, Chakra, react-query). */
export function renderRoutes(routes: RouteObject[], initialPath: string, store = createStore()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <Provider store={store}>
      <Intl>
        <ChakraProvider value={defaultSystem}>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </ChakraProvider>
      </Intl>
    </Provider>,
  );
  return { ...view, router, store };
}
