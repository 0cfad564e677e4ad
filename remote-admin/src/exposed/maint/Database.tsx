import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { BackupPage } from '../../features/maint-backups/components/backup-page';
import { backupMessages } from '../../features/maint-backups/messages';

/** `admin/maint/Database`: database backups and restore (server menu component string). */
export default withRemoteMessages(BackupPage, backupMessages);
