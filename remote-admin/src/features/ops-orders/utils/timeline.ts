import type { StaffOrderDetail } from 'shared-contracts/api/orders';
import {
  displayedOrderState, INITIAL_ORDER_STATE, isOrderState, ORDER_ACTIONS, transitionOf,
  type AcceptanceState, type DisplayedOrderState,
} from 'shared-contracts/mall/order-state';

type OrderEvent = StaffOrderDetail['events'][number];

/**
 * The events with the state each one reached, as the lists name states: events carry the status only, so the
 * acceptance is replayed from the actions (placing reads "awaiting acceptance", a refusal "refused").
 */
export function timelineSteps(events: readonly OrderEvent[]): { event: OrderEvent; state: DisplayedOrderState | null }[] {
  let acceptance: AcceptanceState = INITIAL_ORDER_STATE.acceptance;
  return events.map((event) => {
    const action = ORDER_ACTIONS.find((a) => a === event.action);
    if (action) acceptance = transitionOf(action).acceptanceTo ?? acceptance;
    return { event, state: isOrderState(event.toStatus) ? displayedOrderState({ status: event.toStatus, acceptance }) : null };
  });
}
