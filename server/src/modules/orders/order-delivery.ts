import { sql, type SQL } from 'drizzle-orm';
import type { OrderDelivery } from 'shared-contracts/api/orders';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { orders } from '../../db/schema';

/**
 * Where an order's goods are (docs/orders.md "Partial shipments"), counted from the lines and the live shipments:
 *
 *     owed        = Σ (taken − refunded)                          what the buyer took, less stock refunds
 *     inWarehouse = Σ (taken − shipped − refunded) + pending      available, frozen, or packed but not sent
 *     inTransit   = items of shipping shipments
 *     delivered   = items of delivered shipments                  (received: those whose receipt was confirmed)
 *
 * shipped counts the items of pending, shipping and delivered shipments (a cancelled one gave its units back), so
 * owed = inWarehouse + inTransit + delivered. A refund on a shipment changes no counter (its goods left already).
 */
const deliveryColumns = (orderId: SQL) => sql`
  (select coalesce(sum(l.taken_qty - l.shipped_qty - l.refunded_qty), 0) from mall_order_line l where l.order_id = ${orderId})
    + coalesce(sum(i.quantity) filter (where s.status = 'pending'), 0) as in_warehouse,
  coalesce(sum(i.quantity) filter (where s.status = 'shipping'), 0) as in_transit,
  coalesce(sum(i.quantity) filter (where s.status = 'delivered'), 0) as delivered,
  coalesce(sum(i.quantity) filter (where s.status = 'delivered' and s.received_at is not null), 0) as received`;

const itemsOf = (orderId: SQL) => sql`from mall_shipment_item i join mall_shipment s on s.id = i.shipment_id where i.order_id = ${orderId}`;

/**
 * The SQL of shippingStateOf (shared-contracts/mall/order-state.ts) for the order row in scope (`mall_order`), for the
 * lists' filters and counts: the same thresholds, from the same counts as deliveryOf.
 */
export const shippingStateSql = sql`(select case
    when d.delivered = 0 then case when d.in_warehouse > 0 then 'partlyShipped' else 'shipping' end
    when d.in_transit > 0 then 'partlyDelivered'
    when d.in_warehouse > 0 then 'partlyDeliveredInWarehouse'
    else 'delivered' end
  from (select ${deliveryColumns(sql`${orders.id}`)} ${itemsOf(sql`${orders.id}`)}) d)`;

type DeliveryRow = { order_id: number; taken: number; in_warehouse: number; in_transit: number; delivered: number; received: number };

/** Each order's delivery progress, for the orders whose buyer took something (the others have none yet). */
export async function deliveryOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, OrderDelivery>> {
  const found = new Map<number, OrderDelivery>();
  if (orderIds.length === 0) return found;
  const ids = sql.join([...new Set(orderIds)].map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<DeliveryRow>(db, sql`
    select o.id as order_id,
      (select coalesce(sum(l.taken_qty), 0) from mall_order_line l where l.order_id = o.id)::int as taken,
      d.in_warehouse::int as in_warehouse, d.in_transit::int as in_transit, d.delivered::int as delivered, d.received::int as received
    from mall_order o
    cross join lateral (select ${deliveryColumns(sql`o.id`)} ${itemsOf(sql`o.id`)}) d
    where o.id in (${ids})`);
  for (const r of rows) {
    if (Number(r.taken) === 0) continue;
    found.set(Number(r.order_id), {
      inWarehouse: Number(r.in_warehouse), inTransit: Number(r.in_transit), delivered: Number(r.delivered), received: Number(r.received),
    });
  }
  return found;
}
