import { Badge } from '@chakra-ui/react/badge';
import { Link } from '@chakra-ui/react/link';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Payment } from 'shared-contracts/api/payments';
import { canPayAgain, payPathOf } from '../utils/pay-again';
import { attemptEndingId, DISPLAY_PALETTE, paymentDisplay, type PaymentDisplay } from '../utils/payment-display';

/** The parts of a payment that My payments shows in its table rows and on its phone cards alike. */

const DISPLAY_TEXT: Readonly<Record<PaymentDisplay, string>> = {
  paid: 'payments.status.PAID', underReview: 'payments.status.PENDING_REVIEW', reReview: 'payments.status.RE_REVIEW',
  refused: 'payments.status.REVIEW_FAILED', unpaid: 'payments.status.UNPAID',
  attemptOpen: 'payments.attempt.open', attemptNotCompleted: 'payments.attempt.notCompleted', refundDue: 'payments.attempt.refundDue',
};

export function PaymentStateBadge({ payment }: { payment: Payment }) {
  const display = paymentDisplay(payment);
  return <Badge colorPalette={DISPLAY_PALETTE[display]} flexShrink={0}><FormattedMessage id={DISPLAY_TEXT[display]} /></Badge>;
}

/**
 * What the state means for the buyer: an operator's reason for a refusal (red: it asks for a new payment), why an
 * online attempt ended and that nothing was charged (muted: not an error), a refund to come, an attempt still open.
 */
export function PaymentNote({ payment }: { payment: Payment }) {
  const intl = useIntl();
  const display = paymentDisplay(payment);
  if (display === 'refused' && payment.failureReason) {
    // An operator writes the reason; it may also be a message key.
    const reason = intl.messages[payment.failureReason] === undefined ? payment.failureReason : intl.formatMessage({ id: payment.failureReason });
    return <Text fontSize="sm" color="fg.error" overflowWrap="anywhere"><FormattedMessage id="payments.my.reason" values={{ reason }} /></Text>;
  }
  if (display === 'attemptNotCompleted') {
    return (
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="payments.attempt.endedNote" values={{ why: <FormattedMessage id={attemptEndingId(payment.failureReason)} /> }} />
      </Text>
    );
  }
  if (display === 'refundDue') return <Text fontSize="sm" color="fg.warning"><FormattedMessage id="mall.onlineRefundDue" /></Text>;
  if (display === 'attemptOpen') return <Text fontSize="sm" color="fg.muted"><FormattedMessage id="payments.attempt.openNote" /></Text>;
  return null;
}

/** The next step a row offers: paying again an order whose latest payment of this kind was refused or not completed. */
export function PaymentAction({ payments, index }: { payments: readonly Payment[]; index: number }) {
  const intl = useIntl();
  const payment = payments[index];
  if (!payment || !canPayAgain(payments, index)) return null;
  return (
    <Link asChild colorPalette="blue" fontWeight="medium">
      <RouterLink to={payPathOf(payment)}
        aria-label={intl.formatMessage({ id: 'payments.my.payAgainOf' }, { orderNo: payment.orderNo, kind: payment.kind })}>
        <FormattedMessage id="payments.my.payAgain" />
      </RouterLink>
    </Link>
  );
}
