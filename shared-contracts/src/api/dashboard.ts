import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema } from './dict-entry';
import type { AcceptanceState, OrderState } from '../mall/order-state';

/**
 * The staff dashboard (issue 27, docs/dashboard.md): the work waiting in each operations queue and the business's
 * figures over a period, both within the viewer's data scope.
 */

const count = z.number().int().min(0);

export { DASHBOARD_CARD_CODES, DASHBOARD_CARDS, STAFF_HOME_PATH, type DashboardCard } from '../staff-home';

/** Days before its return within which stock a buyer has not paid the balance for counts as expiring. */
export const STOCK_EXPIRING_DAYS = 2;

/** `GET api/dashboard/work`. */
export const dashboardWorkSchema = z.object({
  /** Placed, not yet accepted or refused; `overdue`: waiting longer than `accept_reply_days`. */
  awaitingAcceptance: z.object({ count, overdue: count }).optional(),
  /** Payments pending review or re-review, by kind. */
  paymentReview: z.object({ deposit: count, final: count }).optional(),
  awaitingStocking: z.object({ count }).optional(),
  /** Shipments the buyer made that the warehouse has not sent yet. */
  shipmentsToDispatch: z.object({ count }).optional(),
  refundsToReview: z.object({ count }).optional(),
  /** Orders waiting for their balance whose stock goes back within STOCK_EXPIRING_DAYS. */
  stockExpiring: z.object({ count }).optional(),
  /** The acceptance target in days (order_settings `accept_reply_days`). */
  acceptReplyDays: z.number().positive(),
});
export type DashboardWork = z.infer<typeof dashboardWorkSchema>;

/** The longest period the figures cover, in days (both ends included). */
export const MAX_DASHBOARD_DAYS = 366;

const DAY_MS = 86_400_000;
const day = z.string({ message: MessageKey.dashboardPeriodInvalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, MessageKey.dashboardPeriodInvalid)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), MessageKey.dashboardPeriodInvalid);

/** Days from `from` to `to`, both included (calendar days, so no time zone is involved). */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** `GET api/dashboard/figures?from=&to=`: Vietnam's calendar days, both included, 1 to 366 of them. */
export const dashboardFiguresQuerySchema = z.object({ from: day, to: day })
  .refine((q) => { const n = daysIn(q.from, q.to); return n >= 1 && n <= MAX_DASHBOARD_DAYS; }, MessageKey.dashboardPeriodInvalid);
export type DashboardFiguresQuery = z.infer<typeof dashboardFiguresQuerySchema>;

/**
 * The funnel's steps in their order. An order reaches a step once: `accepted` by the platform, `depositPaid` when the
 * deposit is approved, `stocked` when stocking completes, `balancePaid` when the final payment is approved, then
 * `shipped` and `completed`.
 */
export const FUNNEL_STEPS = ['placed', 'accepted', 'depositPaid', 'stocked', 'balancePaid', 'shipped', 'completed'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/**
 * The furthest step an order in `status` has reached (an index of FUNNEL_STEPS), as data: the state machine is one
 * line, so the state says which steps lie behind. A closed order is read at the state it was closed from (the
 * closing event's `from_status`). The refund states never stand on an order (its refund has its own column);
 * they count as shipped.
 */
export const FUNNEL_STEP_OF_STATE: Record<OrderState, number> = {
  depositPending: 1, depositReview: 1, depositRejected: 1,
  awaitingStocking: 2,
  finalPaymentPending: 3, finalPaymentReview: 3, finalPaymentRejected: 3,
  pendingShipment: 4,
  shipping: 5, delivered: 5, refunding: 5, refundSuccess: 5, refundFailure: 5,
  completed: 6,
  closed: 0,
};

/** The step reached: nothing past `placed` before acceptance, whatever the state says. */
export function funnelStepOf(status: OrderState, acceptance: AcceptanceState): number {
  if (acceptance !== 'accepted') return 0;
  return FUNNEL_STEP_OF_STATE[status];
}

const duration = z.object({
  /** How many were measured. */
  count,
  /** Minutes; null with nothing measured. */
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
  /** The target in minutes, and how many took longer. */
  targetMinutes: z.number().positive(),
  overTarget: count,
});

const ranked = z.object({ id: z.number().int(), name: z.string(), nameI18n: z.optional(i18nTextSchema), value: count, orders: count });

/** `GET api/dashboard/figures`. Money in fen of CNY; `cnyToVnd` (dong per yuan) is today's rate for showing VND. */
export const dashboardFiguresSchema = z.object({
  from: z.string(),
  to: z.string(),
  cnyToVnd: z.number().int().positive(),
  /** Every day of the period, zeros included: orders placed and their goods value. */
  days: z.array(z.object({ day: z.string(), orders: count, goodsValue: count })),
  /**
   * Of the orders placed in the period: how many reached each step, and how many were closed with that step as
   * their furthest (closed at `placed`: cancelled or refused before acceptance).
   */
  funnel: z.object({
    steps: z.array(z.object({ step: z.enum(FUNNEL_STEPS), reached: count, closed: count })),
    refused: count,
    closed: count,
  }),
  /** Placement to acceptance (orders placed in the period), submission to review (payments sent in the period). */
  times: z.object({ accept: duration, paymentReview: duration }),
  /** By goods value of the orders placed in the period and accepted, the 5 largest each. */
  top: z.object({ goods: z.array(ranked), stores: z.array(ranked), buyers: z.array(ranked) }),
});
export type DashboardFigures = z.infer<typeof dashboardFiguresSchema>;
export type DashboardDuration = z.infer<typeof duration>;
export type DashboardRanked = z.infer<typeof ranked>;

/**
 * The react-query keys of the dashboard. The work waiting follows the live stream (`work` is among
 * LIVE_QUERY_PREFIXES); the figures do not: they are the period's history, a second or more of database time over a
 * year, and every order event of every buyer in scope would refetch them on every open dashboard. They are read when
 * the period changes or the page is opened again.
 */
export const dashboardQueryKeys = {
  all: ['dashboard'] as const,
  work: () => ['dashboard', 'work'] as const,
  figures: (from: string, to: string) => ['dashboard', 'figures', from, to] as const,
};
