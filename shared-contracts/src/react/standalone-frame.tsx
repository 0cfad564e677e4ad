import { StrictMode, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { createRoot } from 'react-dom/client';
import { Box } from '@chakra-ui/react/box';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { Container } from '@chakra-ui/react/container';
import { defaultSystem } from '@chakra-ui/react/preset';
import { HStack } from '@chakra-ui/react/stack';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { IntlProvider } from 'react-intl';
import { BrowserRouter, Link as RouterLink, Navigate, Route, Routes } from 'react-router-dom';
import { userSchema } from 'shared-contracts/api/auth';
import { getJson } from 'shared-contracts/http/client';
import { getToken, setUser } from 'shared-contracts/session/session-store';
import { DEFAULT_LOCALE, intlTag, isLocale, LOCALES, type Locale } from '../i18n/locale';
import { clientKitMessages } from '../i18n/messages-client-kit';
import { NavbarNotificationBell } from '../notifications/components/notification-bell';
import { PortalOriginContext } from '../notifications/portal-origin';
import { LiveEvents } from './live-events';

/** The portal a remote's dev server works against (its `API_URL`), defined by the webpack factory in development. */
declare const __PORTAL_URL__: string | undefined;
const portalUrl = typeof __PORTAL_URL__ === 'string' && __PORTAL_URL__ ? __PORTAL_URL__ : 'http://localhost:8080';

/** The modules a remote's webpack config exposes, by exposed name, as the frame lists them. */
export type StandalonePages = Readonly<Record<string, LazyExoticComponent<ComponentType>>>;

const queryClient = new QueryClient();

function frameLocale(): Locale {
  const lang = new URLSearchParams(window.location.search).get('lang');
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/**
 * Development only: runs this remote's exposed pages alone, inside the same providers the host gives
 * them (Chakra, react-intl, react-query, router). `?lang=en|cn|vi` picks the language. Signed in, it has the
 * portal's notifications bell (its links open in the portal) and the live events stream, so the pages follow
 * changes as they do in the portal.
 */
export function StandaloneFrame({ pages }: { pages: StandalonePages }) {
  const locale = frameLocale();
  const names = Object.keys(pages);
  // Signed in on the portal (same localhost cookie): the user's roles and permissions, as the host loads them.
  useEffect(() => {
    if (!getToken()) return;
    getJson(userSchema, 'auth/info', { context: { quiet: true } }).then(setUser, (error: unknown) => {
      console.warn('[standalone] auth/info failed; sign in on the portal first', error);
    });
  }, []);
  return (
    <IntlProvider locale={intlTag(locale)} defaultLocale={intlTag(DEFAULT_LOCALE)} messages={clientKitMessages[locale]}>
      <ChakraProvider value={defaultSystem}>
        <QueryClientProvider client={queryClient}>
          <LiveEvents />
          <BrowserRouter>
            <Box as="header" borderBottomWidth="1px" px="6" py="3">
              <HStack gap="4" wrap="wrap">
                <Text fontWeight="bold">{document.title} · standalone</Text>
                {names.map((name) => (
                  <Link asChild key={name}>
                    <RouterLink to={`/${name}?lang=${locale}`}>{name}</RouterLink>
                  </Link>
                ))}
                {LOCALES.map((lang) => (
                  <Link key={lang} href={`?lang=${lang}`} fontWeight={lang === locale ? 'bold' : 'normal'}>
                    {lang}
                  </Link>
                ))}
                <PortalOriginContext.Provider value={portalUrl}>
                  <NavbarNotificationBell />
                </PortalOriginContext.Provider>
              </HStack>
            </Box>
            <Container as="main" maxW="6xl" py="6">
              <Suspense fallback={<Text>…</Text>}>
                <Routes>
                  {names.map((name) => {
                    const Page = pages[name];
                    return Page ? <Route key={name} path={`/${name}`} element={<Page />} /> : null;
                  })}
                  <Route path="*" element={<Navigate to={`/${names[0] ?? ''}?lang=${locale}`} replace />} />
                </Routes>
              </Suspense>
            </Container>
          </BrowserRouter>
        </QueryClientProvider>
      </ChakraProvider>
    </IntlProvider>
  );
}

/** A remote's development entry: renders its exposed pages alone in the frame. */
export function renderStandalone(pages: StandalonePages): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <StandaloneFrame pages={pages} />
    </StrictMode>,
  );
}
