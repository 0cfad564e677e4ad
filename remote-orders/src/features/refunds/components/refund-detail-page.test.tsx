import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { refundMessages } from '../messages';
import { startRefundsServer } from '../test/refunds-test-server';
import { RefundDetailPage } from './refund-detail-page';

const Page = withRemoteMessages(RefundDetailPage, refundMessages);
const { server, notify } = pageTestServer(startRefundsServer);
const open = (id: number | string, locale: 'en' | 'vi' | 'cn' = 'en') => renderWithProviders(
  <RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: `/myRefundDetail/${id}`, route: '/myRefundDetail/:id', locale },
);
/** The value of a labelled field of the refund's facts (a `dt` and its `dd`). */
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const when = (iso: string) => new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

beforeEach(() => {
  // jsdom has no object URLs; a picture only needs one to show.
  let n = 0;
  URL.createObjectURL = () => `blob:picture-${++n}`;
  URL.revokeObjectURL = () => {};
});

describe('/myRefundDetail/:id', () => {
  it('asks an anonymous visitor to sign in and sends nothing', async () => {
    open(3);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FmyRefundDetail%2F3');
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests).toHaveLength(0);
  });

  it('shows every refund field of a rejected refund, its pictures and its timeline', async () => {
    loginAs(['purchaser']);
    open(3);
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund RF20261121000003' })).toBeDefined();
    expect(within(field('Refund status')).getByText('Refund failed')).toBeDefined();
    expect(within(field('Order')).getByRole('link', { name: 'PO20261115000012' }).getAttribute('href')).toBe('/myOrderDetail/12');
    expect(within(field('Goods')).getByText('Electric kettle · White')).toBeDefined();
    expect(within(field('Refund of')).getByText('Goods in stock')).toBeDefined();
    expect(within(field('Quantity')).getByText('2')).toBeDefined();
    expect(within(field('Refund total')).getByText(formatMoney(0, 'en'))).toBeDefined();
    expect(within(field('Refund reason')).getByText('Vỏ bị nứt')).toBeDefined();
    expect(within(field('Initiator')).getByText('Lê Minh Tuấn')).toBeDefined();
    expect(within(field('Review opinion')).getByText('Hàng không lỗi')).toBeDefined();
    expect(within(field('Review time')).getByText(when('2026-11-22T09:30:00.000Z'))).toBeDefined();
    expect(within(field('Reject reason')).getByText('Hàng không lỗi')).toBeDefined();
    await waitFor(() => expect(screen.getAllByRole('img', { name: /Picture \d of the request/ })).toHaveLength(2));
    expect(screen.getAllByRole('img', { name: /of the request/ }).every((p) => p.getAttribute('src')?.startsWith('blob:picture-'))).toBe(true);
    const steps = within(screen.getByRole('list', { name: 'Refund timeline' })).getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[0] as HTMLElement).getByText('Refund of 2 requested')).toBeDefined();
    expect(within(steps[0] as HTMLElement).getByText(/by Lê Minh Tuấn/)).toBeDefined();
    expect(within(steps[1] as HTMLElement).getByText('Refund rejected')).toBeDefined();
    expect(within(steps[1] as HTMLElement).getByText(/by Trần Thị Mai/)).toBeDefined();
    expect(within(steps[1] as HTMLElement).getByText('Note: Hàng không lỗi')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to order PO20261115000012' }).getAttribute('href')).toBe('/myOrderDetail/12');
  });

  it('a refund under review shows its suggested amount and the wait; one on a shipment names it', async () => {
    loginAs(['purchaser']);
    const first = open(2);
    expect(await screen.findByRole('heading', { level: 1, name: 'Refund RF20261121000002' })).toBeDefined();
    expect(within(field('Goods value (amount to be confirmed)')).getByText(formatMoney(25_000, 'en'))).toBeDefined();
    expect(within(field('Review time')).getByText('Awaiting review')).toBeDefined();
    expect(within(field('Reject reason')).getByText('None')).toBeDefined();
    expect(screen.getByText('No pictures were sent with this request.')).toBeDefined();
    expect(screen.getByText('Waiting for the platform to review')).toBeDefined();
    first.unmount();
    open(5, 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hoàn tiền RF20261121000005' })).toBeDefined();
    expect(within(field('Hoàn tiền cho')).getByText('Hàng đã gửi theo phiếu giao SH20261120000040')).toBeDefined();
    expect(within(field('Trạng thái hoàn tiền')).getByText('Hoàn tiền thành công')).toBeDefined();
  });

  it('a picture that fails offers a retry; an unknown refund is a page of its own, not a toast', async () => {
    loginAs(['purchaser']);
    server.state.failPictures.add('b.png');
    const first = open(3);
    expect(await screen.findByText('Picture 2 could not be loaded.')).toBeDefined();
    expect(screen.getByRole('img', { name: 'Picture 1 of the request' })).toBeDefined();
    first.unmount();
    open(999);
    expect(await screen.findByRole('heading', { name: 'Refund not found' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to my orders' }).getAttribute('href')).toBe('/myOrder');
    expect(notify).not.toHaveBeenCalled();
  });
});
