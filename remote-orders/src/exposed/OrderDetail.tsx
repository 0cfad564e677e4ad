import { OrderDetailPage } from '../features/orders/components/order-detail-page';
import { orderMessages } from '../features/orders/messages';
import { OrderRefunds } from '../features/refunds/components/order-refunds';
import { refundMessages } from '../features/refunds/messages';
import { OrderShipmentsSection } from '../features/shipments/components/order-shipments-section';
import { shipmentMessages } from '../features/shipments/messages';
import { OrderStockingSection } from '../features/stock/components/order-stocking-section';
import { stockMessages } from '../features/stock/messages';
import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';

/** The order's detail with its delivery, stocking and after-sales sections: the features meet here, not in each other. */
function OrderDetailWithSections() {
  return (
    <OrderDetailPage sections={(order) => (
      <><OrderShipmentsSection order={order} /><OrderStockingSection order={order} /><OrderRefunds order={order} /></>
    )} />
  );
}

/** `orders/OrderDetail`: one of my orders with its timeline, my actions, delivery, stocking and after-sales, route /myOrderDetail/:id. */
export default withRemoteMessages(OrderDetailWithSections, mergeMessages(orderMessages, refundMessages, stockMessages, shipmentMessages));
