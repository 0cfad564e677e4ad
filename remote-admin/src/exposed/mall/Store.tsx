import { StorePage } from '../../features/mall-stores/components/store-page';
import { storeMessages } from '../../features/mall-stores/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/mall/Store`: stores (merchants) (server menu component string). */
export default withRemoteMessages(StorePage, storeMessages);
