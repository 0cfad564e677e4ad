import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { TaskPage } from '../../features/tools-tasks/components/task-page';
import { taskMessages } from '../../features/tools-tasks/messages';

/** `admin/tools/Timing`: the scheduled tasks (server menu component string). */
export default withRemoteMessages(TaskPage, taskMessages);
