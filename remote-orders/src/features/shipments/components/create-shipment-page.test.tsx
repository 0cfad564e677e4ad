import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { shipmentMessages } from '../messages';
import { SKU, startShipmentsServer } from '../test/shipments-test-server';
import { CreateShipmentPage } from './create-shipment-page';

const Page = withRemoteMessages(CreateShipmentPage, shipmentMessages);
const { server, notify } = pageTestServer(startShipmentsServer);
const open = (path: string, locale: 'en' | 'vi' = 'en') =>
  renderWithProviders(<RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path, route: '/myInvoices/:param', locale });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

describe('creating a shipment', () => {
  it('asks an anonymous visitor to sign in without sending a request', async () => {
    open(`/myInvoices/${SKU}`);
    expect(screen.getByRole('heading', { name: 'Please Login First' })).toBeDefined();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.requests).toHaveLength(0);
  });

  it("shows the goods and what is available, says 'Insufficient Available Quantity' at once, and ships with an idempotency key", async () => {
    loginAs(['purchaser']);
    open(`/myInvoices/${SKU}`);
    expect(await screen.findByRole('heading', { name: 'Thermos cup' })).toBeDefined();
    expect(screen.getByTestId('available-quantity').textContent).toBe('8');
    expect(screen.getByTestId('frozen-quantity').textContent).toBe('2');
    // The default address of the book fills the empty form.
    await waitFor(() => expect((field('Consignee') as HTMLInputElement).value).toBe('Trần Thị Bình'));

    type('Quantity to ship', '9');
    expect(await screen.findByText('Insufficient Available Quantity')).toBeDefined();
    type('Quantity to ship', '3');
    await waitFor(() => expect(screen.queryByText('Insufficient Available Quantity')).toBeNull());
    type('Contact phone', '0905 123 456');
    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));

    expect(await screen.findByText(/Shipment SH20261124000011 of 3 created/)).toBeDefined();
    const [sent] = server.state.created;
    expect(sent?.body).toMatchObject({ items: [{ skuId: SKU, quantity: 3 }], consignee: 'Trần Thị Bình', contact: '0905 123 456', platform: null });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('link', { name: 'My shipments' }).getAttribute('href')).toBe('/myInvoicesOrder');
    expect(notify).not.toHaveBeenCalled();
  });

  it('needs the platform order number, the screenshot and the waybill for a TikTok order, uploads them on submit', async () => {
    loginAs(['purchaser']);
    open(`/myInvoices/${SKU}`);
    await screen.findByRole('heading', { name: 'Thermos cup' });
    type('Quantity to ship', '1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Platform' }), { target: { value: 'TIKTOK' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText('Please enter the platform order number.')).toBeDefined();
    expect(screen.getByText('Please upload the order screenshot.')).toBeDefined();
    expect(screen.getByText('Please upload the waybill image.')).toBeDefined();
    expect(server.state.created).toHaveLength(0);

    type('Platform order number', '577123456789');
    const [screenshot, waybill] = document.querySelectorAll<HTMLInputElement>('input[type=file]');
    fireEvent.change(screenshot as HTMLInputElement, { target: { files: [png('order.png')] } });
    fireEvent.change(waybill as HTMLInputElement, { target: { files: [png('waybill.png')] } });
    expect(await screen.findByRole('img', { name: 'Preview of the Waybill image' })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    expect(await screen.findByText(/Shipment SH\d+ of 1 created/)).toBeDefined();
    expect(server.state.uploads).toBe(2);
    expect(server.state.created[0]?.body).toMatchObject({
      platform: 'TIKTOK', platformOrderNo: '577123456789', orderScreenshotKey: 'shipments/1/picture-1.png', waybillKey: 'shipments/1/picture-2.png',
    });
  });

  it('shows a SKU the buyer holds none of as not in their stock', async () => {
    loginAs(['purchaser']);
    open('/myInvoices/12');
    expect(await screen.findByText('These goods are not in your stock')).toBeDefined();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('batch shipment', () => {
  const upload = async () => {
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    const file = new File(['PK'], 'shipments.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    fireEvent.change(input as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('chosen-file').textContent).toBe('shipments.xlsx'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload and import' }));
  };

  it('lists each bad row with its column and message when nothing was imported', async () => {
    loginAs(['purchaser']);
    server.state.nextImport = { status: 400, body: { status: 400, message: 'mall.importRowsInvalid', problems: [
      { row: 3, column: 'quantity', message: 'mall.insufficientStock' },
      { row: 5, column: 'contact', message: 'mall.contactInvalid' },
    ] } };
    open('/myInvoices/batch');
    expect(await screen.findByRole('heading', { name: 'Batch shipment' })).toBeDefined();
    await upload();
    const table = within(await screen.findByRole('table', { name: '2 problems found' }));
    expect(table.getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      '3QuantityInsufficient Available Quantity',
      '5Contact phonePlease enter a correct phone or landline number.',
    ]);
    expect(screen.getByText('Some rows are not valid, so nothing was imported. Correct them and upload the file again.')).toBeDefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('lists the shipments an import created', async () => {
    loginAs(['purchaser']);
    open('/myInvoices/batch');
    await screen.findByRole('heading', { name: 'Batch shipment' });
    await upload();
    expect(await screen.findByText('1 shipment created (batch IMP-20261124-abcd1234).')).toBeDefined();
    expect(screen.getByRole('cell', { name: 'SH20261124000021' })).toBeDefined();
    expect(server.requests.find((r) => r.url === '/api/shipments/import')?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
