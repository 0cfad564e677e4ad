import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from '../../../test/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { sourcingFixture } from '../../mall-shared/test/mall-fixtures';
import { startMallServer } from '../../mall-shared/test/mall-test-server';
import { sourcingMessages } from '../messages';
import { SourcingPage } from './sourcing-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(SourcingPage, sourcingMessages);
const { server, notify } = pageTestServer(startMallServer);

describe('sourcing request queue', () => {
  it('opens on the pending requests and shows the link safely', async () => {
    loginAs(['sourcing:list', 'sourcing:edit']);
    server.state.sourcing.push(sourcingFixture(33, { status: 'completed', goodsId: 1 }));
    renderWithProviders(<Page />);
    const row = (await screen.findAllByText('https://m.tb.cn/h.abc'))[0]?.closest('tr') as HTMLElement;
    expect(within(row).getByText('Short link')).toBeDefined();
    expect(server.requested('/api/links/requests?page=0&size=20&status=pending')).toBe(true);
    expect(screen.queryByText('Goods #1')).toBeNull();

    const link = screen.getAllByRole('link', { name: 'Open in a new tab' })[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('https://detail.1688.com/offer/6543210.html');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');

    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: '' } });
    expect(await screen.findByText('Goods #1')).toBeDefined();
    expect(server.requested('/api/links/requests?page=0&size=20')).toBe(true);
  });

  it('completes a request with goods found by search', async () => {
    loginAs(['sourcing:list', 'sourcing:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Complete request 31' }));
    const form = within(await findDialog('dialog', { name: 'Complete request 31' }));
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please choose the goods that match this link.')).toBeDefined();
    expect(server.state.writes).toEqual([]);

    fireEvent.change(form.getByRole('searchbox', { name: 'Search goods' }), { target: { value: 'Cotton' } });
    fireEvent.keyDown(form.getByRole('searchbox', { name: 'Search goods' }), { key: 'Enter' });
    fireEvent.click(await form.findByRole('button', { name: 'Choose Cotton T-shirt' }));
    expect(form.getByRole('spinbutton', { name: 'Goods id' })).toHaveProperty('value', '1');
    fireEvent.change(form.getByRole('textbox', { name: 'Note' }), { target: { value: '已上架' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'PUT', path: '/api/links/requests', body: { id: 31, status: 'completed', goodsId: 1, note: '已上架' },
    }]);
  });

  it('rejects a request only with a reason', async () => {
    loginAs(['sourcing:list', 'sourcing:edit']);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject request 32' }));
    const form = within(await findDialog('dialog', { name: 'Reject request 32' }));
    expect(form.queryByRole('spinbutton', { name: 'Goods id' })).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Please say why the request is rejected.')).toBeDefined();

    fireEvent.change(form.getByRole('textbox', { name: /Reason/ }), { target: { value: '链接已失效' } });
    fireEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.writes).toEqual([{
      method: 'PUT', path: '/api/links/requests', body: { id: 32, status: 'rejected', goodsId: null, note: '链接已失效' },
    }]);
  });

  it('hides complete and reject without sourcing:edit', async () => {
    loginAs(['sourcing:list']);
    renderWithProviders(<Page />, 'vi');
    expect(await screen.findByRole('heading', { name: 'Yêu cầu tìm hàng' })).toBeDefined();
    await screen.findAllByText('buyer');
    expect(screen.queryByRole('button', { name: /Hoàn tất yêu cầu/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Từ chối yêu cầu/ })).toBeNull();
  });
  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();

    it('exports the list in the page\'s state, in the reader\'s language, and toasts a refusal', async () => {
      loginAs(['sourcing:list']);
      renderWithProviders(<Page />);
      await screen.findAllByRole('row');
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
      expect(server.queriesOf('/api/links/requests/download')).toEqual([{ status: 'pending', lang: 'en', tzOffset }]);

      fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'rejected' } });
      await waitFor(() => expect(server.queriesOf('/api/links/requests').at(-1)).toMatchObject({ status: 'rejected' }));
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(server.queriesOf('/api/links/requests/download')[1]).toEqual({ status: 'rejected', lang: 'en', tzOffset });
      expect(saved).toHaveBeenCalledTimes(1);
    });
  });
});
