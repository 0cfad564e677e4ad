import { z } from 'zod';
import { MessageKey } from './message-keys';
import { datedListQuerySchema, errorBodySchema, optionalMultilineText, optionalText, pageWithCountsOf, queryIdSchema, requiredText } from './common';
import { lineGoodsSchema } from './orders';
import { text } from './text';
import { validPhoneOrLandline } from '../validators';

/**
 * Shipments from the buyer's stock, the address book and the batch import (docs/orders.md "Shipments"). A shipment
 * draws on the buyer's available stock of one or more SKUs (oldest first) and goes pending → shipping (logistics
 * company and tracking number entered) → delivered; the buyer may cancel it while it is pending.
 */
export const SHIPMENT_STATES = ['pending', 'shipping', 'delivered', 'cancelled'] as const;
export type ShipmentState = (typeof SHIPMENT_STATES)[number];

/** Marketplaces whose orders the buyer fulfils from stock (SPEC §3 "Tiktok/Shopee order extras"). */
export const SHIPPING_PLATFORMS = ['TIKTOK', 'SHOPEE'] as const;
export type ShippingPlatform = (typeof SHIPPING_PLATFORMS)[number];

export const MAX_ADDRESSES = 20;
export const MAX_SHIPMENT_ITEMS = 20;
export const MAX_SHIP_QUANTITY = 1_000_000;
export const CONSIGNEE_MAX = 60;
export const CONTACT_MAX = 30;
export const ADDRESS_MAX = 300;
export const PLATFORM_ORDER_NO_MAX = 60;
const INT_MAX = 2_147_483_647;

// Delivery is within Vietnam (SPEC §1), so a consignee's number is usually Vietnamese: a mobile (0 or +84, then 3/5/7/8/9
// and 8 digits) or a landline (0 or +84, then 2 and 9 digits). SPEC §5's Chinese mobile and landline are accepted as well.
const VIETNAMESE_PHONE = /^(?:\+84|0084|84|0)(?:[35789]\d{8}|2\d{9})$/;
const CHINESE_PREFIX = /^(?:\+86|0086)/;

/** A consignee's contact phone: SPEC §5's phone-or-landline rule, or a Vietnamese number; spaces, dots and hyphens allowed between digits. */
export function validConsigneeContact(value: string): boolean {
  const trimmed = value.trim();
  if (!trimmed) return false;
  if (validPhoneOrLandline(trimmed)) return true;
  const digits = trimmed.replace(/[\s.()-]/g, '');
  if (CHINESE_PREFIX.test(digits)) return validPhoneOrLandline(digits.replace(CHINESE_PREFIX, ''));
  return VIETNAMESE_PHONE.test(digits);
}

export const consigneeSchema = requiredText(CONSIGNEE_MAX, MessageKey.consigneeRequired);
export const contactSchema = text({ message: MessageKey.contactRequired }).trim().min(1, MessageKey.contactRequired)
  .max(CONTACT_MAX, MessageKey.tooLong).refine(validConsigneeContact, MessageKey.contactInvalid);
export const addressTextSchema = requiredText(ADDRESS_MAX, MessageKey.addressRequired);

// ---- The address book.

