import { mergeMessages, withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { MallPaymentPage } from '../features/payments/components/mall-payment-page';
import { finalPaymentMessages } from '../features/payments/final-messages';
import { onlinePaymentMessages } from '../features/payments/online-messages';

/** `payments/MallPayment`: paying an order's deposit or (`?kind=final`) its final balance, route /mallPayment/:id (the order's id). */
// The online methods' texts come along: the card form, the SMS step and the QR start are part of this page.
export default withRemoteMessages(MallPaymentPage, mergeMessages(onlinePaymentMessages, finalPaymentMessages));
