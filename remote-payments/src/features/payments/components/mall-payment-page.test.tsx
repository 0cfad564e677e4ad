import { fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { nodeFormData, tinyPngFile, uploadableFile } from 'shared-contracts/test-support/upload-files';
import { mallPaymentMessages } from '../mall-payment-messages';
import { paymentFixture, startPaymentsServer, vndOf } from '../test/payments-test-server';
import { MallPaymentPage } from './mall-payment-page';

const Page = withRemoteMessages(MallPaymentPage, mallPaymentMessages);
const { server, notify } = pageTestServer(startPaymentsServer);
const DEPOSIT = 29_994;

const renderPage = (id: number | string) => renderWithProviders(
  <RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: `/mallPayment/${id}`, route: '/mallPayment/:id' },
);
const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit the transfer' }));
const choose = (label: RegExp, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });

/** jsdom has no clipboard: the page writes to this one. */
const useClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

beforeAll(async () => { vi.stubGlobal('FormData', await nodeFormData()); });
afterAll(() => { vi.unstubAllGlobals(); });
afterEach(() => { Reflect.deleteProperty(navigator, 'clipboard'); });
beforeEach(() => {
  // jsdom has no object URLs; the preview only needs one to exist.
  let n = 0;
  URL.createObjectURL = () => `blob:preview-${++n}`;
  URL.revokeObjectURL = () => {};
});

