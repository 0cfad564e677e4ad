import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { LOCALES, type Locale } from 'shared-contracts/i18n/locale';
import { startMallServer } from '../features/catalogue/test/mall-test-server';
import { pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { localeAtom } from 'shared-contracts/shell/i18n/locale-atom';
import { queryClient } from 'shared-contracts/shell/providers/query-client';
import { MallDocument } from './mall-document';

const { server } = pageTestServer(startMallServer);

/** The document's navbar: the first banner (the home page has a header of its own). */
const navbar = () => screen.getAllByRole('banner')[0]!;
const loginLink = () => within(navbar()).getAllByRole('link').find((link) => link.getAttribute('href')?.startsWith('/login'));

function renderDocument(location: string, locale: Locale = 'en') {
  queryClient.clear();
  const store = createStore();
  store.set(localeAtom, locale);
  const leave = vi.fn();
  render(<Provider store={store}><MallDocument location={location} leave={leave} /></Provider>);
  return { leave };
}

describe('the mall document', () => {
  it.each(LOCALES)('draws the mall home with the navbar, the footer and every text in %s', async (locale) => {
    renderDocument('/mall', locale);
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(loginLink()?.getAttribute('href')).toBe('/login?redirect=%2Fmall');
    expect(within(navbar()).getByRole('button', { name: /language|语言|ngôn ngữ/i })).toBeTruthy();
    // The home's catalogue is part of the document's page: the footer comes once its sections have answered.
    expect((await screen.findByRole('contentinfo')).textContent).not.toBe('');
    expect(screen.getByRole('heading', { level: 2, name: /categor|分类|danh mục/i })).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('link').some((link) => link.getAttribute('href') === '/mallDetail/7')).toBe(true));
    await waitFor(() => expect(document.title).toMatch(/ - /));
    expect(document.body.textContent).not.toMatch(/\b(layout|route|mall|home)\.[a-z]+\w*/);
  });

  it('moves from a search to a product page inside the document, titled as in the portal', async () => {
    const { leave } = renderDocument('/mall');
    const search = (await screen.findAllByRole('searchbox'))[0] ?? screen.getAllByRole('textbox')[0]!;
    fireEvent.change(search, { target: { value: 'cotton' } });
    fireEvent.submit(search.closest('form')!);
    const product = await screen.findByRole('link', { name: /Cotton short-sleeve T-shirt/ });
    expect(server.queriesOf('/api/goods')).toContainEqual(expect.objectContaining({ keyword: 'cotton' }));
    await waitFor(() => expect(document.title).toBe('Product search - Cross-border Procurement Service Platform'));
    fireEvent.click(product);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotton short-sleeve T-shirt' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Product detail - Cross-border Procurement Service Platform'));
    expect(loginLink()?.getAttribute('href')).toBe('/login?redirect=%2FmallDetail%2F7');
    expect(leave).not.toHaveBeenCalled();
  });

  it('opens an address outside the document as a document of its own', async () => {
    const { leave } = renderDocument('/mallDetail/7');
    fireEvent.click(await screen.findByRole('link', { name: 'Promotion materials (2)' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/mallMaterial/7'));
  });

  it('sends a visitor who adds to the cart to sign in, coming back to the product', async () => {
    const { leave } = renderDocument('/mallDetail/7');
    await screen.findByRole('heading', { level: 1, name: 'Cotton short-sleeve T-shirt' });
    fireEvent.click(screen.getByRole('button', { name: 'Red' }));
    fireEvent.click(screen.getByRole('button', { name: 'M' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    // 'Please Login First' says what happens after signing in; its Sign in leaves for the portal's sign-in page.
    const dialog = await screen.findByRole('dialog', { name: 'Please Login First' });
    fireEvent.click(within(dialog).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/login?redirect=%2FmallDetail%2F7'));
    expect(server.state.writes).toEqual([]);
  });
});
