import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LIVE_ENTITIES } from 'shared-contracts/api/live-events';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { clientKitMessages } from 'shared-contracts/i18n/messages-client-kit';
import { prefixesToInvalidate } from 'shared-contracts/live/query-invalidation';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { overviewKeys } from '../api/query-keys';
import { overviewMessages } from '../messages';
import { LONG_ORDER_NO, quietOverview, startOverviewServer } from '../test/overview-test-server';
import { OverviewPage } from './overview-page';

const Page = withRemoteMessages(OverviewPage, overviewMessages);
const { server } = pageTestServer(startOverviewServer);
const open = (locale: 'en' | 'cn' | 'vi' = 'en') => renderWithProviders(
  <RemoteMessages messages={clientKitMessages}><RemoteMessages messages={authMessages}><Page /></RemoteMessages></RemoteMessages>,
  { path: '/purchase/overview', route: '/purchase/overview', locale },
);
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('my overview', () => {
  it('asks an anonymous visitor to sign in and sends no request', async () => {
    open();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2Fpurchase%2Foverview');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('shows the sections in the order of urgency, spending last', async () => {
    loginAs(['purchaser']);
    open();
    await screen.findByRole('link', { name: `Pay the deposit of order ${LONG_ORDER_NO}` });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Payments due', 'Payments to make again', 'Stock going back soon', 'Shipments on the way', 'Refunds under review', 'Spending per month',
    ]);
  });

  it('links each payment due to where it is paid, with the amount in yuan and dong and the deadline as time left and moment', async () => {
    loginAs(['purchaser']);
    open();
    await screen.findByRole('heading', { level: 2, name: 'Payments due' });
    const due = section('Payments due');
    const deposit = await due.findByRole('link', { name: `Pay the deposit of order ${LONG_ORDER_NO}` });
    expect(deposit.getAttribute('href')).toBe('/mallPayment/5');
    expect(due.getByRole('link', { name: 'Pay the balance of order PO20261120000008' }).getAttribute('href')).toBe('/mallPayment/8?kind=final');
    const card = within(deposit.closest('li') as HTMLElement);
    expect(card.getByText('Thermos cup · 500 ml and 1 more item')).toBeDefined();
    expect(card.getByText(/^CN¥36\.00 \(about ₫129,600\)$/)).toBeDefined();
    const deadline = card.getByText(/^Due in 5 hours, by/);
    expect(deadline.querySelector('time')?.getAttribute('dateTime')).toBe(server.state.overview.duePayments.items[0]?.dueAt);
    expect(card.getByText('Unpaid by the deadline, the order closes.')).toBeDefined();
    expect(due.getByText(/Due in 3 days, by/)).toBeDefined();
    // The server capped the list: how many there are, and where the rest are.
    expect(due.getByText('The 2 most urgent of 12.')).toBeDefined();
    expect(due.getByRole('link', { name: 'All my orders' }).getAttribute('href')).toBe('/myOrder');
  });

  it('shows the rejection\'s reason, the stock going back, the shipment with its carrier\'s name and the refund, each linked', async () => {
    loginAs(['purchaser']);
    open();
    const again = await screen.findByRole('link', { name: 'Pay the balance of order PO20261121000009 again' });
    expect(again.getAttribute('href')).toBe('/mallPayment/9?kind=final');
    expect(section('Payments to make again').getByText('Rejected: Ảnh chứng từ bị mờ')).toBeDefined();
    const stock = section('Stock going back soon');
    expect(stock.getByRole('link', { name: 'Keep the stock of order PO20261121000009' }).getAttribute('href')).toBe('/myStock');
    expect(stock.getByText('3 units go back to the warehouse unless you pay the balance.')).toBeDefined();
    expect(stock.getByText(/^Due in 1 day, by/)).toBeDefined();
    const shipments = section('Shipments on the way');
    expect(shipments.getByRole('link', { name: 'Follow shipment SH20261126000031' }).getAttribute('href')).toBe('/myOrderDetail/7');
    expect(await shipments.findByText('Giao Hang Nhanh (GHN, Vietnam), tracking number GHN0001')).toBeDefined();
    expect(shipments.getByText('2 units, shipped 3 hours ago')).toBeDefined();
    const refunds = section('Refunds under review');
    expect(refunds.getByRole('link', { name: 'See refund RF20261127000041' }).getAttribute('href')).toBe('/myRefundDetail/41');
    expect(refunds.getByText('1 × Cup lid · Black of order PO20261119000007, CN¥33.33')).toBeDefined();
    expect(refunds.getByText('Requested 1 day ago; the platform replies within a day.')).toBeDefined();
  });

  it('lists spending per month as a table with a caption, each amount beside its bar', async () => {
    loginAs(['purchaser']);
    open('vi');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Các khoản thanh toán đã duyệt (cọc và phần còn lại) theo tháng, 6 tháng gần nhất')).toBeDefined();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tháng', 'Đã chi', 'Số khoản']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    const october = within(rows[4] as HTMLElement).getAllByRole('cell').map((c) => c.textContent);
    expect(october[2]).toBe('3');
    expect(october[1]).toContain('1.250');
    // Bars are the largest month's share, hidden from screen readers (the figures are read).
    const bars = within(table).getAllByTestId('spending-bar');
    expect(bars.every((b) => b.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('says in every section that nothing waits, in the reader\'s language', async () => {
    server.state.overview = quietOverview();
    loginAs(['purchaser']);
    open('vi');
    expect(await screen.findByText('Không có khoản nào cần bạn thanh toán.')).toBeDefined();
    expect(screen.getByText('Không có khoản thanh toán nào của bạn bị từ chối.')).toBeDefined();
    expect(screen.getByText('Không có hàng nào của bạn bị trả lại trong 2 ngày tới.')).toBeDefined();
    expect(screen.getByText('Không có phiếu giao hàng nào đang vận chuyển.')).toBeDefined();
    expect(screen.getByText('Không có yêu cầu hoàn tiền nào đang chờ quyết định.')).toBeDefined();
    expect(screen.getByText('Không có khoản thanh toán nào của bạn được duyệt trong 6 tháng gần nhất.')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('offers a retry when the overview cannot be loaded', async () => {
    server.state.fail = true;
    loginAs(['purchaser']);
    open('cn');
    expect(await screen.findByText('概览加载失败。')).toBeDefined();
    server.state.fail = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('heading', { level: 2, name: '待付款' })).toBeDefined();
  });

  it('keeps its query where the live stream\'s every change of orders, payments, refunds, shipments and stock reaches it', () => {
    for (const entity of LIVE_ENTITIES.filter((e) => e !== 'notification')) {
      const prefixes = prefixesToInvalidate([{ entity }]);
      expect(prefixes.some((p) => p.every((part, i) => overviewKeys.mine[i] === part)), entity).toBe(true);
    }
  });
});
