import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntentState } from 'shared-contracts/api/payments';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { stubScreenWidth } from 'shared-contracts/test-support/screen-width';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { myPaymentPageMessages } from '../my-payment-messages';
import { paymentFixture, startPaymentsServer } from '../test/payments-test-server';
import { MyPaymentPage } from './my-payment-page';

const Page = withRemoteMessages(MyPaymentPage, myPaymentPageMessages);
const { server } = pageTestServer(startPaymentsServer);
const renderPage = (locale: 'en' | 'vi' = 'en') =>
  renderWithProviders(<RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: '/myPayment', locale });
const rowOf = (serialNo: string) => screen.getByText(serialNo).closest('tr') as HTMLElement;
const online = (attempt: IntentState) => ({ provider: 'sandbox', providerTradeNo: null, payerName: '张伟', cardMasked: null, refundDue: attempt === 'refundDue', attempt });
let restoreWidth = () => {};
afterEach(() => restoreWidth());

describe('/myPayment', () => {
  it('asks an anonymous visitor to sign in and sends nothing', async () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login?redirect=%2FmyPayment');
    await new Promise((r) => setTimeout(r, 30));
    expect(server.requests).toHaveLength(0);
  });

  it('lists the payments with their state, amounts and the reason of a refusal; a refused deposit can be paid again', async () => {
    loginAs(['purchaser']);
    server.state.payments.push(
      paymentFixture(1, { status: 'PAID', orderId: 9, orderNo: 'PO20261120000009', reviewerName: 'Trần Thị Mai' }),
      paymentFixture(2, { status: 'REVIEW_FAILED', orderId: 8, orderNo: 'PO20261120000008', failureReason: 'Sai số tiền', remittedAmount: 1_000_000 }),
      paymentFixture(3, { status: 'REVIEW_FAILED', orderId: 5, failureReason: 'Ảnh mờ' }),
      paymentFixture(4, { status: 'RE_REVIEW', orderId: 5 }),
    );
    renderPage();
    expect(await screen.findByText('PAY20261121000004')).toBeDefined();
    const paid = within(rowOf('PAY20261121000001'));
    expect(paid.getByText('Paid')).toBeDefined();
    expect(paid.getByText('Deposit')).toBeDefined();
    expect(paid.getByText('Bank transfer in Vietnamese dong')).toBeDefined();
    expect(paid.getByText(formatMoney(29_994, 'en'))).toBeDefined();
    expect(paid.getByRole('link', { name: 'PO20261120000009' }).getAttribute('href')).toBe('/myOrderDetail/9');
    expect(paid.queryByRole('link', { name: /again/ })).toBeNull();

    const refused = within(rowOf('PAY20261121000002'));
    expect(refused.getByText('Review failed')).toBeDefined();
    expect(refused.getByText('Reason: Sai số tiền')).toBeDefined();
    expect(refused.getByText(formatMoney(1_000_000, 'en', 'VND'))).toBeDefined();
    expect(refused.getByRole('link', { name: 'Pay again: the deposit of order PO20261120000008' }).getAttribute('href')).toBe('/mallPayment/8');
    // Order 5 was paid again after its refusal: only the newer payment counts.
    expect(within(rowOf('PAY20261121000004')).getByText('Re-review')).toBeDefined();
    expect(within(rowOf('PAY20261121000003')).queryByRole('link', { name: /again/ })).toBeNull();
    expect(screen.getByText('4 payments')).toBeDefined();
    expect(server.paths()).toEqual(['GET /api/payments/mine?page=0&size=10&hideUnfinished=true']);
  });

  it('filters by state and pages through the payments', async () => {
    loginAs(['purchaser']);
    server.state.payments.push(...Array.from({ length: 12 }, (_, i) => paymentFixture(i + 1, { status: i < 11 ? 'PAID' : 'PENDING_REVIEW' })));
    renderPage();
    expect(await screen.findByText('Page 1 of 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeDefined();
    await waitFor(() => expect(server.paths()).toContain('GET /api/payments/mine?page=1&size=10&hideUnfinished=true'));

    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'PENDING_REVIEW' } });
    expect(await screen.findByText('1 payment')).toBeDefined();
    expect(server.paths()).toContain('GET /api/payments/mine?page=0&size=10&status=PENDING_REVIEW&hideUnfinished=true');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'UNPAID' } });
    expect(await screen.findByText('No payments in this state.')).toBeDefined();
  });

  it('folds away online attempts that did not pay, says how many, and shows them as attempts, not errors', async () => {
    loginAs(['purchaser']);
    server.state.payments.push(
      paymentFixture(1, { status: 'UNPAID', orderId: 8, method: 'ONLINE_RMB_CARD', online: online('failed'), failureReason: 'mall.onlineCardDeclined', remittedAmount: null }),
      paymentFixture(2, { status: 'UNPAID', orderId: 8, method: 'ALIPAY_QR', online: online('expired'), failureReason: 'mall.onlineIntentExpired', remittedAmount: null }),
      paymentFixture(3, { status: 'UNPAID', orderId: 6, method: 'DIGITAL_RMB', online: online('refundDue'), failureReason: 'mall.onlineRefundDue', remittedAmount: null }),
      paymentFixture(4, { status: 'PAID', orderId: 9 }),
    );
    renderPage();
    expect(await screen.findByText('2 online attempts that were not completed are hidden.')).toBeDefined();
    expect(screen.queryByText('PAY20261121000001')).toBeNull();
    expect(screen.getByText('2 payments')).toBeDefined();
    // Money that moved is never folded away.
    const late = within(rowOf('PAY20261121000003'));
    expect(late.getByText('To be refunded')).toBeDefined();
    expect(late.getByText(/The platform refunds it to you/)).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Show them' }));
    expect(await screen.findByText('PAY20261121000001')).toBeDefined();
    expect(server.paths()).toContain('GET /api/payments/mine?page=0&size=10');
    const expired = within(rowOf('PAY20261121000002'));
    expect(expired.getByText('Not completed')).toBeDefined();
    expect(expired.getByText('Not paid within the 15 minutes allowed. Nothing was charged.')).toBeDefined();
    expect(expired.queryByText(/Reason:|Unpaid|expired\. Please start again/)).toBeNull();
    // The latest attempt of order 8 offers to pay; the older one does not.
    expect(expired.getByRole('link', { name: 'Pay again: the deposit of order PO20261120000005' }).getAttribute('href')).toBe('/mallPayment/8');
    const declined = within(rowOf('PAY20261121000001'));
    expect(declined.getByText('The bank declined the card. Nothing was charged.')).toBeDefined();
    expect(declined.queryByRole('link', { name: /again/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Hide attempts not completed' }));
    await waitFor(() => expect(screen.queryByText('PAY20261121000001')).toBeNull());
  });

  it('draws a card per payment on a phone, with the amount, the state and the next step', async () => {
    restoreWidth = stubScreenWidth(360);
    loginAs(['purchaser']);
    server.state.payments.push(
      paymentFixture(1, { status: 'PAID', orderId: 9, orderNo: 'PO20261120000009' }),
      paymentFixture(2, { status: 'REVIEW_FAILED', kind: 'final', orderId: 8, orderNo: 'PO20261120000008', failureReason: 'Sai số tiền' }),
    );
    renderPage('vi');
    const cardOf = (serialNo: string) => screen.getByText(serialNo).closest('li') as HTMLElement;
    await screen.findByText('PAY20261121000002');
    const refused = within(cardOf('PAY20261121000002'));
    expect(screen.queryByRole('table')).toBeNull();
    expect(refused.getByText('Duyệt không đạt')).toBeDefined();
    expect(refused.getByText(formatMoney(29_994, 'vi').replace(/\s/g, ' '))).toBeDefined();
    expect(refused.getByText('Lý do: Sai số tiền')).toBeDefined();
    expect(refused.getByRole('link', { name: 'Thanh toán lại phần còn lại của đơn hàng PO20261120000008' }).getAttribute('href')).toBe('/mallPayment/8?kind=final');
    const paid = within(cardOf('PAY20261121000001'));
    expect(paid.getByText('Đã thanh toán')).toBeDefined();
    expect(paid.getByRole('link', { name: 'PO20261120000009' }).getAttribute('href')).toBe('/myOrderDetail/9');
  });

  it('offers the orders when there is nothing yet, in Vietnamese', async () => {
    loginAs(['purchaser']);
    renderPage('vi');
    expect(await screen.findByText('Chưa có khoản thanh toán nào')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Đơn hàng của tôi' }).getAttribute('href')).toBe('/myOrder');
  });
});
