import crypto from 'node:crypto';
import { and, asc, eq, like, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  addressTextSchema, consigneeSchema, contactSchema, shipQuantitySchema, type ImportColumn, type ImportProblem,
} from 'shared-contracts/api/shipments';
import { optionalMultilineText } from 'shared-contracts/api/common';
import type { Db, Tx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { shipments } from '../../db/schema';
import { availableSql } from '../stock/stock-arithmetic';
import { isStockCheckViolation, lockStockLines, ShortOfStock } from './draw-stock';
import { insertShipment, type Consignment } from './insert-shipment';
import type { SheetRow } from './spreadsheet';

type ShipmentRow = typeof shipments.$inferSelect;
type GoodRow = { row: number; skuId: number; quantity: number; consignment: Consignment };

/** 400 mall.importRowsInvalid with every problem found; nothing was written. */
export class ImportRefused extends Error {
  constructor(readonly problems: ImportProblem[]) { super('import refused'); }
}

const remarksSchema = optionalMultilineText(500);

/** The row's own fields, each by the contract's rule (the same message keys as the shipment form). */
function checkFields({ row, cells }: SheetRow, problems: ImportProblem[]): GoodRow | null {
  const found: ImportProblem[] = [];
  const field = <T>(column: ImportColumn, parsed: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } }): T | undefined => {
    if (parsed.success) return parsed.data;
    found.push({ row, column, message: parsed.error.issues[0]?.message ?? MessageKey.validation });
    return undefined;
  };
  const skuText = cells.skuId;
  const skuId = /^\d{1,10}$/.test(skuText) && Number(skuText) > 0 && Number(skuText) <= 2_147_483_647 ? Number(skuText) : undefined;
  if (skuId === undefined) found.push({ row, column: 'skuId', message: MessageKey.stockSkuNotFound });
  const quantity = field('quantity', shipQuantitySchema.safeParse(/^\d+$/.test(cells.quantity) ? Number(cells.quantity) : Number.NaN));
  const consignee = field('consignee', consigneeSchema.safeParse(cells.consignee));
  const contact = field('contact', contactSchema.safeParse(cells.contact));
  const address = field('address', addressTextSchema.safeParse(cells.address));
  const remarks = field('remarks', remarksSchema.safeParse(cells.remarks));
  problems.push(...found);
  if (found.length > 0 || skuId === undefined || quantity === undefined || !consignee || !contact || !address || remarks === undefined) return null;
  return {
    row, skuId, quantity,
    consignment: { consignee, contact, address, platform: null, platformOrderNo: null, orderScreenshotKey: null, waybillKey: null, remarks },
  };
}

/** Per SKU of the file, what the buyer has available now; a SKU they hold no stock of is absent. */
async function availableBySku(db: Db | Tx, userId: number, skuIds: number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await queryRows<{ sku_id: number; available: number }>(db, sql`
    select l.sku_id, sum(${availableSql('l')})::int as available from mall_order_line l join mall_order o on o.id = l.order_id
    where o.user_id = ${userId} and l.taken_qty > 0 and l.sku_id in (${sql.join(skuIds.map((id) => sql`${id}`), sql`, `)})
    group by l.sku_id`);
  return new Map(rows.map((r) => [Number(r.sku_id), Number(r.available)]));
}

/** The SKU of each row must be the buyer's, and the rows of one SKU together within what is available. */
function checkStock(rows: GoodRow[], available: Map<number, number>, problems: ImportProblem[]): void {
  const asked = new Map<number, number>();
  for (const r of rows) {
    const has = available.get(r.skuId);
    if (has === undefined) {
      problems.push({ row: r.row, column: 'skuId', message: MessageKey.stockSkuNotFound });
      continue;
    }
    const total = (asked.get(r.skuId) ?? 0) + r.quantity;
    asked.set(r.skuId, total);
    if (total > has) problems.push({ row: r.row, column: 'quantity', message: MessageKey.insufficientStock });
  }
}

/** Every problem of the file, rows in order: field rules first, then stock. */
async function validate(db: Db, userId: number, sheet: SheetRow[]): Promise<GoodRow[]> {
  const problems: ImportProblem[] = [];
  const good = sheet.map((r) => checkFields(r, problems)).filter((r): r is GoodRow => r !== null);
  checkStock(good, await availableBySku(db, userId, [...new Set(good.map((r) => r.skuId))]), problems);
  if (problems.length > 0) throw new ImportRefused(problems.sort((a, b) => a.row - b.row));
  return good;
}

/** The shipments an earlier request with this key imported (their keys are `<key>/<row>`). */
async function importedWith(db: Db | Tx, userId: number, key: string): Promise<ShipmentRow[]> {
  const pattern = `${key.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  return db.select().from(shipments).where(and(eq(shipments.userId, userId), like(shipments.idempotencyKey, pattern))).orderBy(asc(shipments.id));
}

/**
 * `POST api/shipments/import`: every row checked (SKU the buyer's, quantity positive, per SKU within what is
 * available, consignee, contact and address by the form's rules); any problem refuses the whole file. All good, the
 * shipments are created in one transaction under one import batch id, every SKU of the file locked at once (by
 * line id, as a single shipment locks them). Stock taken meanwhile by another request refuses the file the same
 * way. An Idempotency-Key makes a repeated upload answer the first one's shipments.
 */
export async function importShipments(db: Db, userId: number, sheet: SheetRow[], key: string | null, now: Date)
  : Promise<{ importBatch: string; rows: ShipmentRow[]; created: boolean }> {
  if (key) {
    const earlier = await importedWith(db, userId, key);
    if (earlier[0]) return { importBatch: earlier[0].importBatch ?? '', rows: earlier, created: false };
  }
  const good = await validate(db, userId, sheet);
  const importBatch = `IMP-${now.toISOString().slice(0, 10).replaceAll('-', '')}-${crypto.randomUUID().slice(0, 8)}`;
  try {
    return await db.transaction(async (tx) => {
      if (key) {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`mall-shipment:${userId}:${key}`}))`);
        const earlier = await importedWith(tx, userId, key);
        if (earlier[0]) return { importBatch: earlier[0].importBatch ?? '', rows: earlier, created: false };
      }
      const lines = await lockStockLines(tx, userId, [...new Set(good.map((r) => r.skuId))]);
      const rows: ShipmentRow[] = [];
      for (const r of good) {
        try {
          rows.push(await insertShipment(tx, userId, r.consignment, [{ skuId: r.skuId, quantity: r.quantity }],
            { importBatch, idempotencyKey: key ? `${key}/${r.row}` : null, now }, lines));
        } catch (err) {
          if (err instanceof ShortOfStock) throw new ImportRefused([{ row: r.row, column: 'quantity', message: MessageKey.insufficientStock }]);
          throw err;
        }
      }
      return { importBatch, rows, created: true };
    });
  } catch (err) {
    if (isStockCheckViolation(err)) throw new ImportRefused([{ row: good[0]?.row ?? 2, column: 'quantity', message: MessageKey.insufficientStock }]);
    throw err;
  }
}
