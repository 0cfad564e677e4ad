import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { shipmentMessages } from '../messages';
import { startShipmentsServer } from '../test/shipments-test-server';
import { ShipmentListPage } from './shipment-list-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';
import { catchSavedFiles } from 'shared-contracts/test-support/saved-files';

const Page = withRemoteMessages(ShipmentListPage, shipmentMessages);
const { server, notify } = pageTestServer(startShipmentsServer);
const open = (locale: 'en' | 'vi' = 'en') =>
  renderWithProviders(<RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: '/myInvoicesOrder', route: '/myInvoicesOrder', locale });
const card = (shipmentNo: string) => within(screen.getByRole('article', { name: shipmentNo }));

describe('my shipments', () => {
  it('asks an anonymous visitor to sign in without sending a request', async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Please Login First' })).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
  });

  it('shows the status tabs with counts and each shipment with its carrier, tracking number and goods', async () => {
    loginAs(['purchaser']);
    open();
    await screen.findByRole('article', { name: 'SH20261124000003' });
    await waitFor(() => expect(screen.getByRole('tab', { name: 'All 3' })).toBeDefined());
    expect(screen.getByRole('tab', { name: 'Pending shipment 1' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Shipping 1' })).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Delivered 1' })).toBeDefined();
    const shipping = card('SH20261124000002');
    expect(await shipping.findByText('Viettel Post (Vietnam) · VTP999')).toBeDefined();
    expect(shipping.getByText('Shipping')).toBeDefined();
    expect(shipping.getByText('Thermos cup')).toBeDefined();
    expect(shipping.getByRole('link', { name: 'PO20261120000007' }).getAttribute('href')).toBe('/myOrderDetail/7');
    expect(shipping.queryByRole('button', { name: /Cancel/ })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Delivered 1' }));
    await waitFor(() => expect(server.queriesOf('/api/shipments/mine').at(-1)).toMatchObject({ status: 'delivered' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('cancels a pending shipment after a confirmation', async () => {
    loginAs(['purchaser']);
    open();
    await screen.findByRole('article', { name: 'SH20261124000003' });
    fireEvent.click(card('SH20261124000003').getByRole('button', { name: 'Cancel shipment SH20261124000003' }));
    const dialog = within(await findDialog('alertdialog'));
    expect(dialog.getByText(/its 2 units go back to your available stock/)).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel shipment' }));
    await waitFor(() => expect(server.state.cancelled).toEqual([3]));
    // The page is inert behind the dialog until it has closed.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(card('SH20261124000003').getByText('Cancelled')).toBeDefined());
  });

  it('confirms receipt of a delivered shipment after asking, and offers it on no other', async () => {
    loginAs(['purchaser']);
    open('vi');
    await screen.findByRole('article', { name: 'SH20261124000001' });
    expect(card('SH20261124000002').queryByRole('button', { name: /Xác nhận đã nhận hàng/ })).toBeNull();
    fireEvent.click(card('SH20261124000001').getByRole('button', { name: 'Xác nhận đã nhận hàng của phiếu giao hàng SH20261124000001' }));
    const dialog = within(await findDialog('alertdialog', { name: 'Bạn đã nhận được phiếu giao hàng này chưa?' }));
    expect(dialog.getByText(/hậu mãi cho phiếu này kết thúc/)).toBeDefined();
    fireEvent.click(dialog.getByRole('button', { name: 'Xác nhận đã nhận hàng' }));
    await waitFor(() => expect(server.state.received).toEqual([1]));
    expect(await screen.findByText('Đã xác nhận nhận phiếu giao hàng SH20261124000001.')).toBeDefined();
    await waitFor(() => expect(card('SH20261124000001').getByText('Đã xác nhận nhận hàng')).toBeDefined());
    expect(card('SH20261124000001').queryByRole('button', { name: /Xác nhận đã nhận hàng/ })).toBeNull();
  });

  describe('export', () => {
    const { saved, tzOffset } = catchSavedFiles();
    const exports = () => server.queriesOf('/api/shipments/mine/download');

    it('exports the status tab and keyword shown now, busy meanwhile', async () => {
      loginAs(['purchaser']);
      open();
      await screen.findByRole('article', { name: 'SH20261124000003' });
      fireEvent.click(await screen.findByRole('tab', { name: 'Shipping 1' }));
      fireEvent.change(screen.getByLabelText('Shipment, consignee, platform order or tracking number'), { target: { value: 'VTP' } });
      fireEvent.click(screen.getByRole('button', { name: 'Search' }));
      let release = () => {};
      server.state.exportPlan = { refusal: null, hold: new Promise<void>((r) => { release = r; }) };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(exports()).toHaveLength(1));
      expect(exports()[0]).toEqual({ status: 'shipping', keyword: 'VTP', lang: 'en', tzOffset });
      expect(screen.getByTitle('The list as filtered now, as an .xlsx file').hasAttribute('disabled')).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    });

    it('toasts a refusal in the reader\'s language and saves nothing', async () => {
      loginAs(['purchaser']);
      open('vi');
      await screen.findByRole('article', { name: 'SH20261124000003' });
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: 'Xuất ra Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(JSON.stringify(notify.mock.calls[0])).toContain('mall.exportTooLarge');
      expect(exports()[0]).toEqual({ lang: 'vi', tzOffset });
      expect(saved).not.toHaveBeenCalled();
    });
  });
});
