import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { GoodsAdminRow, GoodsCard, GoodsDetail, Sku, StoreSummary } from 'shared-contracts/api/goods';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { DbOrTx } from '../../db/connect';
import { iso, queryRows } from '../../db/rows';
import { goods, goodsImages, goodsMaterials, skus, stores } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { mallFileUrl } from '../mall-files/file-url';
import { ownerInScope, userInScope, type DataScope } from '../data-scope/data-scope';
import { listedSql, type CardRow } from './search';

type Texts = { en?: string; vi?: string; cn?: string };
/** Only the three languages, so a stray key in a jsonb column cannot break the strict response schema. */
export const i18nOf = (v: unknown): Texts => {
  const o = (v ?? {}) as Record<string, unknown>;
  const out: Texts = {};
  for (const k of ['en', 'vi', 'cn'] as const) if (typeof o[k] === 'string') out[k] = o[k] as string;
  return out;
};

export function cardOf(r: CardRow): GoodsCard {
  return {
    id: r.id, name: r.name, nameI18n: i18nOf(r.name_i18n), ddc: r.ddc, sourcePlatform: r.source_platform,
    minPrice: r.min_price, maxPrice: r.max_price, moq: r.moq, sales: r.sales, coverUrl: mallFileUrl(r.cover_key),
    storeId: r.store_id, storeName: r.store_name, storeNameI18n: i18nOf(r.store_name_i18n), categoryId: r.category_id,
    createTime: iso(r.created_at),
  };
}

export function storeSummaryOf(s: typeof stores.$inferSelect): StoreSummary {
  return {
    id: s.id, name: s.name, nameI18n: i18nOf(s.nameI18n), location: s.location, locationI18n: i18nOf(s.locationI18n), platform: s.platform,
    logoUrl: mallFileUrl(s.logoKey), rating: s.rating,
  };
}

export function skuOf(s: typeof skus.$inferSelect): Sku {
  return {
    id: s.id, attrs: s.attrs, attrsI18n: s.attrsI18n ?? {}, specText: s.specText, price: s.price, moq: s.moq,
    stockHint: s.stockHint, imageUrl: mallFileUrl(s.imageKey),
  };
}

/** The category and its ancestors, top first. */
export async function categoryPathOf(db: DbOrTx, categoryId: number): Promise<GoodsDetail['categoryPath']> {
  const rows = await queryRows<{ id: number; name: string; name_i18n: unknown; depth: number }>(db, sql`
    with recursive p(id, pid, name, name_i18n, depth) as (
      select id, pid, name, name_i18n, 0 from mall_category where id = ${categoryId}
      union all select c.id, c.pid, c.name, c.name_i18n, p.depth + 1 from mall_category c join p on c.id = p.pid where p.depth < 20)
    select id, name, name_i18n, depth from p order by depth desc`);
  return rows.map((r) => ({ id: r.id, name: r.name, nameI18n: i18nOf(r.name_i18n) }));
}

/**
 * Who reads a goods: the public (a visitor, or a signed-in `userId`, who also reads their own collected goods), or
 * staff who may list or edit goods, who read collected goods of the buyers inside their data `scope`.
 */
export type GoodsViewer = { kind: 'public'; userId: number | null } | { kind: 'staff'; scope: DataScope };
/** What a staff write answers: the goods it was allowed to write. */
export const WRITER: GoodsViewer = { kind: 'staff', scope: { kind: 'all' } };

/** A collected goods is its collector's and staff's (inside their scope) alone: anyone else finds nothing. */
async function mayRead(db: DbOrTx, viewer: GoodsViewer, ownerId: number | null): Promise<boolean> {
  if (ownerId === null) return true;
  return viewer.kind === 'public' ? viewer.userId === ownerId : userInScope(db, viewer.scope, ownerId);
}

/**
 * `GET api/goods/{id}`, or null. Off-sale goods are answered too (the page says so). The public: a goods the
 * public lists do not show (listedSql: its store or a category of its path disabled) reads as off sale, as
 * search hides it; staff (the editor, and what writes answer) and a collector reading their own collected goods:
 * the goods' own `onSale`.
 */
