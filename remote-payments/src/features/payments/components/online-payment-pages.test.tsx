import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { onlinePaymentMessages } from '../online-messages';
import { intentFixture, SMS_CODE, startOnlineServer } from '../test/online-test-server';
import { CashierPage } from './cashier-page';
import { DdcPaymentPage } from './ddc-payment-page';
import { MallPaymentPage } from './mall-payment-page';
import { qrPath } from './qr-code';

const { server } = pageTestServer(startOnlineServer);
const Payment = withRemoteMessages(MallPaymentPage, onlinePaymentMessages);
const Ddc = withRemoteMessages(DdcPaymentPage, onlinePaymentMessages);
const Cashier = withRemoteMessages(CashierPage, onlinePaymentMessages);
const DEPOSIT = 29_994;

const render = (ui: React.ReactElement, path: string, route: string) =>
  renderWithProviders(<RemoteMessages messages={authMessages}>{ui}</RemoteMessages>, { path, route });
const location = () => screen.getByTestId('location').textContent;
// Labels end with the required mark: matched from their start.
const startOf = (label: string | RegExp) => (typeof label === 'string' ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) : label);
const field = (label: string | RegExp) => screen.getByLabelText(startOf(label));
const type = (label: string | RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function openMethod(name: string) {
  loginAs(['purchaser']);
  render(<Payment />, '/mallPayment/5', '/mallPayment/:id');
  // Enabled once the server's methods have come; clicked until the choice has taken.
  await waitFor(() => {
    const radio = screen.getByRole('radio', { name }) as HTMLInputElement;
    expect(radio.disabled).toBe(false);
    fireEvent.click(radio);
    expect(radio.checked).toBe(true);
  });
  // The method's own section, titled with its name, replaces the bank transfer.
  await screen.findByRole('heading', { name });
}

function fillDebitCard(cardNumber = '6222 0212 3456 7890') {
  type("Cardholder's real name", '张伟');
  type('Phone number registered with the bank', '13800138000');
  type('ID card number', '11010519491231002X');
  type('Bank card number', cardNumber);
  type(/^Payment password/, '902468');
}

describe('the online methods on /mallPayment/:id', () => {
  it('offers the methods the server has; a QR method opens the cashier', async () => {
    await openMethod('Alipay QR code');
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).disabled)).toEqual([false, false, false, false]);
    expect(screen.getByText(`You pay ${formatMoney(DEPOSIT, 'en')} in RMB.`)).toBeDefined();
    expect(screen.getByText(/The QR code opens the sandbox payment app/)).toBeDefined();
    expect(screen.queryByRole('form', { name: 'Bank transfer details' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show the QR code' }));
    await waitFor(() => expect(location()).toBe('/mallDdcCashier/1'));
    expect(server.state.starts).toEqual([{ orderId: 5, kind: 'deposit', method: 'ALIPAY_QR' }]);
  });

  it('keeps the online methods closed when the server offers none', async () => {
    server.state.offered = false;
    loginAs(['purchaser']);
    render(<Payment />, '/mallPayment/5', '/mallPayment/:id');
    await screen.findByRole('form', { name: 'Bank transfer details' });
    await waitFor(() => expect(server.paths()).toContain('GET /api/payments/online/methods'));
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).disabled)).toEqual([false, true, true, true]);
  });

  it('checks the card with the contract, then asks for the SMS code and opens the cashier once it is right', async () => {
    await openMethod('Online payment in RMB with a domestic bank card');
    const form = await screen.findByRole('form', { name: 'Bank card details' });
    fireEvent.click(within(form).getByRole('button', { name: 'Get the SMS code' }));
    expect(await screen.findByText("Please enter the cardholder's real name.")).toBeDefined();
    expect(screen.getByText('Please enter a correct phone number')).toBeDefined();
    expect(screen.getByText('Please enter a correct ID card number.')).toBeDefined();
    expect(screen.getByText('Please enter a correct bank card number')).toBeDefined();
    expect(screen.getByText('Please enter the 6-digit payment password.')).toBeDefined();
    // A credit card asks for its validity and CVV instead of the password.
    fireEvent.click(screen.getByRole('radio', { name: 'Credit card' }));
    expect(await screen.findByLabelText(/^Validity/)).toBeDefined();
    expect(screen.queryByLabelText(/^Payment password/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Debit card' }));
    await screen.findByLabelText(/^Payment password/);
    fillDebitCard();
    fireEvent.click(within(form).getByRole('button', { name: 'Get the SMS code' }));

    expect(await screen.findByRole('heading', { name: 'Enter the SMS code' })).toBeDefined();
    expect(server.state.starts).toEqual([{ orderId: 5, kind: 'deposit', method: 'ONLINE_RMB_CARD', card: expect.objectContaining({ cardNumber: '6222021234567890', idNumber: '11010519491231002X' }) }]);
    expect(screen.getByText('The bank sent a 6-digit code to 138****8000.')).toBeDefined();
    expect(screen.queryByLabelText(startOf('Bank card number'))).toBeNull();
    expect(screen.getByRole('button', { name: 'Send a new code (60 s)' })).toHaveProperty('disabled', true);
    type('SMS code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the payment' }));
    expect(await screen.findByText('The SMS code is not correct. Please check it and try again.')).toBeDefined();
    expect(await screen.findByText('4 tries left')).toBeDefined();
    type('SMS code', SMS_CODE);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm the payment' }));
    await waitFor(() => expect(location()).toBe('/mallDdcCashier/1'));
    expect(server.state.codes).toEqual(['111111', SMS_CODE]);
  });

  /** Opens the card method and asks for the SMS code with a debit card of this number. */
  async function payByCard(cardNumber: string) {
    await openMethod('Online payment in RMB with a domestic bank card');
    await screen.findByRole('form', { name: 'Bank card details' });
    fillDebitCard(cardNumber);
    fireEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
  }

  it('says so when the start answered what the page cannot read, and lets the buyer try again', async () => {
    await payByCard('6222021234560009');
    expect(await screen.findByText('The payment could not be started. Please check your connection and try again.')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Enter the SMS code' })).toBeNull();
    type('Bank card number', '6222 0212 3456 7890');
    fireEvent.click(screen.getByRole('button', { name: 'Get the SMS code' }));
    expect(await screen.findByRole('heading', { name: 'Enter the SMS code' })).toBeDefined();
  });

  it('shows a declined card with the form again', async () => {
    await payByCard('6222021234560002');
    expect(await screen.findByText('The bank declined this card. Please use another card or method.')).toBeDefined();
    expect(screen.getByRole('form', { name: 'Bank card details' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Enter the SMS code' })).toBeNull();
  });
});

describe('/mallDdcCashier/:id', () => {
  it('draws the QR here with the time left and the sandbox link, then shows the payment received', async () => {
    server.state.intents.set(1, intentFixture(1));
    loginAs(['purchaser']);
    render(<Cashier />, '/mallDdcCashier/1', '/mallDdcCashier/:id');
    expect(await screen.findByRole('heading', { name: 'Cashier' })).toBeDefined();
    expect(screen.getByText('Order PO20261120000005 · payment PAY20261122000801')).toBeDefined();
    const qr = screen.getByRole('img', { name: `QR code to pay ${formatMoney(DEPOSIT, 'en')}` });
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(qrPath(intentFixture(1).qrContent ?? '').path);
    expect(screen.getByText('Expires in 15:00')).toBeDefined();
    expect(screen.getByRole('link', { name: /Open the sandbox payment app/ }).getAttribute('href')).toBe(intentFixture(1).simulatorUrl);
    server.settle(1, { status: 'success', paymentStatus: 'PENDING_REVIEW' });
    expect(await screen.findByText('Payment received', undefined, { timeout: 6000 })).toBeDefined();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'View the order' }).getAttribute('href')).toBe('/myOrderDetail/5');
    expect(screen.getByRole('link', { name: 'My payments' }).getAttribute('href')).toBe('/myPayment');
  });

  it('an expired payment says so and offers to try again', async () => {
    server.state.intents.set(1, intentFixture(1, { status: 'expired', failureReason: 'mall.onlineIntentExpired', qrContent: null, simulatorUrl: null, secondsLeft: 0 }));
    loginAs(['purchaser']);
    render(<Cashier />, '/mallDdcCashier/1', '/mallDdcCashier/:id');
    expect(await screen.findByText('This payment has expired')).toBeDefined();
    expect(screen.getByText('This payment has expired. Please start again.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/mallPayment/5');
  });

  it("a visitor without a session is asked to sign in; a payment that is not the buyer's is not found", async () => {
    const { unmount } = render(<Cashier />, '/mallDdcCashier/1', '/mallDdcCashier/:id');
    expect(screen.getByRole('heading', { name: 'Please Login First' })).toBeDefined();
    unmount();
    loginAs(['purchaser']);
    render(<Cashier />, '/mallDdcCashier/7', '/mallDdcCashier/:id');
    expect(await screen.findByRole('heading', { name: 'This payment could not be found' })).toBeDefined();
    expect(server.paths()).toEqual(['GET /api/payments/online/7']);
  });
});

describe('/mallDdcPayment/:id', () => {
  it('is the payment page with each ddc line\'s source', async () => {
    loginAs(['purchaser']);
    render(<Ddc />, '/mallDdcPayment/5', '/mallDdcPayment/:id');
    expect(await screen.findByRole('heading', { name: 'Pay the deposit' })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Where the goods come from' })).toBeDefined();
    const link = screen.getByRole('link', { name: 'Open Cotton T-shirt on 1688' });
    expect(link.getAttribute('href')).toBe('https://detail.1688.com/offer/624567891234.html');
    expect(server.paths().filter((p) => p === 'GET /api/orders/5')).toHaveLength(1);
  });
});
