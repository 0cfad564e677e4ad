import { OrderListPage } from '../features/orders/components/order-list-page';
import { orderMessages } from '../features/orders/messages';
import { withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** `orders/OrderList`: my orders, route /myOrder and the menu entry of the same name. */
export default withRemoteMessages(OrderListPage, orderMessages);
