import { z } from 'zod';
import { MessageKey } from './message-keys';
import { datedListQuerySchema, i18nTextSchema, optionalText, pageOf, pageQuerySchema, requiredText } from './common';
import { MAX_LINE_QUANTITY } from './cart';
import { ACCEPTANCE_STATES, DISPLAYED_ORDER_STATES, ORDER_STATES, REFUND_STATES } from '../mall/order-state';

/**
 * Placing orders (issue 8) and reading them. Orders are created waiting for platform acceptance, prices frozen
 * from the SKUs, the 30% deposit computed (mall/money.ts). The order issue adds the transitions and payments.
 */

/** Header that makes a retried or double-clicked placement create one order. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().trim().min(8, MessageKey.idempotencyKeyInvalid).max(100, MessageKey.idempotencyKeyInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, MessageKey.idempotencyKeyInvalid);

const orderQuantity = z.number({ message: MessageKey.quantityRequired }).int(MessageKey.invalidNumber)
  .min(1, MessageKey.quantityRequired).max(MAX_LINE_QUANTITY, MessageKey.invalidNumber);

/**
 * `POST api/orders`: either buy now (one goods, SKU and quantity) or selected cart lines. Lines of two stores
 * are refused with 'Currently, We Do Not Support Sending Orders From 2 Stores...'.
 */
export const placeOrderSchema = z.union([
  z.object({
    source: z.literal('buyNow'),
    goodsId: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
    skuId: z.number({ message: MessageKey.specRequired }).int(MessageKey.specRequired).positive(MessageKey.specRequired).max(2_147_483_647),
    quantity: orderQuantity,
    remarks: optionalText(500),
  }),
  z.object({
    source: z.literal('cart'),
    cartIds: z.array(z.number().int().positive().max(2_147_483_647), { message: MessageKey.orderLinesRequired })
      .min(1, MessageKey.orderLinesRequired).max(200),
    remarks: optionalText(500),
  }),
], { message: MessageKey.orderLinesRequired });
export type PlaceOrder = z.infer<typeof placeOrderSchema>;

/** An order line's id in a request (the quantities taken, stocked batches). */
export const orderLineIdSchema = z.number({ message: MessageKey.orderLineInvalid }).int(MessageKey.orderLineInvalid)
  .positive(MessageKey.orderLineInvalid).max(2_147_483_647, MessageKey.orderLineInvalid);

/** An order line's goods by name, frozen when the order was placed, in every language. */
export const lineGoodsNamesSchema = z.object({
  goodsName: z.string(),
  goodsNameI18n: i18nTextSchema,
  specText: z.string(),
  specI18n: i18nTextSchema,
});
export type LineGoodsNames = z.infer<typeof lineGoodsNamesSchema>;
/** …and its picture: what every view of an order line (stock, shipments, the final balance) shows of its goods. */
export const lineGoodsSchema = lineGoodsNamesSchema.extend({ imageUrl: z.string().nullable() });

