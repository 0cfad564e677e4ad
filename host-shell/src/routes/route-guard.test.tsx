import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react/styled-system';
import { defaultSystem } from '@chakra-ui/react/preset';
import { getDefaultStore, useAtomValue } from 'jotai';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useRoutes } from 'react-router-dom';
import type { MenuRoute } from 'shared-contracts/api/menus';
import { configureHttp, resetHttpConfig } from 'shared-contracts/http/client';
import {
  cartCountAtom, loadMenusAtom, logoutLocal, rolesAtom, sessionStore, setLogin, tokenAtom,
} from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { finishMenuLoad, pageReload } from '../features/session/restore-session';
import { HOME_MENU_ENTRY, serverMenusOf, withHomeEntry } from './home-menu-entry';
import { menuFixture } from './menu-fixture';
import { buildMenuRoutes } from './menu-routes';
import { routeMessages } from 'shared-contracts/shell/routes/messages';
import { RouteGuard } from './route-guard';
import { menuRoutesAtom } from './view-state';

function Where() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

const renderMenu = (menu: MenuRoute) =>
  (menu.children?.length ? <Outlet /> : <p>{`page ${menu.component}`}</p>);

/** The shape of app-routes.tsx with stand-in pages: guard in front, menu routes from the atom. */
function Harness() {
  const menus = useAtomValue(menuRoutesAtom);
  const element = useRoutes([
    { path: '/login', element: <Where /> },
    { path: '/', element: <Where /> },
    ...buildMenuRoutes(serverMenusOf(menus), renderMenu),
    { path: '*', element: <p>not found</p> },
  ]);
  return <RouteGuard>{element}</RouteGuard>;
}

/** Renders `element` (the harness unless given) in a router at `path`. */
function open(path: string, element: ReactNode = <Harness />) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <IntlProvider locale="en" messages={routeMessages.en}>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </IntlProvider>,
  );
  return router;
}

const json = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
let infoStatus = 200;

beforeEach(() => {
  configureHttp({ prefix: 'http://portal.test/' });
  infoStatus = 200;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname === '/auth/info') return infoStatus === 200 ? json(userFixture()) : json({ status: infoStatus, message: 'error.internal' }, infoStatus);
    if (url.pathname === '/api/menus/build') return json(menuFixture);
    if (url.pathname === '/api/shopCart/myCart') return json({ content: [], totalElements: 3 });
    return json({ status: 404, message: 'error.notFound' }, 404);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  resetHttpConfig();
  logoutLocal();
  getDefaultStore().set(menuRoutesAtom, []);
});

/** A page reload with a token: the cookie survived, user and roles did not. */
function reloadedSession() {
  setLogin({ token: 't0k', user: userFixture(), rememberMe: false });
  sessionStore.set(rolesAtom, []);
  sessionStore.set(loadMenusAtom, false);
}

describe('RouteGuard', () => {
  it('sends an anonymous deep link to login with the target', async () => {
    open('/system/menu?tab=tree');
    expect(await screen.findByText(`at /login?redirect=${encodeURIComponent('/system/menu?tab=tree')}`)).toBeTruthy();
  });

  it('on a reload restores the user, adds the menu routes and repeats the navigation to the deep link', async () => {
    reloadedSession();
    open('/system/menu');
    expect(await screen.findByText('page admin/system/Menu')).toBeTruthy();
    expect(screen.queryByText('not found')).toBeNull();
    expect(sessionStore.get(rolesAtom)).toEqual(['purchaser', 'order:create']);
    expect(sessionStore.get(loadMenusAtom)).toBe(false);
    // The sidebar's tree: the host's "mall home" entry, then the server's.
    expect(getDefaultStore().get(menuRoutesAtom)[0]).toBe(HOME_MENU_ENTRY);
    await vi.waitFor(() => expect(sessionStore.get(cartCountAtom)).toBe(3));
  });

  it('after a login loads the menus on the first navigation', async () => {
    setLogin({ token: 't0k', user: userFixture(), rememberMe: false });
    open('/login?redirect=%2Fmonitor%2Fsql');
    expect(await screen.findByText('page IFrame')).toBeTruthy();
    expect(globalThis.fetch).toHaveBeenCalledTimes(2); // menus + cart count, no auth/info
  });

  it('logs out and reloads when the user cannot be restored', async () => {
    const reload = vi.spyOn(pageReload, 'run').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    infoStatus = 500;
    reloadedSession();
    open('/system/menu');
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    expect(sessionStore.get(tokenAtom)).toBeUndefined();
  });

  it('drops the menus when the token goes', async () => {
    reloadedSession();
    open('/system/menu');
    await screen.findByText('page admin/system/Menu');
    logoutLocal();
    await vi.waitFor(() => expect(getDefaultStore().get(menuRoutesAtom)).toEqual([]));
  });

  it('keeps the menus of a sign-in that came while a signed-out render was being committed', async () => {
    const menus = withHomeEntry(menuFixture);
    // Renders after the guard, in the same commit: the guard rendered signed out, the session and menus arrive before
    // its effects run, as when the portal drawn out of sight in slices is handed the session (in-page/enter-in-page.tsx).
    let signedIn = false;
    function SignInDuringRender() {
      if (!signedIn) {
        signedIn = true;
        setLogin({ token: 't0k', user: userFixture(), rememberMe: false });
        getDefaultStore().set(menuRoutesAtom, menus);
        finishMenuLoad();
      }
      return null;
    }
    const router = open('/', <><Harness /><SignInDuringRender /></>);
    expect(await screen.findByText('at /')).toBeTruthy();
    await router.navigate('/system/menu');
    expect(await screen.findByText('page admin/system/Menu')).toBeTruthy();
    expect(getDefaultStore().get(menuRoutesAtom)).toEqual(menus);
  });
});
