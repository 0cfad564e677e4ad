import { mergeMessages } from 'shared-contracts/react/remote-messages';
import { finalPaymentMessages } from './final-messages';
import { onlinePaymentMessages } from './online-messages';
import { payeeMessages } from './payee-messages';

/**
 * Everything the payment page shows (payments/MallPayment, and payments/MallDdcPayment around it): the deposit and
 * the final balance, the online methods' card form, SMS step and QR start, and the receiving account.
 */
export const mallPaymentMessages = mergeMessages(onlinePaymentMessages, finalPaymentMessages, payeeMessages);
