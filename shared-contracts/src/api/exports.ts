import { z } from 'zod';
import { EXPORT_LANGS } from './admin-users';
import { goodsAdminQuerySchema } from './goods';
import { interestQuerySchema } from './interests';
import { sourcingQuerySchema } from './links';
import { MessageKey } from './message-keys';
import { myOrdersQuerySchema } from './orders';
import { shipmentListQuerySchema } from './shipments';
import { stockQueueQuerySchema } from './stock';
import {
  staffOrderListQuerySchema, staffPaymentListQuerySchema, staffRefundListQuerySchema, staffShipmentListQuerySchema,
} from './staff-lists';

/**
 * The most rows one list export streams (docs/exports.md "The limit"). More matching rows are refused before the
 * first byte (400 mall.exportTooLarge) rather than cut off silently: the reader narrows the filters. 100,000 rows
 * is a sheet of about 5 MB that a spreadsheet program still opens in seconds; memory does not grow with it.
 */
export const LIST_EXPORT_MAX_ROWS = 100_000;

/** What every list export adds to its list's filters: the sheet's language and the reader's clock. */
const exportParams = {
  /** The headers' and states' language; without it the Accept-Language header's, else cn. */
  lang: z.enum(EXPORT_LANGS, { message: MessageKey.badRequest }).optional(),
  /** The reader's offset from UTC in minutes (UTC+7: 420), so the sheet shows times as the reader's clock does. */
  tzOffset: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(-840).max(840).default(0),
};
const withoutPaging = { page: true, size: true } as const;

/** `GET api/orders/admin/download` (order:list): the staff order list's filters and order, every matching row. */
export const staffOrderExportQuerySchema = staffOrderListQuerySchema.omit(withoutPaging).extend(exportParams);
export type StaffOrderExportQuery = z.output<typeof staffOrderExportQuerySchema>;
/** `GET api/orders/mine/download`: the buyer's own order list's filters, every matching row. */
export const myOrderExportQuerySchema = myOrdersQuerySchema.omit(withoutPaging).extend(exportParams);
export type MyOrderExportQuery = z.output<typeof myOrderExportQuerySchema>;
/** `GET api/shipments/queue/download` (shipment:list): the shipping queue's filters and order, every matching row. */
export const staffShipmentExportQuerySchema = staffShipmentListQuerySchema.omit(withoutPaging).extend(exportParams);
/** `GET api/shipments/mine/download`: the buyer's own shipment list's filters, every matching row. */
export const myShipmentExportQuerySchema = shipmentListQuerySchema.omit(withoutPaging).extend(exportParams);
/** `GET api/payments/admin/download` (payment:list): the staff payment list's filters and order (the review queue too), every matching row. */
export const staffPaymentExportQuerySchema = staffPaymentListQuerySchema.omit(withoutPaging).extend(exportParams);
/** `GET api/stock/queue/download` (order:stock): the stocking queue's keyword and lateness, most urgent first, every matching order. */
export const stockQueueExportQuerySchema = stockQueueQuerySchema.omit(withoutPaging).extend(exportParams);
/** `GET api/refunds/admin/download` (refund:list): the staff refund list's filters and order, every matching row. */
export const staffRefundExportQuerySchema = staffRefundListQuerySchema.omit(withoutPaging).extend(exportParams);
/** `GET api/goods/admin/download` (goods:list): the staff goods list's filters, keyword and sort, every matching goods. */
export const goodsExportQuerySchema = goodsAdminQuerySchema.omit(withoutPaging).extend(exportParams);
export type GoodsExportQuery = z.output<typeof goodsExportQuerySchema>;
/** `GET api/interests/download` (interest:list): the staff interest list's state filter, newest first, every matching row. */
export const interestExportQuerySchema = interestQuerySchema.omit(withoutPaging).extend(exportParams);
export type InterestExportQuery = z.output<typeof interestExportQuerySchema>;
/** `GET api/links/requests/download` (sourcing:list): the sourcing queue's state filter, newest first, every matching row. */
export const sourcingExportQuerySchema = sourcingQuerySchema.omit(withoutPaging).extend(exportParams);
export type SourcingExportQuery = z.output<typeof sourcingExportQuerySchema>;
