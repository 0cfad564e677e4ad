import { MallHomePage } from '../features/home/components/mall-home-page';
import { homeMessages } from '../features/home/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `mall/MallHome`: the mall landing, routes / and /mall. */
export default withRemoteMessages(MallHomePage, homeMessages);
