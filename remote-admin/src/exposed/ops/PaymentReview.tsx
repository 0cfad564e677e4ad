import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { PaymentReviewPage } from '../../features/ops-payments/components/payment-review-page';
import { finalReviewMessages } from '../../features/ops-payments/final-messages';
import { paymentReviewMessages } from '../../features/ops-payments/messages';

/** `admin/ops/PaymentReview`: the payment review queue (server menu component string). */
export default withRemoteMessages(PaymentReviewPage, mergeMessages(paymentReviewMessages, finalReviewMessages));
