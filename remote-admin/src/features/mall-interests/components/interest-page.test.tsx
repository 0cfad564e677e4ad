import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { startMallServer } from '../../mall-shared/test/mall-test-server';
import { interestMessages } from '../messages';
import { InterestPage } from './interest-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(InterestPage, interestMessages);
const { server, notify } = pageTestServer(startMallServer);

describe('interests page', () => {
  it('lists pending interests with the expected price in yuan', async () => {
    loginAs(['interest:list']);
    renderWithProviders(<Page />);
    const row = (await screen.findByText('蓝牙耳机')).closest('tr') as HTMLElement;
    expect(within(row).getByText('CN¥45.00')).toBeDefined();
    expect(server.requested('/api/interests?page=0&size=20&status=pending')).toBe(true);
    expect(screen.queryByText('已报价')).toBeNull();
    // No interest:edit, no reply button.
    expect(screen.queryByRole('button', { name: 'Reply to interest 41' })).toBeNull();
  });

  it('replies, links goods and sets the state', async () => {
    loginAs(['interest:list', 'interest:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reply to interest 41' }));
    const form = within(await findDialog('dialog', { name: 'Reply to buyer' }));
    expect(form.getByRole('combobox', { name: 'State' })).toHaveProperty('value', 'quoted');
    fireEvent.change(form.getByRole('textbox', { name: 'Reply to the buyer' }), { target: { value: '每个 42 元' } });
    fireEvent.change(form.getByRole('spinbutton', { name: 'Linked goods id' }), { target: { value: '2' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'PUT', path: '/api/interests', body: { id: 41, status: 'quoted', goodsId: 2, reply: '每个 42 元' },
    }]);
  });
  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();

    it('exports the list in the page\'s state, in the reader\'s language, and toasts a refusal', async () => {
      loginAs(['interest:list']);
      renderWithProviders(<Page />);
      await screen.findByText('蓝牙耳机');
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(server.queriesOf('/api/interests/download')).toEqual([{ status: 'pending', lang: 'en', tzOffset }]);

      fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'quoted' } });
      await waitFor(() => expect(server.queriesOf('/api/interests').at(-1)).toMatchObject({ status: 'quoted' }));
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(server.queriesOf('/api/interests/download')[1]).toEqual({ status: 'quoted', lang: 'en', tzOffset });
      expect(saved).toHaveBeenCalledTimes(1);
    });
  });
});
