import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { shipmentItems } from '../../db/schema';
import { lockOrders } from '../orders/lock-order';
import type { StaffActor } from '../orders/staff-actor';
import { transitionOrder } from '../orders/transition';

/** The orders a shipment draws on, locked (by id, after the shipment: docs/orders.md "Lock order"). */
export async function lockOrdersOf(tx: Tx, shipmentId: number) {
  const ids = await tx.selectDistinct({ orderId: shipmentItems.orderId }).from(shipmentItems).where(eq(shipmentItems.shipmentId, shipmentId));
  return lockOrders(tx, ids.map((i) => i.orderId));
}

/**
 * A shipment left the warehouse: each order it draws on that was still waiting for its first shipment moves to
 * `shipping` (docs/orders.md "Shipments": an order is shipping from its first shipped shipment on).
 */
export async function followShipped(tx: Tx, shipmentId: number, actor: StaffActor): Promise<void> {
  for (const order of await lockOrdersOf(tx, shipmentId)) {
    if (order.status === 'pendingShipment') await transitionOrder(tx, { orderId: order.id, action: 'ship', actor });
  }
}

/**
 * A shipment was delivered: each order it draws on whose taken stock, less what was refunded, has all been delivered
 * moves to `delivered`. Answers the orders that did. The orders are locked before counting, so of two shipments of one
 * order delivered at once the second counts after the first committed, and the order is not left behind.
 */
export async function followDelivered(tx: Tx, shipmentId: number, actor: StaffActor): Promise<number[]> {
  const delivered: number[] = [];
  for (const order of await lockOrdersOf(tx, shipmentId)) {
    if (order.status !== 'shipping') continue;
    const [counts] = await queryRows<{ owed: number; done: number }>(tx, sql`
      select
        (select coalesce(sum(l.taken_qty - l.refunded_qty), 0)::int from mall_order_line l where l.order_id = ${order.id}) as owed,
        (select coalesce(sum(i.quantity), 0)::int from mall_shipment_item i join mall_shipment s on s.id = i.shipment_id
          where i.order_id = ${order.id} and s.status = 'delivered') as done`);
    const owed = Number(counts?.owed ?? 0);
    if (owed > 0 && Number(counts?.done ?? 0) >= owed) {
      await transitionOrder(tx, { orderId: order.id, action: 'deliver', actor });
      delivered.push(order.id);
    }
  }
  return delivered;
}
