import { sql } from 'drizzle-orm';
import type { GoodsExportQuery } from 'shared-contracts/api/exports';
import { localized } from 'shared-contracts/mall/localized';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { DataScope } from '../data-scope/data-scope';
import type { ListExport } from '../exports/list-export';
import type { StreamColumn } from '../exports/sheet-stream';
import { readerTime, TIME_FORMAT, type ExportLang } from '../exports/xlsx-sheet';
import { searchGoodsIds } from './search';

const COLUMNS = [
  'id', 'name', 'nameCn', 'store', 'category', 'minPrice', 'maxPrice', 'moq', 'skuCount', 'ddc', 'status', 'recommended', 'collector', 'createTime',
] as const;
type Column = (typeof COLUMNS)[number];

type Texts = {
  sheet: string; columns: Record<Column, string>; onSale: string; offSale: string; yes: string; platforms: Record<string, string>;
};
// The words are the goods page's own (remote-admin mall-goods/messages.ts, mall-shared's platform names).
const TEXTS: Record<ExportLang, Texts> = {
  en: {
    sheet: 'Goods',
    columns: {
      id: 'Goods id', name: 'Name', nameCn: 'Chinese name', store: 'Store', category: 'Category', minPrice: 'Lowest price', maxPrice: 'Highest price',
      moq: 'Min. qty', skuCount: 'SKUs', ddc: 'Purchasing agent', status: 'Status', recommended: 'Recommended', collector: 'Collected by', createTime: 'Created',
    },
    onSale: 'On sale', offSale: 'Off sale', yes: 'Yes',
    platforms: { taobao: 'Taobao', tmall: 'Tmall', 1688: '1688', pinduoduo: 'Pinduoduo' },
  },
  cn: {
    sheet: '商品',
    columns: {
      id: '商品编号', name: '名称', nameCn: '中文名称', store: '店铺', category: '分类', minPrice: '最低价', maxPrice: '最高价',
      moq: '起订量', skuCount: '规格数', ddc: '代采', status: '状态', recommended: '推荐', collector: '采集人', createTime: '创建时间',
    },
    onSale: '在售', offSale: '已下架', yes: '是',
    platforms: { taobao: '淘宝', tmall: '天猫', 1688: '1688', pinduoduo: '拼多多' },
  },
  vi: {
    sheet: 'Sản phẩm',
    columns: {
      id: 'Mã sản phẩm', name: 'Tên', nameCn: 'Tên tiếng Trung', store: 'Cửa hàng', category: 'Danh mục', minPrice: 'Giá thấp nhất', maxPrice: 'Giá cao nhất',
      moq: 'SL tối thiểu', skuCount: 'Số quy cách', ddc: 'Mua hộ', status: 'Trạng thái', recommended: 'Đề xuất', collector: 'Người thu thập', createTime: 'Ngày tạo',
    },
    onSale: 'Đang bán', offSale: 'Ngừng bán', yes: 'Có',
    platforms: { taobao: 'Taobao', tmall: 'Tmall', 1688: '1688', pinduoduo: 'Pinduoduo' },
  },
};
const WIDTHS: Record<Column, number> = {
  id: 10, name: 36, nameCn: 30, store: 24, category: 18, minPrice: 14, maxPrice: 14, moq: 10, skuCount: 8, ddc: 14, status: 12,
  recommended: 12, collector: 18, createTime: 20,
};

type I18n = Record<string, string> | null;
type GoodsRow = {
  id: number; name: string; name_i18n: I18n; store_name: string; store_name_i18n: I18n; category_name: string | null;
  category_name_i18n: I18n; min_price: number; max_price: number; moq: number; sku_count: number; ddc: boolean;
  source_platform: string | null; on_sale: boolean; recommended: boolean; collector: string | null; created_at: Date | string;
};

function columnsOf(lang: ExportLang, tzOffset: number): StreamColumn<GoodsRow>[] {
  const t = TEXTS[lang];
  const cells: Record<Column, StreamColumn<GoodsRow>['value']> = {
    id: (g) => g.id,
    name: (g) => localized(g.name, g.name_i18n, lang),
    nameCn: (g) => g.name,
    store: (g) => localized(g.store_name, g.store_name_i18n, lang),
    category: (g) => (g.category_name === null ? '' : localized(g.category_name, g.category_name_i18n, lang)),
    // Goods are priced in yuan (docs/mall-search.md): the fen as a number in the CNY format.
    minPrice: (g) => ({ minor: g.min_price, currency: 'CNY' }),
    maxPrice: (g) => ({ minor: g.max_price, currency: 'CNY' }),
    moq: (g) => g.moq,
    skuCount: (g) => g.sku_count,
    // As the page's badge: the source platform of a purchasing-agent goods, else "yes"; nothing for regular goods.
    ddc: (g) => (g.ddc ? (g.source_platform ? t.platforms[g.source_platform] ?? g.source_platform : t.yes) : ''),
    status: (g) => (g.on_sale ? t.onSale : t.offSale),
    recommended: (g) => (g.recommended ? t.yes : ''),
    collector: (g) => g.collector ?? '',
    createTime: (g) => readerTime(new Date(g.created_at).toISOString(), tzOffset),
  };
  return COLUMNS.map((c) => ({ header: t.columns[c], width: WIDTHS[c], value: cells[c], ...(c === 'createTime' ? { numFmt: TIME_FORMAT } : {}) }));
}

/** The export's columns of the given goods, in the order of `ids` (a goods deleted meanwhile is left out). */
async function rowsOf(db: DbOrTx, ids: readonly number[]): Promise<GoodsRow[]> {
  const found = await queryRows<GoodsRow>(db, sql`
    select g.id, g.name, g.name_i18n, s.name as store_name, s.name_i18n as store_name_i18n, c.name as category_name,
      c.name_i18n as category_name_i18n, g.min_price, g.max_price, g.moq, g.ddc, g.source_platform, g.on_sale, g.recommended,
      (select count(*)::int from mall_sku k where k.goods_id = g.id) as sku_count,
      coalesce(nullif(u.nick_name, ''), u.username) as collector, g.created_at
    from mall_goods g join mall_store s on s.id = g.store_id left join mall_category c on c.id = g.category_id
      left join sys_user u on u.id = g.owner_id
    where g.id in (${sql.join(ids.map((id) => sql`${id}::int`), sql`, `)})`);
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  return ids.map((id) => byId.get(id)).filter((r): r is GoodsRow => !!r);
}

/**
 * The staff goods list as a sheet: the list's own filters, keyword (with its fuzzy fallback), sort and data scope
 * (search.ts searchGoodsIds, which the list's searchGoods shares). The ids come first, in the list's order and at
 * most one past `maxRows` (the count the limit is checked on: a keyword list's relevance order has no keyset), then
 * the rows in pages of `pageSize` ids.
 */
export function goodsExport(
  db: DbOrTx, scope: DataScope, q: Omit<GoodsExportQuery, 'lang' | 'tzOffset'>, maxRows: number, pageSize = 1000,
): ListExport<GoodsRow> {
  let ids: Promise<number[]> | null = null;
  const idsOf = () => (ids ??= searchGoodsIds(db, { ...q, scope }, maxRows + 1));
  return {
    file: 'goods',
    sheetName: (lang) => TEXTS[lang].sheet,
    columns: columnsOf,
    count: async () => (await idsOf()).length,
    pages: async function* pages() {
      const all = await idsOf();
      for (let at = 0; at < all.length; at += pageSize) {
        const page = await rowsOf(db, all.slice(at, at + pageSize));
        if (page.length) yield page;
      }
    },
  };
}
