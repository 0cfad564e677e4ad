import { and, eq, inArray, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Order, PlaceOrder } from 'shared-contracts/api/orders';
import { INITIAL_ORDER_STATE } from 'shared-contracts/mall/order-state';
import type { Db, DbOrTx, Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { orderEvents, orderLines, orders, shopCart } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { checkPurchasable, loadCatalogue, type Purchasable } from '../cart/purchasable';
import { uniqueViolationOf } from '../register/db-errors';
import { orderAmounts } from './order-amounts';
import { orderSearchText } from './order-search-text';
import { formatOrderNo } from './order-number';
import { orderOf } from './read-orders';
import { i18nOf } from '../goods/read';
import { tellOrderPlaced } from '../notifications/order-steps';

/** The unique index (user_id, idempotency_key): the last word when two requests with one key race. */
const ONE_ORDER_PER_KEY = 'mall_order_idem_uq';

type OrderRow = typeof orders.$inferSelect;
export type Placement = { order: Order; created: boolean };
type Wanted = { goodsId: number; skuId: number | null; quantity: number };

/** A SKU's attributes as one text per language, as the cart shows them ("白色 / M", "White / M"). */
function specI18nOf(item: Purchasable) {
  const joined = (attrs: Record<string, string> | undefined) => (attrs && Object.keys(attrs).length ? Object.values(attrs).join(' / ') : undefined);
  const en = joined(item.sku.attrsI18n.en);
  const vi = joined(item.sku.attrsI18n.vi);
  return { cn: item.sku.specText, ...(en ? { en } : {}), ...(vi ? { vi } : {}) };
}

/**
 * A key already used by this buyer must come with the same request. Without a stored fingerprint the order
 * itself is compared: same source and remarks; buy now: the same goods, SKU and quantity; from the cart: none of
 * the named lines may still be in the cart (placing the first request removed them all).
 */
async function assertSameRequest(db: DbOrTx, userId: number, existing: OrderRow, input: PlaceOrder): Promise<void> {
  const reused = new HttpError(422, MessageKey.idempotencyKeyReused);
  if (existing.source !== input.source || existing.remarks !== (input.remarks ?? null)) throw reused;
  if (input.source === 'buyNow') {
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, existing.id));
    const [line] = lines;
    if (lines.length !== 1 || !line || line.goodsId !== input.goodsId || line.skuId !== input.skuId || line.quantity !== input.quantity) throw reused;
    return;
  }
  const still = await db.select({ id: shopCart.id }).from(shopCart)
    .where(and(eq(shopCart.userId, userId), inArray(shopCart.id, input.cartIds)));
  if (still.length > 0) throw reused;
}

/** The lines asked for: the buy-now SKU, or the buyer's own cart lines, locked so two placements cannot both use them. */
async function wantedLines(tx: Tx, userId: number, input: PlaceOrder): Promise<{ lines: Wanted[]; cartIds: number[] }> {
  if (input.source === 'buyNow') return { lines: [input], cartIds: [] };
  const ids = [...new Set(input.cartIds)];
  const rows = await tx.select().from(shopCart).where(and(eq(shopCart.userId, userId), inArray(shopCart.id, ids))).for('update');
  // Another buyer's line, or one already ordered or removed: the whole order is refused.
  if (rows.length !== ids.length) throw new HttpError(404, MessageKey.cartLineNotFound);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { lines: ids.map((id) => byId.get(id) as (typeof rows)[number]), cartIds: ids };
}

