import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutLocal, setLogin } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { menuRoutesAtom } from '../../../../routes/view-state';
import { menuFixture } from '../../menu/menu-fixture';
import { sizeAtom } from '../../state/layout-atoms';
import { renderRoutes } from '../../test/render-layout';
import { layoutToaster } from '../layout-toaster';
import { FullscreenButton } from './fullscreen-button';
import { Navbar } from './navbar';

/**
 * The navbar below Chakra's `md` (docs/shell-routing.md "On a phone"). jsdom applies no media query, so it draws the
 * phone's controls: the wide screen's are `display: none` and out of the accessibility tree, as on a phone.
 */
function renderNavbar() {
  const store = createStore();
  store.set(menuRoutesAtom, menuFixture);
  store.set(localeAtom, 'en');
  return renderRoutes([
    { path: '/system/user', element: <Navbar /> },
    { path: '/system/dict', element: <Navbar /> },
  ], '/system/user', store);
}

/** The search field comes in a chunk of its own (lazy-menu-search.tsx). */
const LAZY = { timeout: 10_000 };

/** Ark's menu opens on the trigger's click; an item is chosen as a tap chooses it (pressed, then clicked). */
function openMore(name = 'More options') {
  fireEvent.click(screen.getByRole('button', { name }));
}
async function choose(role: 'menuitem' | 'menuitemradio', name: string) {
  const item = await screen.findByRole(role, { name });
  fireEvent.pointerDown(item);
  // The menu chooses its highlighted item, which the press sets in the next render.
  await waitFor(() => expect(item.hasAttribute('data-highlighted')).toBe(true));
  fireEvent.click(item);
}

// The combobox measures its field; jsdom has no ResizeObserver.
vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });

beforeEach(() => setLogin({ token: 't0k', user: userFixture({ nickName: 'Thảo' }), rememberMe: false }));
afterEach(() => {
  cleanup();
  logoutLocal();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

// Chakra in jsdom is slow on a loaded machine: a whole navbar per test.
describe('the navbar on a phone', { timeout: 20_000 }, () => {
  it('keeps the cart and the account menu, and folds language, size and fullscreen into one menu', () => {
    renderNavbar();
    expect(screen.getByRole('link', { name: /Shopping cart/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Account menu/ })).toBeTruthy();
    for (const wide of ['Language', 'Layout size', 'Full screen']) expect(screen.queryByRole('button', { name: wide })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Search menu' })).toBeNull();
  });

  it('switches the language from the "more" menu and remembers it', async () => {
    const { store } = renderNavbar();
    openMore();
    await choose('menuitemradio', 'Tiếng Việt');
    expect(store.get(localeAtom)).toBe('vi');
    expect(Cookies.get('language')).toBe('vi');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Tùy chọn khác' })).toBeTruthy());
  });

  it('changes the layout size from the same menu', async () => {
    const { store } = renderNavbar();
    openMore();
    await choose('menuitemradio', 'Mini');
    expect(store.get(sizeAtom)).toBe('mini');
    expect(Cookies.get('size')).toBe('mini');
  });

  it('tries fullscreen from the same menu', async () => {
    const toast = vi.spyOn(layoutToaster, 'create');
    renderNavbar();
    openMore();
    await choose('menuitem', 'Full screen');
    // jsdom has no Fullscreen API: SPEC §8's text.
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'you browser can not work', type: 'warning' }));
  });

  it('lays the menu search over the navbar, opens the page found and gives the navbar back', async () => {
    const { router } = renderNavbar();
    const button = screen.getByRole('button', { name: 'Search pages' });
    fireEvent.click(button);
    const field = await screen.findByRole('combobox', { name: 'Search menu' }, LAZY);
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'dictionaries' } });
    fireEvent.click(await screen.findByRole('option', { name: /Dictionaries/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system/dict'));
    await waitFor(() => expect(screen.queryByTestId('phone-menu-search')).toBeNull());
  });

  it('closes the search on Escape once no results show, with the focus back on its button', async () => {
    renderNavbar();
    fireEvent.click(screen.getByRole('button', { name: 'Search pages' }));
    const field = await screen.findByRole('combobox', { name: 'Search menu' }, LAZY);
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'dictionaries' } });
    await screen.findByRole('option', { name: /Dictionaries/ });
    // The first Escape is the results list's.
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(field.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByTestId('phone-menu-search')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('phone-menu-search')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Search pages' }));
  });
});

describe('the navbar on a wide screen', { timeout: 20_000 }, () => {
  it('says the spec text when the browser has no fullscreen', () => {
    const toast = vi.spyOn(layoutToaster, 'create');
    renderRoutes([{ path: '/', element: <FullscreenButton /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'you browser can not work', type: 'warning' }));
  });
});
