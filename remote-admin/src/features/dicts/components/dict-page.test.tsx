import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { dictMessages } from '../messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { dictFixture, seedDetails, seedDicts, startDictServer } from '../test/dict-test-server';
import { DictPage } from './dict-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(DictPage, dictMessages);
let server: Awaited<ReturnType<typeof startDictServer>>;

beforeAll(async () => {
  server = await startDictServer();
});
afterAll(() => server.close());
const notify = setUpPageTests(() => server.url);
beforeEach(() => {
  Object.assign(server.state, { dicts: seedDicts(), details: seedDetails(), writes: [], nextWrite: null, failDicts: false });
});

async function openDict(name: string) {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('heading', { name: `Entries of ${name}` });
}

describe('dictionary management page', () => {
  it('lists dictionaries and shows the entries of the chosen one in every language', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    expect(await screen.findByText('订单状态')).toBeDefined();
    expect(screen.getByText('Choose a dictionary on the left to see its entries.')).toBeDefined();
    expect(server.requested('/api/dict?page=0&size=10')).toBe(true);

    await openDict('order_status');
    const row = (await screen.findByText('待付定金')).closest('tr');
    expect(row && within(row).getByText('Deposit to be paid')).toBeTruthy();
    expect(row && within(row).getByText('Chờ thanh toán tiền cọc')).toBeTruthy();
    expect(screen.getByText('已完成')).toBeDefined();
    expect(screen.queryByText('银行转账')).toBeNull();
    expect(server.requested('/api/dictDetail?dictName=order_status&page=0&size=10')).toBe(true);
    expect(screen.getByRole('button', { name: 'order_status' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add dictionary' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Add entry' })).toBeDefined();
  });

  it('shows no add, edit or delete buttons without the permissions', async () => {
    loginAs(['dict:list']);
    renderWithProviders(<Page />);
    await openDict('order_status');
    await screen.findByText('待付定金');
    for (const name of ['Add dictionary', 'Add entry', 'Edit order_status', 'Delete order_status', 'Edit 待付定金', 'Delete 待付定金']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });

  it('pages through the dictionaries, 0-based on the wire', async () => {
    loginAs(['admin']);
    server.state.dicts = Array.from({ length: 12 }, (_, i) => dictFixture(i + 1, `dict_${String(i + 1).padStart(2, '0')}`));
    renderWithProviders(<Page />);
    expect(await screen.findByText('Page 1 of 2')).toBeDefined();
    expect(screen.getByText('12 items')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('button', { name: 'dict_12' })).toBeDefined();
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    expect(server.requested('/api/dict?page=1&size=10')).toBe(true);
  });

  it('adds an entry to the chosen dictionary', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await openDict('order_status');
    await screen.findByText('待付定金');
    fireEvent.click(screen.getByRole('button', { name: 'Add entry' }));
    const form = within(await findDialog('dialog', { name: 'Add entry to order_status' }));
    fireEvent.change(form.getByRole('textbox', { name: /Label \(Chinese\)/ }), { target: { value: '已关闭' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Label (English)' }), { target: { value: 'Closed' } });
    fireEvent.change(form.getByRole('textbox', { name: /Value/ }), { target: { value: '12' } });
    fireEvent.change(form.getByRole('spinbutton', { name: 'Sort' }), { target: { value: '12' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'POST', path: '/api/dictDetail',
      body: { dict: { id: 1 }, label: '已关闭', labelI18n: { en: 'Closed' }, value: '12', dictSort: 12 },
    }]);
  });

  it("puts the server's refusal on the field it is about", async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await openDict('order_status');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 已完成' }));
    const form = within(await findDialog('dialog', { name: 'Edit entry of order_status' }));
    expect(form.getByRole('textbox', { name: /Value/ })).toHaveProperty('value', '11');
    server.state.nextWrite = { status: 409, body: { status: 409, message: MessageKey.dictValueTaken } };
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await form.findByText('This dictionary already has an entry with this value')).toBeDefined();
    expect(form.getByRole('textbox', { name: /Value/ }).getAttribute('aria-invalid')).toBe('true');
    expect(server.state.writes[0]).toMatchObject({ method: 'PUT', body: { id: 12, dict: { id: 1 }, value: '11' } });
    expect(notify).toHaveBeenCalledTimes(1);
  });

  it('renames the dictionary on show and follows it with the entries pane', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await openDict('order_status');
    fireEvent.click(screen.getByRole('button', { name: 'Edit order_status' }));
    const form = within(await findDialog('dialog', { name: 'Edit dictionary' }));
    fireEvent.change(form.getByRole('textbox', { name: /Dictionary name/ }), { target: { value: 'order_state' } });
    server.state.dicts = [dictFixture(1, 'order_state', '订单状态'), ...server.state.dicts.slice(1)];
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Entries of order_state' })).toBeDefined();
    expect(server.state.writes).toEqual([{ method: 'PUT', path: '/api/dict', body: { id: 1, name: 'order_state', description: '订单状态' } }]);
    await waitFor(() => expect(server.requested('/api/dictDetail?dictName=order_state&page=0&size=10')).toBe(true));
  });

  it('deletes a dictionary after confirmation and forgets it was chosen', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await openDict('order_status');
    fireEvent.click(screen.getByRole('button', { name: 'Delete order_status' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    expect(within(confirm).getByText('Delete the dictionary “order_status” with all its entries?')).toBeDefined();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Choose a dictionary on the left to see its entries.')).toBeDefined();
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/dict', body: [1] }]);
  });

  it('deletes an entry by its id', async () => {
    loginAs(['admin']);
    renderWithProviders(<Page />);
    await openDict('order_status');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 已完成' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Please Confirm Delete' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/dictDetail/12', body: undefined }]);
  });

  it('says when nothing matches, when a dictionary is empty, and when loading failed', async () => {
    loginAs(['admin']);
    server.state.details = [];
    renderWithProviders(<Page />);
    await openDict('payment_method');
    expect(await screen.findByText('This dictionary has no entries yet.')).toBeDefined();

    const search = screen.getByRole('searchbox', { name: 'Search dictionaries' });
    fireEvent.change(search, { target: { value: 'zzz' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    expect(await screen.findByText('Nothing matches “zzz”.')).toBeDefined();
    cleanup();

    server.state.failDicts = true;
    renderWithProviders(<Page />);
    expect(await screen.findByText('The dictionaries could not be loaded.')).toBeDefined();
    server.state.failDicts = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('订单状态')).toBeDefined();
  });
});
