import { and, eq, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { CreateShipment } from 'shared-contracts/api/shipments';
import type { Db, DbOrTx } from '../../db/connect';
import { shipmentItems, shipments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { assertOwnPicture } from '../../plugins/app/owned-pictures';
import type { FileStorage } from '../../plugins/app/storage';
import { uniqueViolationOf } from '../register/db-errors';
import { ownAddress } from './addresses';
import { isStockCheckViolation, ShortOfStock } from './draw-stock';
import { insertShipment, type Consignment } from './insert-shipment';
import { SHIPMENT_PICTURES } from './pictures';

type ShipmentRow = typeof shipments.$inferSelect;

/** The unique index (user_id, idempotency_key): the last word when two requests with one key race. */
const ONE_SHIPMENT_PER_KEY = 'mall_shipment_idem_uq';

/** Where the shipment goes: the address book entry named, or what was typed; platform extras only with a platform. */
async function consignmentOf(db: DbOrTx, storage: FileStorage, userId: number, input: CreateShipment): Promise<Consignment> {
  let to = { consignee: input.consignee ?? '', contact: input.contact ?? '', address: input.address ?? '' };
  if (input.addressId !== null) {
    const saved = await ownAddress(db, userId, input.addressId);
    if (!saved) throw new HttpError(404, MessageKey.addressNotFound);
    to = { consignee: saved.consignee, contact: saved.contact, address: saved.address };
  }
  if (input.platform === null) {
    return { ...to, platform: null, platformOrderNo: null, orderScreenshotKey: null, waybillKey: null, remarks: input.remarks };
  }
  await assertOwnPicture(storage, SHIPMENT_PICTURES, userId, input.orderScreenshotKey, MessageKey.orderScreenshotRequired);
  await assertOwnPicture(storage, SHIPMENT_PICTURES, userId, input.waybillKey, MessageKey.waybillRequired);
  return {
    ...to, platform: input.platform, platformOrderNo: input.platformOrderNo, orderScreenshotKey: input.orderScreenshotKey,
    waybillKey: input.waybillKey, remarks: input.remarks,
  };
}

/** A key already used must come with the same request: the same goods and the same consignee. */
async function assertSameRequest(db: DbOrTx, existing: ShipmentRow, consignment: Consignment, input: CreateShipment): Promise<void> {
  const items = await db.select({ skuId: shipmentItems.skuId, quantity: sql<number>`sum(${shipmentItems.quantity})::int` })
    .from(shipmentItems).where(eq(shipmentItems.shipmentId, existing.id)).groupBy(shipmentItems.skuId);
  const had = new Map(items.map((i) => [i.skuId, Number(i.quantity)]));
  const sameGoods = had.size === input.items.length && input.items.every((i) => had.get(i.skuId) === i.quantity);
  const sameTarget = existing.consignee === consignment.consignee && existing.contact === consignment.contact
    && existing.address === consignment.address && existing.platformOrderNo === consignment.platformOrderNo;
  if (!sameGoods || !sameTarget) throw new HttpError(422, MessageKey.idempotencyKeyReused);
}

/**
 * `POST api/shipments`: the shipment and its items, drawn from the buyer's stock, in one transaction. With an
 * Idempotency-Key the buyer's requests with that key are serialised by an advisory lock on (user, key): the first
 * creates the shipment, every later one answers it with `created: false`; the unique index backs this up. A
 * quantity over the available stock is 400 'Insufficient Available Quantity', whether found by the count or by the
 * lines' CHECK, and leaves nothing behind.
 */
export async function createShipment(
  db: Db, storage: FileStorage, userId: number, input: CreateShipment, key: string | null, now: Date,
): Promise<{ row: ShipmentRow; created: boolean }> {
  const consignment = await consignmentOf(db, storage, userId, input);
  const existingFor = async (tx: DbOrTx): Promise<ShipmentRow | null> => {
    if (!key) return null;
    const [row] = await tx.select().from(shipments).where(and(eq(shipments.userId, userId), eq(shipments.idempotencyKey, key)));
    if (row) await assertSameRequest(tx, row, consignment, input);
    return row ?? null;
  };
  try {
    return await db.transaction(async (tx) => {
      if (key) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mall-shipment:${userId}:${key}`}))`);
      const existing = await existingFor(tx);
      if (existing) return { row: existing, created: false };
      const row = await insertShipment(tx, userId, consignment, input.items, { importBatch: null, idempotencyKey: key, now });
      return { row, created: true };
    });
  } catch (err) {
    if (isStockCheckViolation(err)) throw new ShortOfStock(input.items[0]?.skuId ?? 0, 0);
    if (key && uniqueViolationOf(err) === ONE_SHIPMENT_PER_KEY) {
      const existing = await existingFor(db);
      if (existing) return { row: existing, created: false };
    }
    throw err;
  }
}
