import { ORDER_ACTIONS, REFUND_TRANSITIONS, type OrderAction, type RefundAction } from './order-state';

/**
 * Who is told what (issue 26, docs/notifications.md), as data beside the state machine it follows: every step of
 * ORDER_TRANSITIONS and REFUND_TRANSITIONS, and the changes that are not steps of the order (its placement, a
 * refund asked for, a shipment's own steps), has a decision: the buyer is told (a kind), staff holding a permission
 * code are told (a kind), or nobody, with the reason written down. The tables are typed by the actions, so a new step
 * without a decision does not compile, and the server's test drives every step and checks who was told.
 */

/** What the buyer of an order is told. */
export const BUYER_NOTIFICATION_KINDS = [
  'orderAccepted', 'orderRefused', 'depositReminder', 'paymentApproved', 'paymentRejected', 'stockingComplete',
  'balanceReminder', 'shipmentCreated', 'shipmentShipped', 'shipmentDelivered', 'refundApproved', 'refundRejected',
  'orderClosedUnpaid', 'orderClosedExpired',
] as const;

/** What staff are told, each kind for holders of one permission code inside whose data scope the buyer is. */
export const STAFF_NOTIFICATION_KINDS = ['orderAwaitingAcceptance', 'acceptanceOverdue', 'paymentAwaitingReview', 'refundRequested'] as const;

export const NOTIFICATION_KINDS = [...BUYER_NOTIFICATION_KINDS, ...STAFF_NOTIFICATION_KINDS] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type BuyerNotificationKind = (typeof BUYER_NOTIFICATION_KINDS)[number];
export type StaffNotificationKind = (typeof STAFF_NOTIFICATION_KINDS)[number];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  typeof value === 'string' && (NOTIFICATION_KINDS as readonly string[]).includes(value);

/**
 * Deadline reminders: a missed deadline closes the order or sends the stock back, so they always show in the
 * portal; only their e-mail may be turned off (issue 26 "Preferences").
 */
export const REMINDER_KINDS: readonly NotificationKind[] = ['depositReminder', 'balanceReminder'];
export const isReminderKind = (kind: NotificationKind) => REMINDER_KINDS.includes(kind);

/** The permission code whose holders (inside the buyer's data scope) receive each staff kind. */
export const STAFF_KIND_PERMISSION: Readonly<Record<StaffNotificationKind, string>> = {
  orderAwaitingAcceptance: 'order:accept',
  acceptanceOverdue: 'order:accept',
  paymentAwaitingReview: 'payment:review',
  refundRequested: 'refund:review',
};

export type NotificationDecision =
  | { buyer: BuyerNotificationKind }
  | { staff: StaffNotificationKind }
  | { nobody: string };

/** Each step of the order state machine. */
export const ORDER_STEP_NOTICES = {
  accept: { buyer: 'orderAccepted' },
  refuse: { buyer: 'orderRefused' },
  cancel: { nobody: 'the buyer withdrew the order themselves; it leaves the acceptance queue' },
  closeUnpaid: { buyer: 'orderClosedUnpaid' },
  payDeposit: { staff: 'paymentAwaitingReview' },
  approveDeposit: { buyer: 'paymentApproved' },
  rejectDeposit: { buyer: 'paymentRejected' },
  completeStocking: { buyer: 'stockingComplete' },
  payFinal: { staff: 'paymentAwaitingReview' },
  approveFinal: { buyer: 'paymentApproved' },
  rejectFinal: { buyer: 'paymentRejected' },
  expireStock: { buyer: 'orderClosedExpired' },
  ship: { nobody: 'told per shipment (shipmentShipped), with its carrier and tracking number' },
  deliver: { nobody: 'told per shipment (shipmentDelivered)' },
  complete: { nobody: 'the buyer confirmed receipt themselves' },
  autoComplete: { nobody: 'after-sales ends quietly; each delivery was told when it happened' },
  closeRefunded: { nobody: 'told by the refund that closed it (refundApproved)' },
} as const satisfies Record<OrderAction, NotificationDecision>;

/** Each decision on a refund. */
export const REFUND_STEP_NOTICES = {
  approveRefund: { buyer: 'refundApproved' },
  rejectRefund: { buyer: 'refundRejected' },
} as const satisfies Record<RefundAction, NotificationDecision>;

/** Changes that are not steps of a state machine, and a time passing (an order waiting beyond the reply target). */
export const OTHER_EVENTS = ['orderPlaced', 'acceptanceOverdue', 'refundRequested', 'shipmentCreated', 'shipmentShipped', 'shipmentDelivered', 'shipmentCancelled'] as const;
export type OtherEvent = (typeof OTHER_EVENTS)[number];
export const OTHER_EVENT_NOTICES = {
  orderPlaced: { staff: 'orderAwaitingAcceptance' },
  acceptanceOverdue: { staff: 'acceptanceOverdue' },
  refundRequested: { staff: 'refundRequested' },
  shipmentCreated: { buyer: 'shipmentCreated' },
  shipmentShipped: { buyer: 'shipmentShipped' },
  shipmentDelivered: { buyer: 'shipmentDelivered' },
  shipmentCancelled: { nobody: 'only the buyer cancels a pending shipment' },
} as const satisfies Record<OtherEvent, NotificationDecision>;

/** Every decision by its event, for the test that checks each step has one. */
export const ALL_NOTICES: Readonly<Record<string, NotificationDecision>> = {
  ...ORDER_STEP_NOTICES, ...REFUND_STEP_NOTICES, ...OTHER_EVENT_NOTICES,
};
export const ORDER_ACTIONS_WITHOUT_DECISION = ORDER_ACTIONS.filter((a) => !(a in ORDER_STEP_NOTICES));
export const REFUND_ACTIONS_WITHOUT_DECISION = Object.keys(REFUND_TRANSITIONS).filter((a) => !(a in REFUND_STEP_NOTICES));
