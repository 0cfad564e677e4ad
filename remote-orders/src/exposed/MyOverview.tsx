import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { OverviewPage } from '../features/overview/components/overview-page';
import { overviewMessages } from '../features/overview/messages';

/** `orders/MyOverview`: what waits for the buyer, the first entry of the purchaser's menu (docs/buyer-overview.md). */
export default withRemoteMessages(OverviewPage, overviewMessages);
