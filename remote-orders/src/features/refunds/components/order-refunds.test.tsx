import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { nodeFormData, tinyPngFile, uploadableFile } from 'shared-contracts/test-support/upload-files';
import { refundMessages } from '../messages';
import { startRefundsServer } from '../test/refunds-test-server';
import { OrderRefunds } from './order-refunds';
import { ShipmentAfterSales } from './shipment-after-sales';
import { ShipmentRefunds } from './shipment-refunds';
import { findDialog } from 'shared-contracts/test-support/find-dialog';

const { server, notify } = pageTestServer(startRefundsServer);
const ORDER = { id: 12, status: 'pendingShipment', refundStatus: 'refunding', refundTotal: 15_000, currency: 'CNY' } as const;
const render = (ui: React.ReactNode) => renderWithProviders(<RemoteMessages messages={refundMessages}>{ui}</RemoteMessages>);
const dialog = () => within(screen.getByRole('dialog', { name: 'Request a refund' }));
const openDialog = async (goods = 'Electric kettle · White') => {
  fireEvent.click(await screen.findByRole('button', { name: `Request a refund of ${goods}` }));
  return within(await findDialog('dialog', { name: 'Request a refund' }));
};
const submit = () => fireEvent.click(dialog().getByRole('button', { name: 'Submit request' }));

beforeAll(async () => { vi.stubGlobal('FormData', await nodeFormData()); });
afterAll(() => { vi.unstubAllGlobals(); });
beforeEach(() => {
  loginAs(['purchaser']);
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => {};
});

