import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { orderMessages } from '../messages';
import { orderFixture, startOrdersServer } from '../test/orders-test-server';
import { OrderListPage } from './order-list-page';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(OrderListPage, orderMessages);
const { server, notify } = pageTestServer(startOrdersServer);
// The host translates error.unauthorized ('Please Login First') for every page; the test stands in for it.
const open = (path = '/myOrder', locale: 'en' | 'vi' = 'en') =>
  renderWithProviders(<RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path, route: '/myOrder', locale });
const location = () => screen.getByTestId('location').textContent;
const lastList = () => server.queriesOf('/api/orders/mine').at(-1);
const tab = (name: string | RegExp) => screen.getByRole('tab', { name });
const order = (orderNo: string) => within(screen.getByRole('article', { name: orderNo }));

describe('my orders', () => {
  it('asks an anonymous visitor to sign in, returning to the same list, without sending a request', async () => {
    open('/myOrder?state=depositReview');
    expect(screen.getByRole('heading', { name: 'Please Login First' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FmyOrder%3Fstate%3DdepositReview');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the state tabs with their counts and each order newest first', async () => {
    loginAs(['purchaser']);
    open();
    await screen.findByRole('article', { name: 'PO20261120000007' });
    await waitFor(() => expect(tab('All 7')).toBeDefined());
    expect(tab('Awaiting acceptance 2')).toBeDefined();
    expect(tab('Deposit 2')).toBeDefined();
    expect(tab('Delivery 1')).toBeDefined();
    expect(tab('Completed 1')).toBeDefined();
    expect(tab('Closed 1')).toBeDefined();
    expect(tab(/^All/).getAttribute('aria-selected')).toBe('true');

    const numbers = screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby') && within(a).getByRole('heading').textContent);
    expect(numbers).toEqual(['PO20261120000007', 'PO20261119000006', 'PO20261118000005', 'PO20261117000004', 'PO20261116000003', 'PO20261115000002', 'PO20261114000001']);
    const newest = order('PO20261120000007');
    expect(newest.getByText('Yiwu Small Goods')).toBeDefined();
    expect(newest.getByText('Cotton T-shirt')).toBeDefined();
    expect(newest.getByText('Red / M')).toBeDefined();
    expect(newest.getByText('+ 2 more goods')).toBeDefined();
    expect(newest.getByText('60')).toBeDefined();
    expect(newest.getByText(formatMoney(299940, 'en'))).toBeDefined();
    expect(newest.getByText(formatMoney(89982, 'en'))).toBeDefined();
    expect(newest.getByText('Awaiting platform acceptance')).toBeDefined();
    expect(newest.getByRole('link', { name: 'View details of order PO20261120000007' }).getAttribute('href')).toBe('/myOrderDetail/7');
    expect(order('PO20261116000003').getByText('Refused by the platform')).toBeDefined();
    expect(screen.getByText('7 orders')).toBeDefined();
    expect(lastList()).toEqual({ page: '0', size: '10' });
    expect(server.queriesOf('/api/orders/mine/counts')).toEqual([{}]);
  });

  it('opens the tab and state a link holds, and writes every choice into the URL', async () => {
    loginAs(['purchaser']);
    open('/myOrder?state=depositReview');
    await screen.findByRole('article', { name: 'PO20261117000004' });
    expect(lastList()).toMatchObject({ state: 'depositReview' });
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(tab('Deposit 2').getAttribute('aria-selected')).toBe('true'));
    const states = within(screen.getByRole('group', { name: 'States under Deposit' }));
    expect(states.getByRole('button', { name: 'Deposit under review (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(states.getByRole('button', { name: 'Deposit rejected (0)' }).getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(states.getByRole('button', { name: 'Deposit to be paid (1)' }));
    await waitFor(() => expect(location()).toBe('/myOrder?state=depositPending'));
    expect(await screen.findByRole('article', { name: 'PO20261118000005' })).toBeDefined();

    // A group's tab opens its first state that has orders.
    fireEvent.click(tab('Closed 1'));
    await waitFor(() => expect(location()).toBe('/myOrder?state=refused'));
    expect(await screen.findByRole('article', { name: 'PO20261116000003' })).toBeDefined();
    fireEvent.click(tab('Awaiting acceptance 2'));
    await waitFor(() => expect(location()).toBe('/myOrder?state=awaitingAcceptance'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.queryByRole('group', { name: /States under/ })).toBeNull();
    fireEvent.click(tab('All 7'));
    await waitFor(() => expect(location()).toBe('/myOrder'));
  });

  it('searches by order number or goods and by days, for the list and the counts alike', async () => {
    loginAs(['purchaser']);
    open('/myOrder?state=awaitingAcceptance');
    await screen.findByRole('article', { name: 'PO20261120000007' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Order number or goods' }), { target: { value: ' t-shirt ' } });
    // Typed the wrong way round: applied as meant.
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-11-20' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-11-18' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/myOrder?state=awaitingAcceptance&keyword=t-shirt&from=2026-11-18&to=2026-11-20'));
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '10', state: 'awaitingAcceptance', keyword: 't-shirt', from: '2026-11-18', to: '2026-11-20' }));
    expect(server.queriesOf('/api/orders/mine/counts').at(-1)).toEqual({ keyword: 't-shirt', from: '2026-11-18', to: '2026-11-20' });
    await waitFor(() => expect(tab('All 2')).toBeDefined());
    expect(screen.getAllByRole('article')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location()).toBe('/myOrder?state=awaitingAcceptance'));
    expect(screen.getByRole('searchbox', { name: 'Order number or goods' })).toHaveProperty('value', '');
  });

  it('pages through a long list, the page in the URL', async () => {
    loginAs(['purchaser']);
    server.state.orders.push(...Array.from({ length: 8 }, (_, i) => orderFixture({ id: 20 + i, day: '2026-11-01', status: 'completed', acceptance: 'accepted' })));
    open('/myOrder?state=completed');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    // The counts come by their own request: wait for them rather than race them.
    fireEvent.click(await screen.findByRole('tab', { name: 'All 15' }));
    await waitFor(() => expect(location()).toBe('/myOrder'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/myOrder?page=2'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(5));
    expect(lastList()).toEqual({ page: '1', size: '10' });
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
  });

  it('has an empty state with the way to the mall, and says when a filter finds nothing', async () => {
    loginAs(['purchaser']);
    server.state.orders = [];
    const view = open();
    expect(await screen.findByText('No orders yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to the mall' }).getAttribute('href')).toBe('/mall');
    view.unmount();
    open('/myOrder?keyword=nothing');
    expect(await screen.findByText('No orders here')).toBeDefined();
  });

  it('speaks Vietnamese', async () => {
    loginAs(['purchaser']);
    open('/myOrder', 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn hàng của tôi' })).toBeDefined();
    await waitFor(() => expect(tab('Chờ tiếp nhận 2')).toBeDefined());
    expect(order('PO20261119000006').getByText('Cốc sứ')).toBeDefined();
    expect(order('PO20261119000006').getByText('Chờ nền tảng tiếp nhận')).toBeDefined();
  });

  it('says so when the list cannot be loaded, with a retry', async () => {
    loginAs(['purchaser']);
    server.state.failLists = true;
    open();
    expect(await screen.findByText('Your orders could not be loaded.')).toBeDefined();
    server.state.failLists = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'PO20261120000007' })).toBeDefined();
  });

  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();
    const exports = () => server.queriesOf('/api/orders/mine/download');

    it('exports the orders as the list shows them now (tab, keyword, days), busy meanwhile', async () => {
      loginAs(['purchaser']);
      open('/myOrder?state=awaitingAcceptance&keyword=t-shirt&from=2026-11-18&to=2026-11-20');
      await screen.findByRole('article', { name: 'PO20261120000007' });
      let release = () => {};
      server.state.exportPlan = { refusal: null, hold: new Promise<void>((r) => { release = r; }) };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(exports()).toHaveLength(1));
      expect(exports()[0]).toEqual({ state: 'awaitingAcceptance', keyword: 't-shirt', from: '2026-11-18', to: '2026-11-20', lang: 'en', tzOffset });
      expect(screen.getByTitle('The list as filtered now, as an .xlsx file').hasAttribute('disabled')).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    });

    it('toasts a refusal in the reader\'s language and saves nothing', async () => {
      loginAs(['purchaser']);
      open('/myOrder', 'vi');
      await screen.findByRole('article', { name: 'PO20261120000007' });
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(JSON.stringify(notify.mock.calls[0])).toContain('mall.exportTooLarge');
      expect(exports()[0]).toEqual({ lang: 'vi', tzOffset });
      expect(saved).not.toHaveBeenCalled();
    });
  });
});
