import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { DeployPage } from '../../features/maint-deploy/components/deploy-page';
import { deployPageMessages } from '../../features/maint-deploy/messages';

/** `admin/maint/Deploy`: versions of each remote, activation, rollback and canaries (server menu component string). */
export default withRemoteMessages(DeployPage, deployPageMessages);