/** `POST api/addresses`, `PUT api/addresses/{id}`: the first address and any saved with `isDefault` become the default. */
export const addressInputSchema = z.object({
  consignee: consigneeSchema,
  contact: contactSchema,
  address: addressTextSchema,
  isDefault: z.boolean({ message: MessageKey.badRequest }).default(false),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.number().int(),
  consignee: z.string(),
  contact: z.string(),
  address: z.string(),
  isDefault: z.boolean(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressListSchema = z.array(addressSchema);

// ---- Pictures of platform orders.

/** Keys of uploaded shipment pictures (`POST api/shipments/files`): the uploader's id is part of the key. */
export const SHIPMENT_FILE_KEY = /^shipments\/\d{1,10}\/[A-Za-z0-9_-]{1,100}\.(png|jpg|webp|gif)$/;
export const SHIPMENT_FILE_FIELD = 'file';
export const shipmentFileUploadSchema = z.object({ key: z.string(), url: z.string() });
const shipmentFileKey = (requiredKey: string) => text({ message: requiredKey }).regex(SHIPMENT_FILE_KEY, requiredKey).nullish()
  .transform((v) => v ?? null);

// ---- Creating a shipment.

export const shipQuantitySchema = z.number({ message: MessageKey.quantityRequired }).int(MessageKey.invalidNumber)
  .min(1, MessageKey.quantityRequired).max(MAX_SHIP_QUANTITY, MessageKey.insufficientStock);

export const shipmentItemInputSchema = z.object({
  skuId: z.number({ message: MessageKey.stockSkuNotFound }).int(MessageKey.stockSkuNotFound).positive(MessageKey.stockSkuNotFound)
    .max(INT_MAX, MessageKey.stockSkuNotFound),
  quantity: shipQuantitySchema,
});

/**
 * `POST api/shipments` (Idempotency-Key header as placing an order): the goods (one line per SKU), the consignee
 * (typed, or `addressId` of an address book entry, whose values are then used), and for a TikTok or Shopee order
 * its order number, the order screenshot and the waybill image, all three required (SPEC §5 shipping form).
 */
export const createShipmentSchema = z.object({
  items: z.array(shipmentItemInputSchema, { message: MessageKey.shipmentItemsRequired })
    .min(1, MessageKey.shipmentItemsRequired).max(MAX_SHIPMENT_ITEMS, MessageKey.shipmentItemsRequired)
    .refine((items) => new Set(items.map((i) => i.skuId)).size === items.length, MessageKey.shipmentItemsRequired),
  addressId: z.number({ message: MessageKey.addressNotFound }).int().positive().max(INT_MAX).nullish().transform((v) => v ?? null),
  consignee: optionalText(CONSIGNEE_MAX),
  contact: optionalText(CONTACT_MAX),
  address: optionalText(ADDRESS_MAX),
  platform: z.enum(SHIPPING_PLATFORMS, { message: MessageKey.shippingPlatformInvalid }).nullish().transform((v) => v ?? null),
  platformOrderNo: optionalText(PLATFORM_ORDER_NO_MAX),
  orderScreenshotKey: shipmentFileKey(MessageKey.orderScreenshotRequired),
  waybillKey: shipmentFileKey(MessageKey.waybillRequired),
  remarks: optionalMultilineText(500),
}).superRefine((body, ctx) => {
  if (body.addressId === null) {
    if (!body.consignee) ctx.addIssue({ code: 'custom', path: ['consignee'], message: MessageKey.consigneeRequired });
    if (!body.contact) ctx.addIssue({ code: 'custom', path: ['contact'], message: MessageKey.contactRequired });
    else if (!validConsigneeContact(body.contact)) ctx.addIssue({ code: 'custom', path: ['contact'], message: MessageKey.contactInvalid });
    if (!body.address) ctx.addIssue({ code: 'custom', path: ['address'], message: MessageKey.addressRequired });
  }
  if (body.platform !== null) {
    if (!body.platformOrderNo) ctx.addIssue({ code: 'custom', path: ['platformOrderNo'], message: MessageKey.platformOrderNoRequired });
    if (!body.orderScreenshotKey) ctx.addIssue({ code: 'custom', path: ['orderScreenshotKey'], message: MessageKey.orderScreenshotRequired });
    if (!body.waybillKey) ctx.addIssue({ code: 'custom', path: ['waybillKey'], message: MessageKey.waybillRequired });
  }
});
export type CreateShipmentInput = z.input<typeof createShipmentSchema>;
export type CreateShipment = z.output<typeof createShipmentSchema>;

// ---- Reading shipments.

export const shipmentItemSchema = lineGoodsSchema.extend({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderLineId: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  quantity: z.number().int(),
});
export type ShipmentItem = z.infer<typeof shipmentItemSchema>;

export const shipmentSchema = z.object({
  id: z.number().int(),
  shipmentNo: z.string(),
  status: z.enum(SHIPMENT_STATES),
  quantity: z.number().int(),
  consignee: z.string(),
  contact: z.string(),
  address: z.string(),
  platform: z.enum(SHIPPING_PLATFORMS).nullable(),
  platformOrderNo: z.string().nullable(),
  orderScreenshotUrl: z.string().nullable(),
  waybillUrl: z.string().nullable(),
  /** A value of the `logistics_company` dictionary. */
  logisticsCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  remarks: z.string().nullable(),
  importBatch: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** When the buyer confirmed they received it (docs/orders.md "Partial shipments"); null while not confirmed. */
  receivedAt: z.string().nullable().default(null),
  /**
   * The buyer may confirm receipt now: delivered, not yet confirmed, and an order it draws on still open (shipping or
   * delivered). Confirming ends after-sales on it and completes each order whose every delivery is confirmed.
   */
  receiptOpen: z.boolean().default(false),
  createTime: z.string(),
  items: z.array(shipmentItemSchema),
});
export type Shipment = z.infer<typeof shipmentSchema>;
export const staffShipmentSchema = shipmentSchema.extend({ buyerId: z.number().int(), buyerName: z.string() });
export type StaffShipment = z.infer<typeof staffShipmentSchema>;

/**
 * `GET api/shipments/mine` and `GET api/shipments/queue` (shipment:list): newest first, by status, a keyword
 * (shipment number, consignee, platform order number, tracking number; staff also the buyer) and the days of
 * creation (Vietnam's calendar, both ends included). `counts` holds every status's count under the same keyword
 * and days, for the tabs.
 */
export const shipmentListQuerySchema = datedListQuerySchema.extend({
  status: z.enum(SHIPMENT_STATES, { message: MessageKey.badRequest }).optional(),
  /** Only the shipments drawing on this order (the order's detail). */
  orderId: queryIdSchema.optional(),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;
export const shipmentCountsSchema = z.record(z.enum(SHIPMENT_STATES), z.number().int());
export type ShipmentCounts = z.infer<typeof shipmentCountsSchema>;
export const shipmentPageSchema = pageWithCountsOf(shipmentSchema, shipmentCountsSchema);
export const staffShipmentPageSchema = pageWithCountsOf(staffShipmentSchema, shipmentCountsSchema);

// ---- The operator's steps.

/** `POST api/shipments/{id}/ship` (shipment:edit): the carrier (a `logistics_company` dictionary value) and its tracking number. */
export const shipShipmentSchema = z.object({
  logisticsCompany: requiredText(40, MessageKey.logisticsCompanyRequired),
  trackingNo: requiredText(40, MessageKey.trackingNoRequired).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, MessageKey.trackingNoRequired),
});
export type ShipShipmentInput = z.infer<typeof shipShipmentSchema>;

/** `POST api/shipments/{id}/deliver` (shipment:edit): when it was delivered; now when absent. */
export const deliverShipmentSchema = z.object({
  deliveredAt: z.iso.datetime({ offset: true, message: MessageKey.deliveredAtInvalid }).nullish().transform((v) => v ?? null),
});
export type DeliverShipmentInput = z.input<typeof deliverShipmentSchema>;

// ---- The buyer's shippable stock.

/** `GET api/shipments/stock` and `…/stock/{skuId}`: what the buyer can ship of a SKU (available = taken − shipped − frozen − refunded). */
export const shippableStockSchema = lineGoodsSchema.extend({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  available: z.number().int(),
  frozen: z.number().int(),
  inTransit: z.number().int(),
});
export type ShippableStock = z.infer<typeof shippableStockSchema>;
export const shippableStockListSchema = z.array(shippableStockSchema);

// ---- Batch shipment by spreadsheet.

/** The template's columns, in order; the import reads cells by position, whatever the header's language. */
export const IMPORT_COLUMNS = ['skuId', 'quantity', 'consignee', 'contact', 'address', 'remarks'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export const MAX_IMPORT_ROWS = 500;
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

/** A bad cell of an import: its sheet row number (the header is row 1), its column and a message key. */
export const importProblemSchema = z.object({ row: z.number().int(), column: z.enum(IMPORT_COLUMNS), message: z.string() });
export type ImportProblem = z.infer<typeof importProblemSchema>;
/** 400 mall.importRowsInvalid: every bad row, nothing imported. */
export const importRefusalSchema = errorBodySchema.extend({ problems: z.array(importProblemSchema) });
export type ImportRefusal = z.infer<typeof importRefusalSchema>;
/** 201: all rows imported in one transaction, sharing the batch id. */
export const importResultSchema = z.object({ importBatch: z.string(), shipments: z.array(shipmentSchema) });
export type ImportResult = z.infer<typeof importResultSchema>;

export const templateQuerySchema = z.object({ lang: z.enum(['en', 'cn', 'vi'], { message: MessageKey.badRequest }).optional() });
