import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { DdcPaymentPage } from '../features/payments/components/ddc-payment-page';
import { onlinePaymentMessages } from '../features/payments/online-messages';

/** `payments/MallDdcPayment`: paying a purchasing-agent order, with each line's source, route /mallDdcPayment/:id (the order's id). */
export default withRemoteMessages(DdcPaymentPage, onlinePaymentMessages);
