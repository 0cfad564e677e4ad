import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { OnlinePage } from '../../features/monitor-online/components/online-page';
import { onlinePageMessages } from '../../features/monitor-online/messages';

/** `admin/monitor/Online`: the online users, kicked out (server menu component string). */
export default withRemoteMessages(OnlinePage, onlinePageMessages);
