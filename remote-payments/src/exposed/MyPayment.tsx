import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MyPaymentPage } from '../features/payments/components/my-payment-page';
import { paymentMessages } from '../features/payments/messages';

/** `payments/MyPayment`: my payments, route /myPayment. */
export default withRemoteMessages(MyPaymentPage, paymentMessages);
