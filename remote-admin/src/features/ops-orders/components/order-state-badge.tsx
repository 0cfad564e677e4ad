import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import { orderStateMessageId, type DisplayedOrderState } from 'shared-contracts/mall/order-state';

/** Waiting on the platform orange or purple, refusals red, the end green or grey, the rest of the flow blue. */
const PALETTE: Partial<Record<DisplayedOrderState, string>> = {
  awaitingAcceptance: 'orange',
  depositReview: 'purple',
  finalPaymentReview: 'purple',
  refunding: 'purple',
  refused: 'red',
  depositRejected: 'red',
  finalPaymentRejected: 'red',
  refundFailure: 'red',
  delivered: 'green',
  completed: 'green',
  refundSuccess: 'green',
  closed: 'gray',
};

export function OrderStateBadge({ state }: { state: DisplayedOrderState }) {
  return <Badge size="sm" colorPalette={PALETTE[state] ?? 'blue'}><FormattedMessage id={orderStateMessageId(state)} /></Badge>;
}
