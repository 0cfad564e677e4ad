import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import { orderStateMessageId, type RefundState } from 'shared-contracts/mall/order-state';

const PALETTE: Readonly<Record<RefundState, string>> = { refunding: 'purple', refundSuccess: 'green', refundFailure: 'red' };

/** A refund's state, with the order labels of SPEC §4 it shares (refunding, refund success, refund failure). */
export function RefundStatusBadge({ status, size = 'md' }: { status: RefundState; size?: 'sm' | 'md' }) {
  return (
    <Badge colorPalette={PALETTE[status]} size={size}>
      <FormattedMessage id={orderStateMessageId(status)} />
    </Badge>
  );
}
