import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { DdcPaymentPage } from '../features/payments/components/ddc-payment-page';
import { mallPaymentMessages } from '../features/payments/mall-payment-messages';

/** `payments/MallDdcPayment`: paying a purchasing-agent order, with each line's source, route /mallDdcPayment/:id (the order's id). */
// The payment page is the same underneath (deposit, final balance, receiving account), so are its texts.
export default withRemoteMessages(DdcPaymentPage, mallPaymentMessages);
