import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { RefundReviewPage } from '../../features/ops-refunds/components/refund-review-page';
import { refundReviewMessages } from '../../features/ops-refunds/messages';

/** `admin/ops/RefundReview`: the refund review queue (server menu component string). */
export default withRemoteMessages(RefundReviewPage, refundReviewMessages);
