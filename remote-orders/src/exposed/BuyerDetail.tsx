import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { BuyerDetailPage } from '../features/hall/components/buyer-detail-page';
import { hallMessages } from '../features/hall/messages';

/** `orders/BuyerDetail`: a buy order of the trading hall, route /buyerDetail/:id (public). */
export default withRemoteMessages(BuyerDetailPage, hallMessages);
