import type { PaymentBreakdown, PaymentDue, PaymentKind } from 'shared-contracts/api/payments';
import type { orders } from '../../db/schema';
import { vndOf, type OrderSettings } from './order-settings';

type OrderRow = typeof orders.$inferSelect;

/**
 * What the buyer owes for a payment of `kind` now (fen). The deposit is the 30% frozen on the order at
 * placement; the final balance is not payable through this yet (docs/orders.md, "What is left").
 */
export function depositDue(order: OrderRow, settings: OrderSettings): PaymentDue & { breakdown: PaymentBreakdown } {
  const amount = order.depositAmount;
  return {
    orderId: order.id, orderNo: order.orderNo, kind: 'deposit' as PaymentKind, amount, currency: 'CNY',
    exchangeRate: settings.cnyToVnd, amountVnd: vndOf(amount, settings.cnyToVnd),
    breakdown: { goods: amount, depositCredited: 0, serviceFee: 0, packageFee: 0, tax: 0 },
  };
}
