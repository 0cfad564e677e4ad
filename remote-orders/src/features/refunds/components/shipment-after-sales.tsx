import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShipmentRefunds } from './shipment-refunds';

/** Shipments whose goods have left the warehouse: after-sales is asked on those (the server checks it again). */
const SENT = ['shipping', 'delivered'];

/**
 * "After-sales" on a shipment card: opens the shipment's refundable goods and refunds in place, fetched only when
 * opened (a page of shipments asks nothing until then).
 */
export function ShipmentAfterSales({ shipment }: { shipment: { id: number; shipmentNo: string; status: string } }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  if (!SENT.includes(shipment.status)) return null;
  return (
    <Stack gap="3">
      <Button size="xs" variant="outline" alignSelf="end" aria-expanded={open} onClick={() => setOpen((o) => !o)}
        aria-label={intl.formatMessage({ id: 'refunds.shipment.toggleOf' }, { shipmentNo: shipment.shipmentNo })}>
        {open ? <ChevronUp /> : <ChevronDown />}
        <FormattedMessage id="refunds.shipment.toggle" />
      </Button>
      {open ? <ShipmentRefunds shipmentId={shipment.id} /> : null}
    </Stack>
  );
}
