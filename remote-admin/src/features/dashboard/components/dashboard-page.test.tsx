import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardQueryKeys } from 'shared-contracts/api/dashboard';
import { prefixesToInvalidate } from 'shared-contracts/live/query-invalidation';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { dashboardMessages } from '../messages';
import { FULL_WORK, startDashboardServer } from '../test/dashboard-test-server';
import { lastDays, todayInVietnam } from '../utils/period';
import { DashboardPage } from './dashboard-page';

const Page = withRemoteMessages(DashboardPage, dashboardMessages);
const { server } = pageTestServer(startDashboardServer);
const STAFF = ['order:list', 'order:accept', 'order:stock', 'payment:review', 'shipment:edit', 'refund:review'];
const card = (title: string, count: string) => screen.findByRole('link', { name: new RegExp(`^${title} ${count}( |$)`) });

beforeAll(() => {
  // jsdom measures nothing; Recharts' container only needs the observer to exist.
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
});

describe('the staff dashboard', () => {
  it('shows a card per queue with its count, each a link to the queue', async () => {
    loginAs(STAFF);
    renderWithProviders(<Page />);
    const accept = await card('Orders awaiting acceptance', '12');
    expect(accept.getAttribute('href')).toBe('/ops/order-accept');
    expect(within(accept).getByText('3 over the one-day target')).toBeDefined();
    const payments = await card('Payments awaiting review', '6');
    expect(within(payments).getByText('Deposit 4 · Final 2')).toBeDefined();
    expect(payments.getAttribute('href')).toBe('/ops/payment-review');
    expect((await card('Shipments to dispatch', '1,250')).getAttribute('href')).toBe('/ops/shipping');
    expect((await card('Refunds to review', '0')).getAttribute('href')).toBe('/ops/refund-review');
    expect((await card('Orders awaiting stocking', '7')).getAttribute('href')).toBe('/ops/stocking');
    expect((await card('Stock expiring within 2 days', '2')).getAttribute('href')).toBe('/ops/order-accept?only=stockExpiring');
  });

  it('clicking a card lands on its queue', async () => {
    loginAs(STAFF);
    renderWithProviders(<Page />);
    fireEvent.click(await card('Orders awaiting stocking', '7'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/ops/stocking'));
  });

  it('shows only the cards the server answers, and no figures without order:list', async () => {
    server.state.work = { awaitingAcceptance: { count: 0, overdue: 0 }, acceptReplyDays: 1 };
    loginAs(['order:accept']);
    renderWithProviders(<Page />);
    expect(await card('Orders awaiting acceptance', '0')).toBeDefined();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByText('none over the one-day target')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Figures' })).toBeNull();
    expect(server.queriesOf('/api/dashboard/figures')).toEqual([]);
  });

  it('figures of the last 30 days first: summary, chart with its table, funnel, times and top lists', async () => {
    loginAs(STAFF);
    renderWithProviders(<Page />);
    const today = todayInVietnam();
    const month = lastDays(30, today);
    expect(await screen.findByText(/2 orders placed from .* goods value CN¥123\.45 \(₫444,420 at 3,600 ₫ per ¥1\)\./)).toBeDefined();
    expect(server.queriesOf('/api/dashboard/figures')).toEqual([{ from: month.from, to: month.to }]);
    // The chart's text alternative: every day of the period in a table.
    const perDay = screen.getByRole('table', { name: 'Orders and goods value per day' });
    expect(within(perDay).getAllByRole('row')).toHaveLength(31);
    await waitFor(() => expect(screen.queryByText('Loading the chart…')).toBeNull());
    const funnel = within(screen.getByRole('region', { name: 'From placement to completion' }));
    const accepted = funnel.getByRole('row', { name: /Accepted/ });
    expect(within(accepted).getByText('62.5%')).toBeDefined();
    expect(funnel.getByText('1 order refused at acceptance; 3 orders closed along the way.')).toBeDefined();
    const times = within(screen.getByRole('region', { name: 'Reply times' }));
    const accept = times.getByRole('row', { name: /Time to accept an order/ });
    expect(within(accept).getByText('3 h 0 min')).toBeDefined();
    expect(within(accept).getByText('1 d 7 h')).toBeDefined();
    expect(within(accept).getByText('1 d 0 h')).toBeDefined();
    expect(times.getByText('Nothing measured in this period.')).toBeDefined();
    const top = within(screen.getByRole('region', { name: 'Largest by goods value' }));
    expect(within(top.getByRole('list', { name: 'Goods' })).getByText('Thermos cup')).toBeDefined();
    expect(top.getByText('CN¥210.00')).toBeDefined();
  });

  it('in Vietnamese: numbers, money and dates of the language', async () => {
    loginAs(STAFF);
    renderWithProviders(<Page />, 'vi');
    expect(await card('Phiếu giao hàng chờ gửi', '1.250')).toBeDefined();
    expect(await screen.findByText(/Từ \d\d\/\d\d\/\d{4} đến .* có 2 đơn được đặt, giá trị hàng 123,45\s?CN¥ \(444\.420\s?₫ theo tỷ giá 3\.600 ₫ cho ¥1\)\./)).toBeDefined();
    expect(screen.getByText('Bình giữ nhiệt')).toBeDefined();
  });

  it('7 days in one click, or chosen dates checked before asking', async () => {
    loginAs(STAFF);
    renderWithProviders(<Page />);
    await screen.findByRole('table', { name: 'Orders and goods value per day' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    const week = lastDays(7, todayInVietnam());
    await waitFor(() => expect(server.queriesOf('/api/dashboard/figures').at(-1)).toEqual(week));
    expect(screen.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-08' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-07' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toBeDefined();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(server.queriesOf('/api/dashboard/figures').at(-1)).toEqual({ from: '2026-03-01', to: '2026-03-07' }));
    expect(await screen.findByText(/2 orders placed from 03\/01\/2026 to 03\/07\/2026/)).toBeDefined();
  });

  it('follows live events: a change of the order flow refetches the counts, not the figures', async () => {
    loginAs(STAFF);
    const view = renderWithProviders(<Page />);
    await card('Orders awaiting acceptance', '12');
    await screen.findByRole('table', { name: 'Orders and goods value per day' });
    const figuresRead = server.queriesOf('/api/dashboard/figures').length;
    const prefixes = prefixesToInvalidate([{ entity: 'order' }]);
    expect(prefixes).toContainEqual(dashboardQueryKeys.work());
    server.state.work = { ...FULL_WORK, awaitingAcceptance: { count: 13, overdue: 3 } };
    await act(() => Promise.all(prefixes.map((queryKey) => view.queryClient.invalidateQueries({ queryKey }))));
    expect(await card('Orders awaiting acceptance', '13')).toBeDefined();
    // The figures are history: a change does not read them again.
    expect(server.queriesOf('/api/dashboard/figures')).toHaveLength(figuresRead);
  });
});
