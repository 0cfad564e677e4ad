import type { Payment } from 'shared-contracts/api/payments';

/**
 * Whether the row at `index` of a newest-first list offers "pay again": a rejected deposit (only deposits are paid
 * here yet) with no later payment of the same order above it. A later payment on an earlier page is not seen; the
 * payment page then explains that the order is under review or paid.
 */
export function canPayAgain(payments: readonly Pick<Payment, 'orderId' | 'kind' | 'status'>[], index: number): boolean {
  const payment = payments[index];
  if (!payment || payment.status !== 'REVIEW_FAILED' || payment.kind !== 'deposit') return false;
  return !payments.slice(0, index).some((p) => p.orderId === payment.orderId && p.kind === payment.kind);
}
