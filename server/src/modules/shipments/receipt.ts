import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { REFUNDABLE_STATES, type OrderState } from 'shared-contracts/mall/order-state';
import type { DbOrTx, Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { orders, shipmentItems, shipments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ROW_LOCK } from '../orders/lock-order';
import { transitionOrder } from '../orders/transition';
import { lockOrdersOf } from './follow-orders';

type ShipmentRow = typeof shipments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/**
 * Receipt of a shipment is the buyer's to confirm while it is delivered, not confirmed yet, and an order it draws on is
 * still open to after-sales (REFUNDABLE_STATES: shipping or delivered; once every order it draws on completed or
 * closed, there is nothing left to confirm). Confirming ends after-sales on it, as confirming an order does on the order.
 */
const openOrder = (order: Pick<OrderRow, 'status'>) => REFUNDABLE_STATES.includes(order.status as OrderState);

/** Of `rows`, the shipments whose receipt the buyer may confirm now (the `receiptOpen` of the answers). */
export async function receiptOpenAmong(db: DbOrTx, rows: readonly ShipmentRow[]): Promise<Set<number>> {
  const candidates = rows.filter((r) => r.status === 'delivered' && r.receivedAt === null).map((r) => r.id);
  if (candidates.length === 0) return new Set();
  const open = await db.selectDistinct({ id: shipmentItems.shipmentId }).from(shipmentItems)
    .innerJoin(orders, eq(orders.id, shipmentItems.orderId))
    .where(and(inArray(shipmentItems.shipmentId, candidates), inArray(orders.status, [...REFUNDABLE_STATES])));
  return new Set(open.map((r) => r.id));
}

/** Whether every delivered shipment drawing on the order has had its receipt confirmed. */
async function allReceived(tx: Tx, orderId: number): Promise<boolean> {
  const waiting = await queryRows<{ one: number }>(tx, sql`select 1 as one from mall_shipment_item i
    join mall_shipment s on s.id = i.shipment_id where i.order_id = ${orderId} and s.status = 'delivered' and s.received_at is null limit 1`);
  return waiting.length === 0;
}

/**
 * `POST api/shipments/{id}/receipt` (the buyer): the shipment's receipt is confirmed now. Each order it draws on that is
 * delivered in full (`delivered`) and whose every delivered shipment is now confirmed completes, as if its buyer had
 * confirmed the order (`complete`, the buyer as actor), in the same transaction; an order still `shipping` waits for
 * the rest of its goods. Locks: the shipment, then its orders by id (docs/orders.md "Lock order"), so of two
 * confirmations the second finds it confirmed (409), and a refund request on it queues behind the orders' locks and
 * then finds it closed to after-sales. Another buyer's shipment is 404; one not delivered, confirmed already, or whose
 * orders are all completed or closed, 409 mall.shipmentStateConflict. Answers the orders it completed.
 */
export async function confirmReceipt(app: FastifyInstance, userId: number, id: number): Promise<number[]> {
  return app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shipments).where(and(eq(shipments.id, id), eq(shipments.userId, userId))).for(ROW_LOCK);
    if (!row) throw new HttpError(404, MessageKey.shipmentNotFound);
    if (row.status !== 'delivered' || row.receivedAt !== null) throw new HttpError(409, MessageKey.shipmentStateConflict);
    const drawn = await lockOrdersOf(tx, id);
    if (!drawn.some(openOrder)) throw new HttpError(409, MessageKey.shipmentStateConflict);
    const now = app.clock.now();
    await tx.update(shipments).set({ receivedAt: now, updatedAt: now }).where(eq(shipments.id, id));
    const completed: number[] = [];
    for (const order of drawn) {
      if (order.status !== 'delivered' || !(await allReceived(tx, order.id))) continue;
      // A transaction is a database handle too: the step nests in a savepoint under the lock already held.
      await transitionOrder(tx, { orderId: order.id, action: 'complete', actor: { kind: 'buyer', userId } });
      completed.push(order.id);
    }
    return completed;
  });
}
