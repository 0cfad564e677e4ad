import { asc, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { orders } from '../../db/schema';

type OrderRow = typeof orders.$inferSelect;

/**
 * Row locks are taken in one order by every write path (docs/orders.md "Lock order"): shipments, then orders by id,
 * then order lines by id, then the rows that hang under an order (stock batches, payments and their intents,
 * refunds). Two paths that meet on the same rows then queue instead of deadlocking.
 *
 * The mode is `for no key update`, what an UPDATE of non-key columns takes itself: writers of one row still queue,
 * but inserting a row that references it (a shipment item, a refund, a payment) takes only a key-share lock, which
 * does not wait for it, so a foreign key never hides a lock out of this order.
 */
export const ROW_LOCK = 'no key update' as const;

/** Locks the orders by id, in ascending order; answers the rows found. */
export async function lockOrders(tx: Tx, ids: readonly number[]): Promise<OrderRow[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  return tx.select().from(orders).where(inArray(orders.id, unique)).orderBy(asc(orders.id)).for(ROW_LOCK);
}