export async function goodsDetail(db: DbOrTx, id: number, viewer: GoodsViewer): Promise<GoodsDetail | null> {
  const listed = sql<boolean>`(select ${listedSql} from mall_goods g where g.id = ${id})`;
  const [row] = await db.select({ g: goods, s: stores, listed }).from(goods).innerJoin(stores, eq(stores.id, goods.storeId))
    .where(eq(goods.id, id));
  if (!row || !(await mayRead(db, viewer, row.g.ownerId))) return null;
  const { g, s } = row;
  const onSale = viewer.kind === 'staff' || g.ownerId !== null ? g.onSale : row.listed === true;
  const [images, skuRows, materials, categoryPath] = await Promise.all([
    db.select().from(goodsImages).where(eq(goodsImages.goodsId, id)).orderBy(asc(goodsImages.sort), asc(goodsImages.id)),
    db.select().from(skus).where(eq(skus.goodsId, id)).orderBy(asc(skus.sort), asc(skus.id)),
    db.select().from(goodsMaterials).where(eq(goodsMaterials.goodsId, id)).orderBy(asc(goodsMaterials.sort), asc(goodsMaterials.id)),
    categoryPathOf(db, g.categoryId),
  ]);
  const imageUrls = images.map((i) => mallFileUrl(i.fileKey)).filter((u): u is string => !!u);
  return {
    id: g.id, name: g.name, nameI18n: i18nOf(g.nameI18n), ddc: g.ddc, sourcePlatform: g.sourcePlatform,
    minPrice: g.minPrice, maxPrice: g.maxPrice, moq: g.moq, sales: g.sales,
    coverUrl: mallFileUrl(g.coverKey) ?? imageUrls[0] ?? null,
    storeId: s.id, storeName: s.name, storeNameI18n: i18nOf(s.nameI18n), categoryId: g.categoryId, createTime: iso(g.createdAt),
    description: g.description, descriptionI18n: i18nOf(g.descriptionI18n),
    sourceItemId: g.sourceItemId, sourceUrl: g.sourceUrl, sourceName: g.sourceName,
    images: imageUrls, imageKeys: images.map((i) => i.fileKey), skus: skuRows.map(skuOf),
    materials: materials.map((m) => ({
      id: m.id, titleI18n: i18nOf(m.titleI18n), fileName: m.fileName, contentType: m.contentType, size: m.size,
      url: mallFileUrl(m.fileKey) ?? '',
    })),
    store: storeSummaryOf(s), categoryPath, onSale, recommended: g.recommended, collected: g.ownerId !== null,
  };
}

/** The goods as the viewer may read it (what writes answer, by default), or 404 mall.goodsNotFound. */
export async function detailOrNotFound(db: DbOrTx, id: number, viewer: GoodsViewer = WRITER): Promise<GoodsDetail> {
  const detail = await goodsDetail(db, id, viewer);
  if (!detail) throw new HttpError(404, MessageKey.goodsNotFound);
  return detail;
}

/**
 * Whether a catalogue goods of that id exists: what staff may answer a buyer's sourcing request or interest with
 * (another buyer's collected goods would be a link its reader cannot open; file it into the catalogue first).
 */
export async function catalogueGoodsExists(db: DbOrTx, id: number): Promise<boolean> {
  const [found] = await db.select({ id: goods.id }).from(goods).where(and(eq(goods.id, id), isNull(goods.ownerId)));
  return found !== undefined;
}

/** Ids among `ids` that exist (for deletes). */
export async function existingGoodsIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  const rows = await db.select({ id: goods.id }).from(goods).where(inArray(goods.id, ids));
  return rows.map((r) => r.id);
}

/**
 * The goods a staff member of data `scope` may reach (for writes): every catalogue goods, and the collected goods of
 * the buyers inside the scope; one outside it is not there for them, as a missing one is not.
 */
export const reachableGoods = (scope: DataScope): SQL | undefined =>
  (scope.kind === 'all' ? undefined : or(isNull(goods.ownerId), ownerInScope(scope, goods.ownerId)));


/** The one row an insert/update … returning answered (the statement always yields it; missing means a bug). */
export function returned<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('the statement returned no row');
  return row;
}

type AdminExtras = Pick<GoodsAdminRow, 'skuCount' | 'onSale' | 'recommended' | 'collector'>;

/** What the staff list shows besides the card: SKU count, on sale, recommended, the collector (one query for the page). */
export async function adminExtrasOf(db: DbOrTx, ids: number[]): Promise<Map<number, AdminExtras>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<{
    id: number; on_sale: boolean; recommended: boolean; sku_count: number; owner_id: number | null; owner_name: string | null;
  }>(db, sql`
    select g.id, g.on_sale, g.recommended, (select count(*)::int from mall_sku s where s.goods_id = g.id) as sku_count,
      g.owner_id, coalesce(nullif(u.nick_name, ''), u.username) as owner_name
    from mall_goods g left join sys_user u on u.id = g.owner_id
    where g.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`);
  return new Map(rows.map((r) => [Number(r.id), {
    skuCount: Number(r.sku_count), onSale: r.on_sale, recommended: r.recommended,
    collector: r.owner_id === null ? null : { id: Number(r.owner_id), name: r.owner_name ?? '' },
  }]));
}
