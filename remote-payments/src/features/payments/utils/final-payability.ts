import { actionsFor, type OrderPosition } from 'shared-contracts/mall/order-state';

/** Why the final balance of an order can or cannot be paid now; each reason has its own explanation on the page. */
export type FinalPayability = 'payable' | 'notStocked' | 'underReview' | 'paid' | 'closed';

const PAID_STATES: readonly string[] = ['pendingShipment', 'shipping', 'delivered', 'completed'];

/**
 * The state machine decides (the buyer's `payFinal`, as the server checks it): stocking complete and the balance
 * unpaid, or its payment rejected. Anything else is explained, never offered.
 */
export function finalPayability(order: OrderPosition): FinalPayability {
  if (actionsFor(order, 'buyer').includes('payFinal')) return 'payable';
  if (order.status === 'finalPaymentReview') return 'underReview';
  if (PAID_STATES.includes(order.status)) return 'paid';
  if (order.status === 'closed' || order.acceptance === 'refused') return 'closed';
  return 'notStocked';
}
