import { and, eq, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { StockBatchesInput } from 'shared-contracts/api/stock';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { orderLines, stockBatches } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import type { DataScope } from '../data-scope/data-scope';
import { withLockedOrder, type OrderRow } from '../orders/locked-order';
import { formatStockBatchNo } from '../orders/order-number';

type BatchRow = typeof stockBatches.$inferSelect;

/**
 * `POST api/orders/{id}/stock-batches`: the units that arrived at the warehouse for some lines of an order awaiting
 * stocking, one batch per line. In the order's lock, so two operators recording at once are serialised: the second
 * sees the first's units, and a total above what was ordered is refused (400) rather than stored. All lines or none.
 * An order of a buyer outside the recorder's data scope is 404 (checked by the locking read).
 */
export async function recordStockBatches(
  db: Db, orderId: number, input: StockBatchesInput, by: { userId: number; scope: DataScope }, now: Date,
): Promise<{ order: OrderRow; batches: BatchRow[] }> {
  const recordedBy = by.userId;
  return withLockedOrder(db, orderId, async (tx, order) => {
    if (order.status !== 'awaitingStocking') throw new HttpError(409, MessageKey.orderStateConflict);
    const lines = new Map((await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => [l.id, l]));
    for (const { lineId, quantity } of input.lines) {
      const line = lines.get(lineId);
      if (!line) throw new HttpError(400, MessageKey.orderLineInvalid);
      if (line.stockedQty + quantity > line.quantity) throw new HttpError(400, MessageKey.stockAboveOrdered);
    }
    const batches: BatchRow[] = [];
    for (const { lineId, quantity } of input.lines) {
      const line = lines.get(lineId);
      if (!line) throw new Error('a checked line vanished');
      const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_stock_batch', 'id'))::int as id`);
      if (!next) throw new Error('no stock batch id from the sequence');
      const [batch] = await tx.insert(stockBatches).values({
        id: next.id, batchNo: formatStockBatchNo(next.id, now), orderId, orderLineId: lineId, userId: order.userId,
        skuId: line.skuId, quantity, storedAt: now, recordedBy, createdAt: now,
      }).returning();
      // The bound is checked again by the row itself: nothing but this lock's holder can have moved it.
      const [grown] = await tx.update(orderLines).set({ stockedQty: sql`${orderLines.stockedQty} + ${quantity}` })
        .where(and(eq(orderLines.id, lineId), sql`${orderLines.stockedQty} + ${quantity} <= ${orderLines.quantity}`))
        .returning({ id: orderLines.id });
      if (!batch || !grown) throw new HttpError(409, MessageKey.orderStateConflict);
      batches.push(batch);
    }
    return { order, batches };
  }, { scope: by.scope });
}
