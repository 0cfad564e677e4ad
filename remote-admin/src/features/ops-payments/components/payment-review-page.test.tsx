import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from 'shared-contracts/mall/money';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { paymentReviewMessages } from '../messages';
import { startOpsPaymentsServer } from '../test/ops-payments-test-server';
import { PaymentReviewPage } from './payment-review-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(PaymentReviewPage, paymentReviewMessages);
const { server, notify } = pageTestServer(startOpsPaymentsServer);
const REVIEWER = ['operator', 'payment:list', 'payment:review'];
const serial = (id: number) => `PAY20261121${String(id).padStart(6, '0')}`;
const rowOf = (id: number) => screen.getByText(serial(id)).closest('tr') as HTMLElement;
/** Opens a payment and waits until its drawer has taken over the page (it hides the rest one frame after opening). */
const open = async (id: number, openOf = 'Open payment', title = 'Payment', heading = 'Payment review') => {
  fireEvent.click(await screen.findByRole('button', { name: `${openOf} ${serial(id)}` }));
  const drawer = within(await findDialog('dialog', { name: `${title} ${serial(id)}` }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: heading })).toBeNull());
  return drawer;
};

beforeEach(() => {
  // jsdom has no object URLs; a picture only needs one to be shown.
  let n = 0;
  URL.createObjectURL = () => `blob:picture-${++n}`;
  URL.revokeObjectURL = () => {};
});

