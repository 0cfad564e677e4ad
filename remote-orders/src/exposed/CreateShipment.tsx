import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { CreateShipmentPage } from '../features/shipments/components/create-shipment-page';
import { shipmentMessages } from '../features/shipments/messages';

/** `orders/CreateShipment`: ship one SKU of my stock (/myInvoices/:skuId) or many by spreadsheet (/myInvoices/batch). */
export default withRemoteMessages(CreateShipmentPage, shipmentMessages);
