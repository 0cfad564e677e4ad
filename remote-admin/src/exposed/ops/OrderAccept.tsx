import { OrderAcceptPage } from '../../features/ops-orders/components/order-accept-page';
import { opsOrderMessages } from '../../features/ops-orders/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/ops/OrderAccept`: the operations workbench's order acceptance queue (server menu component string). */
export default withRemoteMessages(OrderAcceptPage, opsOrderMessages);
