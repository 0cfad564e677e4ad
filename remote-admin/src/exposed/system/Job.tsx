import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { JobPage } from '../../features/system-jobs/components/job-page';
import { jobMessages } from '../../features/system-jobs/messages';

/** `admin/system/Job`: job (position) management (server menu component string). */
export default withRemoteMessages(JobPage, jobMessages);
