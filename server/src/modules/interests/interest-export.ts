import { and, eq, sql } from 'drizzle-orm';
import type { InterestExportQuery } from 'shared-contracts/api/exports';
import type { INTEREST_STATES } from 'shared-contracts/api/interests';
import type { DbOrTx } from '../../db/connect';
import { listAfter, listOrderBy, type ListCursor } from '../../db/list-order';
import { interests, users } from '../../db/schema';
import type { DataScope } from '../data-scope/data-scope';
import type { ListExport } from '../exports/list-export';
import { keysetPages, type StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { interestListKey, interestListWhere } from './service';

const COLUMNS = ['id', 'buyer', 'name', 'link', 'platform', 'itemId', 'expectedPrice', 'quantity', 'remarks', 'status', 'reply', 'goodsId', 'createTime'] as const;
type Column = (typeof COLUMNS)[number];
type InterestState = (typeof INTEREST_STATES)[number];

// The headers and states in the words of the interests page (remote-admin mall-interests/messages.ts).
const TEXTS: Record<ExportLang, { sheet: string; columns: Record<Column, string>; status: Record<InterestState, string> }> = {
  en: {
    sheet: 'Products of interest',
    columns: {
      id: 'Number', buyer: 'Buyer', name: 'Product', link: 'Link', platform: 'Platform', itemId: 'Item id', expectedPrice: 'Expected price',
      quantity: 'Quantity', remarks: 'Remarks', status: 'State', reply: 'Reply', goodsId: 'Linked goods id', createTime: 'Received',
    },
    status: { pending: 'Pending', quoted: 'Quoted', closed: 'Closed' },
  },
  cn: {
    sheet: '意向商品',
    columns: {
      id: '编号', buyer: '买家', name: '商品', link: '链接', platform: '平台', itemId: '商品编号', expectedPrice: '期望价格',
      quantity: '数量', remarks: '备注', status: '状态', reply: '回复', goodsId: '关联商品编号', createTime: '提交时间',
    },
    status: { pending: '待处理', quoted: '已报价', closed: '已关闭' },
  },
  vi: {
    sheet: 'Sản phẩm quan tâm',
    columns: {
      id: 'Số', buyer: 'Người mua', name: 'Sản phẩm', link: 'Liên kết', platform: 'Nền tảng', itemId: 'Mã mặt hàng', expectedPrice: 'Giá mong muốn',
      quantity: 'Số lượng', remarks: 'Ghi chú', status: 'Trạng thái', reply: 'Phản hồi', goodsId: 'Mã sản phẩm liên kết', createTime: 'Thời gian nhận',
    },
    status: { pending: 'Đang chờ', quoted: 'Đã báo giá', closed: 'Đã đóng' },
  },
};
const WIDTHS: Record<Column, number> = {
  id: 8, buyer: 20, name: 30, link: 40, platform: 12, itemId: 18, expectedPrice: 14, quantity: 10, remarks: 30, status: 12, reply: 30, goodsId: 12, createTime: 20,
};

type InterestRow = ListCursor & {
  buyerName: string; name: string | null; link: string | null; platform: string | null; itemId: string | null; expectedPrice: number | null;
  quantity: number; remarks: string | null; status: string; reply: string | null; goodsId: number | null; createdAt: Date;
};

function columnsOf(lang: ExportLang, tzOffset: number): StreamColumn<InterestRow>[] {
  const t = TEXTS[lang];
  const cells: Record<Column, StreamColumn<InterestRow>['value']> = {
    id: (i) => i.id,
    buyer: (i) => i.buyerName,
    name: (i) => i.name ?? '',
    link: (i) => i.link ?? '',
    platform: (i) => i.platform ?? '',
    // Text: a long item id as a number would lose digits in a spreadsheet.
    itemId: (i) => i.itemId ?? '',
    // The buyer's expected unit price, in fen of yuan (interestInputSchema).
    expectedPrice: (i) => (i.expectedPrice === null ? null : { minor: i.expectedPrice, currency: 'CNY' }),
    quantity: (i) => i.quantity,
    remarks: (i) => i.remarks ?? '',
    status: (i) => t.status[i.status as InterestState] ?? i.status,
    reply: (i) => i.reply ?? '',
    goodsId: (i) => i.goodsId,
    createTime: (i) => readerTime(i.createdAt.toISOString(), tzOffset),
  };
  return COLUMNS.map((c) => ({ header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(c === 'createTime' ? { numFmt: TIME_FORMAT } : {}) }));
}

/** The staff interest list as a sheet: the list's own scope, state filter and order (service.ts), in keyset pages. */
export function interestExport(db: DbOrTx, scope: DataScope, q: Omit<InterestExportQuery, 'lang' | 'tzOffset'>, pageSize = 1000): ListExport<InterestRow> {
  const where = interestListWhere(scope, q);
  return {
    file: 'interests',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: columnsOf,
    count: async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(interests).where(where))[0]?.n ?? 0),
    pages: () => keysetPages<InterestRow, ListCursor>((after, size) => db.select({
      id: interests.id, at: sql<string>`${interests.createdAt}::text`,
      buyerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username}, '')`, name: interests.name, link: interests.link,
      platform: interests.platform, itemId: interests.itemId, expectedPrice: interests.expectedPrice, quantity: interests.quantity,
      remarks: interests.remarks, status: interests.status, reply: interests.reply, goodsId: interests.goodsId, createdAt: interests.createdAt,
    }).from(interests).leftJoin(users, eq(users.id, interests.userId))
      .where(after ? and(where, listAfter('newest', interestListKey, after)) : where)
      .orderBy(...listOrderBy('newest', interestListKey)).limit(size), (i) => ({ at: i.at, id: i.id }), pageSize),
  };
}
