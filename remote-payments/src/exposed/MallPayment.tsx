import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MallPaymentPage } from '../features/payments/components/mall-payment-page';
import { mallPaymentMessages } from '../features/payments/mall-payment-messages';

/** `payments/MallPayment`: paying an order's deposit or (`?kind=final`) its final balance, route /mallPayment/:id (the order's id). */
export default withRemoteMessages(MallPaymentPage, mallPaymentMessages);
