import { Button } from '@chakra-ui/react/button';
import { FormattedMessage } from 'react-intl';
import type { StaffShipment } from 'shared-contracts/api/shipments';
import { usePermission } from 'shared-contracts/react/permission';
import { SideDrawer } from '../../../components/side-drawer';
import { ShipmentDetails } from './shipment-details';
import type { ShippingAction } from './shipping-table';

type Props = { shipment: StaffShipment; onAction: (action: Exclude<ShippingAction, 'open'>) => void; onClose: () => void };

/** One shipment beside the queue, with its next step in the footer for shipment:edit. */
export function ShipmentDrawer({ shipment, onAction, onClose }: Props) {
  const mayEdit = usePermission(['shipment:edit']);
  const next = shipment.status === 'pending' ? 'ship' : shipment.status === 'shipping' ? 'deliver' : null;
  return (
    <SideDrawer title={<FormattedMessage id="admin.ops.shipping.drawer.title" values={{ shipmentNo: shipment.shipmentNo }} />} onClose={onClose}
      footer={mayEdit && next ? (
        <Button size="sm" colorPalette={next === 'ship' ? 'blue' : 'green'} onClick={() => onAction(next)}>
          <FormattedMessage id={`admin.ops.shipping.${next}`} />
        </Button>
      ) : null}>
      <ShipmentDetails shipment={shipment} />
    </SideDrawer>
  );
}
