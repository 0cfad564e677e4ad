/**
 * The order state machine (SPEC §4, ARCHITECTURE.md §5) as data: the server enforces it on every transition,
 * pages ask it which actions to draw (docs/orders.md). The `order_status` dictionary's values are these states.
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

/**
 * What `shipping` means once the order's goods went out in several shipments (docs/orders.md "Partial shipments"):
 * the order stays `shipping` until all it holds is delivered, so its displayed state says where the rest is.
 */
export const PARTIAL_DELIVERY_STATES = ['partlyShipped', 'partlyDelivered', 'partlyDeliveredInWarehouse'] as const;
export type PartialDeliveryState = (typeof PARTIAL_DELIVERY_STATES)[number];

/** The states lists and tabs show: the machine's, acceptance's two of its own before the deposit, and the partial deliveries. */
export const DISPLAYED_ORDER_STATES = ['awaitingAcceptance', 'refused', ...ORDER_STATES, ...PARTIAL_DELIVERY_STATES] as const;
export type DisplayedOrderState = (typeof DISPLAYED_ORDER_STATES)[number];

/**
 * Where the units the buyer took (less those refunded from stock) are now: still in the warehouse (available, frozen
 * by an after-sales request, or packed in a shipment not yet sent), on the way, or delivered.
 */
export type DeliveryProgress = { inWarehouse: number; inTransit: number; delivered: number };

/**
 * A `shipping` order by where its goods are: nothing delivered yet, all on the way (`shipping`) or part still in the
 * warehouse; something delivered, more on the way or only the warehouse's rest to come; everything delivered while
 * the order still waits (a refund took back the last undelivered units: docs/orders.md "What is left").
 */
export function shippingStateOf(d: DeliveryProgress): DisplayedOrderState {
  if (d.delivered === 0) return d.inWarehouse > 0 ? 'partlyShipped' : 'shipping';
  if (d.inTransit > 0) return 'partlyDelivered';
  return d.inWarehouse > 0 ? 'partlyDeliveredInWarehouse' : 'delivered';
}

/**
 * What a buyer sees as the order's state: a refusal, then a close (a buyer may withdraw an order still waiting),
 * then waiting for acceptance, then the status; a `shipping` order with its delivery progress says where its
 * goods are (shippingStateOf). The server's lists filter and count by the same rule (orders/order-lists.ts).
 */
export function displayedOrderState(order: {
  status: OrderState; acceptance: AcceptanceState; delivery?: DeliveryProgress | null;
}): DisplayedOrderState {
  if (order.acceptance === 'refused') return 'refused';
  if (order.status === 'closed') return 'closed';
  if (order.acceptance === 'waiting') return 'awaitingAcceptance';
  if (order.status === 'shipping' && order.delivery) return shippingStateOf(order.delivery);
  return order.status;
}

export function isOrderState(value: unknown): value is OrderState {
  return typeof value === 'string' && (ORDER_STATES as readonly string[]).includes(value);
}

/** Message id of a state's label (texts in i18n/messages-order-states.ts). */
export const orderStateMessageId = (state: DisplayedOrderState) => `order.state.${state}`;

/** Who takes an action: the order's buyer, staff with the action's permission code, or the job queue. */
export type OrderActor = 'buyer' | 'staff' | 'system';

type Transition = {
  /** States the order may be in. */
  from: readonly OrderState[];
  /** The acceptance the order must have (any when absent). */
  acceptance?: AcceptanceState;
  to: OrderState;
  /** The acceptance after the action (unchanged when absent). */
  acceptanceTo?: AcceptanceState;
  by: OrderActor;
  /** Staff permission code (SPEC §6 style), for `by: 'staff'`. */
  permission?: string;
  /** A reason is required (refusals and rejections: the buyer is told why). */
  noteRequired?: boolean;
};

/**
 * Every transition of the order flow (SPEC §4 "Order flow" and "Other rules"). Refunds are records of their
 * own with the last three states (refunding → refund success | refund failure, REFUND_TRANSITIONS), shown as
 * the order's refund status beside its status; a refund that takes back everything left closes the order.
 */
