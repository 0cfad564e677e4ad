import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { RolePage } from '../../features/system-roles/components/role-page';
import { roleMessages } from '../../features/system-roles/messages';

/** `admin/system/Role`: role management with levels, data scopes and menu grants (server menu component string). */
export default withRemoteMessages(RolePage, roleMessages);
