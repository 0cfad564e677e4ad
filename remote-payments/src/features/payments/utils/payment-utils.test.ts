import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { IntentState, PaymentState } from 'shared-contracts/api/payments';
import type { AcceptanceState, OrderState } from 'shared-contracts/mall/order-state';
import { bankTransferResolver, newBankTransferValues, parseDong } from './bank-transfer-form';
import { canPayAgain, payPathOf } from './pay-again';
import { depositPayability } from './payability';

describe('depositPayability', () => {
  it.each<[OrderState, AcceptanceState, string]>([
    ['depositPending', 'accepted', 'payable'],
    ['depositRejected', 'accepted', 'payable'],
    ['depositPending', 'waiting', 'awaitingAcceptance'],
    ['closed', 'refused', 'refused'],
    ['closed', 'waiting', 'closed'],
    ['closed', 'accepted', 'closed'],
    ['depositReview', 'accepted', 'underReview'],
    ['awaitingStocking', 'accepted', 'alreadyPaid'],
    ['finalPaymentPending', 'accepted', 'alreadyPaid'],
  ])('%s / %s → %s', (status, acceptance, expected) => expect(depositPayability({ status, acceptance })).toBe(expected));
});

describe('parseDong', () => {
  it.each([['1049790', 1_049_790], ['1.049.790', 1_049_790], ['1,049,790', 1_049_790], [' 1 049 790 ', 1_049_790], ['0', 0]])('%s → %s', (text, dong) =>
    expect(parseDong(text)).toBe(dong));
  it.each(['', '12abc', '-5', '1.5e6', '10,5 đ'])('%s is not an amount', (text) => expect(parseDong(text)).toBeNaN());
});

describe('bankTransferResolver', () => {
  const resolve = (values: Partial<ReturnType<typeof newBankTransferValues>>) =>
    bankTransferResolver(5)({ ...newBankTransferValues(1_049_790), ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });

  it('refuses with the contract keys, the voucher included', async () => {
    const { errors } = await resolve({ remittedAmount: '' });
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v?.message]))).toEqual({
      remitterName: MessageKey.remitterNameRequired, remitterBank: MessageKey.remitterBankRequired,
      remittedAmount: MessageKey.remittedAmountRequired, voucher: MessageKey.voucherRequired,
    });
  });

  it('gives the request fields and the pictures to upload', async () => {
    const voucher = new File(['x'], 'v.png', { type: 'image/png' });
    const result = await resolve({ remitterName: ' Lê Minh Tuấn ', remitterBank: 'ACB', remittedAmount: '1.000.000', voucher });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      fields: { orderId: 5, kind: 'deposit', remitterName: 'Lê Minh Tuấn', remitterBank: 'ACB', remittedAmount: 1_000_000, remarks: null },
      voucher, remittance: null,
    });
  });
});

describe('canPayAgain', () => {
  const p = (orderId: number, status: PaymentState, kind: 'deposit' | 'final' = 'deposit', attempt: IntentState | null = null) => ({
    orderId, status, kind, online: attempt ? { provider: 'sandbox', providerTradeNo: null, payerName: null, cardMasked: null, refundDue: attempt === 'refundDue', attempt } : null,
  });
  it('offers it on a refused payment with no later payment of its order and kind', () => {
    const list = [p(5, 'RE_REVIEW'), p(8, 'REVIEW_FAILED'), p(5, 'REVIEW_FAILED'), p(9, 'REVIEW_FAILED', 'final'), p(1, 'PAID'), p(9, 'REVIEW_FAILED')];
    expect(list.map((_, i) => canPayAgain(list, i))).toEqual([false, true, false, true, false, true]);
    expect(payPathOf({ orderId: 9, kind: 'final' })).toBe('/mallPayment/9?kind=final');
    expect(payPathOf({ orderId: 8, kind: 'deposit' })).toBe('/mallPayment/8');
  });

  it('offers it on an online attempt not completed, never on one still open or paid too late', () => {
    const list = [
      p(3, 'UNPAID', 'deposit', 'expired'), p(3, 'UNPAID', 'deposit', 'failed'), p(4, 'UNPAID', 'final', 'failed'),
      p(6, 'UNPAID', 'deposit', 'pending'), p(7, 'UNPAID', 'deposit', 'refundDue'), p(7, 'UNPAID', 'final', 'expired'),
    ];
    expect(list.map((_, i) => canPayAgain(list, i))).toEqual([true, false, true, false, false, true]);
  });
});
