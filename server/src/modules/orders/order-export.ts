import { and, eq, sql } from 'drizzle-orm';
import type { MyOrderExportQuery } from 'shared-contracts/api/exports';
import type { StaffOrderListQuery } from 'shared-contracts/api/staff-lists';
import { orderStateMessages } from 'shared-contracts/i18n/messages-order-states';
import { localized } from 'shared-contracts/mall/localized';
import { orderStateMessageId, type DisplayedOrderState } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { listAfter, listOrderBy, type ListCursor } from '../../db/list-order';
import { orders, stores, users, type I18nText } from '../../db/schema';
import type { ListExport } from '../exports/list-export';
import { keysetPages, type StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { displayedStateSql, orderListSort, orderListWhere, type OrderScope } from './order-lists';

const COLUMNS = ['orderNo', 'state', 'buyer', 'store', 'quantity', 'goodsTotal', 'depositAmount', 'paidAmount', 'remarks', 'createTime'] as const;
type Column = (typeof COLUMNS)[number];

const TEXTS: Record<ExportLang, { sheet: string; columns: Record<Column, string> }> = {
  en: {
    sheet: 'Orders',
    columns: {
      orderNo: 'Order number', state: 'State', buyer: 'Buyer', store: 'Store', quantity: 'Quantity', goodsTotal: 'Goods total',
      depositAmount: 'Deposit', paidAmount: 'Paid', remarks: 'Remarks', createTime: 'Placed',
    },
  },
  cn: {
    sheet: '订单',
    columns: {
      orderNo: '订单号', state: '状态', buyer: '买家', store: '店铺', quantity: '数量', goodsTotal: '商品金额',
      depositAmount: '定金', paidAmount: '已付', remarks: '备注', createTime: '下单时间',
    },
  },
  vi: {
    sheet: 'Đơn hàng',
    columns: {
      orderNo: 'Mã đơn', state: 'Trạng thái', buyer: 'Người mua', store: 'Cửa hàng', quantity: 'Số lượng', goodsTotal: 'Tiền hàng',
      depositAmount: 'Tiền cọc', paidAmount: 'Đã trả', remarks: 'Ghi chú', createTime: 'Ngày đặt',
    },
  },
};
const WIDTHS: Record<Column, number> = {
  orderNo: 24, state: 26, buyer: 20, store: 24, quantity: 10, goodsTotal: 14, depositAmount: 14, paidAmount: 14, remarks: 30, createTime: 20,
};

type OrderRow = ListCursor & {
  orderNo: string; state: DisplayedOrderState; buyerName: string; storeName: string; storeNameI18n: I18nText;
  quantity: number; currency: string; goodsTotal: number; depositAmount: number; paidAmount: number; remarks: string | null; createdAt: Date;
};

function columnsOf(lang: ExportLang, tzOffset: number, staff: boolean): StreamColumn<OrderRow>[] {
  const t = TEXTS[lang];
  const states = orderStateMessages[lang] ?? {};
  const cells: Record<Column, StreamColumn<OrderRow>['value']> = {
    orderNo: (o) => o.orderNo,
    state: (o) => states[orderStateMessageId(o.state)] ?? o.state,
    buyer: (o) => o.buyerName,
    store: (o) => localized(o.storeName, o.storeNameI18n, lang),
    quantity: (o) => o.quantity,
    goodsTotal: (o) => ({ minor: o.goodsTotal, currency: o.currency }),
    depositAmount: (o) => ({ minor: o.depositAmount, currency: o.currency }),
    paidAmount: (o) => ({ minor: o.paidAmount, currency: o.currency }),
    remarks: (o) => o.remarks ?? '',
    createTime: (o) => readerTime(o.createdAt.toISOString(), tzOffset),
  };
  // The buyer's own sheet has no buyer column: it would say the reader's name on every row.
  return COLUMNS.filter((c) => staff || c !== 'buyer').map((c) => ({
    header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(c === 'createTime' ? { numFmt: TIME_FORMAT } : {}),
  }));
}

/**
 * The staff order list or the buyer's own as a sheet: the list's own scope, filters and order (order-lists.ts),
 * read in keyset pages of `pageSize` rows.
 */
export function orderExport(
  db: DbOrTx, scope: OrderScope, q: Omit<StaffOrderListQuery, 'page' | 'size'> | MyOrderExportQuery, pageSize = 1000,
): ListExport<OrderRow> {
  const where = orderListWhere(scope, q);
  const sort = orderListSort(scope, q);
  const key = { created: orders.createdAt, id: orders.id };
  return {
    file: 'orders',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: (lang, tzOffset) => columnsOf(lang, tzOffset, 'staff' in scope),
    count: async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where))[0]?.n ?? 0),
    pages: () => keysetPages<OrderRow, ListCursor>((after, size) => db.select({
      id: orders.id, at: sql<string>`${orders.createdAt}::text`, orderNo: orders.orderNo, state: displayedStateSql,
      buyerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username}, '')`,
      storeName: sql<string>`coalesce(${stores.name}, '')`, storeNameI18n: sql<I18nText>`coalesce(${stores.nameI18n}, '{}'::jsonb)`,
      quantity: orders.quantity, currency: orders.currency, goodsTotal: orders.goodsTotal, depositAmount: orders.depositAmount,
      paidAmount: orders.paidAmount, remarks: orders.remarks, createdAt: orders.createdAt,
    }).from(orders).leftJoin(users, eq(users.id, orders.userId)).leftJoin(stores, eq(stores.id, orders.storeId))
      .where(after ? and(where, listAfter(sort, key, after)) : where)
      .orderBy(...listOrderBy(sort, key)).limit(size), (o) => ({ at: o.at, id: o.id }), pageSize),
  };
}
