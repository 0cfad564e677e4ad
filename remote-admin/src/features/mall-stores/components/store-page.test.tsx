import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../mall-shared/test/mall-test-server';
import { storeMessages } from '../messages';
import { StorePage } from './store-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(StorePage, storeMessages);
const { server, notify } = pageTestServer(startMallServer);

describe('store management page', () => {
  it('lists stores with their rating in stars, and searches by name', async () => {
    loginAs(['store:list']);
    renderWithProviders(<Page />);
    const row = (await screen.findByText('广州服装城')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Guangzhou Garments')).toBeDefined();
    expect(within(row).getByText('4.8')).toBeDefined();
    expect(within(row).getByText('1688')).toBeDefined();
    expect(within(row).getByText('Guangzhou')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Add store' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Guangzhou Garments' })).toBeNull();

    const search = screen.getByRole('searchbox', { name: 'Search stores' });
    fireEvent.change(search, { target: { value: '深圳' } });
    fireEvent.submit(search.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.queryByText('广州服装城')).toBeNull());
    expect(server.requested(`/api/stores?page=0&size=20&blurry=${encodeURIComponent('深圳')}`)).toBe(true);
  });

  it('shows where a store ships from in the reader\'s language, the Chinese place where it has no translation', async () => {
    loginAs(['store:list']);
    renderWithProviders(<Page />, 'vi');
    const row = (await screen.findByText('广州服装城')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Quảng Châu')).toBeDefined();
    expect(within(screen.getByText('深圳数码').closest('tr') as HTMLElement).getByText('深圳')).toBeDefined();
  });

  it('edits a store: names, description and place per language, rating in tenths', async () => {
    loginAs(['store:list', 'store:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Guangzhou Garments' }));
    const form = within(await findDialog('dialog', { name: 'Edit store' }));
    expect(form.getByRole('spinbutton', { name: /Rating/ })).toHaveProperty('value', '4.8');
    fireEvent.change(form.getByRole('spinbutton', { name: /Rating/ }), { target: { value: '4.5' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Description (Chinese)' }), { target: { value: '女装批发' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Description (Vietnamese)' }), { target: { value: 'Bán sỉ đồ nữ' } });
    expect(form.getByRole('textbox', { name: 'Location (Vietnamese)' })).toHaveProperty('value', 'Quảng Châu');
    fireEvent.change(form.getByRole('textbox', { name: 'Location (English)' }), { target: { value: 'Guangzhou, Guangdong' } });
    const shown = form.getByRole('checkbox', { name: 'Shown in the mall' });
    fireEvent.click(shown);
    // The checkbox reports its change to the form a tick later.
    await waitFor(() => expect(shown).toHaveProperty('checked', false));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'PUT', path: '/api/stores',
      body: {
        id: 5, name: '广州服装城', nameI18n: { en: 'Guangzhou Garments' }, descriptionI18n: { cn: '女装批发', vi: 'Bán sỉ đồ nữ' },
        location: '广州', locationI18n: { en: 'Guangzhou, Guangdong', vi: 'Quảng Châu' }, platform: '1688', rating: 45, enabled: false,
      },
    }]);
  });

  it('keeps the confirmation open when the server refuses to delete a store with goods', async () => {
    loginAs(['store:list', 'store:del']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Guangzhou Garments' }));
    const confirm = within(await findDialog('alertdialog', { name: 'Please Confirm Delete' }));
    server.state.nextWrite = { status: 400, body: { status: 400, message: MessageKey.storeHasGoods } };
    fireEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
    expect(server.state.writes).toEqual([{ method: 'DELETE', path: '/api/stores', body: [5] }]);
    expect(screen.getByRole('alertdialog')).toBeDefined();
  });
});
