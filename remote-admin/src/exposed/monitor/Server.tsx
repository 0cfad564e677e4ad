import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { ServerPage } from '../../features/monitor-server/components/server-page';
import { serverPageMessages } from '../../features/monitor-server/messages';

/** `admin/monitor/Server`: the live server monitor (server menu component string). */
export default withRemoteMessages(ServerPage, serverPageMessages);
