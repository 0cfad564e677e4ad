import { asc, inArray, sql } from 'drizzle-orm';
import type { StockQueueQuery } from 'shared-contracts/api/stock';
import { localized } from 'shared-contracts/mall/localized';
import type { DbOrTx } from '../../db/connect';
import type { ListCursor } from '../../db/list-order';
import { queryRows } from '../../db/rows';
import { orderLines, type I18nText } from '../../db/schema';
import type { DataScope } from '../data-scope/data-scope';
import type { ListExport } from '../exports/list-export';
import { keysetPages, type StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { STOCK_QUEUE_FROM, STOCK_QUEUE_KEY, STOCK_QUEUE_ORDER, stockQueueAfter, stockQueueWhere } from './stock-queue';

const COLUMNS = ['orderNo', 'buyer', 'goods', 'ordered', 'stocked', 'batches', 'since', 'expected', 'late', 'createTime'] as const;
type Column = (typeof COLUMNS)[number];
const TIMES: readonly Column[] = ['since', 'expected', 'createTime'];

// The words of the stocking page (remote-admin ops-stock messages.ts).
const TEXTS: Record<ExportLang, { sheet: string; columns: Record<Column, string>; late: string }> = {
  en: {
    sheet: 'Stocking',
    columns: {
      orderNo: 'Order', buyer: 'Buyer', goods: 'Goods', ordered: 'Ordered', stocked: 'Stocked', batches: 'Batches', since: 'Stocking since',
      expected: 'Expected completion', late: 'Late', createTime: 'Placed',
    },
    late: 'Late',
  },
  cn: {
    sheet: '备货',
    columns: {
      orderNo: '订单', buyer: '买家', goods: '商品', ordered: '订购数量', stocked: '已备货', batches: '批次', since: '备货开始',
      expected: '预计完成', late: '超时', createTime: '下单时间',
    },
    late: '超时',
  },
  vi: {
    sheet: 'Nhập kho',
    columns: {
      orderNo: 'Đơn hàng', buyer: 'Người mua', goods: 'Hàng hóa', ordered: 'Số lượng đặt', stocked: 'Đã nhập', batches: 'Số lô',
      since: 'Bắt đầu nhập kho', expected: 'Dự kiến xong', late: 'Trễ hạn', createTime: 'Ngày đặt',
    },
    late: 'Trễ hạn',
  },
};
const WIDTHS: Record<Column, number> = {
  orderNo: 24, buyer: 20, goods: 48, ordered: 12, stocked: 12, batches: 10, since: 20, expected: 20, late: 12, createTime: 20,
};

type Line = { goodsName: string; goodsNameI18n: I18nText; specText: string; specI18n: I18nText; ordered: number; stocked: number };
type StockQueueRow = ListCursor & {
  orderNo: string; buyerName: string; batches: number; since: Date | null; dueAt: Date | null; late: boolean; createdAt: Date; lines: Line[];
};
type SqlRow = {
  id: number; at: string; order_no: string; buyer_name: string | null; batch_count: number; stocking_since: Date | string | null;
  stocking_due_at: Date | string | null; late: boolean; created_at: Date | string;
};

const sumOf = (lines: readonly Line[], key: 'ordered' | 'stocked') => lines.reduce((n, l) => n + l[key], 0);

function columnsOf(lang: ExportLang, tzOffset: number): StreamColumn<StockQueueRow>[] {
  const t = TEXTS[lang];
  const time = (d: Date | null) => (d ? readerTime(d.toISOString(), tzOffset) : null);
  // Every line in one cell, as the page's goods column lists them, with what is in of what was ordered.
  const goods = (lines: readonly Line[]) => lines
    .map((l) => `${localized(l.goodsName, l.goodsNameI18n, lang)} (${localized(l.specText, l.specI18n, lang)}) ${l.stocked}/${l.ordered}`).join('; ');
  const cells: Record<Column, StreamColumn<StockQueueRow>['value']> = {
    orderNo: (o) => o.orderNo,
    buyer: (o) => o.buyerName,
    goods: (o) => goods(o.lines),
    ordered: (o) => sumOf(o.lines, 'ordered'),
    stocked: (o) => sumOf(o.lines, 'stocked'),
    batches: (o) => o.batches,
    since: (o) => time(o.since),
    expected: (o) => time(o.dueAt),
    late: (o) => (o.late ? t.late : ''),
    createTime: (o) => time(o.createdAt),
  };
  return COLUMNS.map((c) => ({ header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(TIMES.includes(c) ? { numFmt: TIME_FORMAT } : {}) }));
}

const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));

async function readPage(db: DbOrTx, where: ReturnType<typeof stockQueueWhere>, now: Date, after: ListCursor | null, size: number): Promise<StockQueueRow[]> {
  const found = await queryRows<SqlRow>(db, sql`
    select o.id, ${STOCK_QUEUE_KEY}::text as at, o.order_no, coalesce(nullif(u.nick_name, ''), u.username) as buyer_name,
      o.stocking_due_at, o.created_at, coalesce(o.stocking_due_at < ${now.toISOString()}::timestamptz, false) as late,
      (select max(e.created_at) from mall_order_event e where e.order_id = o.id and e.action = 'approveDeposit') as stocking_since,
      (select count(*)::int from mall_stock_batch b where b.order_id = o.id) as batch_count
    ${STOCK_QUEUE_FROM} where ${where} ${after ? sql`and ${stockQueueAfter(after)}` : sql``}
    ${STOCK_QUEUE_ORDER} limit ${size}`);
  const lines = found.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, found.map((r) => Number(r.id)))).orderBy(asc(orderLines.id))
    : [];
  return found.map((r) => ({
    id: Number(r.id), at: r.at, orderNo: r.order_no, buyerName: r.buyer_name ?? '', batches: Number(r.batch_count),
    since: dateOf(r.stocking_since), dueAt: dateOf(r.stocking_due_at), late: r.late === true, createdAt: new Date(r.created_at),
    lines: lines.filter((l) => l.orderId === Number(r.id)).map((l) => ({
      goodsName: l.goodsName, goodsNameI18n: l.goodsNameI18n, specText: l.specText, specI18n: l.specI18n, ordered: l.quantity, stocked: l.stockedQty,
    })),
  }));
}

/** The stocking queue as a sheet, one row per order: the queue's scope, keyword, lateness and order, in keyset pages. */
export function stockQueueExport(
  db: DbOrTx, scope: DataScope, q: Omit<StockQueueQuery, 'page' | 'size'>, now: Date, pageSize = 1000,
): ListExport<StockQueueRow> {
  const where = stockQueueWhere(scope, q, now);
  return {
    file: 'stocking',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: columnsOf,
    count: async () => Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${STOCK_QUEUE_FROM} where ${where}`))[0]?.n ?? 0),
    pages: () => keysetPages<StockQueueRow, ListCursor>((after, size) => readPage(db, where, now, after, size), (o) => ({ at: o.at, id: o.id }), pageSize),
  };
}
