import { MessageKey } from 'shared-contracts/api/message-keys';
import { UNFINISHED_ATTEMPT_STATES, type Payment } from 'shared-contracts/api/payments';

/**
 * What a row of My payments says a payment is (docs/payments.md "Attempts not completed"). A transfer is under
 * review, paid or refused; an online payment that has not paid is an attempt: still open, not completed (nothing was
 * charged), or paid too late and to be refunded, which is not an error of the buyer's and is not shown as one.
 */
export type PaymentDisplay =
  | 'paid' | 'underReview' | 'reReview' | 'refused' | 'unpaid'
  | 'attemptOpen' | 'attemptNotCompleted' | 'refundDue';

type Shown = Pick<Payment, 'status' | 'online'>;

export function paymentDisplay(payment: Shown): PaymentDisplay {
  switch (payment.status) {
    case 'PAID': return 'paid';
    case 'PENDING_REVIEW': return 'underReview';
    case 'RE_REVIEW': return 'reReview';
    case 'REVIEW_FAILED': return 'refused';
    case 'UNPAID': return attemptDisplay(payment.online);
  }
}

function attemptDisplay(online: Payment['online']): PaymentDisplay {
  if (!online) return 'unpaid';
  if (online.refundDue || online.attempt === 'refundDue') return 'refundDue';
  if (online.attempt === 'pending') return 'attemptOpen';
  if (online.attempt && (UNFINISHED_ATTEMPT_STATES as readonly string[]).includes(online.attempt)) return 'attemptNotCompleted';
  return 'unpaid';
}

/** Chakra palettes of the displayed states: only a refusal is red; an attempt not completed is grey, not an error. */
export const DISPLAY_PALETTE: Readonly<Record<PaymentDisplay, string>> = {
  paid: 'green', underReview: 'orange', reReview: 'orange', refused: 'red', unpaid: 'gray',
  attemptOpen: 'blue', attemptNotCompleted: 'gray', refundDue: 'purple',
};

/** Why an attempt ended, as the short neutral phrase My payments shows (the server's key reads as an instruction). */
const ATTEMPT_ENDINGS: Readonly<Record<string, string>> = {
  [MessageKey.onlineIntentExpired]: 'expired',
  [MessageKey.onlineIntentClosed]: 'replaced',
  [MessageKey.onlineCardDeclined]: 'declined',
  [MessageKey.onlineInsufficientFunds]: 'insufficientFunds',
  [MessageKey.onlinePayerDeclined]: 'cancelled',
  [MessageKey.smsTriesExceeded]: 'smsTries',
  [MessageKey.onlineGatewayError]: 'gateway',
};
export const ATTEMPT_ENDING_IDS = [...new Set(Object.values(ATTEMPT_ENDINGS)), 'other'].map((e) => `payments.attempt.ended.${e}`);

/** The message id of why an attempt ended. */
export const attemptEndingId = (failureReason: string | null) => `payments.attempt.ended.${(failureReason && ATTEMPT_ENDINGS[failureReason]) ?? 'other'}`;
