import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logoutLocal, setUser } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { currentViewAtom, menuRoutesAtom, type ViewMeta } from '../../routes/view-state';
import { Layout } from './layout';
import { menuFixture } from './menu/menu-fixture';
import { renderRoutes, stubMatchMedia } from './test/render-layout';

const usersView: ViewMeta = {
  path: '/system/user', fullPath: '/system/user', name: 'User', title: '用户管理', i18n: { en: 'Users' }, icon: 'users',
  affix: false, noCache: false,
  trail: [
    { title: '首页', titleId: 'route.home', i18n: {}, path: '/' },
    { title: '系统管理', i18n: { en: 'System' }, path: null },
    { title: '用户管理', i18n: { en: 'Users' }, path: '/system/user' },
  ],
};

function setup() {
  const store = createStore();
  store.set(menuRoutesAtom, menuFixture);
  store.set(localeAtom, 'en');
  store.set(currentViewAtom, usersView);
  const routes = [{ element: <Layout />, children: [
    { path: '/system/user', element: <h1>Users page</h1> },
    { path: '/', element: <h1>Mall home</h1> },
  ] }];
  return renderRoutes(routes, '/system/user', store);
}

beforeEach(() => {
  stubMatchMedia(false);
  setUser(userFixture({ nickName: 'Hùng', roleList: [{ id: 1, name: 'admin', title: '超级管理员' }] }));
});
afterEach(() => {
  cleanup();
  logoutLocal();
  sessionStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('Layout', () => {
  it('draws the menu, the tags, the breadcrumb and the user with the first role', async () => {
    setup();
    // The sidebar comes in a chunk of its own (lazy-sidebar.tsx).
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: 'System' }).getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Personal centre' })).toBeTruthy();
    const tags = screen.getByRole('navigation', { name: 'Visited pages' });
    await waitFor(() => expect(within(tags).getAllByRole('link').map((l) => l.textContent)).toEqual(['Mall home', 'Users']));
    expect(within(tags).queryByRole('button', { name: 'Close Mall home' })).toBeNull();
    expect(within(tags).getByRole('button', { name: 'Close Users' })).toBeTruthy();
    // Hidden below the sm breakpoint, which jsdom (no media queries) applies; read it from the DOM.
    const crumbs = document.querySelector('nav[aria-label="Breadcrumb"]') as HTMLElement;
    expect(crumbs.textContent).toContain('Mall home');
    expect(crumbs.textContent).toContain('System');
    expect(screen.getByRole('button', { name: 'Hùng Administrator Account menu' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Users page' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toContain('桂ICP备2026012345号');
  });

  it('collapses the sidebar and remembers it in the sidebarStatus cookie', async () => {
    setup();
    await screen.findByTestId('sidebar');
    fireEvent.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(Cookies.get('sidebarStatus')).toBe('0');
    expect(screen.getByTestId('sidebar').dataset.collapsed).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(Cookies.get('sidebarStatus')).toBe('1');
  });

  it('shows menu titles in the new language when the locale changes', async () => {
    const { store } = setup();
    await screen.findByTestId('sidebar');
    act(() => store.set(localeAtom, 'cn'));
    expect(within(screen.getByRole('navigation', { name: '主菜单' })).getByRole('link', { name: '用户管理' })).toBeTruthy();
  });

  it('closing the active tag goes to the last remaining view', async () => {
    const { router } = setup();
    const tags = screen.getByRole('navigation', { name: 'Visited pages' });
    await waitFor(() => within(tags).getByRole('button', { name: 'Close Users' }));
    fireEvent.click(within(tags).getByRole('button', { name: 'Close Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('frames an anonymous visitor without sidebar or menu search, with a log-in link back to the page', () => {
    logoutLocal();
    const store = createStore();
    store.set(localeAtom, 'en');
    renderRoutes([{ element: <Layout />, children: [{ path: '/mall', element: <h1>Mall</h1> }] }], '/mall?x=1', store);
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Search menu' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?redirect=%2Fmall%3Fx%3D1');
  });
});
