import { sql } from 'drizzle-orm';
import type { ShippingPlatform } from 'shared-contracts/api/shipments';
import type { Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { shipmentItems, shipments } from '../../db/schema';
import { formatShipmentNo } from '../orders/order-number';
import { drawStock, lockStockLines, type Wanted } from './draw-stock';
import { tellShipmentStep } from '../notifications/other-events';

type ShipmentRow = typeof shipments.$inferSelect;

/** What a new shipment says about where it goes; the goods come apart (`Wanted`). */
export type Consignment = {
  consignee: string;
  contact: string;
  address: string;
  platform: ShippingPlatform | null;
  platformOrderNo: string | null;
  orderScreenshotKey: string | null;
  waybillKey: string | null;
  remarks: string | null;
};

export type ShipmentTags = { importBatch: string | null; idempotencyKey: string | null; now: Date };

/**
 * Writes one pending shipment in the caller's transaction: draws its goods from the buyer's stock (locking the
 * lines, oldest stock first), then the shipment and an item per order line drawn. Pass `lines` when the caller
 * already locked them (an import locks every SKU of the file at once).
 */
export async function insertShipment(
  tx: Tx, userId: number, consignment: Consignment, wanted: Wanted[], tags: ShipmentTags,
  lines?: Awaited<ReturnType<typeof lockStockLines>>,
): Promise<ShipmentRow> {
  const locked = lines ?? await lockStockLines(tx, userId, wanted.map((w) => w.skuId));
  const drawn = await drawStock(tx, locked, wanted);
  // The id first, so the shipment number (which contains it) is written with the row.
  const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_shipment', 'id'))::int as id`);
  if (!next) throw new Error('no shipment id from the sequence');
  const [row] = await tx.insert(shipments).values({
    id: next.id, shipmentNo: formatShipmentNo(next.id, tags.now), userId, status: 'pending',
    quantity: wanted.reduce((sum, w) => sum + w.quantity, 0), ...consignment,
    importBatch: tags.importBatch, idempotencyKey: tags.idempotencyKey, createdAt: tags.now, updatedAt: tags.now,
  }).returning();
  if (!row) throw new Error('shipment insert returned nothing');
  await tx.insert(shipmentItems).values(drawn.map((d) => ({ shipmentId: row.id, ...d })));
  // The buyer is told in this transaction: an import refused on a later row tells nobody of the earlier ones.
  await tellShipmentStep(tx, 'shipmentCreated', row.id);
  return row;
}
