import { withRemoteMessages } from 'shared-contracts/react/remote-messages';
import { CashierPage } from '../features/payments/components/cashier-page';
import { onlinePaymentMessages } from '../features/payments/online-messages';

/** `payments/MallDdcCashier`: the cashier of an online payment, route /mallDdcCashier/:id (the payment intent's id). */
export default withRemoteMessages(CashierPage, onlinePaymentMessages);
