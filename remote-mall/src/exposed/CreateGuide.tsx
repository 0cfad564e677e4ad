import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { GuidePage } from '../features/content/components/content-page';
import { contentMessages } from '../features/content/messages';

/** `mall/CreateGuide`: the guides of SPEC §2, route /createGuide/:label. */
export default withRemoteMessages(GuidePage, contentMessages);
