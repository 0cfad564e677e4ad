import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MyPaymentPage } from '../features/payments/components/my-payment-page';
import { finalPaymentMessages } from '../features/payments/final-messages';
import { paymentMessages } from '../features/payments/messages';

/** `payments/MyPayment`: my payments, route /myPayment. */
export default withRemoteMessages(MyPaymentPage, mergeMessages(paymentMessages, finalPaymentMessages));
