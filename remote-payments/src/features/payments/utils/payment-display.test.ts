import { describe, expect, it } from 'vitest';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { INTENT_STATES, PAYMENT_STATES, type IntentState, type PaymentState } from 'shared-contracts/api/payments';
import { attemptEndingId, paymentDisplay, type PaymentDisplay } from './payment-display';

const online = (attempt: IntentState | null) => ({ provider: 'sandbox', providerTradeNo: null, payerName: null, cardMasked: null, refundDue: attempt === 'refundDue', attempt });

describe('paymentDisplay', () => {
  // Written out by hand: a new payment state or intent state without a decision here fails the exhaustive row below.
  const TABLE: [PaymentState, IntentState | null | 'transfer', PaymentDisplay][] = [
    ['PAID', 'transfer', 'paid'], ['PENDING_REVIEW', 'transfer', 'underReview'], ['RE_REVIEW', 'transfer', 'reReview'],
    ['REVIEW_FAILED', 'transfer', 'refused'], ['UNPAID', 'transfer', 'unpaid'],
    ['PAID', 'success', 'paid'], ['PENDING_REVIEW', 'success', 'underReview'], ['REVIEW_FAILED', 'success', 'refused'],
    ['UNPAID', 'pending', 'attemptOpen'], ['UNPAID', 'failed', 'attemptNotCompleted'], ['UNPAID', 'expired', 'attemptNotCompleted'],
    ['UNPAID', 'refundDue', 'refundDue'], ['UNPAID', null, 'unpaid'],
  ];
  it.each(TABLE)('%s with attempt %s → %s', (status, attempt, expected) =>
    expect(paymentDisplay({ status, online: attempt === 'transfer' ? null : online(attempt) })).toBe(expected));

  it('decides every unpaid attempt state', () => {
    const decided = TABLE.filter(([status, attempt]) => status === 'UNPAID' && attempt !== 'transfer' && attempt !== null).map(([, a]) => a);
    expect(INTENT_STATES.filter((s) => s !== 'success' && !decided.includes(s))).toEqual([]);
    expect(PAYMENT_STATES.filter((s) => !TABLE.some(([status]) => status === s))).toEqual([]);
  });

  it('a refund due the older answer flags without an attempt state is still a refund due', () => {
    expect(paymentDisplay({ status: 'UNPAID', online: { ...online(null), refundDue: true } })).toBe('refundDue');
  });
});

describe('attemptEndingId', () => {
  it.each([
    [MessageKey.onlineIntentExpired, 'expired'], [MessageKey.onlineIntentClosed, 'replaced'], [MessageKey.onlineCardDeclined, 'declined'],
    [MessageKey.onlineInsufficientFunds, 'insufficientFunds'], [MessageKey.onlinePayerDeclined, 'cancelled'],
    [MessageKey.smsTriesExceeded, 'smsTries'], [MessageKey.onlineGatewayError, 'gateway'], ['mall.somethingNew', 'other'], [null, 'other'],
  ])('%s → %s', (reason, ending) => expect(attemptEndingId(reason)).toBe(`payments.attempt.ended.${ending}`));
});
