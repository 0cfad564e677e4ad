import type { OrderCounts } from 'shared-contracts/api/orders';
import type { DisplayedOrderState } from 'shared-contracts/mall/order-state';

/**
 * The buyer's status tabs: the displayed states in the order the flow runs, grouped where a step has a payment
 * and its review. A group of several states shows each of them as a filter of its own under the tab (the API
 * filters by one state), so every state is one click away and the URL holds exactly that state. The three refund
 * labels are left out: a refund is a record beside the order and never its status (docs/orders.md), so those
 * counts are always zero; refunds get their own page.
 */
export const STATE_GROUPS = [
  { key: 'awaitingAcceptance', states: ['awaitingAcceptance'] },
  { key: 'deposit', states: ['depositPending', 'depositReview', 'depositRejected'] },
  { key: 'stocking', states: ['awaitingStocking'] },
  { key: 'finalPayment', states: ['finalPaymentPending', 'finalPaymentReview', 'finalPaymentRejected'] },
  { key: 'delivery', states: ['pendingShipment', 'shipping', 'partlyShipped', 'partlyDelivered', 'partlyDeliveredInWarehouse', 'delivered'] },
  { key: 'completed', states: ['completed'] },
  { key: 'closed', states: ['closed', 'refused'] },
] as const satisfies readonly { key: string; states: readonly DisplayedOrderState[] }[];

export type StateGroup = (typeof STATE_GROUPS)[number];
/** Every state a tab or its filters can show. */
export const BUYER_STATES: readonly DisplayedOrderState[] = STATE_GROUPS.flatMap((g) => g.states);
export type StateGroupKey = StateGroup['key'];
/** The tab value of the unfiltered list. */
export const ALL_TAB = 'all';
export type StateTab = StateGroupKey | typeof ALL_TAB;

export function groupOf(state: DisplayedOrderState): StateGroup | undefined {
  return STATE_GROUPS.find((g) => (g.states as readonly DisplayedOrderState[]).includes(state));
}

export function tabOf(state: DisplayedOrderState | null): StateTab {
  return state === null ? ALL_TAB : (groupOf(state)?.key ?? ALL_TAB);
}

export const countOf = (counts: OrderCounts | undefined, state: DisplayedOrderState): number => counts?.[state] ?? 0;

export function groupCount(group: StateGroup, counts: OrderCounts | undefined): number {
  return group.states.reduce((sum, state) => sum + countOf(counts, state), 0);
}

export function totalCount(counts: OrderCounts | undefined): number {
  return STATE_GROUPS.reduce((sum, group) => sum + groupCount(group, counts), 0);
}

/** The state a click on a group's tab shows: its first state that has orders, else its first state. */
export function stateForTab(tab: StateTab, counts: OrderCounts | undefined): DisplayedOrderState | null {
  const group = STATE_GROUPS.find((g) => g.key === tab);
  if (!group) return null;
  return group.states.find((state) => countOf(counts, state) > 0) ?? group.states[0];
}
