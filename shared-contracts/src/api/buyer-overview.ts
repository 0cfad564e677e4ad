import { z } from 'zod';
import { lineGoodsNamesSchema } from './orders';

/**
 * `GET api/overview/mine`: the buyer's overview (issue 27, docs/buyer-overview.md), what needs the signed-in buyer
 * now, in one call: payments due with their deadlines, stock about to go back, rejected payments to make again,
 * shipments on the way, refunds under review, and what they spent per month. Each list holds at most
 * `OVERVIEW_LIST_LIMIT` entries, the most urgent first, with `total` saying how many there are in all.
 */

/** Entries per list: the page is a summary, each list's own page holds the rest. */
export const OVERVIEW_LIST_LIMIT = 10;
/** Months of spending history, the current one included. */
export const OVERVIEW_SPENDING_MONTHS = 6;

const int = () => z.number().int();
/** A list capped at OVERVIEW_LIST_LIMIT, with the count of every entry there is. */
const cappedListOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: int() });

/** The order's first line by name, and how many lines it has, so the buyer recognises the order. */
const orderGoodsSchema = z.object({ goods: lineGoodsNamesSchema.nullable(), lineCount: int() });

/** Money due: fen of CNY, and dong at today's `CNY_VND` rate (as `GET api/payments/due` answers it). */
const dueMoneySchema = z.object({ amount: int(), currency: z.literal('CNY'), exchangeRate: int(), amountVnd: int() });

/**
 * A deposit awaited (the order accepted, deadline `deposit_due_at`: unpaid by then, the order closes) or a balance
 * awaited (stocking complete, deadline `stock_return_at`: stock not paid for by then goes back). The balance is for
 * everything stocked; the payment page lets the buyer take less.
 */
export const overviewDuePaymentSchema = orderGoodsSchema.extend(dueMoneySchema.shape).extend({
  orderId: int(),
  orderNo: z.string(),
  kind: z.enum(['deposit', 'final']),
  dueAt: z.string().nullable(),
});
export type OverviewDuePayment = z.infer<typeof overviewDuePaymentSchema>;

/** A deposit or balance the operator rejected, with the reason: the buyer pays it again (a balance by `dueAt`). */
export const overviewRejectedPaymentSchema = overviewDuePaymentSchema.extend({
  /** The latest rejected payment of that kind (null only if it was deleted). */
  paymentId: int().nullable(),
  serialNo: z.string().nullable(),
  reason: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export type OverviewRejectedPayment = z.infer<typeof overviewRejectedPaymentSchema>;

/** Stocked units still waiting for the balance whose order's `stock_return_at` falls within the window. */
export const overviewExpiringStockSchema = orderGoodsSchema.extend({
  orderId: int(),
  orderNo: z.string(),
  /** Stocked and not taken: what goes back at `returnAt`. */
  units: int(),
  returnAt: z.string(),
});
export type OverviewExpiringStock = z.infer<typeof overviewExpiringStockSchema>;

/** A shipment that left the warehouse and is not delivered yet. */
export const overviewShipmentSchema = z.object({
  id: int(),
  shipmentNo: z.string(),
  quantity: int(),
  /** A value of the `logistics_company` dictionary; the page shows its name in the reader's language. */
  logisticsCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  shippedAt: z.string().nullable(),
  /** The first order it draws on: where the shipment is followed (docs/notifications.md's link). */
  orderId: int().nullable(),
});
export type OverviewShipment = z.infer<typeof overviewShipmentSchema>;

/** A refund the operator has not decided yet. */
export const overviewRefundSchema = lineGoodsNamesSchema.extend({
  id: int(),
  refundNo: z.string(),
  orderId: int(),
  orderNo: z.string(),
  quantity: int(),
  /** Fen: the suggestion (unit price × quantity) while under review. */
  amount: int(),
  requestedAt: z.string(),
});
export type OverviewRefund = z.infer<typeof overviewRefundSchema>;

/** Approved payments (deposits and balances) of one month of Vietnam's calendar, by the day they were approved. */
export const overviewSpendingMonthSchema = z.object({
  /** `YYYY-MM` */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  amount: int(),
  payments: int(),
});
export type OverviewSpendingMonth = z.infer<typeof overviewSpendingMonthSchema>;

export const buyerOverviewSchema = z.object({
  duePayments: cappedListOf(overviewDuePaymentSchema),
  rejectedPayments: cappedListOf(overviewRejectedPaymentSchema),
  expiringStock: cappedListOf(overviewExpiringStockSchema),
  /** The window of `expiringStock`: the earliest balance reminder (`balance_reminder_days`, 2 by default). */
  expiringWithinDays: int(),
  shipments: cappedListOf(overviewShipmentSchema),
  refunds: cappedListOf(overviewRefundSchema),
  /** OVERVIEW_SPENDING_MONTHS months, oldest first, the current month last; a month without payments is 0. */
  spending: z.array(overviewSpendingMonthSchema),
  currency: z.literal('CNY'),
});
export type BuyerOverview = z.infer<typeof buyerOverviewSchema>;
