import { and, eq, sql } from 'drizzle-orm';
import type { SourcingExportQuery } from 'shared-contracts/api/exports';
import type { SOURCING_STATES, SourcingRequest } from 'shared-contracts/api/links';
import type { DbOrTx } from '../../db/connect';
import { listAfter, listOrderBy, type ListCursor } from '../../db/list-order';
import { sourcingRequests, users } from '../../db/schema';
import type { DataScope } from '../data-scope/data-scope';
import type { ListExport } from '../exports/list-export';
import { keysetPages, type StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { sourcingListKey, sourcingListWhere } from './service';

const COLUMNS = ['id', 'buyer', 'kind', 'platform', 'itemId', 'url', 'rawInput', 'status', 'goodsId', 'note', 'createTime', 'updateTime'] as const;
type Column = (typeof COLUMNS)[number];
type SourcingState = (typeof SOURCING_STATES)[number];

type Texts = {
  sheet: string; columns: Record<Column, string>; kind: Record<SourcingRequest['kind'], string>; status: Record<SourcingState, string>;
  platforms: Record<string, string>;
};
// The headers, kinds, states and platforms in the words of the sourcing page (remote-admin mall-sourcing/messages.ts).
const TEXTS: Record<ExportLang, Texts> = {
  en: {
    sheet: 'Sourcing requests',
    columns: {
      id: 'Number', buyer: 'Buyer', kind: 'Kind', platform: 'Platform', itemId: 'Item id', url: 'Link', rawInput: 'Pasted text', status: 'State',
      goodsId: 'Goods id', note: 'Note', createTime: 'Received', updateTime: 'Updated',
    },
    kind: { sourcing: 'Sourcing', short_link: 'Short link' },
    status: { pending: 'Pending', completed: 'Completed', rejected: 'Rejected' },
    platforms: { taobao: 'Taobao', tmall: 'Tmall', 1688: '1688', pinduoduo: 'Pinduoduo' },
  },
  cn: {
    sheet: '找货请求',
    columns: {
      id: '编号', buyer: '买家', kind: '类型', platform: '平台', itemId: '商品编号', url: '链接', rawInput: '粘贴内容', status: '状态',
      goodsId: '商品编号（已匹配）', note: '备注', createTime: '提交时间', updateTime: '更新时间',
    },
    kind: { sourcing: '找货', short_link: '短链接' },
    status: { pending: '待处理', completed: '已完成', rejected: '已拒绝' },
    platforms: { taobao: '淘宝', tmall: '天猫', 1688: '1688', pinduoduo: '拼多多' },
  },
  vi: {
    sheet: 'Yêu cầu tìm hàng',
    columns: {
      id: 'Số', buyer: 'Người mua', kind: 'Loại', platform: 'Nền tảng', itemId: 'Mã mặt hàng', url: 'Liên kết', rawInput: 'Nội dung đã dán',
      status: 'Trạng thái', goodsId: 'Mã sản phẩm', note: 'Ghi chú', createTime: 'Thời gian nhận', updateTime: 'Cập nhật',
    },
    kind: { sourcing: 'Tìm hàng', short_link: 'Liên kết rút gọn' },
    status: { pending: 'Đang chờ', completed: 'Đã hoàn tất', rejected: 'Đã từ chối' },
    platforms: { taobao: 'Taobao', tmall: 'Tmall', 1688: '1688', pinduoduo: 'Pinduoduo' },
  },
};
const WIDTHS: Record<Column, number> = {
  id: 8, buyer: 20, kind: 14, platform: 12, itemId: 18, url: 44, rawInput: 40, status: 14, goodsId: 12, note: 30, createTime: 20, updateTime: 20,
};

type SourcingRow = ListCursor & {
  buyerName: string; kind: string; platform: string; itemId: string | null; url: string; rawInput: string; status: string;
  goodsId: number | null; note: string | null; createdAt: Date; updatedAt: Date;
};

function columnsOf(lang: ExportLang, tzOffset: number): StreamColumn<SourcingRow>[] {
  const t = TEXTS[lang];
  const cells: Record<Column, StreamColumn<SourcingRow>['value']> = {
    id: (r) => r.id,
    buyer: (r) => r.buyerName,
    kind: (r) => t.kind[r.kind as SourcingRequest['kind']] ?? r.kind,
    platform: (r) => t.platforms[r.platform] ?? r.platform,
    // Text: a long item id as a number would lose digits in a spreadsheet.
    itemId: (r) => r.itemId ?? '',
    url: (r) => r.url,
    rawInput: (r) => r.rawInput,
    status: (r) => t.status[r.status as SourcingState] ?? r.status,
    goodsId: (r) => r.goodsId,
    note: (r) => r.note ?? '',
    createTime: (r) => readerTime(r.createdAt.toISOString(), tzOffset),
    updateTime: (r) => readerTime(r.updatedAt.toISOString(), tzOffset),
  };
  return COLUMNS.map((c) => ({
    header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(c === 'createTime' || c === 'updateTime' ? { numFmt: TIME_FORMAT } : {}),
  }));
}

/** The sourcing queue as a sheet: the list's own scope, state filter and order (service.ts), in keyset pages. */
export function sourcingExport(db: DbOrTx, scope: DataScope, q: Omit<SourcingExportQuery, 'lang' | 'tzOffset'>, pageSize = 1000): ListExport<SourcingRow> {
  const where = sourcingListWhere(scope, q);
  return {
    file: 'sourcing-requests',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: columnsOf,
    count: async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(sourcingRequests).where(where))[0]?.n ?? 0),
    pages: () => keysetPages<SourcingRow, ListCursor>((after, size) => db.select({
      id: sourcingRequests.id, at: sql<string>`${sourcingRequests.createdAt}::text`,
      buyerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username}, '')`, kind: sourcingRequests.kind,
      platform: sourcingRequests.platform, itemId: sourcingRequests.itemId, url: sourcingRequests.url, rawInput: sourcingRequests.rawInput,
      status: sourcingRequests.status, goodsId: sourcingRequests.goodsId, note: sourcingRequests.note, createdAt: sourcingRequests.createdAt,
      updatedAt: sourcingRequests.updatedAt,
    }).from(sourcingRequests).leftJoin(users, eq(users.id, sourcingRequests.userId))
      .where(after ? and(where, listAfter('newest', sourcingListKey, after)) : where)
      .orderBy(...listOrderBy('newest', sourcingListKey)).limit(size), (r) => ({ at: r.at, id: r.id }), pageSize),
  };
}
