import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { UserPage } from '../../features/system-users/components/user-page';
import { userMessages } from '../../features/system-users/messages';

/** `admin/system/User`: user management inside the reader's data scope (server menu component string). */
export default withRemoteMessages(UserPage, userMessages);
