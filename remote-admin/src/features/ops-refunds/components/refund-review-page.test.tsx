import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from 'shared-contracts/mall/money';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { refundReviewMessages } from '../messages';
import { startOpsRefundsServer } from '../test/ops-refunds-test-server';
import { RefundReviewPage } from './refund-review-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(RefundReviewPage, refundReviewMessages);
const { server, notify } = pageTestServer(startOpsRefundsServer);
const REVIEWER = ['operator', 'refund:list', 'refund:review'];
const refundNo = (id: number) => `RF20261121${String(id).padStart(6, '0')}`;
const money = (fen: number) => formatMoney(fen, 'en');
/** Opens a refund and waits until its drawer has taken over the page (it hides the rest one frame after opening). */
const open = async (id: number) => {
  fireEvent.click(await screen.findByRole('button', { name: `Open refund ${refundNo(id)}` }));
  const drawer = within(await findDialog('dialog', { name: `Refund ${refundNo(id)}` }));
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'Refund review' })).toBeNull());
  return drawer;
};

beforeEach(() => {
  // jsdom has no object URLs; a picture only needs one to be shown.
  let n = 0;
  URL.createObjectURL = () => `blob:picture-${++n}`;
  URL.revokeObjectURL = () => {};
});

describe('refund review queue', () => {
  it('opens on the refunds under review, newest first, with the counts of every tab', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    await screen.findByText(refundNo(5));
    expect(screen.getAllByText(/^RF2026/).map((e) => e.textContent)).toEqual([refundNo(5), refundNo(3), refundNo(2)]);
    const tabs = within(screen.getByRole('tablist', { name: 'Refund states' }));
    await waitFor(() => expect(tabs.getByRole('tab', { name: 'Refunding 3' })).toBeDefined());
    expect(tabs.getByRole('tab', { name: 'Refund succeeded 1' })).toBeDefined();
    expect(tabs.getByRole('tab', { name: 'All 5' })).toBeDefined();
    const shipmentRow = within(screen.getByText(refundNo(3)).closest('tr') as HTMLElement);
    expect(shipmentRow.getByText('SH20261120000070')).toBeDefined();
    expect(shipmentRow.getByText(money(17_600))).toBeDefined();

    fireEvent.click(tabs.getByRole('tab', { name: 'Refund failed 1' }));
    expect(await screen.findByText(refundNo(4))).toBeDefined();
    await waitFor(() => expect(screen.queryByText(refundNo(5))).toBeNull());
  });

  it('finds refunds by buyer, counting under the same keyword', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    await screen.findByText(refundNo(5));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search refunds' }), { target: { value: 'Phạm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.queryByText(refundNo(2))).toBeNull());
    expect(screen.getByText(refundNo(5))).toBeDefined();
    expect(await screen.findByRole('tab', { name: 'All 1' })).toBeDefined();
  });

  it('opens filtered to the refund a notification links to, and keeps a new search in the address', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />, 'en', `/ops/refund-review?keyword=${refundNo(3)}`);
    expect(await screen.findByText(refundNo(3))).toBeDefined();
    expect(screen.getAllByText(/^RF2026/)).toHaveLength(1);
    expect(server.queriesOf('/api/refunds/admin').every((q) => q.keyword === refundNo(3))).toBe(true);
    expect(await screen.findByRole('tab', { name: 'All 1' })).toBeDefined();
    const box = screen.getByRole('searchbox', { name: 'Search refunds' });
    expect(box).toHaveProperty('value', refundNo(3));

    fireEvent.change(box, { target: { value: refundNo(2) } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe(`/ops/refund-review?keyword=${refundNo(2)}`));
    expect(location.dataset.navigation).toBe('REPLACE');
    expect(await screen.findByText(refundNo(2))).toBeDefined();
    await waitFor(() => expect(screen.queryByText(refundNo(3))).toBeNull());
  });

  it('shows a refund with its pictures fetched with the token, and approves it with an amount after asking', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    const drawer = await open(2);
    await waitFor(() => expect(drawer.getAllByRole('img', { name: /Picture \d of the request/ })).toHaveLength(2));
    expect(server.state.pictureRequests.every((r) => r.endsWith('Bearer t'))).toBe(true);
    // The review loads the pictures' thumbnails, not the originals.
    expect(server.state.pictureRequests.map((r) => r.split(' ')[0]).toSorted()).toEqual([
      '/api/refunds/files/5/p2a.png.thumb.webp', '/api/refunds/files/5/p2b.png.thumb.webp',
    ]);
    expect(drawer.getByText('Vỏ bị nứt')).toBeDefined();
    expect(drawer.getByText('Goods in stock (frozen while under review)')).toBeDefined();
    fireEvent.click(drawer.getByRole('button', { name: 'Approve' }));
    const ask = within(await findDialog('alertdialog', { name: `Approve refund ${refundNo(2)}?` }));
    const amount = ask.getByRole('textbox', { name: /Amount refunded/ }) as HTMLInputElement;
    expect(amount.value).toBe('264.00');
    expect(ask.getByText(`Refund ${money(26_400)} to Nguyễn Văn An for 3 × Electric kettle of order PO20261115000042. This cannot be undone.`)).toBeDefined();
    fireEvent.change(amount, { target: { value: '200.5' } });
    fireEvent.click(ask.getByRole('button', { name: 'Approve the refund' }));
    expect(await screen.findByText(`Refund ${refundNo(2)} was approved.`)).toBeDefined();
    expect(server.state.reviews).toEqual([{ id: 2, body: { approve: true, amount: 20_050, opinion: null } }]);
    await waitFor(() => expect(screen.queryByText(refundNo(2))).toBeNull());
  });

  it('refuses an amount over what was paid for the goods, here and from the server', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    const drawer = await open(3);
    expect(drawer.getByText('Goods sent by shipment SH20261120000070')).toBeDefined();
    expect(drawer.getByText(money(10_000))).toBeDefined();
    fireEvent.click(drawer.getByRole('button', { name: 'Approve' }));
    const ask = within(await findDialog('alertdialog'));
    const amount = ask.getByRole('textbox', { name: /Amount refunded/ }) as HTMLInputElement;
    // Prefilled with the bound, below the goods' value here.
    expect(amount.value).toBe('100.00');
    fireEvent.change(amount, { target: { value: '100.01' } });
    fireEvent.click(ask.getByRole('button', { name: 'Approve the refund' }));
    expect(await ask.findByText('Please enter an amount from zero up to what was paid for these goods.')).toBeDefined();
    fireEvent.change(amount, { target: { value: 'abc' } });
    fireEvent.click(ask.getByRole('button', { name: 'Approve the refund' }));
    expect(await ask.findByText('Please enter an amount from zero up to what was paid for these goods.')).toBeDefined();
    expect(server.state.reviews).toEqual([]);
    // Meanwhile another refund of the order was approved: the server's bound is lower than the page knew.
    server.state.refunds = server.state.refunds.map((r) => (r.id === 3 ? { ...r, maxAmount: 5_000 } : r));
    fireEvent.change(amount, { target: { value: '60' } });
    fireEvent.click(ask.getByRole('button', { name: 'Approve the refund' }));
    await waitFor(() => expect(server.state.reviews).toHaveLength(1));
    expect(await ask.findByText('Please enter an amount from zero up to what was paid for these goods.')).toBeDefined();
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });

  it('rejects only with an opinion, and says so when another operator decided first', async () => {
    loginAs(REVIEWER);
    renderWithProviders(<Page />);
    const drawer = await open(5);
    fireEvent.click(drawer.getByRole('button', { name: 'Reject' }));
    const ask = within(await findDialog('dialog', { name: `Reject refund ${refundNo(5)}` }));
    fireEvent.click(ask.getByRole('button', { name: 'Reject the refund' }));
    expect(await ask.findByText('Please give a reason.')).toBeDefined();
    expect(server.state.reviews).toEqual([]);
    fireEvent.change(ask.getByRole('textbox', { name: /Reject reason/ }), { target: { value: 'Hình không rõ' } });
    // Another operator decides first.
    server.state.refunds = server.state.refunds.map((r) => (r.id === 5 ? { ...r, status: 'refundSuccess' } : r));
    fireEvent.click(ask.getByRole('button', { name: 'Reject the refund' }));
    expect(await ask.findByText('This refund has already been reviewed.')).toBeDefined();
    expect(server.state.reviews).toEqual([{ id: 5, body: { approve: false, amount: null, opinion: 'Hình không rõ' } }]);
  });

  it('offers no decision without refund:review, nor on a decided refund', async () => {
    loginAs(['operator', 'refund:list']);
    renderWithProviders(<Page />);
    const drawer = await open(2);
    expect(drawer.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(drawer.queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  describe('export', () => {
    const saved = vi.fn();
    const tzOffset = String(-new Date().getTimezoneOffset());
    const exports = () => server.queriesOf('/api/refunds/admin/download');
    beforeEach(() => { vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(saved); });
    afterEach(() => { vi.restoreAllMocks(); saved.mockClear(); });

    it('exports the refunds as shown now (the state tab, the keyword) in the reader\'s language, busy meanwhile', async () => {
      loginAs(REVIEWER);
      renderWithProviders(<Page />);
      const tabs = within(screen.getByRole('tablist', { name: 'Refund states' }));
      await waitFor(() => expect(tabs.getByRole('tab', { name: 'Refunding 3' })).toBeDefined());
      let release = () => {};
      server.state.exportPlan = { refusal: null, hold: new Promise<void>((r) => { release = r; }) };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(exports()).toHaveLength(1));
      expect(exports()[0]).toEqual({ status: 'refunding', lang: 'en', tzOffset });
      expect(screen.getByTitle('The list as filtered now, as an .xlsx file').hasAttribute('disabled')).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));

      server.state.exportPlan = { refusal: null, hold: null };
      fireEvent.click(tabs.getByRole('tab', { name: 'Refund failed 1' }));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search refunds' }), { target: { value: 'Phạm' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(server.queriesOf('/api/refunds/admin').at(-1)).toMatchObject({ status: 'refundFailure', keyword: 'Phạm' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      expect(exports()[1]).toEqual({ status: 'refundFailure', keyword: 'Phạm', lang: 'en', tzOffset });
    });

    it('toasts a refusal in the reader\'s language and saves nothing', async () => {
      loginAs(REVIEWER);
      renderWithProviders(<Page />, 'vi');
      await screen.findByRole('tab', { name: /^Đang hoàn tiền/ });
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(JSON.stringify(notify.mock.calls[0])).toContain('mall.exportTooLarge');
      expect(exports()[0]).toMatchObject({ lang: 'vi', status: 'refunding' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Xuất ra Excel' }).hasAttribute('disabled')).toBe(false));
      expect(saved).not.toHaveBeenCalled();
    });
  });
});
