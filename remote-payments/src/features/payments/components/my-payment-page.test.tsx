import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authMessages } from 'shared-contracts/i18n/messages-auth';
import { formatMoney } from 'shared-contracts/mall/money';
import { RemoteMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { loginAs, pageTestServer } from 'shared-contracts/test-support/set-up-page-tests';
import { paymentMessages } from '../messages';
import { paymentFixture, startPaymentsServer } from '../test/payments-test-server';
import { MyPaymentPage } from './my-payment-page';

const Page = withRemoteMessages(MyPaymentPage, paymentMessages);
const { server } = pageTestServer(startPaymentsServer);
const renderPage = (locale: 'en' | 'vi' = 'en') =>
  renderWithProviders(<RemoteMessages messages={authMessages}><Page /></RemoteMessages>, { path: '/myPayment', locale });
const rowOf = (serialNo: string) => screen.getByText(serialNo).closest('tr') as HTMLElement;

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
    expect(server.paths()).toEqual(['GET /api/payments/mine?page=0&size=10']);
  });

  it('filters by state and pages through the payments', async () => {
    loginAs(['purchaser']);
    server.state.payments.push(...Array.from({ length: 12 }, (_, i) => paymentFixture(i + 1, { status: i < 11 ? 'PAID' : 'PENDING_REVIEW' })));
    renderPage();
    expect(await screen.findByText('Page 1 of 2')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 2')).toBeDefined();
    await waitFor(() => expect(server.paths()).toContain('GET /api/payments/mine?page=1&size=10'));

    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'PENDING_REVIEW' } });
    expect(await screen.findByText('1 payment')).toBeDefined();
    expect(server.paths()).toContain('GET /api/payments/mine?page=0&size=10&status=PENDING_REVIEW');
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'UNPAID' } });
    expect(await screen.findByText('No payments in this state.')).toBeDefined();
  });

  it('offers the orders when there is nothing yet, in Vietnamese', async () => {
    loginAs(['purchaser']);
    renderPage('vi');
    expect(await screen.findByText('Chưa có khoản thanh toán nào')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Đơn hàng của tôi' }).getAttribute('href')).toBe('/myOrder');
  });
});
