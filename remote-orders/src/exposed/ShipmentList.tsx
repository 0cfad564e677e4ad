import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { ShipmentAfterSales } from '../features/refunds/components/shipment-after-sales';
import { refundMessages } from '../features/refunds/messages';
import { ShipmentListPage } from '../features/shipments/components/shipment-list-page';
import { shipmentMessages } from '../features/shipments/messages';

/** My shipments with after-sales on each sent one: the two features meet here, not in each other. */
function ShipmentListWithAfterSales() {
  return <ShipmentListPage afterSales={(shipment) => <ShipmentAfterSales shipment={shipment} />} />;
}

/** `orders/ShipmentList`: my shipments, route /myInvoicesOrder and the menu entry "My shipments". */
export default withRemoteMessages(ShipmentListWithAfterSales, mergeMessages(shipmentMessages, refundMessages));
