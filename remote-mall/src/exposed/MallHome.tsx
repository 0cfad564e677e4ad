import { MallHomePage } from '../features/home/components/mall-home-page';
import { homeMessages } from '../features/home/messages';
import { withRemoteMessages } from '../i18n/remote-messages';

/** `mall/MallHome`: the mall landing, routes / and /mall. */
export default withRemoteMessages(MallHomePage, homeMessages);
