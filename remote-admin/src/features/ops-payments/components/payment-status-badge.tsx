import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import type { PaymentState } from 'shared-contracts/api/payments';

const PALETTE: Readonly<Record<PaymentState, string>> = {
  UNPAID: 'gray', PENDING_REVIEW: 'orange', RE_REVIEW: 'purple', PAID: 'green', REVIEW_FAILED: 'red',
};

/** A payment's state (the `payment_status` dictionary's values). */
export function PaymentStatusBadge({ status }: { status: PaymentState }) {
  return <Badge size="sm" colorPalette={PALETTE[status]}><FormattedMessage id={`admin.ops.payments.status.${status}`} /></Badge>;
}
