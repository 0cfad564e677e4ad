import { SourcingPage } from '../../features/mall-sourcing/components/sourcing-page';
import { sourcingMessages } from '../../features/mall-sourcing/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/mall/Sourcing`: the sourcing request queue (server menu component string). */
export default withRemoteMessages(SourcingPage, sourcingMessages);
