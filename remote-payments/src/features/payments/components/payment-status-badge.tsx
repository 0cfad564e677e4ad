import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import type { PaymentState } from 'shared-contracts/api/payments';

const PALETTE: Readonly<Record<PaymentState, string>> = {
  UNPAID: 'gray', PENDING_REVIEW: 'orange', RE_REVIEW: 'orange', PAID: 'green', REVIEW_FAILED: 'red',
};

/** A payment's state (SPEC §4 payment states, the `payment_status` dictionary's values). */
export function PaymentStatusBadge({ status }: { status: PaymentState }) {
  return <Badge colorPalette={PALETTE[status]} flexShrink={0}><FormattedMessage id={`payments.status.${status}`} /></Badge>;
}
