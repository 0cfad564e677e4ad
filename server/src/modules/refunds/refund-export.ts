import { and, eq, sql } from 'drizzle-orm';
import type { StaffRefundListQuery } from 'shared-contracts/api/staff-lists';
import { orderStateMessages } from 'shared-contracts/i18n/messages-order-states';
import { localized } from 'shared-contracts/mall/localized';
import { orderStateMessageId, type RefundState } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { listAfter, listOrderBy, type ListCursor } from '../../db/list-order';
import { orderLines, orders, refunds, shipments, users, type I18nText } from '../../db/schema';
import type { ListExport } from '../exports/list-export';
import { keysetPages, type StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { refundListSort, refundListWhere, refundReviewerSql, type RefundScope } from './read-refunds';

const COLUMNS = [
  'refundNo', 'status', 'buyer', 'orderNo', 'goods', 'spec', 'on', 'quantity', 'amount', 'reason', 'opinion', 'reviewer', 'createTime', 'reviewTime',
] as const;
type Column = (typeof COLUMNS)[number];
const TIMES: readonly Column[] = ['createTime', 'reviewTime'];

// The words of the refund review page (remote-admin ops-refunds messages.ts); the states are the orders' (SPEC §4).
const TEXTS: Record<ExportLang, { sheet: string; columns: Record<Column, string>; onStock: string }> = {
  en: {
    sheet: 'Refunds',
    columns: {
      refundNo: 'Refund number', status: 'State', buyer: 'Buyer', orderNo: 'Order number', goods: 'Goods', spec: 'Specification',
      on: 'Refund of', quantity: 'Quantity', amount: 'Amount', reason: 'Reason', opinion: 'Review opinion', reviewer: 'Reviewed by',
      createTime: 'Requested', reviewTime: 'Reviewed',
    },
    onStock: 'Stock',
  },
  cn: {
    sheet: '退款',
    columns: {
      refundNo: '退款单号', status: '状态', buyer: '买家', orderNo: '订单号', goods: '商品', spec: '规格', on: '退款对象', quantity: '数量',
      amount: '金额', reason: '退款原因', opinion: '审核意见', reviewer: '审核人', createTime: '申请时间', reviewTime: '审核时间',
    },
    onStock: '库存',
  },
  vi: {
    sheet: 'Hoàn tiền',
    columns: {
      refundNo: 'Mã hoàn tiền', status: 'Trạng thái', buyer: 'Người mua', orderNo: 'Mã đơn hàng', goods: 'Sản phẩm', spec: 'Quy cách',
      on: 'Hoàn tiền cho', quantity: 'Số lượng', amount: 'Số tiền', reason: 'Lý do', opinion: 'Ý kiến duyệt', reviewer: 'Người duyệt',
      createTime: 'Thời gian yêu cầu', reviewTime: 'Thời gian duyệt',
    },
    onStock: 'Hàng trong kho',
  },
};
const WIDTHS: Record<Column, number> = {
  refundNo: 24, status: 16, buyer: 20, orderNo: 24, goods: 28, spec: 20, on: 24, quantity: 10, amount: 14, reason: 30, opinion: 30,
  reviewer: 18, createTime: 20, reviewTime: 20,
};

type RefundRow = ListCursor & {
  refundNo: string; status: string; buyerName: string; orderNo: string; goodsName: string; goodsNameI18n: I18nText; specText: string;
  specI18n: I18nText; shipmentNo: string | null; quantity: number; amount: number; currency: string; reason: string; opinion: string | null;
  reviewerName: string | null; createdAt: Date; reviewedAt: Date | null;
};

function columnsOf(lang: ExportLang, tzOffset: number): StreamColumn<RefundRow>[] {
  const t = TEXTS[lang];
  const states = orderStateMessages[lang] ?? {};
  const time = (d: Date | null) => (d ? readerTime(d.toISOString(), tzOffset) : null);
  const cells: Record<Column, StreamColumn<RefundRow>['value']> = {
    refundNo: (r) => r.refundNo,
    status: (r) => states[orderStateMessageId(r.status as RefundState)] ?? r.status,
    buyer: (r) => r.buyerName,
    orderNo: (r) => r.orderNo,
    goods: (r) => localized(r.goodsName, r.goodsNameI18n, lang),
    spec: (r) => localized(r.specText, r.specI18n, lang),
    on: (r) => r.shipmentNo ?? t.onStock,
    quantity: (r) => r.quantity,
    amount: (r) => ({ minor: r.amount, currency: r.currency }),
    reason: (r) => r.reason,
    opinion: (r) => r.opinion ?? '',
    reviewer: (r) => r.reviewerName ?? '',
    createTime: (r) => time(r.createdAt),
    reviewTime: (r) => time(r.reviewedAt),
  };
  return COLUMNS.map((c) => ({ header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(TIMES.includes(c) ? { numFmt: TIME_FORMAT } : {}) }));
}

/** The staff refund list (the review queue and every state) as a sheet: the list's scope, filters and order, in keyset pages. */
export function refundExport(db: DbOrTx, scope: RefundScope, q: Omit<StaffRefundListQuery, 'page' | 'size'>, pageSize = 1000): ListExport<RefundRow> {
  const where = refundListWhere(scope, q);
  const sort = refundListSort(scope, q);
  const key = { created: refunds.createdAt, id: refunds.id };
  return {
    file: 'refunds',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: columnsOf,
    count: async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, refunds.userId)).where(where))[0]?.n ?? 0),
    pages: () => keysetPages<RefundRow, ListCursor>((after, size) => db.select({
      id: refunds.id, at: sql<string>`${refunds.createdAt}::text`, refundNo: refunds.refundNo, status: refunds.status,
      buyerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username}, '')`, orderNo: orders.orderNo,
      goodsName: orderLines.goodsName, goodsNameI18n: orderLines.goodsNameI18n, specText: orderLines.specText, specI18n: orderLines.specI18n,
      shipmentNo: shipments.shipmentNo, quantity: refunds.quantity, amount: refunds.amount, currency: orders.currency, reason: refunds.reason,
      opinion: refunds.opinion, reviewerName: refundReviewerSql, createdAt: refunds.createdAt, reviewedAt: refunds.reviewedAt,
    }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
      .innerJoin(users, eq(users.id, refunds.userId)).leftJoin(shipments, eq(shipments.id, refunds.shipmentId))
      .where(after ? and(where, listAfter(sort, key, after)) : where)
      .orderBy(...listOrderBy(sort, key)).limit(size), (r) => ({ at: r.at, id: r.id }), pageSize),
  };
}
