import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FormattedMessage } from 'react-intl';
import { RefundableLines } from './refundable-lines';
import { RefundList } from './refund-list';

/**
 * After-sales on a shipment (for the shipments pages): per order line the goods sent that may still be refunded
 * with "Request a refund", then the shipment's refunds. Nothing is frozen: the goods have left the warehouse.
 */
export function ShipmentRefunds({ shipmentId }: { shipmentId: number }) {
  const headingId = `shipment-refunds-${shipmentId}`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h3" size="sm" id={headingId}><FormattedMessage id="refunds.section.title" /></Heading>
      <Text fontSize="sm" color="fg.muted"><FormattedMessage id="refunds.section.shipmentHint" /></Text>
      <RefundableLines of={{ shipmentId }} />
      <RefundList of={{ shipmentId }} />
    </Stack>
  );
}
