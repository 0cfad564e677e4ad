import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import { orderStateMessageId, type RefundState } from 'shared-contracts/mall/order-state';

const PALETTE: Readonly<Record<RefundState, string>> = { refunding: 'purple', refundSuccess: 'green', refundFailure: 'red' };

/** A refund's state, with the labels of SPEC §4 it shares with orders. */
export function RefundStatusBadge({ status }: { status: RefundState }) {
  return <Badge colorPalette={PALETTE[status]}><FormattedMessage id={orderStateMessageId(status)} /></Badge>;
}
