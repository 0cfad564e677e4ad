import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { LogPage } from '../../features/monitor-logs/components/log-page';
import { logPageMessages } from '../../features/monitor-logs/messages';

/** The operation log, every write request (log:list). */
function OperationLog() {
  return <LogPage kind="info" />;
}

/** `admin/monitor/Log` (server menu component string). */
export default withRemoteMessages(OperationLog, logPageMessages);
