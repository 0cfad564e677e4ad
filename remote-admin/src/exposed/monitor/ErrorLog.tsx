import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { LogPage } from '../../features/monitor-logs/components/log-page';
import { logPageMessages } from '../../features/monitor-logs/messages';

/** The error log, requests that failed inside the server, with their stacks (errorLog:list). */
function ErrorLog() {
  return <LogPage kind="error" />;
}

/** `admin/monitor/ErrorLog` (server menu component string). */
export default withRemoteMessages(ErrorLog, logPageMessages);