describe("an order's after-sales", () => {
  it('shows the refund status and total, what each line may refund and the order\'s refunds', async () => {
    render(<OrderRefunds order={ORDER} />);
    expect(await screen.findByRole('heading', { name: 'After-sales' })).toBeDefined();
    expect(screen.getByText('Refund status', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Refunding');
    expect(screen.getByText(formatMoney(15_000, 'en'))).toBeDefined();
    const kettle = within((await screen.findByRole('button', { name: 'Request a refund of Electric kettle · White' })).closest('tr') as HTMLElement);
    expect(kettle.getByText('6')).toBeDefined();
    // The fan's refund is under review: one at a time, so its row links to it instead.
    expect(screen.getByRole('link', { name: 'Refund under review for Electric fan · 16 inch' }).getAttribute('href')).toBe('/myRefundDetail/2');
    const refunds = await screen.findAllByRole('link', { name: /^RF/ });
    expect(refunds.map((a) => a.textContent)).toEqual(['RF20261121000005', 'RF20261121000003', 'RF20261121000002']);
  });

  it('says when the order holds no stock to refund, and shows nothing for an order that never had a refund', async () => {
    const first = render(<OrderRefunds order={{ ...ORDER, id: 13, status: 'completed' }} />);
    expect(await screen.findByRole('heading', { name: 'Refund requests' })).toBeDefined();
    expect(await screen.findByText('No refund requests yet.')).toBeDefined();
    expect(screen.queryByRole('button', { name: /Request a refund/ })).toBeNull();
    first.unmount();
    const before = server.requests.length;
    render(<OrderRefunds order={{ ...ORDER, id: 13, status: 'finalPaymentPending', refundStatus: null }} />);
    expect(screen.queryByRole('heading', { name: 'After-sales' })).toBeNull();
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests.length).toBe(before);
  });

  it('checks the reason and the bound before sending anything', async () => {
    render(<OrderRefunds order={ORDER} />);
    const ask = await openDialog();
    expect((ask.getByRole('textbox', { name: /Quantity/ }) as HTMLInputElement).value).toBe('6');
    expect(ask.getByText(`From 1 to 6. Goods value: ${formatMoney(52_800, 'en')}; the platform confirms the amount refunded.`)).toBeDefined();
    fireEvent.change(ask.getByRole('textbox', { name: /Quantity/ }), { target: { value: '7' } });
    submit();
    expect(await ask.findByText('The quantity is more than can be refunded.')).toBeDefined();
    expect(ask.getByText('Please give the reason for the refund.')).toBeDefined();
    fireEvent.change(ask.getByRole('textbox', { name: /Quantity/ }), { target: { value: '0' } });
    submit();
    expect(await ask.findByText('Please Enter The Quantity First')).toBeDefined();
    fireEvent.change(ask.getByLabelText('Pictures'), { target: { files: [uploadableFile(['not a picture'], 'notes.txt', 'text/plain')] } });
    expect(await ask.findByText('This type of file is not accepted here. Please choose another file.')).toBeDefined();
    expect(server.state.requests).toEqual([]);
    expect(server.state.uploads).toBe(0);
  });

  it('uploads the pictures on submit, then requests; the line then waits for the review', async () => {
    render(<OrderRefunds order={ORDER} />);
    const ask = await openDialog();
    fireEvent.change(ask.getByRole('textbox', { name: /Quantity/ }), { target: { value: '2' } });
    fireEvent.change(ask.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Vỏ bị nứt khi nhận' } });
    fireEvent.change(ask.getByLabelText('Pictures'), { target: { files: [tinyPngFile('crack-1.png'), tinyPngFile('crack-2.png')] } });
    expect(await ask.findByRole('img', { name: 'Picture 2: crack-2.png' })).toBeDefined();
    fireEvent.click(ask.getByRole('button', { name: 'Remove picture 2 (crack-2.png)' }));
    await waitFor(() => expect(ask.queryByRole('img', { name: /crack-2/ })).toBeNull());
    expect(server.state.uploads).toBe(0);
    submit();
    expect(await screen.findByText(/was requested\. The platform will review it\./)).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.state.uploads).toBe(1);
    expect(server.state.requests).toEqual([{ orderId: 12, shipmentId: null, lineId: 121, quantity: 2, reason: 'Vỏ bị nứt khi nhận', imageKeys: ['refunds/7/1.png'] }]);
    expect((await screen.findByRole('link', { name: 'Refund under review for Electric kettle · White' })).getAttribute('href')).toBe('/myRefundDetail/101');
    // In the note and in the order's refunds.
    expect(screen.getAllByRole('link', { name: 'RF20261121000101' }).map((a) => a.getAttribute('href'))).toEqual(['/myRefundDetail/101', '/myRefundDetail/101']);
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows a refusal in the dialog, translated, and sends the same pictures again without uploading them twice', async () => {
    render(<OrderRefunds order={ORDER} />);
    const ask = await openDialog();
    fireEvent.change(ask.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Sai màu' } });
    fireEvent.change(ask.getByLabelText('Pictures'), { target: { files: [tinyPngFile('colour.png')] } });
    server.state.nextRequest = { status: 409, body: { status: 409, message: 'mall.refundOpen' } };
    submit();
    expect(await ask.findByRole('alert')).toBeDefined();
    expect(ask.getByText('A refund of these goods is already under review. Please wait for its result.')).toBeDefined();
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.uploads).toBe(1);
    expect(server.state.requests).toHaveLength(2);
  });
});

describe("a shipment's after-sales", () => {
  it('asks on the goods sent, bounded by what the shipment sent', async () => {
    render(<ShipmentRefunds shipmentId={40} />);
    const ask = await openDialog();
    expect(ask.getByText('After-sales for goods of this shipment: up to 3 may be refunded.')).toBeDefined();
    fireEvent.change(ask.getByRole('textbox', { name: /Reason/ }), { target: { value: 'Thiếu hàng' } });
    submit();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.state.requests).toEqual([{ orderId: null, shipmentId: 40, lineId: 121, quantity: 3, reason: 'Thiếu hàng', imageKeys: [] }]);
    expect(await screen.findByRole('link', { name: 'RF20261121000005' })).toBeDefined();
  });

  it('on a shipment card, opens only for goods that left the warehouse, and asks nothing until opened', async () => {
    const pending = render(<ShipmentAfterSales shipment={{ id: 40, shipmentNo: 'SH20261120000040', status: 'pending' }} />);
    expect(screen.queryByRole('button', { name: /After-sales/ })).toBeNull();
    pending.unmount();
    render(<ShipmentAfterSales shipment={{ id: 40, shipmentNo: 'SH20261120000040', status: 'delivered' }} />);
    const toggle = screen.getByRole('button', { name: 'After-sales for shipment SH20261120000040' });
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests).toHaveLength(0);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('button', { name: 'Request a refund of Electric kettle · White' })).toBeDefined();
  });
});
