import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import { orderStateMessageId, type DisplayedOrderState } from 'shared-contracts/mall/order-state';

/** Waiting on someone else is orange or purple, a refusal red, the end green or grey; the rest of the flow blue. */
const PALETTE: Partial<Record<DisplayedOrderState, string>> = {
  awaitingAcceptance: 'orange',
  depositReview: 'purple',
  finalPaymentReview: 'purple',
  refunding: 'purple',
  refused: 'red',
  depositRejected: 'red',
  finalPaymentRejected: 'red',
  refundFailure: 'red',
  partlyDelivered: 'teal',
  partlyDeliveredInWarehouse: 'teal',
  delivered: 'green',
  completed: 'green',
  refundSuccess: 'green',
  closed: 'gray',
};

/** Long states (a partial delivery in Vietnamese) wrap inside the badge rather than widen the page. */
export function OrderStateBadge({ state, size = 'md' }: { state: DisplayedOrderState; size?: 'sm' | 'md' }) {
  return (
    <Badge colorPalette={PALETTE[state] ?? 'blue'} size={size} whiteSpace="normal" h="auto" py="0.5" textAlign="start">
      <FormattedMessage id={orderStateMessageId(state)} />
    </Badge>
  );
}