describe('payment review queue', () => {
  it('opens on the payments awaiting a decision, the one sent first at the top, and flags an amount that differs', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    await screen.findByText(serial(4));
    const serials = screen.getAllByText(/^PAY2026/).map((e) => e.textContent);
    expect(serials).toEqual([serial(1), serial(2), serial(3), serial(4)]);
    expect(server.paths()).toEqual(['/api/payments/admin?page=0&size=20&status=queue']);
    expect(screen.getByText('Longest waiting first')).toBeDefined();
    const reReview = within(rowOf(2));
    expect(reReview.getByText('Re-review')).toBeDefined();
    expect(reReview.getByText('Nguyễn Văn An')).toBeDefined();
    expect(reReview.getByText(`${formatMoney(1_049_790 - 1_000_000, 'en', 'VND')} short`)).toBeDefined();
    expect(within(rowOf(1)).queryByText(/short|over/)).toBeNull();
    expect(within(rowOf(3)).getByText('ACB')).toBeDefined();
    expect(screen.getByText('4 items')).toBeDefined();
  });

  it('shows a payment with its pictures, fetched with the token, and its breakdown', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    const drawer = await open(2);
    expect(await drawer.findByRole('img', { name: 'Transfer voucher screenshot' })).toBeDefined();
    // The queue loads the voucher's thumbnail, not the original a phone took.
    expect(server.state.pictureRequests).toEqual([{ id: 0, body: '/api/payments/files/5/v2.png.thumb.webp', authorization: 'Bearer t' }]);
    expect(await drawer.findByText('The picture could not be loaded.')).toBeDefined();
    expect(drawer.getByText('Deposit (30% of the goods total)')).toBeDefined();
    expect(drawer.getByText(`${formatMoney(100, 'en')} = ${formatMoney(3500, 'en', 'VND')}`)).toBeDefined();
    expect(drawer.getByRole('button', { name: 'Approve' })).toBeDefined();
  });

  it('opens the voucher\'s original, fetched with the token, in a new tab when the reviewer zooms in', async () => {
    const tab = { opener: window as Window | null, location: { href: '' }, close: vi.fn() };
    const opened = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    const drawer = await open(2);
    fireEvent.click(await drawer.findByRole('button', { name: 'Transfer voucher screenshot' }));
    // The tab opens within the click (later a browser would block it), cut off from this page.
    expect(opened).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:picture-/));
    expect(server.state.pictureRequests.map((r) => [r.body, r.authorization])).toEqual([
      ['/api/payments/files/5/v2.png.thumb.webp', 'Bearer t'], ['/api/payments/files/5/v2.png', 'Bearer t'],
    ]);
    expect(tab.close).not.toHaveBeenCalled();
    opened.mockRestore();
  });

  it('approves a payment after asking, and the queue is read again', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    const drawer = await open(1);
    fireEvent.click(drawer.getByRole('button', { name: 'Approve' }));
    const dialog = within(await findDialog('alertdialog', { name: `Approve payment ${serial(1)}?` }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`Payment ${serial(1)} approved.`)).toBeDefined();
    expect(server.state.reviews.map((r) => [r.id, r.body])).toEqual([[1, { approve: true, reason: null }]]);
    await waitFor(() => expect(screen.queryByText(serial(1))).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('rejects a payment only with a reason', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    const drawer = await open(2);
    fireEvent.click(drawer.getByRole('button', { name: 'Reject' }));
    const dialog = within(await findDialog('dialog', { name: `Reject payment ${serial(2)}` }));
    fireEvent.click(await dialog.findByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText('Please give a reason.')).toBeDefined();
    expect(server.state.reviews).toEqual([]);
    fireEvent.change(dialog.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Số tiền nhận được thiếu 49.790 ₫' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(`Payment ${serial(2)} rejected.`)).toBeDefined();
    expect(server.state.reviews.map((r) => [r.id, r.body])).toEqual([[2, { approve: false, reason: 'Số tiền nhận được thiếu 49.790 ₫' }]]);
    expect(server.state.payments.find((p) => p.id === 2)?.status).toBe('REVIEW_FAILED');
  });

  it('says so, translated, when another operator decided first, and reads the queue again', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />, 'vi');
    const drawer = await open(3, 'Xem khoản thanh toán', 'Khoản thanh toán', 'Duyệt thanh toán');
    server.state.payments = server.state.payments.map((p) => (p.id === 3 ? { ...p, status: 'PAID' } : p));
    fireEvent.click(drawer.getByRole('button', { name: 'Duyệt' }));
    const dialog = within(await findDialog('alertdialog'));
    fireEvent.click(await dialog.findByRole('button', { name: 'Duyệt' }));
    expect(await dialog.findByText('Khoản thanh toán này đã được duyệt.')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: `Xem khoản thanh toán ${serial(3)}` })).toBeNull());
  });

  it('shows no decision buttons without payment:review', async () => {
    loginAs(['operator', 'payment:list']);
    renderWithProviders(<Page />);
    const drawer = await open(1);
    expect(await drawer.findByRole('img', { name: 'Transfer voucher screenshot' })).toBeDefined();
    expect(drawer.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(drawer.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('lists one state or all, and searches by keyword', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    await screen.findByText(serial(4));
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'REVIEW_FAILED' } });
    expect(await screen.findByText(serial(6))).toBeDefined();
    expect(within(rowOf(6)).getByText('Review failed')).toBeDefined();
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: '' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search payments' }), { target: { value: 'Phạm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(server.paths()).toContain(`/api/payments/admin?page=0&size=20&keyword=${encodeURIComponent('Phạm')}`));
    expect(await screen.findByText(serial(3))).toBeDefined();
    await waitFor(() => expect(screen.queryByText(serial(4))).toBeNull());
  });

  it('opens filtered to the order a notification links to, and keeps a new search in the address', async () => {
    loginAs(REVIEWER);
    const orderNo = 'PO20261120000103';
    renderWithProviders(<Page />, 'en', `/ops/payment-review?keyword=${orderNo}`);
    expect(await screen.findByText(serial(3))).toBeDefined();
    expect(screen.getAllByText(/^PAY2026/)).toHaveLength(1);
    expect(server.paths()).toEqual([`/api/payments/admin?page=0&size=20&status=queue&keyword=${orderNo}`]);
    const box = screen.getByRole('searchbox', { name: 'Search payments' });
    expect(box).toHaveProperty('value', orderNo);

    fireEvent.change(box, { target: { value: 'PO20261120000104' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe('/ops/payment-review?keyword=PO20261120000104'));
    expect(location.dataset.navigation).toBe('REPLACE');
    expect(await screen.findByText(serial(4))).toBeDefined();
    await waitFor(() => expect(screen.queryByText(serial(3))).toBeNull());
  });

  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();
    const exports = () => server.queriesOf('/api/payments/admin/download');

    it('exports the payments as shown now (the queue or a state, the keyword) in the reader\'s language, busy meanwhile', async () => {
      loginAs(REVIEWER);
      renderWithProviders(<Page />);
      await screen.findByText(serial(4));
      let release = () => {};
      server.state.exportPlan = { refusal: null, hold: new Promise<void>((r) => { release = r; }) };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(exports()).toHaveLength(1));
      expect(exports()[0]).toEqual({ status: 'queue', lang: 'en', tzOffset });
      expect(screen.getByTitle('The list as filtered now, as an .xlsx file').hasAttribute('disabled')).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));

      server.state.exportPlan = { refusal: null, hold: null };
      fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: 'PAID' } });
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search payments' }), { target: { value: 'Phạm' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(server.queriesOf('/api/payments/admin').at(-1)).toMatchObject({ status: 'PAID', keyword: 'Phạm' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      expect(exports()[1]).toEqual({ status: 'PAID', keyword: 'Phạm', lang: 'en', tzOffset });

      fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), { target: { value: '' } });
      await waitFor(() => expect(server.queriesOf('/api/payments/admin').at(-1)).not.toHaveProperty('status'));
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(3));
      expect(exports()[2]).toEqual({ keyword: 'Phạm', lang: 'en', tzOffset });
    });

    it('toasts a refusal in the reader\'s language and saves nothing', async () => {
      loginAs(REVIEWER);
      renderWithProviders(<Page />, 'vi');
      await screen.findByText(serial(4));
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(JSON.stringify(notify.mock.calls[0])).toContain('mall.exportTooLarge');
      expect(exports()[0]).toMatchObject({ lang: 'vi', status: 'queue' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Xuất ra Excel' }).hasAttribute('disabled')).toBe(false));
      expect(saved).not.toHaveBeenCalled();
    });
  });
});
