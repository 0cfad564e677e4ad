import { OrderDetailPage } from '../features/orders/components/order-detail-page';
import { orderMessages } from '../features/orders/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `orders/OrderDetail`: one of my orders with its timeline and my actions, route /myOrderDetail/:id. */
export default withRemoteMessages(OrderDetailPage, orderMessages);
