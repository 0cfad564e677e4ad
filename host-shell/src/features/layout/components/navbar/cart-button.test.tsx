import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCountAtom, logoutLocal, sessionStore, setLogin } from 'shared-contracts/session/session-store';
import { userFixture } from 'shared-contracts/test-support/user-fixture';
import { renderRoutes } from '../../test/render-layout';
import { CartButton } from './cart-button';

const routes = [{ path: '/', element: <CartButton /> }, { path: '/myCart', element: <p>cart page</p> }];

afterEach(() => { cleanup(); logoutLocal(); });

describe('the navbar cart', () => {
  it('is not there for an anonymous visitor', () => {
    renderRoutes(routes, '/');
    expect(screen.queryByRole('link', { name: /Shopping cart/ })).toBeNull();
  });

  it('links a signed-in user to /myCart with the count, which follows every change', async () => {
    setLogin({ token: 't0k', user: userFixture(), rememberMe: false });
    sessionStore.set(cartCountAtom, 2);
    const { router } = renderRoutes(routes, '/');
    const link = screen.getByRole('link', { name: 'Shopping cart, 2 items' });
    expect(link.textContent).toContain('2');
    act(() => sessionStore.set(cartCountAtom, 120));
    // Named with the figure it shows (WCAG 2.5.3, label in name).
    expect(screen.getByRole('link', { name: 'Shopping cart, more than 99 items' }).textContent).toContain('99+');
    act(() => sessionStore.set(cartCountAtom, 0));
    expect(screen.getByRole('link', { name: 'Shopping cart, empty' })).toBeTruthy();
    await act(async () => { screen.getByRole('link').click(); });
    expect(router.state.location.pathname).toBe('/myCart');
  });
});
