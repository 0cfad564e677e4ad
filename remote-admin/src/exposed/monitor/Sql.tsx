import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { SqlPage } from '../../features/monitor-sql/components/sql-page';
import { sqlPageMessages } from '../../features/monitor-sql/messages';

/** `admin/monitor/Sql`: the SQL monitor, the portal's own page where eladmin had an iFrame (server menu component string). */
export default withRemoteMessages(SqlPage, sqlPageMessages);
