import { Badge } from '@chakra-ui/react/badge';
import { FormattedMessage } from 'react-intl';
import type { ShipmentState } from 'shared-contracts/api/shipments';

const PALETTE: Record<ShipmentState, string> = { pending: 'orange', shipping: 'blue', delivered: 'green', cancelled: 'gray' };

export function ShipmentStatusBadge({ status }: { status: ShipmentState }) {
  return <Badge colorPalette={PALETTE[status]}><FormattedMessage id={`shipments.status.${status}`} /></Badge>;
}
