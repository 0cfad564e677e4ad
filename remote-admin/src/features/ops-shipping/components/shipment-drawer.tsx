import { Button, CloseButton } from '@chakra-ui/react/button';
import { Drawer } from '@chakra-ui/react/drawer';
import { Portal } from '@chakra-ui/react/portal';
import { HStack } from '@chakra-ui/react/stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffShipment } from 'shared-contracts/api/shipments';
import { usePermission } from 'shared-contracts/react/permission';
import { ShipmentDetails } from './shipment-details';
import type { ShippingAction } from './shipping-table';

type Props = { shipment: StaffShipment; onAction: (action: Exclude<ShippingAction, 'open'>) => void; onClose: () => void };

/** One shipment beside the queue, with its next step in the footer for shipment:edit. */
export function ShipmentDrawer({ shipment, onAction, onClose }: Props) {
  const intl = useIntl();
  const mayEdit = usePermission(['shipment:edit']);
  const next = shipment.status === 'pending' ? 'ship' : shipment.status === 'shipping' ? 'deliver' : null;
  return (
    <Drawer.Root open size="lg" placement="end" onOpenChange={(d) => { if (!d.open) onClose(); }}>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title><FormattedMessage id="admin.ops.shipping.drawer.title" values={{ shipmentNo: shipment.shipmentNo }} /></Drawer.Title>
            </Drawer.Header>
            <Drawer.Body><ShipmentDetails shipment={shipment} /></Drawer.Body>
            {mayEdit && next ? (
              <Drawer.Footer>
                <HStack gap="2">
                  <Button size="sm" colorPalette={next === 'ship' ? 'blue' : 'green'} onClick={() => onAction(next)}>
                    <FormattedMessage id={`admin.ops.shipping.${next}`} />
                  </Button>
                </HStack>
              </Drawer.Footer>
            ) : null}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'admin.dialog.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
