import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { cartCountAtom, sessionStore } from 'shared-contracts/session/session-store';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../features/catalogue/test/mall-test-server';
import MallDetail from './MallDetail';
import MallDdcDetail from './MallDdcDetail';

let server: Awaited<ReturnType<typeof startMallServer>>;
beforeAll(async () => {
  server = await startMallServer();
});
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => {
  server.reset();
  sessionStore.set(cartCountAtom, 0);
});

const openProduct = async (id = 7) => {
  renderWithProviders(<MallDetail />, { path: `/mallDetail/${id}`, route: '/mallDetail/:id' });
  return screen.findByRole('heading', { level: 1, name: 'Cotton short-sleeve T-shirt' });
};
const spec = (name: string) => screen.getByRole('button', { name });
const quantity = () => screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement;

describe('product page', () => {
  it('shows the goods in the reader language with its breadcrumb, store, description and materials link', async () => {
    await openProduct();
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Clothing' }).getAttribute('href')).toBe('/mallSearch?categoryId=1');
    expect(crumbs.getByRole('link', { name: 'T-shirts' }).getAttribute('href')).toBe('/mallSearch?categoryId=11');
    expect(screen.getByRole('heading', { name: 'Yiwu Small Goods Store' })).toBeDefined();
    expect(await screen.findByText('412 goods')).toBeDefined();
    expect(screen.getByText('100% cotton, breathable.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Promotion materials (2)' }).getAttribute('href')).toBe('/mallMaterial/7');
    // No SKU chosen yet: the goods' price range.
    expect(screen.getByTestId('product-price').textContent).toBe('CN¥12.50 – CN¥18.90');
    expect(screen.getByRole('button', { name: 'Cotton short-sleeve T-shirt: picture 2 of 2' })).toBeDefined();
  });

  it('shows the gallery as thumbnails and links the main picture\'s original for a closer look', async () => {
    await openProduct();
    const zoom = screen.getByRole('link', { name: 'Cotton short-sleeve T-shirt: open the full-size picture' });
    expect(zoom.getAttribute('href')).toBe('/api/mall-files/goods/7/1.webp');
    expect(zoom.getAttribute('target')).toBe('_blank');
    expect(within(zoom).getByRole('img', { name: 'Cotton short-sleeve T-shirt: picture 1 of 2' }).getAttribute('src'))
      .toBe('/api/mall-files/goods/7/1.webp.thumb.webp');
    const second = screen.getByRole('button', { name: 'Cotton short-sleeve T-shirt: picture 2 of 2' });
    // Every picture says whose it is and which (issue 25): the thumbnails too.
    expect(second.querySelector('img')?.getAttribute('alt')).toBe('Cotton short-sleeve T-shirt: picture 2 of 2');
    expect(second.querySelector('img')?.getAttribute('src')).toBe('/api/mall-files/goods/7/2.webp.thumb.webp');
    fireEvent.click(second);
    expect(zoom.getAttribute('href')).toBe('/api/mall-files/goods/7/2.webp');
    expect(within(zoom).getByRole('img').getAttribute('alt')).toBe('Cotton short-sleeve T-shirt: picture 2 of 2');
  });

  it('refuses to add to the cart without a specification, in the page and without asking the server', async () => {
    loginAs(['buyer']);
    await openProduct();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Please Select The Specifications First');
    fireEvent.click(spec('Red'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(screen.getByRole('alert').textContent).toBe('Please Select The Specifications First');
    expect(server.state.writes).toEqual([]);
  });

  it('disables the combinations no SKU has and prices the chosen one', async () => {
    await openProduct();
    fireEvent.click(spec('Blue'));
    expect(spec('S')).toHaveProperty('disabled', true);
    expect(spec('M')).toHaveProperty('disabled', false);
    fireEvent.click(spec('M'));
    expect(spec('Blue').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('product-price').textContent).toBe('CN¥18.90');
    // The blue M's minimum is 3: the default quantity, and the total is for it.
    expect(quantity().value).toBe('3');
    expect(screen.getByText('Total: CN¥56.70')).toBeDefined();
    // Red is still possible with M; pressing it switches the SKU and its minimum (5).
    fireEvent.click(spec('Red'));
    expect(quantity().value).toBe('5');
    expect(screen.getByTestId('product-price').textContent).toBe('CN¥13.90');
  });

  it('enforces the minimum order quantity of the chosen SKU', async () => {
    loginAs(['buyer']);
    await openProduct();
    fireEvent.click(spec('Red'));
    fireEvent.click(spec('M'));
    fireEvent.change(quantity(), { target: { value: '4' } });
    expect(screen.getByText('The minimum order quantity of this specification is 5.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(server.state.writes).toEqual([]);
    fireEvent.change(quantity(), { target: { value: '' } });
    expect(screen.getByText('Please Enter The Quantity First')).toBeDefined();
  });

  it('adds the chosen SKU and quantity to the cart and updates the cart count', async () => {
    loginAs(['buyer']);
    await openProduct();
    fireEvent.click(spec('Red'));
    fireEvent.click(spec('S'));
    fireEvent.change(quantity(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added to your cart.')).toBeDefined();
    expect(server.state.writes).toMatchObject([{ method: 'POST', path: '/api/shopCart', body: { goodsId: 7, skuId: 71, quantity: 12 } }]);
    expect(sessionStore.get(cartCountAtom)).toBe(4);
  });

  it("shows the server's duplicate refusal as the translated toast", async () => {
    loginAs(['buyer']);
    await openProduct();
    fireEvent.click(spec('Red'));
    fireEvent.click(spec('S'));
    server.state.nextWrite = { status: 400, body: { status: 400, message: MessageKey.cartDuplicate } };
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Added to your cart.')).toBeNull();
    expect(sessionStore.get(cartCountAtom)).toBe(0);
  });

  it('buys now with an idempotency key and shows the placed order', async () => {
    loginAs(['buyer']);
    await openProduct();
    fireEvent.click(spec('Red'));
    fireEvent.click(spec('M'));
    fireEvent.click(screen.getByRole('button', { name: 'Buy now' }));
    expect(await screen.findByText('B000077', { exact: false })).toBeDefined();
    const [placed] = server.state.writes;
    expect(placed).toMatchObject({ method: 'POST', path: '/api/orders', body: { source: 'buyNow', goodsId: 7, skuId: 72, quantity: 5 } });
    expect(placed?.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it('says plainly when the goods does not exist, without an error toast', async () => {
    renderWithProviders(<MallDetail />, { path: '/mallDetail/404', route: '/mallDetail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeDefined();
    expect(screen.getByText('This product does not exist or has been removed.')).toBeDefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('treats an id that is not a number as not found', async () => {
    renderWithProviders(<MallDetail />, { path: '/mallDetail/abc', route: '/mallDetail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeDefined();
    expect(server.queriesOf('/api/goods/abc')).toEqual([]);
  });

  it('shows where a purchasing-agent goods comes from, the link opened without a referrer', async () => {
    renderWithProviders(<MallDdcDetail />, { path: '/mallDdcDetail/9', route: '/mallDdcDetail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "Children's sneakers" })).toBeDefined();
    expect(screen.getByText('1688')).toBeDefined();
    expect(screen.getByText('儿童运动鞋 透气网面')).toBeDefined();
    const source = screen.getByRole('link', { name: 'Open the original page' });
    expect(source.getAttribute('href')).toBe('https://detail.1688.com/offer/610947572360.html');
    expect(source.getAttribute('rel')).toBe('noopener noreferrer');
    // A single SKU starts chosen, at its minimum.
    expect(screen.getByTestId('product-price').textContent).toBe('CN¥26.00');
    expect(quantity().value).toBe('10');
    expect(screen.queryByText(/Only you see this product/)).toBeNull();
  });

  it('tells the collector of a collected goods that only they see it and its prices are checked when ordered', async () => {
    loginAs(['buyer']);
    renderWithProviders(<MallDdcDetail />, { path: '/mallDdcDetail/10', route: '/mallDdcDetail/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: "Children's sneakers" })).toBeDefined();
    expect(screen.getByText(/Only you see this product: you collected it/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDefined();
  });
});
