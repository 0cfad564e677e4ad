import { and, eq, sql } from 'drizzle-orm';
import type { ShipmentListQuery, ShipmentState } from 'shared-contracts/api/shipments';
import type { StaffShipmentListQuery } from 'shared-contracts/api/staff-lists';
import type { DbOrTx } from '../../db/connect';
import { listAfter, listOrderBy, type ListCursor } from '../../db/list-order';
import { shipments, users } from '../../db/schema';
import type { ListExport } from '../exports/list-export';
import { keysetPages, type StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { shipmentListSort, shipmentListWhere, waitingSince, type ShipmentScope } from './read-shipments';

const COLUMNS = [
  'shipmentNo', 'status', 'buyer', 'quantity', 'consignee', 'contact', 'address', 'platform', 'platformOrderNo',
  'logisticsCompany', 'trackingNo', 'remarks', 'createTime', 'shippedTime', 'deliveredTime',
] as const;
type Column = (typeof COLUMNS)[number];
const TIMES: readonly Column[] = ['createTime', 'shippedTime', 'deliveredTime'];

// The status words are the shipment pages' own (remote-orders shipments/messages.ts).
const TEXTS: Record<ExportLang, { sheet: string; columns: Record<Column, string>; status: Record<ShipmentState, string> }> = {
  en: {
    sheet: 'Shipments',
    columns: {
      shipmentNo: 'Shipment number', status: 'Status', buyer: 'Buyer', quantity: 'Quantity', consignee: 'Consignee', contact: 'Contact',
      address: 'Address', platform: 'Platform', platformOrderNo: 'Platform order number', logisticsCompany: 'Logistics company',
      trackingNo: 'Tracking number', remarks: 'Remarks', createTime: 'Created', shippedTime: 'Shipped', deliveredTime: 'Delivered',
    },
    status: { pending: 'Pending shipment', shipping: 'Shipping', delivered: 'Delivered', cancelled: 'Cancelled' },
  },
  cn: {
    sheet: '发货单',
    columns: {
      shipmentNo: '发货单号', status: '状态', buyer: '买家', quantity: '数量', consignee: '收货人', contact: '联系方式',
      address: '收货地址', platform: '平台', platformOrderNo: '平台订单号', logisticsCompany: '物流公司',
      trackingNo: '运单号', remarks: '备注', createTime: '创建时间', shippedTime: '发货时间', deliveredTime: '送达时间',
    },
    status: { pending: '待发货', shipping: '运输中', delivered: '已送达', cancelled: '已取消' },
  },
  vi: {
    sheet: 'Phiếu giao hàng',
    columns: {
      shipmentNo: 'Mã phiếu giao', status: 'Trạng thái', buyer: 'Người mua', quantity: 'Số lượng', consignee: 'Người nhận', contact: 'Liên hệ',
      address: 'Địa chỉ', platform: 'Nền tảng', platformOrderNo: 'Mã đơn trên nền tảng', logisticsCompany: 'Đơn vị vận chuyển',
      trackingNo: 'Mã vận đơn', remarks: 'Ghi chú', createTime: 'Ngày tạo', shippedTime: 'Ngày gửi', deliveredTime: 'Ngày giao',
    },
    status: { pending: 'Chờ giao hàng', shipping: 'Đang vận chuyển', delivered: 'Đã giao hàng', cancelled: 'Đã hủy' },
  },
};
const WIDTHS: Record<Column, number> = {
  shipmentNo: 24, status: 18, buyer: 20, quantity: 10, consignee: 20, contact: 16, address: 40, platform: 10, platformOrderNo: 22,
  logisticsCompany: 18, trackingNo: 20, remarks: 30, createTime: 20, shippedTime: 20, deliveredTime: 20,
};

type ShipmentRow = ListCursor & {
  shipmentNo: string; status: string; buyerName: string; quantity: number; consignee: string; contact: string; address: string;
  platform: string | null; platformOrderNo: string | null; logisticsCompany: string | null; trackingNo: string | null;
  remarks: string | null; createdAt: Date; shippedAt: Date | null; deliveredAt: Date | null;
};

function columnsOf(lang: ExportLang, tzOffset: number, staff: boolean): StreamColumn<ShipmentRow>[] {
  const t = TEXTS[lang];
  const time = (d: Date | null) => (d ? readerTime(d.toISOString(), tzOffset) : null);
  const cells: Record<Column, StreamColumn<ShipmentRow>['value']> = {
    shipmentNo: (s) => s.shipmentNo,
    status: (s) => t.status[s.status as ShipmentState] ?? s.status,
    buyer: (s) => s.buyerName,
    quantity: (s) => s.quantity,
    consignee: (s) => s.consignee,
    // A phone number stays text: its leading zero and any "+84" are part of it.
    contact: (s) => s.contact,
    address: (s) => s.address,
    platform: (s) => s.platform ?? '',
    platformOrderNo: (s) => s.platformOrderNo ?? '',
    logisticsCompany: (s) => s.logisticsCompany ?? '',
    trackingNo: (s) => s.trackingNo ?? '',
    remarks: (s) => s.remarks ?? '',
    createTime: (s) => time(s.createdAt),
    shippedTime: (s) => time(s.shippedAt),
    deliveredTime: (s) => time(s.deliveredAt),
  };
  return COLUMNS.filter((c) => staff || c !== 'buyer').map((c) => ({
    header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(TIMES.includes(c) ? { numFmt: TIME_FORMAT } : {}),
  }));
}

/** The shipping queue or the buyer's own shipments as a sheet: the list's scope, filters and order, in keyset pages. */
export function shipmentExport(
  db: DbOrTx, scope: ShipmentScope, q: Omit<StaffShipmentListQuery, 'page' | 'size'> | Omit<ShipmentListQuery, 'page' | 'size'>, pageSize = 1000,
): ListExport<ShipmentRow> {
  const where = and(...shipmentListWhere(scope, q));
  const sort = shipmentListSort(scope, q);
  const key = { created: shipments.createdAt, since: waitingSince, id: shipments.id };
  // The cursor is the time the order runs on: the waiting start for a queue, the creation otherwise.
  const at = sort === 'waiting' ? waitingSince : sql`${shipments.createdAt}`;
  return {
    file: 'shipments',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: (lang, tzOffset) => columnsOf(lang, tzOffset, 'staff' in scope),
    count: async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(shipments).where(where))[0]?.n ?? 0),
    pages: () => keysetPages<ShipmentRow, ListCursor>((after, size) => db.select({
      id: shipments.id, at: sql<string>`${at}::text`, shipmentNo: shipments.shipmentNo, status: shipments.status,
      buyerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username}, '')`, quantity: shipments.quantity,
      consignee: shipments.consignee, contact: shipments.contact, address: shipments.address, platform: shipments.platform,
      platformOrderNo: shipments.platformOrderNo, logisticsCompany: shipments.logisticsCompany, trackingNo: shipments.trackingNo,
      remarks: shipments.remarks, createdAt: shipments.createdAt, shippedAt: shipments.shippedAt, deliveredAt: shipments.deliveredAt,
    }).from(shipments).leftJoin(users, eq(users.id, shipments.userId))
      .where(after ? and(where, listAfter(sort, key, after)) : where)
      .orderBy(...listOrderBy(sort, key)).limit(size), (s) => ({ at: s.at, id: s.id }), pageSize),
  };
}
