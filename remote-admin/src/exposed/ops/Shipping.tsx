import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { ShippingPage } from '../../features/ops-shipping/components/shipping-page';
import { shippingMessages } from '../../features/ops-shipping/messages';

/** `admin/ops/Shipping`: the warehouse's shipping queue (server menu component string). */
export default withRemoteMessages(ShippingPage, shippingMessages);
