import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CartItem } from 'shared-contracts/api/cart';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { shopCart } from '../../db/schema';
import { mallFileUrl } from '../mall-files/file-url';
import { loadCatalogue } from './purchasable';
import { i18nOf } from '../goods/read';

export type CartRow = typeof shopCart.$inferSelect;

/** One page of a user's cart, newest first, and the user's item count; always scoped to the owner. */
export async function cartPageOf(db: DbOrTx, userId: number, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    db.select().from(shopCart).where(eq(shopCart.userId, userId))
      .orderBy(desc(shopCart.createdAt), desc(shopCart.id)).offset(page.offset).limit(page.limit),
    cartCountOf(db, userId),
  ]);
  return { rows, total };
}

export async function cartCountOf(db: DbOrTx, userId: number): Promise<number> {
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(shopCart).where(eq(shopCart.userId, userId));
  return Number(count?.n ?? 0);
}

/** The user's own lines among `ids`; ids of other buyers' lines are simply not found. */
export async function ownLines(db: DbOrTx, userId: number, ids: number[]): Promise<CartRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(shopCart).where(and(eq(shopCart.userId, userId), inArray(shopCart.id, ids)));
}

/**
 * A buyer's cart lines as the cart page shows them: goods and SKU read now (null when gone, or no longer the buyer's
 * to see), so prices are current.
 */
export async function toCartItems(db: DbOrTx, buyerId: number, rows: CartRow[]): Promise<CartItem[]> {
  const catalogue = await loadCatalogue(db, buyerId, rows);
  return rows.map((r) => {
    const g = catalogue.goodsById.get(r.goodsId);
    const sku = r.skuId === null ? undefined : catalogue.skuById.get(r.skuId);
    return {
      id: r.id,
      goodsId: r.goodsId,
      skuId: r.skuId,
      specification: r.specification,
      quantity: r.quantity,
      createTime: iso(r.createdAt),
      goods: g ? {
        name: g.name, nameI18n: i18nOf(g.nameI18n), coverUrl: mallFileUrl(g.coverKey), ddc: g.ddc, storeId: g.storeId,
        storeName: g.storeName, storeNameI18n: i18nOf(g.storeNameI18n), onSale: g.onSale,
      } : null,
      sku: sku && sku.goodsId === r.goodsId ? {
        specText: sku.specText, attrs: sku.attrs, attrsI18n: sku.attrsI18n, price: sku.price, moq: sku.moq,
        imageUrl: mallFileUrl(sku.imageKey),
      } : null,
    };
  });
}