describe('/mallPayment/:id', () => {
  it('asks an anonymous visitor to sign in and sends nothing', async () => {
    renderPage(5);
    expect(screen.getByRole('heading', { name: 'Please Login First' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FmallPayment%2F5');
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests).toHaveLength(0);
  });

  it('explains an order the platform has not accepted yet, with the way to the order', async () => {
    loginAs(['purchaser']);
    renderPage(6);
    expect(await screen.findByRole('heading', { name: 'This order is waiting for the platform to accept it' })).toBeDefined();
    expect(screen.getByText('Order PO20261120000006: Awaiting platform acceptance')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/myOrderDetail/6');
    expect(screen.queryByRole('form')).toBeNull();
    expect(server.paths()).toEqual(['GET /api/orders/6']);
  });

  it.each([
    [4, 'Your deposit payment is being reviewed'], [3, 'The platform refused this order'], [9, 'The deposit of this order has been paid'],
  ])('explains why order %i cannot be paid', async (id, title) => {
    loginAs(['purchaser']);
    renderPage(id);
    expect(await screen.findByRole('heading', { name: title })).toBeDefined();
    expect(screen.getByRole('link', { name: 'My payments' }).getAttribute('href')).toBe('/myPayment');
  });

  it('says so when the order is not the buyer’s or does not exist', async () => {
    loginAs(['purchaser']);
    renderPage(77);
    expect(await screen.findByRole('heading', { name: 'This order could not be found' })).toBeDefined();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the deposit in CNY and in VND and the four methods, bank transfer the only one open', async () => {
    loginAs(['purchaser']);
    renderPage(5);
    expect(await screen.findByRole('heading', { name: 'Pay the deposit' })).toBeDefined();
    const due = within(await screen.findByRole('region', { name: 'Amount due' }));
    expect(due.getByText(formatMoney(4999 * 20, 'en'))).toBeDefined();
    expect(due.getByText('Deposit (30% of the goods total)')).toBeDefined();
    expect(due.getAllByText(formatMoney(DEPOSIT, 'en'))).toHaveLength(2);
    expect(due.getByText(`${formatMoney(100, 'en')} = ${formatMoney(3500, 'en', 'VND')}`)).toBeDefined();
    expect(due.getByText(formatMoney(vndOf(DEPOSIT), 'en', 'VND'))).toBeDefined();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((r) => r.checked)).toEqual([true, false, false, false]);
    expect(radios.map((r) => r.disabled)).toEqual([false, true, true, true]);
    expect(screen.getAllByText('Coming soon')).toHaveLength(3);
    expect(textbox('Amount remitted (VND)')).toHaveProperty('value', String(vndOf(DEPOSIT)));
    // This test server offers no online methods (no provider): only the bank transfer can be chosen.
    expect(server.paths().toSorted()).toEqual(['GET /api/orders/5', 'GET /api/payments/due?orderId=5&kind=deposit', 'GET /api/payments/online/methods']);
  });

  it('says where to transfer the deposit, each value with a copy button that confirms the copy', async () => {
    loginAs(['purchaser']);
    const copied: string[] = [];
    useClipboard((text) => { copied.push(text); return Promise.resolve(); });
    renderPage(5);
    const payee = within(await screen.findByRole('region', { name: 'Where to transfer' }));
    const rows = [
      ['Bank', 'Vietcombank'], ['Branch', 'Hanoi branch'], ['Account holder', 'Cross-Border Procurement Services Co., Ltd.'],
      ['Account number', '0011004567890'], ['Amount to transfer', String(vndOf(DEPOSIT))], ['Transfer content', 'PO20261120000005'],
    ];
    for (const [field, value] of rows) {
      const row = payee.getByRole('button', { name: `Copy: ${field}` }).closest('li') as HTMLElement;
      expect(within(row).queryByText('Copied')).toBeNull();
      fireEvent.click(within(row).getByRole('button', { name: `Copy: ${field}` }));
      expect(await within(row).findByText('Copied')).toBeDefined();
      expect(copied.at(-1)).toBe(value);
    }
    expect(payee.getByText(formatMoney(vndOf(DEPOSIT), 'en', 'VND'))).toBeDefined();
    expect(screen.getByText(/as the transfer content: it is how the platform matches your money to this order/)).toBeDefined();
    // Refused, and jsdom has no older way either.
    useClipboard(() => Promise.reject(new Error('denied')));
    fireEvent.click(payee.getByRole('button', { name: 'Copy: Account number' }));
    expect(await payee.findByText('Could not copy: select the text and copy it yourself.')).toBeDefined();
  });

  it('checks the form with the contract before anything is sent', async () => {
    loginAs(['purchaser']);
    renderPage(5);
    await screen.findByRole('form', { name: 'Bank transfer details' });
    fireEvent.change(textbox('Amount remitted (VND)'), { target: { value: '' } });
    submit();
    expect(await screen.findByText("Please enter the remitter's name.")).toBeDefined();
    expect(screen.getByText('Please enter the remitting bank.')).toBeDefined();
    expect(screen.getByText('Please enter the amount remitted.')).toBeDefined();
    expect(screen.getByText('Please upload the transfer voucher screenshot.')).toBeDefined();
    expect(textbox("Remitter's name").getAttribute('aria-invalid')).toBe('true');

    choose(/^Transfer voucher screenshot/, new File(['%PDF-1.4'], 'voucher.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This type of file is not accepted here. Please choose another file.')).toBeDefined();
    fireEvent.change(textbox('Amount remitted (VND)'), { target: { value: '1.049.000' } });
    expect(await screen.findByText(/You entered .* but the amount due is/)).toBeDefined();
    expect(server.state.uploads).toEqual([]);
    expect(server.state.transfers).toEqual([]);
  });

  it('uploads the voucher on submit, pays, and shows the serial number with the way on', async () => {
    loginAs(['purchaser']);
    renderPage(5);
    await screen.findByRole('form', { name: 'Bank transfer details' });
    fireEvent.change(textbox("Remitter's name"), { target: { value: 'Lê Minh Tuấn' } });
    fireEvent.change(textbox('Remitting bank'), { target: { value: 'Vietcombank' } });
    fireEvent.change(textbox('Remarks'), { target: { value: 'Chuyển từ tài khoản công ty' } });
    choose(/^Transfer voucher screenshot/, tinyPngFile());
    expect(screen.getByRole('img', { name: 'Preview: Transfer voucher screenshot' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Replace: Transfer voucher screenshot' })).toBeDefined();
    expect(server.state.uploads).toEqual([]);
    submit();

    expect(await screen.findByRole('heading', { name: 'Transfer submitted' })).toBeDefined();
    expect(screen.getByText('Payment PAY20261121000901 is waiting for review.')).toBeDefined();
    expect(screen.getByText('Pending review')).toBeDefined();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/myOrderDetail/5');
    expect(screen.getByRole('link', { name: 'My payments' }).getAttribute('href')).toBe('/myPayment');
    expect(server.state.uploads).toHaveLength(1);
    expect(server.state.uploads[0]?.png).toBe(true);
    expect(server.state.uploads[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(server.state.transfers).toEqual([{
      orderId: 5, kind: 'deposit', remitterName: 'Lê Minh Tuấn', remitterBank: 'Vietcombank', remittedAmount: vndOf(DEPOSIT),
      voucherKey: 'payments/5/1.png', remittanceKey: null, remarks: 'Chuyển từ tài khoản công ty',
    }]);
    expect(server.state.orders.find((o) => o.id === 5)?.status).toBe('depositReview');
  });

  it('puts a picture the server refuses on its field, and the server’s field errors on theirs', async () => {
    loginAs(['purchaser']);
    renderPage(5);
    await screen.findByRole('form', { name: 'Bank transfer details' });
    fireEvent.change(textbox("Remitter's name"), { target: { value: 'Lê Minh Tuấn' } });
    fireEvent.change(textbox('Remitting bank'), { target: { value: 'Vietcombank' } });
    // Declared a PNG, but its bytes are not a picture: only the server can tell.
    choose(/^Transfer voucher screenshot/, uploadableFile(['not a picture'], 'fake.png', 'image/png'));
    submit();
    expect(await screen.findByText('This type of file is not accepted here. Please choose another file.')).toBeDefined();
    expect(server.state.transfers).toEqual([]);

    choose(/^Transfer voucher screenshot/, tinyPngFile());
    server.state.nextTransfer = { status: 400, body: { status: 400, message: 'error.validation', errors: [{ path: 'remitterBank', message: 'mall.remitterBankRequired' }] } };
    submit();
    expect(await screen.findByText('Please enter the remitting bank.')).toBeDefined();
    submit();
    expect(await screen.findByRole('heading', { name: 'Transfer submitted' })).toBeDefined();
    // The voucher went up once, though the transfer was sent twice.
    expect(server.state.uploads.map((u) => u.png)).toEqual([false, true]);
    expect(server.state.transfers).toHaveLength(2);
  });

  it('shows the order under review when it moved on before the transfer was sent (409)', async () => {
    loginAs(['purchaser']);
    renderPage(5);
    await screen.findByRole('form', { name: 'Bank transfer details' });
    fireEvent.change(textbox("Remitter's name"), { target: { value: 'Lê Minh Tuấn' } });
    fireEvent.change(textbox('Remitting bank'), { target: { value: 'Vietcombank' } });
    choose(/^Transfer voucher screenshot/, tinyPngFile());
    // Paid meanwhile in another tab.
    server.state.orders = server.state.orders.map((o) => (o.id === 5 ? { ...o, status: 'depositReview' } : o));
    submit();
    expect(await screen.findByRole('heading', { name: 'Your deposit payment is being reviewed' })).toBeDefined();
    expect(notify).toHaveBeenCalled();
  });

  it('gives the reason of the refused transfer when paying again', async () => {
    loginAs(['purchaser']);
    server.state.payments.push(paymentFixture(7, { orderId: 8, orderNo: 'PO20261120000008', status: 'REVIEW_FAILED', failureReason: 'Không thấy tiền về tài khoản' }));
    renderPage(8);
    expect(await screen.findByText('Your transfer PAY20261121000007 was not accepted.')).toBeDefined();
    expect(screen.getByText('Reason: Không thấy tiền về tài khoản. Please check it and pay again.')).toBeDefined();
    expect(await screen.findByRole('form', { name: 'Bank transfer details' })).toBeDefined();
  });

  it('speaks Vietnamese', async () => {
    loginAs(['purchaser']);
    renderWithProviders(<RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: '/mallPayment/5', route: '/mallPayment/:id', locale: 'vi' });
    expect(await screen.findByRole('heading', { name: 'Thanh toán tiền đặt cọc' })).toBeDefined();
    expect(await screen.findByLabelText(/^Ảnh chụp chứng từ chuyển khoản/)).toBeDefined();
  });
});
