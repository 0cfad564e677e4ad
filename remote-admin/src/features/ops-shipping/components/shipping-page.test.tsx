import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { renderWithProviders } from '../../../test/render-with-providers';
import { shippingMessages } from '../messages';
import { startOpsShippingServer } from '../test/ops-shipping-test-server';
import { ShippingPage } from './shipping-page';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const Page = withRemoteMessages(ShippingPage, shippingMessages);
const { server, notify } = pageTestServer(startOpsShippingServer);
const SHIPPER = ['operator', 'shipment:list', 'shipment:edit'];
const no = (id: number) => `SH20261124${String(id).padStart(6, '0')}`;
const rowOf = (id: number) => within(screen.getByText(no(id)).closest('tr') as HTMLElement);

beforeEach(() => {
  // jsdom has no object URLs; a picture only needs one to be shown.
  let n = 0;
  URL.createObjectURL = () => `blob:picture-${++n}`;
  URL.revokeObjectURL = () => {};
});

describe('the shipping queue', () => {
  it('opens on the pending shipments with every status counted; shipping needs shipment:edit', async () => {
    loginAs(['operator', 'shipment:list']);
    renderWithProviders(<Page />);
    await screen.findByText(no(2));
    expect(screen.getByRole('tab', { name: 'Pending shipment 2' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Shipping 1' })).toBeDefined();
    expect(rowOf(1).getByText('Nguyễn Văn An')).toBeDefined();
    expect(rowOf(1).getByText('Shopee order')).toBeDefined();
    expect(rowOf(1).getByText('Thermos cup')).toBeDefined();
    expect(screen.queryByRole('button', { name: `Ship ${no(1)}` })).toBeNull();
  });

  it('ships with a carrier from the dictionary and a tracking number; the buyer-facing refusal shows in place', async () => {
    loginAs(SHIPPER);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Ship ${no(2)}` }));
    const dialog = within(await findDialog('dialog', { name: `Ship ${no(2)}` }));
    fireEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    expect(await dialog.findByText('Please choose the logistics company.')).toBeDefined();
    expect(server.state.steps).toEqual([]);
    await waitFor(() => expect(dialog.getByRole('option', { name: 'GHN carrier' })).toBeDefined());
    fireEvent.change(dialog.getByRole('combobox', { name: 'Logistics company' }), { target: { value: 'GHN' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Tracking number' }), { target: { value: 'GHN0042' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Ship' }));
    expect(await screen.findByText(`Shipment ${no(2)} shipped.`)).toBeDefined();
    expect(server.state.steps).toEqual([{ id: 2, step: 'ship', body: { logisticsCompany: 'GHN', trackingNo: 'GHN0042' } }]);
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Shipping 2' })).toBeDefined());

    // Another operator shipped the other one first.
    server.state.shipments = server.state.shipments.map((s) => (s.id === 1 ? { ...s, status: 'shipping' as const } : s));
    fireEvent.click(screen.getByRole('button', { name: `Ship ${no(1)}` }));
    const again = within(await findDialog('dialog', { name: `Ship ${no(1)}` }));
    await waitFor(() => expect(again.getByRole('option', { name: 'SF carrier' })).toBeDefined());
    fireEvent.change(again.getByRole('combobox', { name: 'Logistics company' }), { target: { value: 'SF' } });
    fireEvent.change(again.getByRole('textbox', { name: 'Tracking number' }), { target: { value: 'SF1' } });
    fireEvent.click(again.getByRole('button', { name: 'Ship' }));
    expect(await again.findByText('This shipment has moved on and no longer allows this. Reload it to see where it stands.')).toBeDefined();
  });

  it("shows a shipment's consignee and platform pictures, and marks a shipping one delivered", async () => {
    loginAs(SHIPPER);
    renderWithProviders(<Page />);
    fireEvent.click(await screen.findByRole('button', { name: `Open shipment ${no(1)}` }));
    const drawer = within(await findDialog('dialog', { name: `Shipment ${no(1)}` }));
    expect(drawer.getByText('12 Lý Thường Kiệt, Hà Nội')).toBeDefined();
    expect(await drawer.findByRole('img', { name: 'Order screenshot' })).toBeDefined();
    expect(await drawer.findByRole('img', { name: 'Waybill image' })).toBeDefined();
    expect(server.requests.filter((r) => r.url?.startsWith('/api/shipments/files/')).every((r) => r.headers.authorization === 'Bearer t')).toBe(true);
    fireEvent.click(drawer.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: 'Shipping 1' }));
    fireEvent.click(await screen.findByRole('button', { name: `Mark delivered: ${no(3)}` }));
    const dialog = within(await findDialog('dialog', { name: `Mark ${no(3)} delivered` }));
    expect((dialog.getByLabelText(/Delivery time/) as HTMLInputElement).value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    fireEvent.click(dialog.getByRole('button', { name: 'Mark delivered' }));
    expect(await screen.findByText(`Shipment ${no(3)} delivered.`)).toBeDefined();
    expect(server.state.steps[0]).toMatchObject({ id: 3, step: 'deliver' });
    expect(String(server.state.steps[0]?.body.deliveredAt)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
  });

  it('opens filtered by the keyword of its address, shown in the search box', async () => {
    loginAs(['operator', 'shipment:list']);
    renderWithProviders(<Page />, 'en', `/ops/shipping?keyword=${no(2)}`);
    expect(await screen.findByText(no(2))).toBeDefined();
    expect(screen.queryByText(no(1))).toBeNull();
    expect(server.queriesOf('/api/shipments/queue')).toEqual([{ status: 'pending', page: '0', size: '20', keyword: no(2) }]);
    expect(screen.getByRole('searchbox', { name: 'Search shipments' })).toHaveProperty('value', no(2));
  });

  describe('export', () => {
    const saved = vi.fn();
    const tzOffset = String(-new Date().getTimezoneOffset());
    const exports = () => server.queriesOf('/api/shipments/queue/download');
    beforeEach(() => { vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(saved); });
    afterEach(() => { vi.restoreAllMocks(); saved.mockClear(); });

    it('exports the status tab and keyword shown now, busy meanwhile', async () => {
      loginAs(SHIPPER);
      renderWithProviders(<Page />, 'en', '/ops/shipping?keyword=Hai%20Chau');
      await screen.findByRole('tab', { name: /^Shipping/ });
      fireEvent.click(screen.getByRole('tab', { name: /^Shipping/ }));
      let release = () => {};
      server.state.exportPlan = { refusal: null, hold: new Promise<void>((r) => { release = r; }) };
      fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
      await waitFor(() => expect(exports()).toHaveLength(1));
      expect(exports()[0]).toEqual({ status: 'shipping', keyword: 'Hai Chau', lang: 'en', tzOffset });
      expect(screen.getByTitle('The list as filtered now, as an .xlsx file').hasAttribute('disabled')).toBe(true);
      release();
      await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    });

    it('toasts a refusal and saves nothing', async () => {
      loginAs(SHIPPER);
      renderWithProviders(<Page />, 'cn');
      await screen.findByText(no(2));
      server.state.exportPlan = { refusal: { status: 400, message: 'mall.exportTooLarge' }, hold: null };
      fireEvent.click(screen.getByRole('button', { name: '导出 Excel' }));
      await waitFor(() => expect(notify).toHaveBeenCalledTimes(1));
      expect(JSON.stringify(notify.mock.calls[0])).toContain('mall.exportTooLarge');
      expect(exports()[0]).toEqual({ status: 'pending', lang: 'cn', tzOffset });
      expect(saved).not.toHaveBeenCalled();
    });
  });
});
