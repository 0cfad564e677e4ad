import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MallPaymentPage } from '../features/payments/components/mall-payment-page';
import { paymentMessages } from '../features/payments/messages';

/** `payments/MallPayment`: paying an order's deposit, route /mallPayment/:id (the order's id). */
export default withRemoteMessages(MallPaymentPage, paymentMessages);
