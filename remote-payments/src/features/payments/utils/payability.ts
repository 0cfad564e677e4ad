import { actionsFor, type OrderPosition } from 'shared-contracts/mall/order-state';

/** Why the deposit of an order can or cannot be paid now; each reason has its own explanation on the page. */
export type DepositPayability = 'payable' | 'awaitingAcceptance' | 'refused' | 'closed' | 'underReview' | 'alreadyPaid';

/**
 * The state machine decides (the buyer's `payDeposit`, as the server checks it): an order accepted by the platform
 * and waiting for its deposit, or whose deposit was rejected. Anything else is explained, never offered.
 */
export function depositPayability(order: OrderPosition): DepositPayability {
  if (actionsFor(order, 'buyer').includes('payDeposit')) return 'payable';
  if (order.acceptance === 'refused') return 'refused';
  if (order.status === 'closed') return 'closed';
  if (order.acceptance === 'waiting') return 'awaitingAcceptance';
  if (order.status === 'depositReview') return 'underReview';
  return 'alreadyPaid';
}
