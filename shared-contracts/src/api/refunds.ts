import { z } from 'zod';
import { MessageKey } from './message-keys';
import { listQuerySchema, optionalText, pageOf, queryIdSchema, requiredText } from './common';
import { lineGoodsNamesSchema } from './orders';
import { text } from './text';
import { REFUND_STATES } from '../mall/order-state';

/**
 * After-sales (docs/orders.md "Refunds"): a refund request on an order line's stock or on the goods of a shipment,
 * with a reason, a quantity and pictures. A request on stock freezes that quantity until an operator approves
 * (refund success, the amount refunded recorded) or rejects it with an opinion (refund failure, unfrozen).
 * Amounts are fen (CNY).
 */
export const REFUND_REASON_MAX = 500;
export const REFUND_OPINION_MAX = 500;
export const REFUND_IMAGES_MAX = 5;

/** Keys of uploaded refund pictures (`POST api/refunds/files`): the uploader's id is part of the key. */
export const REFUND_FILE_KEY = /^refunds\/\d{1,10}\/[A-Za-z0-9_-]{1,100}\.(png|jpg|webp|gif)$/;
export const REFUND_FILE_FIELD = 'file';
export const refundFileUploadSchema = z.object({ key: z.string(), url: z.string() });

/** What a refund is on: the stock an order line holds, or goods a shipment sent. */
export const REFUND_KINDS = ['stock', 'shipment'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

const id = (message: string = MessageKey.invalidNumber) => z.number({ message }).int(message).positive(message).max(2_147_483_647, message);

/**
 * `POST api/refunds`: on an order line's stock (`orderId` + `lineId`) or on a shipment's goods of an order line
 * (`shipmentId` + `lineId`), exactly one of the two.
 */
export const refundRequestSchema = z.object({
  orderId: id().nullish().transform((v) => v ?? null),
  shipmentId: id().nullish().transform((v) => v ?? null),
  lineId: id(),
  quantity: z.number({ message: MessageKey.quantityRequired }).int(MessageKey.invalidNumber)
    .min(1, MessageKey.quantityRequired).max(1_000_000, MessageKey.refundQuantityExceeded),
  reason: requiredText(REFUND_REASON_MAX, MessageKey.refundReasonRequired),
  imageKeys: z.array(text({ message: MessageKey.refundImageInvalid }).regex(REFUND_FILE_KEY, MessageKey.refundImageInvalid), { message: MessageKey.refundImageInvalid })
    .max(REFUND_IMAGES_MAX, MessageKey.refundImagesTooMany).default([])
    .refine((keys) => new Set(keys).size === keys.length, MessageKey.refundImageInvalid),
}).refine((r) => (r.orderId === null) !== (r.shipmentId === null), { message: MessageKey.refundTargetRequired, path: ['orderId'] });
export type RefundRequest = z.infer<typeof refundRequestSchema>;

/**
 * `GET api/refunds/refundable?orderId=` or `?shipmentId=`: per order line, how much may be asked for now (the
 * request dialog's bound) and the refund already under review on it, if any.
 */
export const refundableQuerySchema = z.object({
  orderId: queryIdSchema.optional(),
  shipmentId: queryIdSchema.optional(),
}).refine((q) => (q.orderId === undefined) !== (q.shipmentId === undefined), { message: MessageKey.refundTargetRequired, path: ['orderId'] });
export const refundableLineSchema = lineGoodsNamesSchema.extend({
  lineId: z.number().int(),
  orderId: z.number().int(),
  unitPrice: z.number().int(),
  /** What may be asked for now: the line's available stock, or what the shipment sent less other live refunds. */
  refundable: z.number().int(),
  /** A request of this line (or this shipment's goods of it) still under review: one at a time. */
  openRefundId: z.number().int().nullable(),
});
export type RefundableLine = z.infer<typeof refundableLineSchema>;
export const refundableSchema = z.object({
  kind: z.enum(REFUND_KINDS),
  /** The order's state (or the shipment's) allows a request at all. */
  open: z.boolean(),
  currency: z.string(),
  lines: z.array(refundableLineSchema),
});
export type Refundable = z.infer<typeof refundableSchema>;

export const refundSchema = lineGoodsNamesSchema.extend({
  id: z.number().int(),
  refundNo: z.string(),
  kind: z.enum(REFUND_KINDS),
  status: z.enum(REFUND_STATES),
  orderId: z.number().int(),
  orderNo: z.string(),
  /** The order's state now (a link and its label). */
  orderStatus: z.string(),
  lineId: z.number().int(),
  goodsId: z.number().int(),
  goodsImageUrl: z.string().nullable(),
  unitPrice: z.number().int(),
  currency: z.string(),
  shipmentId: z.number().int().nullable(),
  shipmentNo: z.string().nullable(),
  quantity: z.number().int(),
  reason: z.string(),
  imageUrls: z.array(z.string()),
  /** Fen: unit price × quantity while under review (the suggestion); what was refunded once approved; 0 if rejected. */
  amount: z.number().int(),
  suggestedAmount: z.number().int(),
  /** Who asked (the buyer's display name). */
  initiatorName: z.string(),
  /** The operator's opinion: a note on approval, the reason of a rejection. */
  opinion: z.string().nullable(),
  /** SPEC §3 "reject reason": the opinion of a rejected refund. */
  rejectReason: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewTime: z.string().nullable(),
  createTime: z.string(),
});
export type Refund = z.infer<typeof refundSchema>;

/** Staff read who asked, and the most the amount may be (docs/orders.md "Refunds": what was paid for those units). */
export const staffRefundSchema = refundSchema.extend({
  buyerId: z.number().int(),
  buyerName: z.string(),
  maxAmount: z.number().int(),
});
export type StaffRefund = z.infer<typeof staffRefundSchema>;

/** `GET api/refunds/mine` and `GET api/refunds/admin` (refund:list): newest first. */
/** `keyword`: refund number, order number, or (staff) the buyer's name. */
export const refundListQuerySchema = listQuerySchema.extend({
  status: z.enum(REFUND_STATES, { message: MessageKey.badRequest }).optional(),
  orderId: queryIdSchema.optional(),
  shipmentId: queryIdSchema.optional(),
});
export type RefundListQuery = z.infer<typeof refundListQuerySchema>;
export const refundPageSchema = pageOf(refundSchema);
export const staffRefundPageSchema = pageOf(staffRefundSchema);

/** `GET api/refunds/admin/counts?keyword=`: refunds per state under the same keyword, for the status tabs. */
export const refundCountsQuerySchema = z.object({ keyword: optionalText(100) });
export const refundCountsSchema = z.record(z.enum(REFUND_STATES), z.number().int());
export type RefundCounts = z.infer<typeof refundCountsSchema>;

/**
 * `POST api/refunds/{id}/review` (refund:review): approve with the amount refunded (fen, 0 up to the refund's
 * `maxAmount`) and an optional opinion, or reject with an opinion (required: the buyer reads it).
 */
export const refundReviewSchema = z.object({
  approve: z.boolean({ message: MessageKey.badRequest }),
  amount: z.number({ message: MessageKey.refundAmountInvalid }).int(MessageKey.refundAmountInvalid)
    .min(0, MessageKey.refundAmountInvalid).max(2_000_000_000, MessageKey.refundAmountInvalid).nullish().transform((v) => v ?? null),
  opinion: optionalText(REFUND_OPINION_MAX),
}).refine((r) => !r.approve || r.amount !== null, { message: MessageKey.refundAmountInvalid, path: ['amount'] });
export type RefundReview = z.infer<typeof refundReviewSchema>;
