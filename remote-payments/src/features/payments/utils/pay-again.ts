import type { Payment } from 'shared-contracts/api/payments';
import { paymentDisplay } from './payment-display';

/**
 * Whether the row at `index` of a newest-first list offers "pay again": a deposit or final payment refused by the
 * operator, or an online attempt not completed, with no later payment of the same order and kind above it. A later
 * payment on an earlier page is not seen; the payment page then explains that the order is under review or paid.
 */
export function canPayAgain(payments: readonly Pick<Payment, 'orderId' | 'kind' | 'status' | 'online'>[], index: number): boolean {
  const payment = payments[index];
  if (!payment) return false;
  const display = paymentDisplay(payment);
  if (display !== 'refused' && display !== 'attemptNotCompleted') return false;
  return !payments.slice(0, index).some((p) => p.orderId === payment.orderId && p.kind === payment.kind);
}

/** Where a payment of `kind` of the order is paid (again). */
export const payPathOf = (payment: Pick<Payment, 'orderId' | 'kind'>) => `/mallPayment/${payment.orderId}${payment.kind === 'final' ? '?kind=final' : ''}`;
