import { and, eq, inArray } from 'drizzle-orm';
import type { CartAdd, CartEdit, CartWriteResult } from 'shared-contracts/api/cart';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db } from '../../db/connect';
import { shopCart } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { uniqueViolationOf } from '../register/db-errors';
import { cartCountOf, ownLines } from './repository';
import { loadCatalogue, loadPurchasable } from './purchasable';

/** The unique index (user_id, sku_id): one line per SKU, whatever the timing of two adds. */
const ONE_LINE_PER_SKU = 'shop_cart_user_sku_uq';

/**
 * `POST api/shopCart`: a SKU the buyer may buy, once. The duplicate check before the insert gives the usual
 * answer; the unique index decides when two adds of the same SKU race, and its violation answers the same
 * 409 mall.cartDuplicate.
 */
export async function addToCart(db: Db, userId: number, input: CartAdd): Promise<CartWriteResult> {
  const { sku } = await loadPurchasable(db, userId, input);
  const [existing] = await db.select({ id: shopCart.id }).from(shopCart)
    .where(and(eq(shopCart.userId, userId), eq(shopCart.skuId, sku.id)));
  if (existing) throw new HttpError(409, MessageKey.cartDuplicate);
  let id: number;
  try {
    const [row] = await db.insert(shopCart).values({
      userId, goodsId: input.goodsId, skuId: sku.id, specification: sku.specText, quantity: input.quantity,
    }).returning({ id: shopCart.id });
    if (!row) throw new Error('cart insert returned nothing');
    id = row.id;
  } catch (err) {
    if (uniqueViolationOf(err) === ONE_LINE_PER_SKU) throw new HttpError(409, MessageKey.cartDuplicate);
    throw err;
  }
  return { id, cartCount: await cartCountOf(db, userId) };
}

/** `PUT api/shopCart`: a line's quantity, still at least its SKU's minimum. Another buyer's line is not found. */
export async function editCartLine(db: Db, userId: number, input: CartEdit): Promise<CartWriteResult> {
  const [line] = await ownLines(db, userId, [input.id]);
  if (!line) throw new HttpError(404, MessageKey.cartLineNotFound);
  if (line.skuId !== null) {
    const sku = (await loadCatalogue(db, userId, [line])).skuById.get(line.skuId);
    if (sku && input.quantity < sku.moq) throw new HttpError(400, MessageKey.belowMinimumQuantity);
  }
  await db.update(shopCart).set({ quantity: input.quantity, updatedAt: new Date() })
    .where(and(eq(shopCart.id, line.id), eq(shopCart.userId, userId)));
  return { id: line.id, cartCount: await cartCountOf(db, userId) };
}

/**
 * `DELETE api/shopCart`: all the listed lines or none. Any id that is not one of the buyer's own lines (another
 * buyer's, or already gone) answers 404 and removes nothing, so a stale page cannot half-delete.
 */
export async function removeCartLines(db: Db, userId: number, ids: number[]): Promise<CartWriteResult> {
  const wanted = [...new Set(ids)];
  await db.transaction(async (tx) => {
    const removed = await tx.delete(shopCart).where(and(eq(shopCart.userId, userId), inArray(shopCart.id, wanted)))
      .returning({ id: shopCart.id });
    if (removed.length !== wanted.length) throw new HttpError(404, MessageKey.cartLineNotFound);
  });
  return { id: null, cartCount: await cartCountOf(db, userId) };
}