async function createOrder(tx: Tx, userId: number, input: PlaceOrder, key: string | null): Promise<OrderRow> {
  const { lines, cartIds } = await wantedLines(tx, userId, input);
  const catalogue = await loadCatalogue(tx, userId, lines);
  const items = lines.map((l) => ({ item: checkPurchasable(catalogue, l), quantity: l.quantity }));
  const storeIds = new Set(items.map((i) => i.item.goods.storeId));
  if (storeIds.size > 1) throw new HttpError(400, MessageKey.twoStores);

  const amounts = orderAmounts(items.map(({ item, quantity }) => ({ item, quantity, unitPrice: item.sku.price })));

  // The id first, so the order number (which contains it) is written with the row.
  const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_order', 'id'))::int as id`);
  if (!next) throw new Error('no order id from the sequence');
  const now = new Date();
  const lineRows = amounts.lines.map(({ item, quantity: q, unitPrice, totalPrice }) => ({
    orderId: next.id,
    goodsId: item.goods.id,
    skuId: item.sku.id,
    goodsName: item.goods.name,
    goodsNameI18n: { ...i18nOf(item.goods.nameI18n), cn: item.goods.nameI18n.cn ?? item.goods.name },
    specText: item.sku.specText,
    specI18n: specI18nOf(item),
    imageKey: item.sku.imageKey ?? item.goods.coverKey,
    unitPrice,
    quantity: q,
    totalPrice,
    // The buyer's own collected goods (loadCatalogue offers no one else's): its price is their claim until accepted.
    ...(item.goods.ownerId !== null ? { collectedPrice: unitPrice, sourceUrl: item.goods.sourceUrl } : {}),
  }));
  const orderNo = formatOrderNo(next.id, now);
  const [row] = await tx.insert(orders).values({
    id: next.id,
    orderNo,
    userId,
    storeId: [...storeIds][0] as number,
    status: INITIAL_ORDER_STATE.status,
    acceptance: INITIAL_ORDER_STATE.acceptance,
    goodsTotal: amounts.goodsTotal,
    depositAmount: amounts.depositAmount,
    quantity: amounts.quantity,
    remarks: input.remarks ?? null,
    source: input.source,
    searchText: orderSearchText(orderNo, lineRows),
    idempotencyKey: key,
    createdAt: now,
    updatedAt: now,
  }).returning();
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(orderLines).values(lineRows);
  await tx.insert(orderEvents).values({
    orderId: row.id, fromStatus: null, toStatus: INITIAL_ORDER_STATE.status, action: 'placed', actorId: userId, createdAt: now,
  });
  if (cartIds.length) {
    const removed = await tx.delete(shopCart).where(and(eq(shopCart.userId, userId), inArray(shopCart.id, cartIds))).returning({ id: shopCart.id });
    if (removed.length !== cartIds.length) throw new HttpError(404, MessageKey.cartLineNotFound);
  }
  return row;
}

/**
 * `POST api/orders`: the order and its lines, prices frozen from the SKUs, the deposit, the `placed` event and
 * the removal of the ordered cart lines, in one transaction: any refused line leaves nothing behind.
 *
 * With an Idempotency-Key the buyer's requests with that key are serialised by an advisory lock on
 * (user, key): the first creates the order, every later one (even one racing it) finds that order and answers
 * it with `created: false`. The unique index (user_id, idempotency_key) backs this up: a violation is read as
 * "someone else won" and answered the same way, never as a 500.
 */
export async function placeOrder(db: Db, userId: number, input: PlaceOrder, key: string | null): Promise<Placement> {
  const existingFor = async (tx: DbOrTx): Promise<OrderRow | null> => {
    if (!key) return null;
    const [row] = await tx.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    if (row) await assertSameRequest(tx, userId, row, input);
    return row ?? null;
  };
  try {
    const { row, created } = await db.transaction(async (tx) => {
      if (key) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mall-order:${userId}:${key}`}))`);
      const existing = await existingFor(tx);
      if (existing) return { row: existing, created: false };
      const made = await createOrder(tx, userId, input, key);
      // Told in the order's own transaction: a placement rolled back tells nobody (docs/notifications.md).
      await tellOrderPlaced(tx, made);
      return { row: made, created: true };
    });
    return { order: await orderOf(db, row), created };
  } catch (err) {
    if (key && uniqueViolationOf(err) === ONE_ORDER_PER_KEY) {
      const existing = await existingFor(db);
      if (existing) return { order: await orderOf(db, existing), created: false };
    }
    throw err;
  }
}
