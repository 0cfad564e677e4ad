import { FormattedMessage } from 'react-intl';
import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { ErrorState, LoadingState } from '../../components/list-state';
import { useNow } from '../../hooks/use-now';
import { useStaffOrder } from '../../features/ops-orders/api/get-staff-order';
import { OrderDetails } from '../../features/ops-orders/components/order-details';
import { opsOrderMessages } from '../../features/ops-orders/messages';
import { StockingPage } from '../../features/ops-stock/components/stocking-page';
import { opsStockMessages } from '../../features/ops-stock/messages';

/** The order in full (buyer, amounts, lines, timeline) as the acceptance workbench shows it, inside the stocking drawer. */
function FullOrder({ orderId }: { orderId: number }) {
  const now = useNow();
  const detail = useStaffOrder(orderId);
  if (detail.isPending) return <LoadingState label={<FormattedMessage id="admin.ops.orders.drawer.loading" />} />;
  if (detail.isError) {
    return <ErrorState message={<FormattedMessage id="admin.ops.orders.drawer.loadFailed" />} retryLabel={<FormattedMessage id="admin.list.retry" />} onRetry={() => void detail.refetch()} />;
  }
  return detail.data ? <OrderDetails order={detail.data} now={now} /> : null;
}

function StockingWithOrders() {
  return <StockingPage orderDetail={(orderId) => <FullOrder orderId={orderId} />} />;
}

/** `admin/ops/Stocking`: the stocking queue of the operations workbench (server menu component string); the two features meet here. */
export default withRemoteMessages(StockingWithOrders, mergeMessages(opsOrderMessages, opsStockMessages));
