import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import { lockOrders } from '../orders/lock-order';
import { availableSql } from '../stock/stock-arithmetic';

export type Wanted = { skuId: number; quantity: number };
export type Drawn = { orderId: number; orderLineId: number; skuId: number; quantity: number };

/** Asked for more of a SKU than the buyer has available: 400 'Insufficient Available Quantity'. */
export class ShortOfStock extends HttpError {
  constructor(readonly skuId: number, readonly available: number) {
    super(400, MessageKey.insufficientStock);
  }
}

/** A SKU of which the buyer holds no stock at all (never bought, or someone else's). */
export class NotInStock extends HttpError {
  constructor(readonly skuId: number) {
    super(400, MessageKey.stockSkuNotFound);
  }
}

type StockLine = { id: number; order_id: number; sku_id: number; available: number; stored_at: Date | string };

/**
 * Locks the orders holding the buyer's stock of these SKUs, then their lines of them, each by id (docs/orders.md
 * "Lock order": a refund or a payment review holds the order's lock before it touches a line, so taking the lines
 * first would meet it the other way round and deadlock), and answers the lines with what each has available and
 * since when (its first stock batch, else the order's stocking or placement). A request waiting on the locks reads
 * the counters as the one before it left them. Stock an order gains after its holders were read (a final payment
 * approved meanwhile) waits for the next request.
 */
export async function lockStockLines(tx: Tx, userId: number, skuIds: number[]): Promise<StockLine[]> {
  if (skuIds.length === 0) return [];
  const skus = sql.join(skuIds.map((id) => sql`${id}`), sql`, `);
  const holders = await queryRows<{ id: number }>(tx, sql`
    select distinct l.order_id as id from mall_order_line l join mall_order o on o.id = l.order_id
    where o.user_id = ${userId} and l.sku_id in (${skus}) and l.taken_qty > 0`);
  const locked = await lockOrders(tx, holders.map((h) => Number(h.id)));
  if (locked.length === 0) return [];
  const orderIds = sql.join(locked.map((o) => sql`${o.id}`), sql`, `);
  const rows = await queryRows<StockLine>(tx, sql`
    select l.id, l.order_id, l.sku_id, ${availableSql('l')} as available,
      coalesce((select min(b.stored_at) from mall_stock_batch b where b.order_line_id = l.id), o.stocked_at, o.created_at) as stored_at
    from mall_order_line l join mall_order o on o.id = l.order_id
    where l.order_id in (${orderIds}) and l.sku_id in (${skus}) and l.taken_qty > 0
    order by l.id
    for no key update of l`);
  return rows.map((r) => ({ ...r, id: Number(r.id), order_id: Number(r.order_id), sku_id: Number(r.sku_id), available: Number(r.available) }));
}

const time = (v: Date | string) => (v instanceof Date ? v.getTime() : Date.parse(v));

/**
 * Draws the wanted quantities from locked lines, oldest stock first (ties: the older line), and adds them to the
 * lines' shipped quantity. Frozen (after-sales) and refunded units are not available, so they are never drawn. The
 * lines' CHECK (shipped + frozen + refunded <= taken) is the last guard; callers turn its violation into ShortOfStock.
 */
export async function drawStock(tx: Tx, lines: StockLine[], wanted: Wanted[]): Promise<Drawn[]> {
  const drawn: Drawn[] = [];
  for (const want of wanted) {
    const ofSku = lines.filter((l) => l.sku_id === want.skuId).sort((a, b) => time(a.stored_at) - time(b.stored_at) || a.id - b.id);
    if (ofSku.length === 0) throw new NotInStock(want.skuId);
    const available = ofSku.reduce((sum, l) => sum + Math.max(0, l.available), 0);
    if (want.quantity > available) throw new ShortOfStock(want.skuId, available);
    let left = want.quantity;
    for (const line of ofSku) {
      const take = Math.min(left, Math.max(0, line.available));
      if (take === 0) continue;
      drawn.push({ orderId: line.order_id, orderLineId: line.id, skuId: want.skuId, quantity: take });
      // The locked view is kept current, so a second draw of the same lines in this transaction sees what is left.
      line.available -= take;
      left -= take;
      if (left === 0) break;
    }
  }
  for (const d of drawn) {
    await tx.execute(sql`update mall_order_line set shipped_qty = shipped_qty + ${d.quantity} where id = ${d.orderLineId}`);
  }
  return drawn;
}

type PgLikeError = { code?: unknown; constraint?: unknown; cause?: unknown };

/** Whether the error (or the driver error drizzle wraps) is the order lines' stock CHECK refusing a write. */
export function isStockCheckViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as PgLikeError).cause, depth++) {
    const { code, constraint } = e as PgLikeError;
    if (code === '23514') return constraint === 'mall_order_line_stock_ck' || constraint === undefined;
  }
  return false;
}
