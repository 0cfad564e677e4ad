import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { opsStockMessages } from '../messages';
import { orderNoOf, startOpsStockServer } from '../test/ops-stock-test-server';
import { StockingPage } from './stocking-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(StockingPage, opsStockMessages);
const { server, notify } = pageTestServer(startOpsStockServer);
const LATE = orderNoOf(31);
const FRESH = orderNoOf(32);
const row = async (orderNo: string) => within((await screen.findByText(orderNo)).closest('tr') as HTMLElement);

describe('the stocking queue', () => {
  it('lists orders awaiting stocking with how long they took against the expected completion, the late ones marked', async () => {
    loginAs(['order:stock']);
    renderWithProviders(<Page />);
    const late = await row(LATE);
    expect(late.getByText('1 d 2 h late')).toBeDefined();
    expect(late.getByText('Late')).toBeDefined();
    expect(late.getByText('Stocking for 8 d 2 h')).toBeDefined();
    expect(late.getByText('2 of 7')).toBeDefined();
    expect(late.getByText('and 1 more')).toBeDefined();
    const fresh = await row(FRESH);
    expect(fresh.getByText('5 d 0 h left')).toBeDefined();
    expect(fresh.queryByText('Late')).toBeNull();
    expect(screen.getByRole('button', { name: 'Awaiting stocking 2' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Late 1' }));
    await waitFor(() => expect(screen.queryByText(FRESH)).toBeNull());
    expect(server.queriesOf('/api/stock/queue').at(-1)).toEqual({ page: '0', size: '20', overdue: 'true' });
  });

  it('records a batch checked as the server checks it, and shows a refusal in the dialog', async () => {
    loginAs(['order:stock']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Record a batch for order ${LATE}` }));
    const dialog = within(await findDialog('dialog', { name: `Record a batch for order ${LATE}` }));
    const cups = dialog.getByRole('textbox', { name: 'Units of Thermos cup · 500ml arrived (at most 3)' });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the batch' }));
    expect(await dialog.findByText('Please enter a quantity stocked for at least one line.')).toBeDefined();
    fireEvent.change(cups, { target: { value: '4' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the batch' }));
    expect(await dialog.findByText('The quantity stocked would be more than was ordered for this line.')).toBeDefined();
    expect(server.state.writes).toEqual([]);

    // Another operator got there first: the server refuses, the dialog says why.
    server.state.nextAnswers.push({ status: 400, body: { status: 400, message: 'mall.stockAboveOrdered' } });
    fireEvent.change(cups, { target: { value: '3' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the batch' }));
    expect(await dialog.findByText('The quantity stocked would be more than was ordered for this line.')).toBeDefined();
    expect(server.state.writes).toHaveLength(1);
    fireEvent.change(cups, { target: { value: '2' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Units of Cup lid · Black arrived (at most 2)' }), { target: { value: '1' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Record the batch' }));
    expect(await screen.findByText(`3 units recorded for order ${LATE}.`)).toBeDefined();
    expect(server.state.writes.at(-1)).toEqual({ path: '31/batches', body: { lines: [{ lineId: 310, quantity: 2 }, { lineId: 311, quantity: 1 }] } });
    expect((await row(LATE)).getByText('5 of 7')).toBeDefined();
  });

  it('completes stocking after asking, warning when less came in than was ordered', async () => {
    loginAs(['order:stock']);
    renderWithProviders(<Page />);
    expect((await screen.findByRole('button', { name: `Complete stocking of order ${FRESH}` }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: `Complete stocking of order ${LATE}` }));
    const ask = within(await findDialog('alertdialog', { name: `Complete stocking of order ${LATE}?` }));
    expect(ask.getByText('5 units fewer than ordered: the buyer can only take what was stocked.')).toBeDefined();
    fireEvent.click(ask.getByRole('button', { name: 'Complete stocking' }));
    expect(await screen.findByText(`Stocking of order ${LATE} is complete: the buyer can pay the final balance.`)).toBeDefined();
    await waitFor(() => expect(screen.queryByText(LATE)).toBeNull());
  });

  it('shows the queue without the stocking steps to staff without order:stock, and the order\'s stocking in the drawer', async () => {
    loginAs(['order:list']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Details of order ${LATE}` }));
    const drawer = within(await findDialog('dialog', { name: `Order ${LATE}` }));
    expect(await drawer.findByText('Thermos cup · 500ml')).toBeDefined();
    expect(drawer.getByText('Nothing has been recorded yet.')).toBeDefined();
    expect(drawer.queryByRole('button', { name: 'Record a batch' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Record a batch for order/ })).toBeNull();
  });

  it('opens filtered by the keyword of its address, shown in the search box', async () => {
    loginAs(['order:stock']);
    renderWithProviders(<Page />, 'en', `/ops/stocking?keyword=${FRESH}`);
    await row(FRESH);
    expect(screen.queryByText(LATE)).toBeNull();
    expect(server.queriesOf('/api/stock/queue')).toEqual([{ page: '0', size: '20', keyword: FRESH }]);
    expect(screen.getByRole('searchbox', { name: 'Search the stocking queue' })).toHaveProperty('value', FRESH);
  });

  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();
    const exports = () => server.queriesOf('/api/stock/queue/download');

    it('exports the queue as shown now (all or the late ones, the keyword) in the reader\'s language, busy meanwhile', async () => {
      loginAs(['order:stock']);
      renderWithProviders(<Page />);
      await row(LATE);
      let release = () => {};
      server.state.exportPlan = { refusal: null, hold: new Promise<void>((r) => { release = r; }) };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(exports()).toHaveLength(1));
      expect(exports()[0]).toEqual({ lang: 'en', tzOffset });
      expect(screen.getByTitle('The list as filtered now, as an .xlsx file').hasAttribute('disabled')).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));

      server.state.exportPlan = { refusal: null, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Late 1' }));
      fireEvent.change(screen.getByRole('searchbox', { name: 'Search the stocking queue' }), { target: { value: 'Thermos' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(server.queriesOf('/api/stock/queue').at(-1)).toMatchObject({ overdue: 'true', keyword: 'Thermos' }));
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(2));
      expect(exports()[1]).toEqual({ keyword: 'Thermos', overdue: 'true', lang: 'en', tzOffset });
    });

    it('toasts a refusal in the reader\'s language and saves nothing', async () => {
      loginAs(['order:stock']);
      renderWithProviders(<Page />, 'vi');
      await row(LATE);
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(JSON.stringify(notify.mock.calls[0])).toContain('mall.exportTooLarge');
      expect(exports()[0]).toMatchObject({ lang: 'vi' });
      await waitFor(() => expect(screen.getByRole('button', { name: 'Xuất ra Excel' }).hasAttribute('disabled')).toBe(false));
      expect(saved).not.toHaveBeenCalled();
    });
  });
});
