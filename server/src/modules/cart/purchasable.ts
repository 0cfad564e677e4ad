import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { DbOrTx } from '../../db/connect';
import { goods, skus, stores } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';

/**
 * What the cart and order placement both check before a SKU may be bought: the goods exists for the buyer (a
 * catalogue goods, or their own collected goods) and is on sale, the SKU is one of its own, and the quantity
 * reaches the SKU's minimum order quantity. One place, so the cart never accepts a line that placing the order
 * would refuse.
 */
export type PurchasableGoods = Pick<typeof goods.$inferSelect, 'id' | 'name' | 'nameI18n' | 'storeId' | 'coverKey' | 'onSale' | 'ddc' | 'ownerId' | 'sourceUrl'> & {
  storeName: string;
  storeNameI18n: typeof stores.$inferSelect['nameI18n'];
};
export type SkuRow = typeof skus.$inferSelect;
export type Purchasable = { goods: PurchasableGoods; sku: SkuRow };
export type Catalogue = { goodsById: Map<number, PurchasableGoods>; skuById: Map<number, SkuRow> };

const MAX_INT = 2_147_483_647;

/**
 * The goods and SKUs of several lines in two queries, as `buyerId` may buy them; what does not exist, and another
 * buyer's collected goods (docs/mall-search.md "Collected goods"), is simply absent.
 */
export async function loadCatalogue(db: DbOrTx, buyerId: number, lines: { goodsId: number; skuId: number | null }[]): Promise<Catalogue> {
  // Old cart lines hold bigint goods ids; anything past int4 cannot be a mall_goods row.
  const goodsIds = [...new Set(lines.map((l) => l.goodsId))].filter((id) => id <= MAX_INT);
  const skuIds = [...new Set(lines.flatMap((l) => (l.skuId === null ? [] : [l.skuId])))];
  const [goodsRows, skuRows] = await Promise.all([
    goodsIds.length === 0 ? [] : db.select({
      id: goods.id, name: goods.name, nameI18n: goods.nameI18n, storeId: goods.storeId, coverKey: goods.coverKey, onSale: goods.onSale, ddc: goods.ddc,
      ownerId: goods.ownerId, sourceUrl: goods.sourceUrl, storeName: stores.name, storeNameI18n: stores.nameI18n,
    }).from(goods).innerJoin(stores, eq(stores.id, goods.storeId))
      .where(and(inArray(goods.id, goodsIds), or(isNull(goods.ownerId), eq(goods.ownerId, buyerId)))),
    skuIds.length === 0 ? [] : db.select().from(skus).where(inArray(skus.id, skuIds)),
  ]);
  return { goodsById: new Map(goodsRows.map((g) => [g.id, g])), skuById: new Map(skuRows.map((s) => [s.id, s])) };
}

/**
 * The goods and SKU of one line, or the error the buyer sees: missing goods 404 mall.goodsNotFound, off sale
 * 400 mall.goodsOffSale, no SKU 400 mall.specRequired, a SKU of other goods 400 mall.skuNotFound, below the
 * SKU's minimum 400 mall.belowMinimumQuantity.
 */
export function checkPurchasable(catalogue: Catalogue, line: { goodsId: number; skuId: number | null; quantity: number }): Purchasable {
  const found = catalogue.goodsById.get(line.goodsId);
  if (!found) throw new HttpError(404, MessageKey.goodsNotFound);
  if (!found.onSale) throw new HttpError(400, MessageKey.goodsOffSale);
  if (line.skuId === null) throw new HttpError(400, MessageKey.specRequired);
  const sku = catalogue.skuById.get(line.skuId);
  if (!sku || sku.goodsId !== line.goodsId) throw new HttpError(400, MessageKey.skuNotFound);
  if (line.quantity < sku.moq) throw new HttpError(400, MessageKey.belowMinimumQuantity);
  return { goods: found, sku };
}

export async function loadPurchasable(db: DbOrTx, buyerId: number, line: { goodsId: number; skuId: number; quantity: number }): Promise<Purchasable> {
  return checkPurchasable(await loadCatalogue(db, buyerId, [line]), line);
}
