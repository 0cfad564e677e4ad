import { DictPage } from '../../features/dicts/components/dict-page';
import { dictMessages } from '../../features/dicts/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `admin/system/Dict`: dictionary management (server menu component string). */
export default withRemoteMessages(DictPage, dictMessages);
