import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { renderWithProviders } from 'shared-contracts/test-support/render-with-providers';
import { setUpPageTests } from 'shared-contracts/test-support/set-up-page-tests';
import { paymentReviewMessages } from '../messages';
import { staffPaymentFixture } from '../test/ops-payments-test-server';
import { PaymentDetails } from './payment-details';
import { PaymentTable } from './payment-table';

setUpPageTests(() => 'http://127.0.0.1:9/');
const Details = withRemoteMessages(PaymentDetails, paymentReviewMessages);
const Table = withRemoteMessages(PaymentTable, paymentReviewMessages);

const online = { provider: 'sandbox', providerTradeNo: 'SBX00000000000000000000AB', payerName: '张伟', cardMasked: '6222********7890', refundDue: false, attempt: 'success' as const };
const card = staffPaymentFixture(7, { method: 'ONLINE_RMB_CARD', remitterName: null, remitterBank: null, remittedAmount: null, voucherUrl: null, online });

describe('an online payment in the review queue', () => {
  it('shows the method, the provider trade number, the payer and the masked card instead of pictures', () => {
    renderWithProviders(<Details payment={card} />);
    expect(screen.getByText('Online payment in RMB (Chinese bank card)')).toBeDefined();
    expect(screen.getByText('SBX00000000000000000000AB')).toBeDefined();
    expect(screen.getByText('6222********7890')).toBeDefined();
    expect(screen.getByText('张伟')).toBeDefined();
    expect(screen.queryByText('Transfer voucher screenshot')).toBeNull();
    expect(screen.queryByText(/refund at the provider/)).toBeNull();
  });

  it('warns when the money came after the order could no longer take it', () => {
    renderWithProviders(<Details payment={{ ...card, status: 'UNPAID', online: { ...online, refundDue: true } }} />);
    expect(screen.getByText('Paid after the order could no longer take it: refund at the provider')).toBeDefined();
  });

  it('names the payer and the card in the table where a transfer names the remitter and bank', () => {
    renderWithProviders(<Table payments={[card]} onOpen={() => {}} />);
    expect(screen.getByText('张伟')).toBeDefined();
    expect(screen.getByText('6222********7890')).toBeDefined();
  });
});
