import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, setUser, userAtom } from 'shared-contracts/session/session-store';
import { useSessionValue } from 'shared-contracts/react/use-session';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { isWhitelisted } from 'shared-contracts/whitelist';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { withHomeEntry } from '../../../routes/home-menu-entry';
import { ViewTracker } from '../../../routes/view-tracker';
import { menuRoutesAtom } from '../../../routes/view-state';
import { Layout } from '../layout';
import { menuFixture } from '../menu/menu-fixture';
import { renderRoutes, stubMatchMedia } from '../test/render-layout';
import { readStoredViews, VIEWS_STORAGE_KEY, writeStoredViews } from '../state/views-storage';

/** The layout's parts load lazily; a busy machine needs more than waitFor's default second. */
const SETTLE = { timeout: 5000 };
const ADMIN = 1;
const OTHER = 2;

/** The router's view tracker and the layout, as the portal mounts them once the session is restored. */
function renderPortal(path: string) {
  const store = createStore();
  store.set(menuRoutesAtom, withHomeEntry(menuFixture));
  store.set(localeAtom, 'en');
  const pages = ['/', '/mall', '/system/user', '/system/dict', '/system/nested/deep', '/user/center']
    .map((p) => ({ path: p, element: <h1>page {p}</h1> }));
  const routes = [{ element: <><ViewTracker menus={menuFixture} /><Layout /></>, children: pages }];
  return renderRoutes(routes, path, store);
}

/** The route guard's part that matters here: signed out on a protected page, it redirects to /mall at once. */
function GuardLike() {
  const user = useSessionValue(userAtom);
  const { pathname } = useLocation();
  if (!user && !isWhitelisted(pathname)) return <Navigate to="/mall" replace />;
  return <><ViewTracker menus={menuFixture} /><Outlet /></>;
}

const tagsBar = () => screen.getByRole('navigation', { name: /Visited pages|已访问页面/ });
const tagTitles = () => within(tagsBar()).getAllByRole('link').map((link) => link.textContent);
const activeTag = () => within(tagsBar()).getAllByRole('link').find((link) => link.getAttribute('aria-current') === 'page')?.textContent;
const stored = (...paths: string[]) => paths.map((path) => ({ path: path.split('?')[0]!, fullPath: path, affix: path === '/' }));

beforeEach(() => {
  stubMatchMedia(false);
  setUser(userFixture({ id: ADMIN, roleList: [{ id: 1, name: 'admin', title: 'Admin' }] }));
});
afterEach(() => {
  cleanup();
  logoutLocal();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('tags that survive a reload', () => {
  it('restores the tab\'s tags in their order, the address\'s page active, titles in the current language', async () => {
    writeStoredViews(ADMIN, stored('/', '/system/dict', '/user/center', '/system/user?page=2'));
    const { store } = renderPortal('/system/user');
    await waitFor(() => expect(tagTitles()).toEqual(['Mall home', 'Dictionaries', 'Personal centre', 'Users']), SETTLE);
    expect(activeTag()).toBe('Users');
    // The address wins over the remembered query of the same page.
    expect(within(tagsBar()).getByRole('link', { name: 'Users' }).getAttribute('href')).toBe('/system/user');
    act(() => store.set(localeAtom, 'cn'));
    await waitFor(() => expect(tagTitles()).toEqual(['商城首页', '字典管理', '个人中心', '用户管理']), SETTLE);
  });

  it('adds the address\'s page at the end when it was not among them, and drops pages no longer in the menus', async () => {
    writeStoredViews(ADMIN, stored('/', '/system/gone', '/system/dict', '/login'));
    renderPortal('/system/nested/deep');
    await waitFor(() => expect(tagTitles()).toEqual(['Mall home', 'Dictionaries', 'Deep page']), SETTLE);
    expect(activeTag()).toBe('Deep page');
    await waitFor(() => expect(readStoredViews(ADMIN).map((v) => v.path)).toEqual(['/', '/system/dict', '/system/nested/deep']), SETTLE);
  });

  it('writes every change for the user', async () => {
    const { router } = renderPortal('/system/user');
    await act(() => router.navigate('/system/dict?q=order'));
    await waitFor(() => expect(readStoredViews(ADMIN)).toEqual([
      { path: '/', fullPath: '/', affix: true },
      { path: '/system/user', fullPath: '/system/user', affix: false },
      { path: '/system/dict', fullPath: '/system/dict?q=order', affix: false },
    ]), SETTLE);
  });

  it('gives another user signing in on the tab a fresh set', async () => {
    writeStoredViews(OTHER, stored('/', '/system/dict'));
    renderPortal('/system/user');
    await waitFor(() => expect(tagTitles()).toEqual(['Mall home', 'Users']), SETTLE);
    await waitFor(() => expect(readStoredViews(OTHER)).toEqual([]), SETTLE);
    expect(readStoredViews(ADMIN).map((v) => v.path)).toEqual(['/', '/system/user']);
  });

  it('hands the tags over when the user changes without a reload: anonymous keeps public pages only', async () => {
    writeStoredViews(ADMIN, stored('/', '/system/dict'));
    const { router } = renderPortal('/system/user');
    await waitFor(() => expect(tagTitles()).toEqual(['Mall home', 'Dictionaries', 'Users']), SETTLE);
    act(() => logoutLocal());
    await act(() => router.navigate('/mall'));
    await waitFor(() => expect(tagTitles()).toEqual(['Mall home', 'Mall home']), SETTLE);
    expect(within(tagsBar()).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/', '/mall']);
    // Nothing is written while anonymous; the same user signing in again gets the tags back.
    expect(JSON.parse(sessionStorage.getItem(VIEWS_STORAGE_KEY) ?? '{}').user).toBe(ADMIN);
    act(() => setUser(userFixture({ id: ADMIN })));
    await waitFor(() => expect(tagTitles()).toEqual(['Mall home', 'Dictionaries', 'Users', 'Mall home']), SETTLE);
  });

  it('a logout from a protected page leaves no tag of it, though the guard redirected before the layout saw it', async () => {
    const store = createStore();
    store.set(menuRoutesAtom, withHomeEntry(menuFixture));
    store.set(localeAtom, 'en');
    const pages = ['/', '/mall', '/system/dict'].map((p) => ({ path: p, element: <h1>page {p}</h1> }));
    const { router } = renderRoutes([{ element: <GuardLike />, children: [{ element: <Layout />, children: pages }] }], '/system/dict', store);
    await waitFor(() => expect(tagTitles()).toEqual(['Mall home', 'Dictionaries']), SETTLE);
    act(() => logoutLocal());
    await waitFor(() => expect(router.state.location.pathname).toBe('/mall'), SETTLE);
    await waitFor(() => expect(within(tagsBar()).getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/', '/mall']), SETTLE);
  });
});
