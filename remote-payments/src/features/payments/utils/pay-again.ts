import type { Payment } from 'shared-contracts/api/payments';

/**
 * Whether the row at `index` of a newest-first list offers "pay again": a rejected deposit or final payment with no
 * later payment of the same order and kind above it. A later payment on an earlier page is not seen; the payment
 * page then explains that the order is under review or paid.
 */
export function canPayAgain(payments: readonly Pick<Payment, 'orderId' | 'kind' | 'status'>[], index: number): boolean {
  const payment = payments[index];
  if (!payment || payment.status !== 'REVIEW_FAILED') return false;
  return !payments.slice(0, index).some((p) => p.orderId === payment.orderId && p.kind === payment.kind);
}

/** Where a payment of `kind` of the order is paid (again). */
export const payPathOf = (payment: Pick<Payment, 'orderId' | 'kind'>) => `/mallPayment/${payment.orderId}${payment.kind === 'final' ? '?kind=final' : ''}`;
