import { z } from 'zod';
import { MessageKey } from './message-keys';
import { myOrdersQuerySchema } from './orders';
import { PAYMENT_REVIEW_QUEUE, PAYMENT_STATES, paymentListQuerySchema, REVIEWABLE_PAYMENT_STATES } from './payments';
import { refundListQuerySchema } from './refunds';
import { shipmentListQuerySchema, type ShipmentState } from './shipments';
import type { DisplayedOrderState, RefundState } from '../mall/order-state';

/**
 * The order of the staff lists (docs/back-office.md "Queues: longest waiting first"). A queue with a time target
 * (acceptance within a day, payment and refund reviews, shipping) is worked from the row that has waited longest, so
 * a list filtered to such a state answers longest waiting first; any other list newest first. `sort` asks for one
 * or the other whatever the filter. The buyers' own lists are newest first and take no `sort`.
 */
export const LIST_SORTS = ['waiting', 'newest'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
const sortSchema = z.enum(LIST_SORTS, { message: MessageKey.badRequest }).optional();

/** The states of each staff list that are a queue with a time target, and what a row's waiting is counted from. */
export const WAITING_STATES = {
  /** Since placement: staff accept or refuse within a day (SPEC §4). */
  orders: ['awaitingAcceptance'] as readonly DisplayedOrderState[],
  /** Since the buyer sent the payment for review; `queue` is both reviewable states together. */
  payments: [...REVIEWABLE_PAYMENT_STATES, PAYMENT_REVIEW_QUEUE] as readonly string[],
  /** Since the buyer asked. */
  refunds: ['refunding'] as readonly RefundState[],
  /** Pending: since the buyer made the shipment; shipping: since it left the warehouse. */
  shipments: ['pending', 'shipping'] as readonly ShipmentState[],
} as const;
export type StaffList = keyof typeof WAITING_STATES;
type StateOf<L extends StaffList> = (typeof WAITING_STATES)[L][number];

/** The order a staff list is answered in: the one asked for, else longest waiting first for a queue's state. */
export function listSortOf<L extends StaffList>(list: L, state: StateOf<L> | string | null | undefined, asked?: ListSort): ListSort {
  if (asked) return asked;
  return state && (WAITING_STATES[list] as readonly string[]).includes(state) ? 'waiting' : 'newest';
}

/** `GET api/orders/admin` (order:list). */
export const staffOrderListQuerySchema = myOrdersQuerySchema.extend({ sort: sortSchema });
export type StaffOrderListQuery = z.infer<typeof staffOrderListQuerySchema>;
/** `GET api/refunds/admin` (refund:list). */
export const staffRefundListQuerySchema = refundListQuerySchema.extend({ sort: sortSchema });
export type StaffRefundListQuery = z.infer<typeof staffRefundListQuerySchema>;
/** `GET api/shipments/queue` (shipment:list). */
export const staffShipmentListQuerySchema = shipmentListQuerySchema.extend({ sort: sortSchema });
export type StaffShipmentListQuery = z.infer<typeof staffShipmentListQuerySchema>;
/**
 * `GET api/payments/admin` (payment:list): `status=queue` is the review queue, pending review and re-review together
 * (one request, so the two states' rows are in one order and one paging).
 */
export const staffPaymentListQuerySchema = paymentListQuerySchema.extend({
  status: z.enum([...PAYMENT_STATES, PAYMENT_REVIEW_QUEUE], { message: MessageKey.badRequest }).optional(),
  sort: sortSchema,
});
export type StaffPaymentListQuery = z.infer<typeof staffPaymentListQuerySchema>;