/** An order line's goods, SKU and price as the order holds them. */
export const placedLineSchema = lineGoodsSchema.extend({
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  totalPrice: z.number().int(),
});
export type PlacedLine = z.infer<typeof placedLineSchema>;
/** …and, for its buyer and staff, where a collected price came from and how the operator corrected it. */
export const orderLineSchema = placedLineSchema.extend({
  /**
   * A line of the buyer's own collected goods (docs/orders.md "Collected prices"): the unit price their collect gave,
   * frozen at placement, which the operator checks at acceptance. Null: a catalogue price.
   */
  collectedPrice: z.number().int().nullable().default(null),
  /** The collected goods' source link (null for a catalogue price). */
  sourceUrl: z.string().nullable().default(null),
  /** Why the operator set the unit price apart from the collected price; null while not corrected. */
  priceCorrectionReason: z.string().nullable().default(null),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderEventSchema = z.object({
  id: z.number().int(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  action: z.string(),
  actorName: z.string().nullable(),
  note: z.string().nullable(),
  createTime: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * Where the units an order's buyer took (less those refunded from stock) are now (docs/orders.md "Partial
 * shipments"): in the warehouse (available, frozen by after-sales, or in a shipment not yet sent), on the way, delivered,
 * and of those delivered, in shipments whose receipt the buyer confirmed. Null until the final payment makes them theirs.
 */
export const orderDeliverySchema = z.object({
  inWarehouse: z.number().int(),
  inTransit: z.number().int(),
  delivered: z.number().int(),
  received: z.number().int(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATES),
  acceptance: z.enum(ACCEPTANCE_STATES),
  currency: z.string(),
  goodsTotal: z.number().int(),
  depositAmount: z.number().int(),
  paidAmount: z.number().int(),
  /** While the deposit is awaited after acceptance: when the order closes itself unpaid (the countdown). */
  depositDueAt: z.string().nullable(),
  /** The order's after-sales beside its status (docs/orders.md "Refunds"): refunding while a refund is under review, else the latest decided one's state. */
  refundStatus: z.enum(REFUND_STATES).nullable().default(null),
  /** Fen refunded so far (approved refunds). */
  refundTotal: z.number().int().default(0),
  /** Where the goods taken are (displayedOrderState reads it for a shipping order); null before the final payment. */
  delivery: orderDeliverySchema.nullable().default(null),
  /** While the balance is awaited (stocking complete): when the stock not paid for goes back (the final payment's deadline). */
  finalDueAt: z.string().nullable().default(null),
  quantity: z.number().int(),
  remarks: z.string().nullable(),
  storeId: z.number().int(),
  storeName: z.string(),
  storeNameI18n: i18nTextSchema,
  lines: z.array(orderLineSchema),
  createTime: z.string(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderDetailSchema = orderSchema.extend({ events: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** Named narrowings of an order list beside its state (`only=`). */
export const ORDER_LIST_ONLY = ['stockExpiring'] as const;
export type OrderListOnly = (typeof ORDER_LIST_ONLY)[number];

/**
 * `GET api/orders/mine` (the buyer's own) and `GET api/orders/admin` (staff): newest first, filtered by the
 * displayed state (the status tabs), a keyword (order number or goods name in any language) and the days of
 * placement (Vietnam's calendar days, both ends included).
 */
export const myOrdersQuerySchema = datedListQuerySchema.extend({
  state: z.enum(DISPLAYED_ORDER_STATES, { message: MessageKey.badRequest }).optional(),
  /**
   * `stockExpiring`: only orders waiting for their balance whose stock goes back within STOCK_EXPIRING_DAYS and has
   * not yet (the staff dashboard's card of that name opens the orders list with it).
   */
  only: z.enum(ORDER_LIST_ONLY, { message: MessageKey.badRequest }).optional(),
});
export type OrderListQuery = z.infer<typeof myOrdersQuerySchema>;
export const orderPageSchema = pageOf(orderSchema);

/** `GET api/orders/mine/counts`, `GET api/orders/admin/counts`: orders per displayed state, for the tabs. */
export const orderCountsSchema = z.record(z.enum(DISPLAYED_ORDER_STATES), z.number().int());
export type OrderCounts = z.infer<typeof orderCountsSchema>;

/** A row of the staff lists: the order with who placed it. */
export const staffOrderSchema = orderSchema.extend({
  buyerId: z.number().int(),
  buyerName: z.string(),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;
export const staffOrderPageSchema = pageOf(staffOrderSchema);
export const staffOrderDetailSchema = staffOrderSchema.extend({ events: z.array(orderEventSchema) });
export type StaffOrderDetail = z.infer<typeof staffOrderDetailSchema>;

/**
 * The steps taken by a plain call, `POST api/orders/{id}/actions` (the others come with what they carry: a
 * payment, stocked batches, a shipment). Refusals need a reason (mall.reasonRequired).
 */
export const DIRECT_ORDER_ACTIONS = ['accept', 'refuse', 'cancel', 'complete'] as const;
export const orderActionSchema = z.object({
  action: z.enum(DIRECT_ORDER_ACTIONS, { message: MessageKey.badRequest }),
  note: optionalText(500),
});
export type OrderActionInput = z.infer<typeof orderActionSchema>;

/** The timeline event of a price correction (not a step of the state machine: the order stays where it is). */
export const PRICE_CORRECTED_EVENT = 'correctPrice';

/** A unit price an operator may set (fen): the bounds of a SKU's price. */
export const unitPriceSchema = z.number({ message: MessageKey.goodsPriceInvalid }).int(MessageKey.goodsPriceInvalid)
  .min(1, MessageKey.goodsPriceInvalid).max(100_000_000, MessageKey.goodsPriceInvalid);

/**
 * `POST api/orders/{id}/price-correction` (staff, order:accept): while the order waits for acceptance, the unit
 * price of a collected line set to what the operator found at the source, with the reason the buyer reads; the
 * line's total, the order's goods total and deposit follow (docs/orders.md "Collected prices").
 */
export const linePriceCorrectionSchema = z.object({
  lineId: orderLineIdSchema,
  unitPrice: unitPriceSchema,
  reason: requiredText(500, MessageKey.reasonRequired),
});
export type LinePriceCorrection = z.infer<typeof linePriceCorrectionSchema>;

/**
 * `GET api/orders/hall`: the trading hall of the mall home, public: recent open buy orders with the B-code
 * (`formatCode(id)`), the masked buyer name (`mask`) and what was ordered; nothing else about the buyer.
 */
export const hallOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  buyer: z.string(),
  goodsName: z.string(),
  goodsNameI18n: i18nTextSchema,
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  goodsTotal: z.number().int(),
  status: z.enum(ORDER_STATES),
  acceptance: z.enum(ACCEPTANCE_STATES),
  createTime: z.string(),
});
export type HallOrder = z.infer<typeof hallOrderSchema>;
export const hallQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(50).default(10),
});
export const hallPageSchema = pageOf(hallOrderSchema);
/** `GET api/orders/hall/{id}`: one buy order of the hall (`/buyerDetail/:id`), with its lines, buyer masked. */
export const hallOrderDetailSchema = hallOrderSchema.extend({
  lines: z.array(placedLineSchema.omit({ id: true })),
  storeName: z.string(),
  storeNameI18n: i18nTextSchema,
});
export type HallOrderDetail = z.infer<typeof hallOrderDetailSchema>;
