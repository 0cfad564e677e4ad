import type { OrderDetail } from 'shared-contracts/api/orders';
import {
  displayedOrderState, INITIAL_ORDER_STATE, isOrderState, ORDER_ACTIONS, transitionOf,
  type AcceptanceState, type DisplayedOrderState,
} from 'shared-contracts/mall/order-state';

type OrderEvent = OrderDetail['events'][number];

/** One timeline entry: the event and the state it left the order in, as the buyer's lists name states. */
export type TimelineStep = { event: OrderEvent; state: DisplayedOrderState | null };

/**
 * The events with the state each one reached. Events carry the status only; platform acceptance is replayed from
 * the actions (accept and refuse change it), so placing reads "awaiting acceptance", not "deposit to be paid".
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

/** The note of the latest `action` (the reason given for a refusal or a rejection), if any. */
export function latestNote(events: readonly OrderEvent[], action: string): string | null {
  return events.findLast((e) => e.action === action)?.note ?? null;
}

/** The reason the platform gave for refusing the order (the latest refusal's note), if any. */
export const refusalReason = (events: readonly OrderEvent[]): string | null => latestNote(events, 'refuse');
