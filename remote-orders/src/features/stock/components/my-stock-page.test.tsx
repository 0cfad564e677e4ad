import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { stubScreenWidth } from 'shared-contracts/test-support/screen-width';
import { stockMessages } from '../messages';
import { startStockServer } from '../test/stock-test-server';
import { MyStockPage } from './my-stock-page';

const Page = withRemoteMessages(MyStockPage, stockMessages);
const { server } = pageTestServer(startStockServer);
const open = (locale: 'en' | 'cn' | 'vi' = 'en') => renderWithProviders(
  <RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: '/myStock', route: '/myStock', locale },
);
/** The cells of the table row naming `goods`, as the reader sees them. */
const rowOf = (goods: string) => screen.getByText(goods).closest('tr') as HTMLElement;
let restoreWidth: (() => void) | undefined;
afterEach(() => { restoreWidth?.(); restoreWidth = undefined; });

describe('my stock', () => {
  it('asks an anonymous visitor to sign in and sends no request', async () => {
    open();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FmyStock');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('shows each specification with its counters, and Ship only where something is available', async () => {
    loginAs(['purchaser']);
    open();
    expect(await screen.findByText('500 ml')).toBeDefined();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Goods', 'Available', 'Awaiting final payment', 'In transit', 'Frozen (after-sales)', 'Being stocked', 'Batches', 'Earliest storage', 'Actions']);
    const cup = within(rowOf('500 ml')).getAllByRole('cell').map((c) => c.textContent);
    expect(cup.slice(1, 7)).toEqual(['4', '3', '2', '1', '0', '12']);
    expect(screen.getByRole('link', { name: 'Ship Thermos cup · 500 ml' }).getAttribute('href')).toBe('/myInvoices/11');
    expect(screen.queryByRole('link', { name: /Ship Cup lid/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ship Thermos cup · 1 litre/ })).toBeNull();
    expect(screen.getByText('3 specifications')).toBeDefined();
  });

  it('on a phone, is a card per specification with every counter named, what waits for the balance beside what is available', async () => {
    restoreWidth = stubScreenWidth(360);
    loginAs(['purchaser']);
    open('vi');
    const list = await screen.findByRole('list', { name: 'Kho hàng của tôi' });
    expect(screen.queryByRole('table')).toBeNull();
    const litre = within(within(list).getAllByRole('listitem').find((card) => within(card).queryByText('1L')) as HTMLElement);
    const figures = litre.getAllByRole('definition').map((d) => d.textContent);
    const terms = litre.getAllByRole('term').map((t) => t.textContent);
    expect(terms.slice(0, 2)).toEqual(['Có sẵn', 'Chờ thanh toán cuối']);
    expect(figures.slice(0, 2)).toEqual(['0', '20']);
    expect(litre.queryByRole('link', { name: /Gửi hàng/ })).toBeNull();
    fireEvent.click(litre.getByRole('button', { name: 'Xem các lô của Bình giữ nhiệt · 1L' }));
    expect(await screen.findByText('Các lô của Bình giữ nhiệt · 1L')).toBeDefined();
  });

  it('opens a row\'s batches beneath it, paged, with their orders', async () => {
    loginAs(['purchaser']);
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Show the batches of Thermos cup · 500 ml' }));
    const batches = within(await screen.findByRole('table', { name: 'Batches of Thermos cup · 500 ml' }));
    expect(batches.getAllByRole('row')).toHaveLength(11);
    expect(batches.getByText('SB20261120000100')).toBeDefined();
    expect(batches.getAllByRole('link', { name: 'PO20261118000005' })[0]?.getAttribute('href')).toBe('/myOrderDetail/5');
    expect(screen.getByText('12 batches')).toBeDefined();
    fireEvent.click(within(screen.getByRole('navigation', { name: 'Pages of batches' })).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('SB20261120000111')).toBeDefined();
    expect(within(screen.getByRole('table', { name: 'Batches of Thermos cup · 500 ml' })).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Hide batches of Thermos cup · 500 ml' }));
    expect(screen.queryByRole('table', { name: 'Batches of Thermos cup · 500 ml' })).toBeNull();
  });

  it('says so when there is no stock yet, in the reader\'s language', async () => {
    server.state.rows = [];
    loginAs(['purchaser']);
    open('vi');
    expect(await screen.findByText('Chưa có hàng trong kho')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Xem đơn hàng của tôi' }).getAttribute('href')).toBe('/myOrder');
  });

  it('offers a retry when the stock cannot be loaded', async () => {
    server.state.failStock = true;
    loginAs(['purchaser']);
    open('cn');
    expect(await screen.findByText('库存加载失败。')).toBeDefined();
    server.state.failStock = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findAllByText('保温杯')).toHaveLength(2);
  });
});
