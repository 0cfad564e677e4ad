import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { orderMessages } from '../messages';
import { BUYER, DEPOSIT_DUE, orderFixture, placed, startOrdersServer, step } from '../test/orders-test-server';

const FINAL_DUE = '2026-11-27T03:00:00.000Z';
import { OrderDetailPage } from './order-detail-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(OrderDetailPage, orderMessages);
const { server, notify } = pageTestServer(startOrdersServer);
const open = (id: number | string, locale: 'en' | 'vi' | 'cn' = 'en') => renderWithProviders(
  <RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: `/myOrderDetail/${id}`, route: '/myOrderDetail/:id', locale },
);
const money = (fen: number) => formatMoney(fen, 'en');
/** The value of a labelled field of the order's summary (a `dt` and its `dd`). */
const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
const timeline = () => within(screen.getByRole('list', { name: 'Order timeline' }));

describe('order detail', () => {
  it('asks an anonymous visitor to sign in, returning to the order', async () => {
    open(5);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FmyOrderDetail%2F5');
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('shows the order, its goods in the reader’s language and its timeline', async () => {
    loginAs(['purchaser']);
    open(5);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PO20261118000005' })).toBeDefined();
    expect(within(field('Order number')).getByText('PO20261118000005')).toBeDefined();
    expect(within(field('Store')).getByText('Yiwu Small Goods')).toBeDefined();
    expect(within(field('State')).getByText('Deposit to be paid')).toBeDefined();
    expect(within(field('Total quantity')).getByText('20')).toBeDefined();
    expect(within(field('Goods total')).getByText(money(99980))).toBeDefined();
    expect(within(field('Deposit (30%)')).getByText(money(29994))).toBeDefined();
    expect(within(field('Paid')).getByText(money(0))).toBeDefined();
    expect(within(field('Remarks')).getByText('Pack in tens, please.')).toBeDefined();
    const line = within(screen.getByRole('link', { name: 'Cotton T-shirt' }).closest('tr') as HTMLElement);
    expect(line.getByText('Red / M')).toBeDefined();
    expect(line.getByText(money(4999))).toBeDefined();
    expect(screen.getByRole('link', { name: 'Cotton T-shirt' }).getAttribute('href')).toBe('/mallDetail/201');

    const steps = timeline().getAllByRole('listitem');
    expect(steps).toHaveLength(2);
    expect(within(steps[0] as HTMLElement).getByText('Order placed')).toBeDefined();
    expect(within(steps[0] as HTMLElement).getByText('Awaiting platform acceptance')).toBeDefined();
    expect(within(steps[0] as HTMLElement).getByText(/by Lê Minh Tuấn/)).toBeDefined();
    expect(within(steps[1] as HTMLElement).getByText('Accepted by the platform')).toBeDefined();
    expect(within(steps[1] as HTMLElement).getByText('Deposit to be paid')).toBeDefined();
    expect(within(steps[1] as HTMLElement).getByText(/by Trần Thị Mai/)).toBeDefined();
    // Accepted, unpaid: the buyer may still withdraw it; there is nothing to confirm yet.
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Confirm receipt' })).toBeNull();
    expect(screen.queryByText('Waiting for the platform to accept')).toBeNull();
    // Accepted: the deposit is due by the order's deadline, in the reader's locale.
    expect(screen.getByText('Accepted: the deposit is due')).toBeDefined();
    const due = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(DEPOSIT_DUE));
    expect(screen.getByText(`Pay the deposit of ${money(29994)} by ${due}. An order still unpaid then is closed.`)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to my orders' }).getAttribute('href')).toBe('/myOrder');
  });

  it('tells a waiting buyer the platform accepts within a day, and cancels only after asking', async () => {
    loginAs(['purchaser']);
    open(6);
    expect(await screen.findByText('Waiting for the platform to accept')).toBeDefined();
    expect(screen.getByText(`The platform accepts orders within 1 day. Once it is accepted, you pay the deposit of ${money(7500)}.`)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const ask = within(await findDialog('alertdialog', { name: 'Cancel this order?' }));
    expect(ask.getByText('Order PO20261119000006 will be closed. This cannot be undone.')).toBeDefined();
    fireEvent.click(ask.getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.actions).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(await within(await findDialog('alertdialog')).findByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('The order was cancelled.')).toBeDefined();
    expect(server.state.actions).toEqual([{ id: 6, body: { action: 'cancel', note: null } }]);
    await waitFor(() => expect(within(field('State')).getByText('Closed')).toBeDefined());
    expect(timeline().getByText('Cancelled')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByText('Waiting for the platform to accept')).toBeNull();
  });

  it('shows the reason of a refusal', async () => {
    loginAs(['purchaser']);
    open(3);
    expect(await screen.findByText('The platform refused this order')).toBeDefined();
    expect(screen.getByText('Reason: The factory has stopped making this cup.')).toBeDefined();
    expect(timeline().getByText('Note: The factory has stopped making this cup.')).toBeDefined();
    expect(within(field('State')).getByText('Refused by the platform')).toBeDefined();
    expect(screen.queryByRole('group', { name: 'What you can do' })).toBeNull();
  });

  it('offers the deposit payment once accepted, and not while under review', async () => {
    loginAs(['purchaser']);
    const view = open(5);
    expect((await screen.findByRole('link', { name: 'Pay the deposit' })).getAttribute('href')).toBe('/mallPayment/5');
    view.unmount();
    open(4);
    await screen.findByRole('list', { name: 'Order timeline' });
    expect(screen.queryByRole('link', { name: 'Pay the deposit' })).toBeNull();
  });

  it('puts the balance at the top once stocking is complete, with its deadline, as the deposit is', async () => {
    loginAs(['purchaser']);
    server.state.orders[3] = { ...orderFixture({ id: 4, day: '2026-11-17', status: 'finalPaymentPending', acceptance: 'accepted' }), finalDueAt: FINAL_DUE };
    open(4);
    const notice = await screen.findByText('Stocking is complete: the balance is due');
    const due = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(FINAL_DUE));
    expect(screen.getByText(`Choose how many of the stocked units to take and pay the balance by ${due}. Stock not paid for by then goes back.`)).toBeDefined();
    const actions = within(screen.getByRole('group', { name: 'What you can do' }));
    expect(actions.getByRole('link', { name: 'Pay the balance' }).getAttribute('href')).toBe('/mallPayment/4?kind=final');
    // Both come before the order's own information: a phone shows them without scrolling.
    const summary = screen.getByRole('heading', { name: 'Order information' });
    expect(notice.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(actions.getByRole('link', { name: 'Pay the balance' }).compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says why a balance payment was rejected, and offers to pay it again', async () => {
    loginAs(['purchaser']);
    server.state.orders[3] = {
      ...orderFixture({ id: 4, day: '2026-11-17', status: 'finalPaymentRejected', acceptance: 'accepted', events: [
        placed('2026-11-17'), step('rejectFinal', 'finalPaymentReview', 'finalPaymentRejected', '2026-11-21', 'Số tiền chuyển khoản không khớp'),
      ] }),
      finalDueAt: FINAL_DUE,
    };
    open(4, 'vi');
    expect(await screen.findByText('Khoản thanh toán phần còn lại của bạn bị từ chối')).toBeDefined();
    expect(screen.getByText('Lý do: Số tiền chuyển khoản không khớp')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Thanh toán phần còn lại' }).getAttribute('href')).toBe('/mallPayment/4?kind=final');
  });

  it('says an online payment in a sentence: the method and the gateway\'s trade number, never the stored note', async () => {
    loginAs(['purchaser']);
    server.state.orders[3] = orderFixture({ id: 4, day: '2026-11-17', status: 'depositReview', acceptance: 'accepted', events: [
      placed('2026-11-17'), step('payDeposit', 'depositPending', 'depositReview', '2026-11-18', 'ONLINE_RMB_CARD SBX34EBCD976E572F033662F6E9', BUYER),
    ] });
    const view = open(4);
    await screen.findByRole('list', { name: 'Order timeline' });
    expect(timeline().getByText('Paid online with a Chinese bank card (RMB). The payment gateway\'s trade number: SBX34EBCD976E572F033662F6E9')).toBeDefined();
    expect(screen.queryByText(/ONLINE_RMB_CARD/)).toBeNull();
    view.unmount();
    open(4, 'vi');
    expect(await screen.findByText('Đã thanh toán trực tuyến bằng thẻ ngân hàng Trung Quốc (NDT). Mã giao dịch của cổng thanh toán: SBX34EBCD976E572F033662F6E9')).toBeDefined();
  });

  it('tells a partly delivered order from one in transit', async () => {
    loginAs(['purchaser']);
    server.state.orders[3] = { ...orderFixture({ id: 4, day: '2026-11-17', status: 'shipping', acceptance: 'accepted' }), delivery: { inWarehouse: 10, inTransit: 0, delivered: 10, received: 0 } };
    open(4);
    expect(await within(await screen.findByText('State', { selector: 'dt' }).then((dt) => dt.nextElementSibling as HTMLElement)).findByText('Partly delivered, rest in the warehouse')).toBeDefined();
    expect(screen.queryByText('Shipping')).toBeNull();
  });

  it('confirms receipt of a delivered order', async () => {
    loginAs(['purchaser']);
    open(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm receipt' }));
    fireEvent.click(await within(await findDialog('alertdialog', { name: 'Confirm receipt?' })).findByRole('button', { name: 'Confirm receipt' }));
    expect(await screen.findByText('Receipt confirmed: the order is completed.')).toBeDefined();
    expect(server.state.actions).toEqual([{ id: 2, body: { action: 'complete', note: null } }]);
    await waitFor(() => expect(within(field('State')).getByText('Completed')).toBeDefined());
  });

  it('after a 409 (the order moved on) says so, closes the question and reads the order again', async () => {
    loginAs(['purchaser']);
    open(6);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    // Meanwhile the platform refused it.
    server.state.orders = server.state.orders.map((o) => (o.id === 6 ? { ...o, status: 'closed', acceptance: 'refused' } : o));
    server.state.nextAnswers.push({ status: 409, body: { status: 409, message: 'mall.orderStateConflict' } });
    fireEvent.click(await within(await findDialog('alertdialog')).findByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', { text: 'mall.orderStateConflict' }, 5000, undefined));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await screen.findByText('The platform refused this order')).toBeDefined();
    expect(server.requests.filter((r) => r.url === '/api/orders/6')).toHaveLength(2);
  });

  it('says not found for an unknown or malformed id, without a toast', async () => {
    loginAs(['purchaser']);
    const view = open(999);
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeDefined();
    expect(notify).not.toHaveBeenCalled();
    view.unmount();
    server.requests.length = 0;
    open('abc');
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeDefined();
    expect(server.requests).toHaveLength(0);
  });

  it('speaks Vietnamese and Chinese', async () => {
    loginAs(['purchaser']);
    const view = open(5, 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Đơn hàng PO20261118000005' })).toBeDefined();
    expect(screen.getByText('Áo thun cotton')).toBeDefined();
    expect(screen.getByText('Nền tảng đã tiếp nhận')).toBeDefined();
    view.unmount();
    open(5, 'cn');
    expect(await screen.findByRole('heading', { level: 1, name: '订单 PO20261118000005' })).toBeDefined();
    expect(screen.getByText('纯棉T恤')).toBeDefined();
  });
});