export const ORDER_TRANSITIONS = {
  // 2. Staff confirm and accept (expected within a day), or refuse with a reason.
  accept: { from: ['depositPending'], acceptance: 'waiting', to: 'depositPending', acceptanceTo: 'accepted', by: 'staff', permission: 'order:accept' },
  refuse: { from: ['depositPending'], acceptance: 'waiting', to: 'closed', acceptanceTo: 'refused', by: 'staff', permission: 'order:accept', noteRequired: true },
  // Before anything is paid the buyer may withdraw the order; unpaid after the countdown, it closes itself.
  cancel: { from: ['depositPending'], to: 'closed', by: 'buyer' },
  closeUnpaid: { from: ['depositPending'], acceptance: 'accepted', to: 'closed', by: 'system' },
  // 3–4. The deposit, paid (again after a rejection) and reviewed.
  payDeposit: { from: ['depositPending', 'depositRejected'], acceptance: 'accepted', to: 'depositReview', by: 'buyer' },
  approveDeposit: { from: ['depositReview'], to: 'awaitingStocking', by: 'staff', permission: 'payment:review' },
  rejectDeposit: { from: ['depositReview'], to: 'depositRejected', by: 'staff', permission: 'payment:review', noteRequired: true },
  // 5. The warehouse records stocked batches; the last one completes stocking.
  completeStocking: { from: ['awaitingStocking'], to: 'finalPaymentPending', by: 'staff', permission: 'order:stock' },
  // 6–7. The balance for the quantity wanted, paid and reviewed.
  payFinal: { from: ['finalPaymentPending', 'finalPaymentRejected'], to: 'finalPaymentReview', by: 'buyer' },
  approveFinal: { from: ['finalPaymentReview'], to: 'pendingShipment', by: 'staff', permission: 'payment:review' },
  rejectFinal: { from: ['finalPaymentReview'], to: 'finalPaymentRejected', by: 'staff', permission: 'payment:review', noteRequired: true },
  // Nothing paid for seven days after stocking completed: the stock goes back and the order closes.
  expireStock: { from: ['finalPaymentPending', 'finalPaymentRejected'], to: 'closed', by: 'system' },
  // 8. Ship, then deliver; the buyer (or, after the wait, the platform) confirms completion.
  ship: { from: ['pendingShipment'], to: 'shipping', by: 'staff', permission: 'shipment:edit' },
  deliver: { from: ['shipping'], to: 'delivered', by: 'staff', permission: 'shipment:edit' },
  complete: { from: ['delivered'], to: 'completed', by: 'buyer' },
  autoComplete: { from: ['delivered'], to: 'completed', by: 'system' },
  // An approved refund that takes back everything the order holds while nothing of it has shipped (refunds are asked
  // for only once the buyer's stock exists: REFUNDABLE_STATES).
  closeRefunded: { from: ['pendingShipment'], to: 'closed', by: 'system' },
} as const satisfies Record<string, Transition>;

export type OrderAction = keyof typeof ORDER_TRANSITIONS;
export const ORDER_ACTIONS = Object.keys(ORDER_TRANSITIONS) as OrderAction[];

export type OrderPosition = { status: OrderState; acceptance: AcceptanceState };

/** The transition's rule, readable as the general shape (the table's literal types are narrower). */
export const transitionOf = (action: OrderAction): Transition => ORDER_TRANSITIONS[action];

/** Whether `action` is legal for an order in `position` (who may take it is checked apart: actionsFor). */
export function canTransition(position: OrderPosition, action: OrderAction): boolean {
  const t = transitionOf(action);
  return t.from.includes(position.status) && (t.acceptance === undefined || t.acceptance === position.acceptance);
}

/** Where `action` takes the order, or null when it is not legal from `position`. */
export function nextPosition(position: OrderPosition, action: OrderAction): OrderPosition | null {
  if (!canTransition(position, action)) return null;
  const t = transitionOf(action);
  return { status: t.to, acceptance: t.acceptanceTo ?? position.acceptance };
}

/**
 * The actions to offer: legal from `position` and taken by `actor`; for staff, only those whose permission
 * `hasPermission` grants. The server asks the same question before every transition.
 */
export function actionsFor(position: OrderPosition, actor: OrderActor, hasPermission: (code: string) => boolean = () => true): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => {
    const t = transitionOf(action);
    if (t.by !== actor || !canTransition(position, action)) return false;
    return actor !== 'staff' || (t.permission !== undefined && hasPermission(t.permission));
  });
}

/** States no action leaves. */
export const FINAL_ORDER_STATES: readonly OrderState[] = ORDER_STATES.filter(
  (state) => !ORDER_ACTIONS.some((action) => transitionOf(action).from.includes(state)),
);

/**
 * Where a refund may be asked for: once the final payment made the stock the buyer's (taken quantities) and until
 * the order completes. Before that the buyer holds no stock to refund; after delivery a refund on a shipment is an
 * after-sales claim on the goods received. Confirming receipt (or the automatic completion) ends after-sales.
 */
export const REFUNDABLE_STATES: readonly OrderState[] = ['pendingShipment', 'shipping', 'delivered'];

/** A refund's own states: the last three order labels of SPEC §4. */
export const REFUND_STATES = ['refunding', 'refundSuccess', 'refundFailure'] as const;
export type RefundState = (typeof REFUND_STATES)[number];
export const isRefundState = (value: unknown): value is RefundState =>
  typeof value === 'string' && (REFUND_STATES as readonly string[]).includes(value);

export const REFUND_TRANSITIONS = {
  approveRefund: { from: 'refunding', to: 'refundSuccess', permission: 'refund:review', noteRequired: false },
  rejectRefund: { from: 'refunding', to: 'refundFailure', permission: 'refund:review', noteRequired: true },
} as const satisfies Record<string, { from: RefundState; to: RefundState; permission: string; noteRequired: boolean }>;
export type RefundAction = keyof typeof REFUND_TRANSITIONS;
