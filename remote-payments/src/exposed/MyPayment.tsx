import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MyPaymentPage } from '../features/payments/components/my-payment-page';
import { myPaymentPageMessages } from '../features/payments/my-payment-messages';

/** `payments/MyPayment`: my payments, route /myPayment. */
export default withRemoteMessages(MyPaymentPage, myPaymentPageMessages);
