import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { RemotesPage } from '../../features/tools-remotes/components/remotes-page';
import { remotesPageMessages } from '../../features/tools-remotes/messages';

/** `admin/tools/Remotes`: each remote's health, switch, canary and recent failures (server menu component string). */
export default withRemoteMessages(RemotesPage, remotesPageMessages);
