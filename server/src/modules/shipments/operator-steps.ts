import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { DeliverShipmentInput, ShipShipmentInput } from 'shared-contracts/api/shipments';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { shipments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import type { StaffActor } from '../orders/staff-actor';
import { scheduleAutoComplete } from './auto-complete';
import { followDelivered, followShipped, lockOrdersOf } from './follow-orders';
import { ROW_LOCK } from '../orders/lock-order';
import { tellShipmentStep } from '../notifications/other-events';

type ShipmentRow = typeof shipments.$inferSelect;

/** A delivery time may be a little ahead of the server's clock (the operator's watch), not more. */
const MINUTE_MS = 60_000;
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * The shipment, locked; 404 when its buyer is outside the operator's data scope (as a missing one: the scope is part
 * of the locking read), 409 when it is not in `status` (another operator moved it, or the buyer cancelled).
 */
async function lockShipment(tx: Tx, id: number, status: ShipmentRow['status'], scope: DataScope): Promise<ShipmentRow> {
  const [row] = await tx.select().from(shipments).where(and(eq(shipments.id, id), ownerInScope(scope, shipments.userId))).for(ROW_LOCK);
  if (!row) throw new HttpError(404, MessageKey.shipmentNotFound);
  if (row.status !== status) throw new HttpError(409, MessageKey.shipmentStateConflict);
  return row;
}

async function isLogisticsCompany(tx: Tx, value: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(tx, sql`select 1 as one from sys_dict_detail dd join sys_dict d on d.id = dd.dict_id
    where d.name = 'logistics_company' and dd.value = ${value}`);
  return rows.length > 0;
}

/**
 * `POST api/shipments/{id}/ship`: the carrier (a `logistics_company` dictionary value) and tracking number are
 * entered, the shipment is `shipping` from now, and the orders it draws on follow (followShipped), in one
 * transaction holding the shipment's lock: of two operators, the second gets 409.
 */
export async function shipShipment(app: FastifyInstance, actor: StaffActor, id: number, input: ShipShipmentInput): Promise<void> {
  await app.db.transaction(async (tx) => {
    if (!(await isLogisticsCompany(tx, input.logisticsCompany))) throw new HttpError(400, MessageKey.logisticsCompanyRequired);
    await lockShipment(tx, id, 'pending', actor.scope);
    const now = app.clock.now();
    await tx.update(shipments).set({
      status: 'shipping', logisticsCompany: input.logisticsCompany, trackingNo: input.trackingNo, shippedAt: now,
      handledBy: actor.userId, updatedAt: now,
    }).where(eq(shipments.id, id));
    await followShipped(tx, id, actor);
    await tellShipmentStep(tx, 'shipmentShipped', id);
  });
}

/**
 * `POST api/shipments/{id}/deliver`: delivered at the time given (not before it shipped, not in the future) or now;
 * orders whose stock has all been delivered move to `delivered`, and their automatic completion is queued once
 * the step is committed.
 */
export async function deliverShipment(app: FastifyInstance, actor: StaffActor, id: number, input: DeliverShipmentInput): Promise<void> {
  const now = app.clock.now();
  const given = input.deliveredAt ? new Date(input.deliveredAt) : now;
  const deliveredOrders = await app.db.transaction(async (tx) => {
    const row = await lockShipment(tx, id, 'shipping', actor.scope);
    const shipped = row.shippedAt?.getTime() ?? 0;
    // Operators give the time to the minute: the minute it shipped in means "as it shipped", not before it.
    const at = given.getTime() < shipped && given.getTime() >= shipped - (shipped % MINUTE_MS) ? new Date(shipped) : given;
    if (at.getTime() > now.getTime() + CLOCK_SKEW_MS || at.getTime() < shipped) {
      throw new HttpError(400, MessageKey.deliveredAtInvalid);
    }
    await tx.update(shipments).set({ status: 'delivered', deliveredAt: at, handledBy: actor.userId, updatedAt: now })
      .where(and(eq(shipments.id, id), eq(shipments.status, 'shipping')));
    const delivered = await followDelivered(tx, id, actor);
    await tellShipmentStep(tx, 'shipmentDelivered', id);
    return delivered;
  });
  for (const orderId of deliveredOrders) await scheduleAutoComplete(app, orderId);
}

/**
 * `POST api/shipments/{id}/cancel` (the buyer, while it is pending): its quantities go back to the lines they were
 * drawn from, so they are available again. The shipment's lock first, then its orders, then its lines, each by id
 * (docs/orders.md "Lock order").
 */
export async function cancelShipment(app: FastifyInstance, userId: number, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shipments).where(and(eq(shipments.id, id), eq(shipments.userId, userId))).for(ROW_LOCK);
    if (!row) throw new HttpError(404, MessageKey.shipmentNotFound);
    if (row.status !== 'pending') throw new HttpError(409, MessageKey.shipmentStateConflict);
    await lockOrdersOf(tx, id);
    await tx.execute(sql`select l.id from mall_order_line l join mall_shipment_item i on i.order_line_id = l.id
      where i.shipment_id = ${id} order by l.id for no key update of l`);
    await tx.execute(sql`update mall_order_line l set shipped_qty = l.shipped_qty - t.quantity
      from (select order_line_id, sum(quantity)::int as quantity from mall_shipment_item where shipment_id = ${id} group by order_line_id) t
      where l.id = t.order_line_id`);
    const now = app.clock.now();
    await tx.update(shipments).set({ status: 'cancelled', updatedAt: now }).where(eq(shipments.id, id));
  });
}
