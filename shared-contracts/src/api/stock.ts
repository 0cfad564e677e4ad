import { z } from 'zod';
import { MessageKey } from './message-keys';
import { optionalText, pageOf, pageQuerySchema, pageWithCountsOf, queryIdSchema } from './common';
import { MAX_LINE_QUANTITY } from './cart';
import { lineGoodsSchema, orderLineIdSchema } from './orders';
import { ORDER_STATES } from '../mall/order-state';

/**
 * Stocking at the border warehouse, the buyer's stock and the staff's stocking queue (docs/orders.md "Stocking,
 * final payment and the return of leftover stock"). Quantities are units of an order line's SKU; a buyer's stock
 * is per SKU over all their orders (ARCHITECTURE.md §5).
 */

const int = () => z.number().int();

/**
 * `POST api/orders/{id}/stock-batches` (order:stock): units that arrived for some of the order's lines, one batch
 * per line. A line may be stocked in several batches; its total never exceeds what was ordered.
 */
export const stockBatchesInputSchema = z.object({
  lines: z.array(z.object({
    lineId: orderLineIdSchema,
    quantity: z.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber)
      .min(1, MessageKey.invalidNumber).max(MAX_LINE_QUANTITY, MessageKey.invalidNumber),
  }), { message: MessageKey.stockLinesRequired })
    .min(1, MessageKey.stockLinesRequired).max(200, MessageKey.orderLineInvalid)
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, MessageKey.orderLineInvalid),
});
export type StockBatchesInput = z.infer<typeof stockBatchesInputSchema>;

/** One stocked batch (SPEC §3 Inventory: batch number, storage time, expected stocking completion). */
export const stockBatchSchema = z.object({
  id: int(),
  batchNo: z.string(),
  orderId: int(),
  orderNo: z.string(),
  orderLineId: int(),
  skuId: int(),
  quantity: int(),
  storedAt: z.string(),
  /** The order's expected stocking completion (deposit approval + the stocking days). */
  expectedCompletionAt: z.string().nullable(),
});
export type StockBatch = z.infer<typeof stockBatchSchema>;

/** An order line's stock counters (mall_order_line); `available` = taken − shipped − frozen − refunded. */
export const orderStockLineSchema = lineGoodsSchema.extend({
  lineId: int(),
  skuId: int(),
  ordered: int(),
  stocked: int(),
  taken: int(),
  shipped: int(),
  frozen: int(),
  refunded: int(),
  returned: int(),
  available: int(),
});
export type OrderStockLine = z.infer<typeof orderStockLineSchema>;

/**
 * `GET api/orders/{id}/stocking`: an order's stocking for its buyer (another buyer's answers 404) or staff
 * (order:stock or order:list): per line what was ordered, stocked, taken, shipped and returned, and the batches.
 */
export const orderStockingSchema = z.object({
  orderId: int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATES),
  /** Expected stocking completion, set when the deposit is approved. */
  stockingDueAt: z.string().nullable(),
  stockedAt: z.string().nullable(),
  /** The deadline for the final payment: stock not taken by then goes back. */
  stockReturnAt: z.string().nullable(),
  stockReturnedAt: z.string().nullable(),
  lines: z.array(orderStockLineSchema),
  batches: z.array(stockBatchSchema),
});
export type OrderStocking = z.infer<typeof orderStockingSchema>;

/** `POST api/orders/{id}/stock-batches` answers the batches written and the order's stocking after them. */
export const stockBatchesResultSchema = z.object({ batches: z.array(stockBatchSchema), stocking: orderStockingSchema });
export type StockBatchesResult = z.infer<typeof stockBatchesResultSchema>;

/**
 * A row of `GET api/stock/mine`: the buyer's stock of one SKU over all their orders (SPEC §3 Inventory).
 * available: taken with the final payment, not shipped, frozen or refunded; inTransit: in shipments not yet
 * delivered; frozen: held by refunds under review; awaitingFinalPayment: stocked in orders waiting for the final
 * payment; stocking: stocked so far in orders still being stocked.
 */
export const myStockRowSchema = lineGoodsSchema.extend({
  skuId: int(),
  goodsId: int(),
  available: int(),
  inTransit: int(),
  frozen: int(),
  awaitingFinalPayment: int(),
  stocking: int(),
  batchCount: int(),
  earliestStoredAt: z.string().nullable(),
});
export type MyStockRow = z.infer<typeof myStockRowSchema>;

const pageSize = z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(100).default(20);

export const myStockQuerySchema = pageQuerySchema.extend({ size: pageSize });
export type MyStockQuery = z.infer<typeof myStockQuerySchema>;
export const myStockPageSchema = pageOf(myStockRowSchema);

/** `GET api/stock/mine/batches?skuId=`: the buyer's batches of one SKU, newest first. */
export const myStockBatchesQuerySchema = pageQuerySchema.extend({
  size: pageSize,
  skuId: queryIdSchema,
});
export type MyStockBatchesQuery = z.infer<typeof myStockBatchesQuerySchema>;
export const stockBatchPageSchema = pageOf(stockBatchSchema);

/**
 * `GET api/stock/queue` (order:stock): orders awaiting stocking, the most urgent (earliest expected completion)
 * first. `overdue=true` keeps those past their expected completion; `keyword` matches the order number, the
 * buyer or a goods name.
 */
export const stockQueueQuerySchema = pageQuerySchema.extend({
  size: pageSize,
  keyword: optionalText(100),
  overdue: z.enum(['true', 'false'], { message: MessageKey.badRequest }).transform((v) => v === 'true').optional(),
});
export type StockQueueQuery = z.infer<typeof stockQueueQuerySchema>;

export const stockQueueLineSchema = lineGoodsSchema.extend({ lineId: int(), skuId: int(), ordered: int(), stocked: int() });
export type StockQueueLine = z.infer<typeof stockQueueLineSchema>;

export const stockQueueOrderSchema = z.object({
  orderId: int(),
  orderNo: z.string(),
  buyerId: int(),
  buyerName: z.string(),
  /** When the deposit was approved: the warehouse has been stocking since. */
  stockingSince: z.string().nullable(),
  stockingDueAt: z.string().nullable(),
  lines: z.array(stockQueueLineSchema),
  batchCount: int(),
  createTime: z.string(),
});
export type StockQueueOrder = z.infer<typeof stockQueueOrderSchema>;

/** The page, and the queue's counts under the same keyword: every order awaiting stocking, and the overdue ones. */
export const stockQueuePageSchema = pageWithCountsOf(stockQueueOrderSchema, z.object({ all: int(), overdue: int() }));
export type StockQueuePage = z.infer<typeof stockQueuePageSchema>;
