import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { productMessages } from '../features/product/messages';
import { ProductWithPurchase } from './MallDetail';

/** `mall/MallDdcDetail`: /mallDdcDetail/:id, the same page; a purchasing-agent goods adds its source platform and link. */
export default withRemoteMessages(ProductWithPurchase, productMessages);
