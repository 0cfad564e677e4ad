import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { StoragePage } from '../../features/tools-storage/components/storage-page';
import { storageFileMessages } from '../../features/tools-storage/messages';

/** `admin/tools/Storage`: the storage tool (server menu component string). */
export default withRemoteMessages(StoragePage, storageFileMessages);
