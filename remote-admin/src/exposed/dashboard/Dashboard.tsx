import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { DashboardPage } from '../../features/dashboard/components/dashboard-page';
import { dashboardMessages } from '../../features/dashboard/messages';

/** `admin/dashboard/Dashboard`: the staff dashboard (server menu component string, docs/dashboard.md). */
export default withRemoteMessages(DashboardPage, dashboardMessages);
