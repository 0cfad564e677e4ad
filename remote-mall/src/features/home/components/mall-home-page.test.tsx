import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../catalogue/test/mall-test-server';
import { homeMessages } from '../messages';
import { HOME_ROW_SIZE } from './home-catalogue';
import { MallHomePage } from './mall-home-page';

const Page = withRemoteMessages(MallHomePage, homeMessages);
const { server } = pageTestServer(startMallServer);

const section = (name: string) => within(screen.getByRole('region', { name }));
/** A goods card: its name is the link, stretched over the card that holds the rest. */
const cardOf = (link: HTMLElement) => within(link.closest('li') as HTMLElement);

describe('mall home', () => {
  it('shows categories, recommended and new goods and the trading hall, each linking on', async () => {
    renderWithProviders(<Page />, { path: '/mall' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeDefined();
    const nav = within(await screen.findByRole('navigation', { name: 'Categories' }));
    expect((await nav.findByRole('link', { name: 'Clothing' })).getAttribute('href')).toBe('/mallSearch?categoryId=1');
    expect(nav.getByRole('link', { name: 'T-shirts' }).getAttribute('href')).toBe('/mallSearch?categoryId=11');
    expect(nav.queryByText('隐藏分类')).toBeNull();

    const recommended = section('Recommended goods');
    expect((await recommended.findByRole('link', { name: /Cotton short-sleeve T-shirt/ })).getAttribute('href')).toBe('/mallDetail/7');
    // Purchasing-agent goods open their own detail route and carry their platform.
    const ddc = recommended.getByRole('link', { name: /Children's sneakers/ });
    expect(ddc.getAttribute('href')).toBe('/mallDdcDetail/9');
    expect(cardOf(ddc).getByText('1688')).toBeDefined();
    // Its picture says whose it is (issue 25), while the link reads as the name alone.
    expect(cardOf(ddc).getByRole('img').getAttribute('alt')).toBe("Children's sneakers: main picture");
    expect(ddc.textContent).toBe("Children's sneakers");
    expect(server.queriesOf('/api/goods')).toEqual(expect.arrayContaining([
      { page: '0', size: String(HOME_ROW_SIZE), recommended: 'true' },
      { page: '0', size: String(HOME_ROW_SIZE), sort: 'newest' },
    ]));

    const hall = section('Trading hall');
    const row = await hall.findByRole('link', { name: /B000501/ });
    expect(row.getAttribute('href')).toBe('/buyerDetail/501');
    expect(within(row).getByText('b***r')).toBeDefined();
    expect(within(row).getByText('Qty 40')).toBeDefined();
    // A banner drawn without images, linking to the purchasing-agent mall.
    expect(screen.getByRole('link', { name: /Purchasing-agent mall/ }).getAttribute('href')).toBe('/mallDdc');
  });

  it('searches from the home page', async () => {
    renderWithProviders(<Page />, { path: '/mall' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search goods' }), { target: { value: ' ao thun ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mallSearch/ao%20thun'));
  });

  it('keeps the page usable when the goods cannot be loaded', async () => {
    server.state.failGoods = true;
    renderWithProviders(<Page />, { path: '/mall' });
    await screen.findByRole('region', { name: 'Recommended goods' });
    expect(await section('Recommended goods').findByText('The goods could not be loaded.')).toBeDefined();
    expect(await section('Trading hall').findByRole('link', { name: /B000501/ })).toBeDefined();
  });

  it.each([
    ['en', 'Cotton short-sleeve T-shirt', 'CN¥12.50 – CN¥18.90', 'Ceramic mug', 'CN¥1,234.50', 'Min. order 2'],
    ['cn', '纯棉短袖T恤', '¥12.50 – ¥18.90', '陶瓷马克杯', '¥1,234.50', '起订量 2'],
    // The mug has no vi name: its Chinese one. (Testing Library reads the no-break space before CN¥ as a space.)
    ['vi', 'Áo thun cotton ngắn tay', '12,50 CN¥ – 18,90 CN¥', '陶瓷马克杯', '1.234,50 CN¥', 'Đặt tối thiểu 2'],
  ] as const)('prices and names goods in %s', async (locale, name, range, mugName, mugPrice, moq) => {
    renderWithProviders(<Page />, { path: '/mall', locale });
    const [shirt] = await screen.findAllByRole('link', { name: new RegExp(name) });
    expect(cardOf(shirt as HTMLElement).getByText(range)).toBeDefined();
    expect(cardOf(shirt as HTMLElement).getByText(moq)).toBeDefined();
    const [mug] = await screen.findAllByRole('link', { name: new RegExp(mugName) });
    expect(cardOf(mug as HTMLElement).getByText(mugPrice)).toBeDefined();
  });
});
