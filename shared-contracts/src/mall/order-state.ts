/**
 * The order state machine (SPEC §4, ARCHITECTURE.md §5) as data: the server enforces it, pages ask it which
 * actions to draw. The mall issue creates orders in their initial state; the order issue adds every
 * transition. The `order_status` dictionary's values are these states.
 */
export const ORDER_STATES = [
  'depositPending',
  'depositReview',
  'depositRejected',
  'awaitingStocking',
  'finalPaymentPending',
  'finalPaymentReview',
  'finalPaymentRejected',
  'pendingShipment',
  'shipping',
  'delivered',
  'completed',
  'closed',
  'refunding',
  'refundSuccess',
  'refundFailure',
] as const;
export type OrderState = (typeof ORDER_STATES)[number];

export const ACCEPTANCE_STATES = ['waiting', 'accepted', 'refused'] as const;
export type AcceptanceState = (typeof ACCEPTANCE_STATES)[number];

/**
 * ARCHITECTURE.md §5: the status holds the 15 values of SPEC §4 and platform acceptance is a state of its own.
 * A placed order is `depositPending` while the platform has not accepted it; the deposit can be paid only
 * once it is accepted (SPEC §4 order flow, steps 2–3).
 */
export const INITIAL_ORDER_STATE: { status: OrderState; acceptance: AcceptanceState } = {
  status: 'depositPending',
  acceptance: 'waiting',
};

/** What a buyer sees as the order's state: waiting for acceptance comes before everything else. */
export function displayedOrderState(order: { status: OrderState; acceptance: AcceptanceState }): OrderState | 'awaitingAcceptance' | 'refused' {
  if (order.acceptance === 'waiting') return 'awaitingAcceptance';
  if (order.acceptance === 'refused') return 'refused';
  return order.status;
}

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** Message id of a state's label (texts in i18n/messages-order-states.ts). */
export const orderStateMessageId = (state: ReturnType<typeof displayedOrderState>) => `order.state.${state}`;
