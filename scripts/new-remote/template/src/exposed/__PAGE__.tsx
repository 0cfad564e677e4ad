import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { HomePage } from '../features/__REMOTE__/components/home-page';
import { homeMessages } from '../features/__REMOTE__/messages';

/** `__REMOTE__/__PAGE__`: the remote's first page; it brings its en/cn/vi messages into the host's IntlProvider. */
export default withRemoteMessages(HomePage, homeMessages);
