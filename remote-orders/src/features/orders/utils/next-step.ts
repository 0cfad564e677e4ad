import type { Order } from 'shared-contracts/api/orders';
import { actionsFor, type OrderAction } from 'shared-contracts/mall/order-state';

/** The buyer's next step on an order, where it is taken, and the message id of its button. */
export type NextStep = { labelId: string; to: string };

export const orderDetailPath = (id: number) => `/myOrderDetail/${id}`;
/** The order's delivery section: its shipments, each with "Confirm receipt" once delivered. */
export const DELIVERY_SECTION_ID = 'order-delivery';

/** The payment the state machine asks of the buyer now (the deposit, or the balance), on its payment page. */
export function paymentStepOf(id: number, buyerActions: readonly OrderAction[]): NextStep | null {
  if (buyerActions.includes('payDeposit')) return { labelId: 'orders.next.payDeposit', to: `/mallPayment/${id}` };
  if (buyerActions.includes('payFinal')) return { labelId: 'orders.next.payBalance', to: `/mallPayment/${id}?kind=final` };
  return null;
}

/**
 * What the buyer can do next on an order, as the state machine (actionsFor) and the shipments say: pay the deposit,
 * pay the balance, or confirm receipt of goods delivered and not yet confirmed (per shipment, in the order's delivery
 * section). Null when the next step is someone else's (acceptance, a review, stocking, the warehouse).
 */
export function nextStepOf(order: Pick<Order, 'id' | 'status' | 'acceptance' | 'delivery'>): NextStep | null {
  const payment = paymentStepOf(order.id, actionsFor(order, 'buyer'));
  if (payment) return payment;
  const unconfirmed = order.delivery ? order.delivery.delivered - order.delivery.received : 0;
  if ((order.status === 'shipping' || order.status === 'delivered') && unconfirmed > 0) {
    return { labelId: 'orders.next.confirmReceipt', to: `${orderDetailPath(order.id)}#${DELIVERY_SECTION_ID}` };
  }
  return null;
}
