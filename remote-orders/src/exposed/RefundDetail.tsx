import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { RefundDetailPage } from '../features/refunds/components/refund-detail-page';
import { refundMessages } from '../features/refunds/messages';

/** `orders/RefundDetail`: one of my refunds with its order, pictures, review and timeline, route /myRefundDetail/:id. */
export default withRemoteMessages(RefundDetailPage, refundMessages);
