import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { DeptPage } from '../../features/system-depts/components/dept-page';
import { deptMessages } from '../../features/system-depts/messages';

/** `admin/system/Dept`: department management (server menu component string). */
export default withRemoteMessages(DeptPage, deptMessages);
