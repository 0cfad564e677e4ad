import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../catalogue/test/mall-test-server';
import { searchMessages } from '../messages';
import { SearchPage } from './search-page';

const Page = withRemoteMessages(SearchPage, searchMessages);
const { server } = pageTestServer(startMallServer);

const open = (path: string) => renderWithProviders(<Page />, { path, route: '/mallSearch/:word?' });
const location = () => screen.getByTestId('location').textContent;
const lastGoodsQuery = () => server.queriesOf('/api/goods').at(-1);

describe('search page', () => {
  it('reads the whole search from the URL and asks the server in fen', async () => {
    open('/mallSearch/ao%20thun?categoryId=11&minPrice=12.5&maxPrice=30&ddc=false&sort=priceAsc&page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “ao thun”' })).toBeDefined();
    expect(await screen.findByText('3 goods found')).toBeDefined();
    expect(lastGoodsQuery()).toEqual({
      keyword: 'ao thun', categoryId: '11', minPrice: '1250', maxPrice: '3000', ddc: 'false', sort: 'priceAsc', page: '1', size: '20',
    });
    expect(screen.getByRole('searchbox', { name: 'Search goods' })).toHaveProperty('value', 'ao thun');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'priceAsc');
    expect(screen.getByRole('combobox', { name: 'Goods type' })).toHaveProperty('value', 'mall');
    expect(screen.getByRole('textbox', { name: 'Lowest price (¥)' })).toHaveProperty('value', '12.5');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).toHaveProperty('value', '11'));
    // The tree as an indented list, disabled categories left out.
    const options = within(screen.getByRole('combobox', { name: 'Category' })).getAllByRole('option').map((o) => o.textContent?.trim());
    expect(options).toEqual(['All categories', 'Clothing', 'T-shirts', 'Home', 'Cups']);
  });

  it('ignores what is not valid in the URL instead of failing', async () => {
    open('/mallSearch?categoryId=x&minPrice=-5&maxPrice=abc&ddc=maybe&sort=cheap&page=zero');
    expect(await screen.findByRole('heading', { level: 1, name: 'All goods' })).toBeDefined();
    await screen.findByText('3 goods found');
    expect(lastGoodsQuery()).toEqual({ page: '0', size: '20' });
  });

  it('writes each change into the URL and starts again at page 1', async () => {
    open('/mallSearch/cup?page=3');
    await screen.findByText('3 goods found');
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'newest' } });
    await waitFor(() => expect(location()).toBe('/mallSearch/cup?sort=newest'));
    await waitFor(() => expect(lastGoodsQuery()).toMatchObject({ keyword: 'cup', sort: 'newest', page: '0' }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Lowest price (¥)' }), { target: { value: '9.90' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Highest price (¥)' }), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    // Entered the wrong way round: applied as meant.
    await waitFor(() => expect(location()).toBe('/mallSearch/cup?minPrice=5&maxPrice=9.9&sort=newest'));
    await waitFor(() => expect(lastGoodsQuery()).toMatchObject({ minPrice: '500', maxPrice: '990' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search goods' }), { target: { value: 'áo thun' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe(`/mallSearch/${encodeURIComponent('áo thun')}?minPrice=5&maxPrice=9.9&sort=newest`));
  });

  it('refuses a price that is not a price, saying why', async () => {
    open('/mallSearch');
    await screen.findByText('3 goods found');
    fireEvent.change(screen.getByRole('textbox', { name: 'Lowest price (¥)' }), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(await screen.findByText('Enter a price such as 12.50')).toBeDefined();
    expect(location()).toBe('/mallSearch');
  });

  it('pages with the total the server counted', async () => {
    server.state.total = 45;
    open('/mallSearch/cup');
    expect(await screen.findByText('Page 1 of 3')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/mallSearch/cup?page=2'));
    await waitFor(() => expect(lastGoodsQuery()).toMatchObject({ page: '1' }));
    expect(await screen.findByText('Page 2 of 3')).toBeDefined();
  });

  it('shows what to try when nothing matches, and clears the filters', async () => {
    server.state.goods = [];
    server.state.total = 0;
    open('/mallSearch/zzz?ddc=true');
    expect(await screen.findByRole('heading', { name: 'No goods match this search' })).toBeDefined();
    expect(screen.getByText('You can search in English, Chinese or Vietnamese, with or without diacritics.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(location()).toBe('/mallSearch/zzz'));
  });

  it('says so when the goods cannot be loaded, with a retry', async () => {
    server.state.failGoods = true;
    open('/mallSearch');
    expect(await screen.findByText('The goods could not be loaded.')).toBeDefined();
    server.state.failGoods = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 goods found')).toBeDefined();
  });
});
