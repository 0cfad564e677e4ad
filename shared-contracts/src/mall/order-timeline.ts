import type { OrderEvent } from '../api/orders';
import {
  displayedOrderState, INITIAL_ORDER_STATE, isOrderState, ORDER_ACTIONS, transitionOf,
  type AcceptanceState, type DisplayedOrderState,
} from './order-state';

/** One timeline entry: the event and the state it left the order in, as the lists name states. */
export type TimelineStep = { event: OrderEvent; state: DisplayedOrderState | null };

/**
 * The events with the state each one reached, for the buyer's and the staff's timelines alike. Events carry the
 * status only; platform acceptance is replayed from the actions (accept and refuse change it), so placing reads
 * "awaiting acceptance", not "deposit to be paid", and a refusal "refused", not "closed".
 */
export function timelineSteps(events: readonly OrderEvent[]): TimelineStep[] {
  let acceptance: AcceptanceState = INITIAL_ORDER_STATE.acceptance;
  return events.map((event) => {
    const action = ORDER_ACTIONS.find((a) => a === event.action);
    if (action) acceptance = transitionOf(action).acceptanceTo ?? acceptance;
    const state = isOrderState(event.toStatus) ? displayedOrderState({ status: event.toStatus, acceptance }) : null;
    return { event, state };
  });
}
