import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { formatMoney } from 'shared-contracts/mall/money';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { opsOrderMessages } from '../messages';
import { orderNoOf, startOpsOrdersServer } from '../test/ops-orders-test-server';
import { OrderAcceptPage } from './order-accept-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(OrderAcceptPage, opsOrderMessages);
const { server, notify } = pageTestServer(startOpsOrdersServer);
const OVERDUE = orderNoOf(11);
const RECENT = orderNoOf(12);
const row = async (orderNo: string) => within((await screen.findByText(orderNo)).closest('tr') as HTMLElement);
const lastList = () => server.queriesOf('/api/orders/admin').at(-1);

describe('order acceptance', () => {
  it('queues the orders waiting for acceptance with their wait, marking those over the 1-day target', async () => {
    loginAs(['order:list']);
    renderWithProviders(<Page />);
    const overdue = await row(OVERDUE);
    expect(overdue.getByText('Over 1 day')).toBeDefined();
    expect(overdue.getByText('1 day 6 h')).toBeDefined();
    expect(overdue.getByText('Nguyễn Văn An')).toBeDefined();
    expect(overdue.getByText('Ceramic mug')).toBeDefined();
    expect(overdue.getByText(formatMoney(25000, 'en'))).toBeDefined();
    expect(overdue.getByText(formatMoney(7500, 'en'))).toBeDefined();
    const recent = await row(RECENT);
    expect(recent.getByText('2 h 15 min')).toBeDefined();
    expect(recent.queryByText('Over 1 day')).toBeNull();
    const numbers = screen.getAllByRole('row').slice(1).map((r) => /PO\d{14}/.exec(r.textContent ?? '')?.[0]);
    expect(numbers).toEqual([RECENT, OVERDUE]);
    expect(lastList()).toEqual({ page: '0', size: '20', state: 'awaitingAcceptance' });
    expect(await screen.findByRole('button', { name: 'Acceptance queue 2' })).toBeDefined();
    expect(screen.getByText(/2 orders waiting/)).toBeDefined();
    // order:list without order:accept: the orders can be read, not answered.
    expect(screen.getByRole('button', { name: `Details of order ${OVERDUE}` })).toBeDefined();
    expect(screen.queryByRole('button', { name: /^Accept order/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Refuse order/ })).toBeNull();
  });

  it('accepts an order after asking, then the queue refreshes', async () => {
    loginAs(['order:list', 'order:accept']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Accept order ${OVERDUE}` }));
    const ask = within(await findDialog('alertdialog', { name: `Accept order ${OVERDUE}?` }));
    expect(ask.getByText(`Nguyễn Văn An can then pay the deposit of ${formatMoney(7500, 'en')}.`)).toBeDefined();
    fireEvent.click(ask.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(`Order ${OVERDUE} was accepted.`)).toBeDefined();
    expect(server.state.actions).toEqual([{ id: 11, body: { action: 'accept', note: null } }]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText(OVERDUE)).toBeNull());
    expect(await screen.findByRole('button', { name: 'Acceptance queue 1' })).toBeDefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('refuses only with a reason; the server’s 400 lands on the reason too', async () => {
    loginAs(['order:list', 'order:accept']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Refuse order ${RECENT}` }));
    const form = within(await findDialog('dialog', { name: `Refuse order ${RECENT}` }));
    expect(form.getByText('The order is closed and Lê Minh Tuấn reads your reason.')).toBeDefined();
    fireEvent.click(form.getByRole('button', { name: 'Refuse' }));
    expect(await form.findByText('Please give a reason.')).toBeDefined();
    expect(server.state.actions).toEqual([]);

    const reason = form.getByRole('textbox', { name: /Reason \(shown to the buyer\)/ });
    fireEvent.change(reason, { target: { value: 'Xưởng đã ngừng sản xuất' } });
    server.state.nextAnswers.push({ status: 400, body: { status: 400, message: 'mall.reasonRequired' } });
    fireEvent.click(form.getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(server.state.actions).toHaveLength(1));
    expect(await form.findByText('Please give a reason.')).toBeDefined();

    fireEvent.click(form.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(`Order ${RECENT} was refused.`)).toBeDefined();
    expect(server.state.actions.at(-1)).toEqual({ id: 12, body: { action: 'refuse', note: 'Xưởng đã ngừng sản xuất' } });
    await waitFor(() => expect(screen.queryByText(RECENT)).toBeNull());
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a 409 translated in the dialog when another operator answered first, and reads the queue again', async () => {
    loginAs(['order:list', 'order:accept']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Accept order ${RECENT}` }));
    const ask = within(await findDialog('alertdialog'));
    // Someone else refused it meanwhile.
    server.state.orders = server.state.orders.map((o) => (o.id === 12 ? { ...o, status: 'closed', acceptance: 'refused' } : o));
    const listsBefore = server.queriesOf('/api/orders/admin').length;
    fireEvent.click(ask.getByRole('button', { name: 'Accept' }));
    expect(await ask.findByText('This order has moved on and no longer allows this. Reload it to see where it stands.')).toBeDefined();
    expect(ask.getByRole('button', { name: 'Accept' })).toHaveProperty('disabled', true);
    await waitFor(() => expect(server.queriesOf('/api/orders/admin').length).toBeGreaterThan(listsBefore));
    fireEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText(RECENT)).toBeNull());
    expect(notify).not.toHaveBeenCalled();
  });

  it('opens an order in full beside the queue and answers it from there', async () => {
    loginAs(['order:list', 'order:accept']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Details of order ${OVERDUE}` }));
    const drawer = within(await findDialog('dialog', { name: `Order ${OVERDUE}` }));
    expect(await drawer.findByText('Giao trước Tết')).toBeDefined();
    expect(drawer.getByText('Nguyễn Văn An')).toBeDefined();
    expect(drawer.getByText('White')).toBeDefined();
    expect(drawer.getByText('Over 1 day')).toBeDefined();
    const timeline = within(drawer.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getByText('Order placed')).toBeDefined();
    expect(timeline.getByText(/by Nguyễn Văn An/)).toBeDefined();

    fireEvent.click(drawer.getByRole('button', { name: 'Accept' }));
    fireEvent.click(await within(await findDialog('alertdialog')).findByRole('button', { name: 'Accept' }));
    expect(await timeline.findByText('Accepted')).toBeDefined();
    expect(timeline.getByText(/by Trần Thị Mai/)).toBeDefined();
    expect(drawer.getAllByText('Deposit to be paid').length).toBeGreaterThan(0);
    // Accepting started the deposit countdown.
    expect(drawer.getByText('Deposit due by')).toBeDefined();
    expect(drawer.queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('shows every order by state, with the counts on the tabs', async () => {
    loginAs(['order:list', 'order:accept']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'All orders' }));
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '20' }));
    expect(await screen.findByRole('tab', { name: 'All 5' })).toBeDefined();
    expect(await row(orderNoOf(15))).toBeDefined();
    // All, awaiting acceptance, refused, the 15 statuses less the 3 refund ones, and the 3 partial deliveries.
    expect(screen.getAllByRole('tab')).toHaveLength(18);
    expect(screen.getByRole('tab', { name: /^Partly delivered, more on the way/ })).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Refused by the platform 1' }));
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '20', state: 'refused' }));
    const refused = await row(orderNoOf(14));
    expect(refused.getByText('Refused by the platform')).toBeDefined();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(refused.queryByRole('button', { name: /^Accept/ })).toBeNull();
  });

  it('filters by order number or goods and by days, list and counts alike', async () => {
    loginAs(['order:list']);
    renderWithProviders(<Page />);
    await row(OVERDUE);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Order number or goods' }), { target: { value: ' 000012 ' } });
    fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-12-31' } });
    fireEvent.change(screen.getByLabelText('Placed to'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '20', state: 'awaitingAcceptance', keyword: '000012', from: '2026-01-01', to: '2026-12-31' }));
    expect(server.queriesOf('/api/orders/admin/counts').at(-1)).toEqual({ keyword: '000012', from: '2026-01-01', to: '2026-12-31' });
  });

  it('opens filtered to the order a notification links to, follows the next one, and keeps a search in the address', async () => {
    loginAs(['order:list']);
    renderWithProviders(
      <><Page /><Link to={`/ops/order-accept?keyword=${OVERDUE}`}>Next notification</Link></>, 'en', `/ops/order-accept?keyword=${RECENT}`,
    );
    await row(RECENT);
    expect(screen.queryByText(OVERDUE)).toBeNull();
    // Never the whole queue first: every request of the list and its counts was under the keyword.
    expect(server.queriesOf('/api/orders/admin')).toEqual([{ page: '0', size: '20', state: 'awaitingAcceptance', keyword: RECENT }]);
    expect(server.queriesOf('/api/orders/admin/counts').every((q) => q.keyword === RECENT)).toBe(true);
    const box = screen.getByRole('searchbox', { name: 'Order number or goods' });
    expect(box).toHaveProperty('value', RECENT);

    // Another notification followed while the queue is open.
    fireEvent.click(screen.getByRole('link', { name: 'Next notification' }));
    await row(OVERDUE);
    await waitFor(() => expect(screen.queryByText(RECENT)).toBeNull());
    expect(lastList()).toEqual({ page: '0', size: '20', state: 'awaitingAcceptance', keyword: OVERDUE });
    expect(box).toHaveProperty('value', OVERDUE);

    fireEvent.change(box, { target: { value: ' Ceramic ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe('/ops/order-accept?keyword=Ceramic'));
    expect(location.dataset.navigation).toBe('REPLACE');
    await row(RECENT);
    expect(lastList()).toEqual({ page: '0', size: '20', state: 'awaitingAcceptance', keyword: 'Ceramic' });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(location.textContent).toBe('/ops/order-accept'));
    expect(box).toHaveProperty('value', '');
    // The whole queue again; waited for, so its request does not land in the next test's record.
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '20', state: 'awaitingAcceptance' }));
  });

  it("opens every state's orders narrowed to expiring stock from the dashboard's card, until the notice is dismissed", async () => {
    loginAs(['order:list']);
    renderWithProviders(<Page />, 'en', '/ops/order-accept?only=stockExpiring');
    expect(await screen.findByText('Only orders whose stock goes back within 2 days unless the balance is paid.')).toBeDefined();
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '20', only: 'stockExpiring' }));
    // Never the acceptance queue first, and the tabs count the narrowed orders.
    expect(server.queriesOf('/api/orders/admin').filter((q) => !(q.only === 'stockExpiring' && q.state === undefined))).toEqual([]);
    expect(server.queriesOf('/api/orders/admin/counts').every((q) => q.only === 'stockExpiring')).toBe(true);
    // The queue's button does not claim an empty queue from the narrowed counts.
    expect(screen.getByRole('button', { name: 'Acceptance queue' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Show all orders' }));
    const location = screen.getByTestId('location');
    await waitFor(() => expect(location.textContent).toBe('/ops/order-accept'));
    await waitFor(() => expect(lastList()).toEqual({ page: '0', size: '20', state: 'awaitingAcceptance' }));
    expect(screen.queryByText(/Only orders whose stock/)).toBeNull();
    expect(await screen.findByRole('button', { name: 'Acceptance queue 2' })).toBeDefined();
  });

  it('speaks Vietnamese', async () => {
    loginAs(['order:list', 'order:accept']);
    renderWithProviders(<Page />, 'vi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tiếp nhận đơn hàng' })).toBeDefined();
    expect((await row(OVERDUE)).getByText('Quá 1 ngày')).toBeDefined();
    expect(screen.getByRole('button', { name: `Tiếp nhận đơn hàng ${OVERDUE}` })).toBeDefined();
  });

  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();
    const exports = () => server.queriesOf('/api/orders/admin/download');

    it('exports the list as shown now (view, state tab, keyword, days) in the reader\'s language, busy meanwhile', async () => {
      loginAs(['order:list']);
      renderWithProviders(<Page />);
      await row(OVERDUE);
      let release = () => {};
      server.state.exportPlan = { refusal: null, hold: new Promise<void>((r) => { release = r; }) };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(exports()).toHaveLength(1));
      expect(exports()[0]).toEqual({ state: 'awaitingAcceptance', lang: 'en', tzOffset });
      // Busy: Chakra's spinner stands in for the label, the button keeps its hint.
      expect(screen.getByTitle('The list as filtered now, as an .xlsx file').hasAttribute('disabled')).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(screen.getByRole('button', { name: 'Export to Excel' }).hasAttribute('disabled')).toBe(false);

      server.state.exportPlan = { refusal: null, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'All orders' }));
      fireEvent.click(await screen.findByRole('tab', { name: 'Refused by the platform 1' }));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Order number or goods' }), { target: { value: '000014' } });
      fireEvent.change(screen.getByLabelText('Placed from'), { target: { value: '2026-01-01' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(lastList()).toMatchObject({ state: 'refused', keyword: '000014' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      expect(exports()[1]).toEqual({ state: 'refused', keyword: '000014', from: '2026-01-01', lang: 'en', tzOffset });
    });

    it('toasts a refusal in the reader\'s language and saves nothing', async () => {
      loginAs(['order:list']);
      renderWithProviders(<Page />, 'vi');
      await row(OVERDUE);
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(JSON.stringify(notify.mock.calls[0])).toContain('mall.exportTooLarge');
      expect(exports()[0]).toMatchObject({ lang: 'vi' });
      expect(saved).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Xuất ra Excel' }).hasAttribute('disabled')).toBe(false);
    });
  });
});
