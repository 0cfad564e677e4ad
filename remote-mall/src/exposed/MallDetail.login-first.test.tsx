import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { RemoteMessages } from 'shared-contracts/react/remote-messages';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../features/catalogue/test/mall-test-server';
import { PURCHASE_INTENT_KEY, savePurchaseIntent } from '../features/product/utils/purchase-intent';
import MallDetail from './MallDetail';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

/**
 * A signed-out add to cart or buy now (issue 25): 'Please Login First', the way to sign in returning to the product,
 * and, back on the product signed in, what the buyer asked done once with the SKU and quantity they chose.
 */
let server: Awaited<ReturnType<typeof startMallServer>>;
beforeAll(async () => { server = await startMallServer(); });
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => {
  server.reset();
  sessionStore.set(cartCountAtom, 0);
  sessionStorage.clear();
});

// The host translates error.unauthorized ('Please Login First') for every page; the test stands in for it.
const openProduct = async (id = 7) => {
  renderWithProviders(<RemoteMessages messages={authMessages}><MallDetail /></RemoteMessages>, { path: `/mallDetail/${id}`, route: '/mallDetail/:id' });
  return screen.findByRole('heading', { level: 1, name: 'Cotton short-sleeve T-shirt' });
};
/** What the portal does after signing in at the login page: the product page is opened anew, signed in. */
const signInAndReturn = async () => {
  cleanup();
  loginAs(['buyer']);
  await openProduct();
};
const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
const quantity = () => (screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).value;
const loginDialog = async () => within(await findDialog('dialog', { name: 'Please Login First' }));

/** Chooses Red, `size` and `count` while signed out and presses `action`. */
async function chooseSignedOut(size: string, count: string, action: 'Add to cart' | 'Buy now') {
  await openProduct();
  fireEvent.click(screen.getByRole('button', { name: 'Red' }));
  fireEvent.click(screen.getByRole('button', { name: size }));
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity' }), { target: { value: count } });
  fireEvent.click(screen.getByRole('button', { name: action }));
}

describe('a signed-out purchase on the product page', () => {
  it('says Please Login First, sends nothing, and links to signing in with the product as the way back', async () => {
    await chooseSignedOut('S', '12', 'Add to cart');
    const dialog = await loginDialog();
    expect(dialog.getByText(/the specification and quantity you chose are put in your cart/)).toBeDefined();
    const signIn = dialog.getByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe(`/login?redirect=${encodeURIComponent('/mallDetail/7')}`);
    fireEvent.click(signIn);
    expect(screen.getByTestId('location').textContent).toBe(`/login?redirect=${encodeURIComponent('/mallDetail/7')}`);
    expect(server.state.writes).toEqual([]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('after signing in, puts the chosen SKU and quantity in the cart on the product page, once', async () => {
    await chooseSignedOut('S', '12', 'Add to cart');
    await loginDialog();
    await signInAndReturn();
    expect(await screen.findByText('Added to your cart.')).toBeDefined();
    expect(server.state.writes).toMatchObject([{ method: 'POST', path: '/api/shopCart', body: { goodsId: 7, skuId: 71, quantity: 12 } }]);
    // The page shows what was asked: Red, S and 12.
    expect([pressed('Red'), pressed('S'), quantity()]).toEqual(['true', 'true', '12']);
    expect(sessionStore.get(cartCountAtom)).toBe(4);
    expect(sessionStorage.getItem(PURCHASE_INTENT_KEY)).toBeNull();

    // A reload of the product page does not add it again.
    cleanup();
    await openProduct();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.state.writes).toHaveLength(1);
    expect(screen.queryByText('Added to your cart.')).toBeNull();
  });

  it('after signing in, a buy now goes on to the placed order with the chosen SKU and quantity', async () => {
    await chooseSignedOut('M', '8', 'Buy now');
    expect((await loginDialog()).getByText(/the order is placed with the specification and quantity you chose/)).toBeDefined();
    await signInAndReturn();
    expect(await screen.findByRole('dialog', { name: 'Order placed' })).toBeDefined();
    const [placed] = server.state.writes;
    expect(placed).toMatchObject({ method: 'POST', path: '/api/orders', body: { source: 'buyNow', goodsId: 7, skuId: 72, quantity: 8 } });
    expect(placed?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(server.state.writes).toHaveLength(1);
  });

  it('completes when the session arrives while the page stays open, and closes the question', async () => {
    await chooseSignedOut('S', '6', 'Add to cart');
    await loginDialog();
    loginAs(['buyer']);
    expect(await screen.findByText('Added to your cart.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please Login First' })).toBeNull());
    expect(server.state.writes).toMatchObject([{ body: { goodsId: 7, skuId: 71, quantity: 6 } }]);
  });

  it('forgets the choice when the buyer declines to sign in', async () => {
    await chooseSignedOut('S', '12', 'Add to cart');
    fireEvent.click((await loginDialog()).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sessionStorage.getItem(PURCHASE_INTENT_KEY)).toBeNull();
    await signInAndReturn();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.state.writes).toEqual([]);
  });

  it('never completes a choice made on another product, nor one for a SKU this goods does not have', async () => {
    savePurchaseIntent({ action: 'addToCart', path: '/mallDetail/8', goodsId: 8, skuId: 81, quantity: 3 });
    await signInAndReturn();
    savePurchaseIntent({ action: 'buyNow', path: '/mallDetail/7', goodsId: 7, skuId: 91, quantity: 3 });
    cleanup();
    await openProduct();
    await new Promise((r) => setTimeout(r, 100));
    expect(server.state.writes).toEqual([]);
    expect(sessionStorage.getItem(PURCHASE_INTENT_KEY)).toBeNull();
  });
});
