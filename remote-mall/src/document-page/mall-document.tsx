import { Suspense, useEffect, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { QueryClientProvider, useIsFetching, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppFooter } from 'shared-contracts/react/shell/features/layout/components/main/app-footer';
import { MAIN_CONTENT_ID, SkipLink } from 'shared-contracts/react/shell/features/layout/components/skip-link';
import { AppToaster } from 'shared-contracts/react/shell/features/notify/app-toaster';
import { PAGE_LOADING_ATTRIBUTE } from 'shared-contracts/shell/federation/page-loading';
import { HttpWiring } from 'shared-contracts/react/shell/features/notify/http-wiring';
import { DocumentTitle } from 'shared-contracts/react/shell/login-document/document-title';
import { LocaleAndTheme } from 'shared-contracts/react/shell/providers/locale-and-theme';
import { queryClient as pageQueryClient } from 'shared-contracts/shell/providers/query-client';
import { mallSystem } from './mall-system';
import { LeaveDocument } from './leave-document';
import { mallDocumentMessages } from './mall-messages';
import { MallNavbar } from './mall-navbar';
import { MALL_DOCUMENT_ROUTES } from './mall-routes';

// SPEC §8 as in the portal: a 401 lands on the home page, a 403 on /401; both are documents of their own here.
const toHome = () => window.location.assign('/');
const toUnauthorized = () => window.location.assign('/401');
const loadDocument = (address: string) => window.location.assign(address);

/** A new page starts at its top, as a document load would. */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Marks the page area as loading while the page fetches its data, so the footer stays out (app-footer.tsx) instead
 * of standing under a short page and moving down when the data arrives (a layout shift of 0.067 on a product page).
 */
function DataLoadingMark() {
  const fetching = useIsFetching();
  return fetching > 0 ? <span hidden {...{ [PAGE_LOADING_ATTRIBUTE]: '' }} /> : null;
}

function DocumentRouter({ location, children }: { location: string | undefined; children: ReactNode }) {
  return location === undefined
    ? <BrowserRouter>{children}</BrowserRouter>
    : <MemoryRouter initialEntries={[location]}>{children}</MemoryRouter>;
}

type Props = {
  /** Drawn at this address (build time, tests); the browser's address otherwise. */
  location?: string;
  /** Replaced in tests only: how an address outside the document is opened. */
  leave?: (address: string) => void;
  /** The page's one client; the server's drawing has one per page it draws. */
  queryClient?: QueryClient;
};

/**
 * The mall document (webpack-login-document.mjs, page `mall`; docs/shell-routing.md "The mall document"): the
 * mall's public pages for a visitor without a session, framed as the portal frames them (navbar, footer), with
 * the providers they need and none of the portal's start (federation runtime, registry, menus, tags). Moving
 * between its pages stays in the document; any other address loads as a document of its own.
 */
export function MallDocument({ location, leave = loadDocument, queryClient = pageQueryClient }: Props) {
  return (
    <LocaleAndTheme messagesOf={mallDocumentMessages} system={mallSystem}>
      {() => (
        <QueryClientProvider client={queryClient}>
          <HttpWiring onUnauthorized={toHome} onForbidden={toUnauthorized} />
          <DocumentRouter location={location}>
            <ScrollToTopOnNavigate />
            <Flex direction="column" minH="100vh" bg="bg.subtle">
              <SkipLink />
              <Box position="sticky" top="0" zIndex="sticky">
                <MallNavbar />
              </Box>
              <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" p={{ base: '3', md: '4' }} outline="none">
                <Box>
                  <DataLoadingMark />
                  {/* The pages are in the document's script; what they load later shows its own state. */}
                  <Suspense fallback={null}>
                    <Routes>
                      {MALL_DOCUMENT_ROUTES.map(({ path, Page, titleId }) => (
                        <Route key={path} path={path} element={<><DocumentTitle titleId={titleId} /><Page /></>} />
                      ))}
                      <Route path="*" element={<LeaveDocument leave={leave} />} />
                    </Routes>
                  </Suspense>
                </Box>
              </Box>
              <AppFooter />
            </Flex>
          </DocumentRouter>
          <AppToaster />
        </QueryClientProvider>
      )}
    </LocaleAndTheme>
  );
}
