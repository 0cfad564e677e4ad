import { asc, desc, eq } from 'drizzle-orm';
import type { OrderStocking, StockBatch } from 'shared-contracts/api/stock';
import type { OrderState } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { orderLines, orders, stockBatches } from '../../db/schema';
import { i18nOf } from '../goods/read';
import { mallFileUrl } from '../mall-files/file-url';
import { availableOfLine } from './stock-arithmetic';

type OrderRow = typeof orders.$inferSelect;
type BatchRow = typeof stockBatches.$inferSelect;

const isoOrNull = (d: Date | null) => (d ? iso(d) : null);

export function toStockBatch(b: BatchRow, order: Pick<OrderRow, 'orderNo' | 'stockingDueAt'>): StockBatch {
  return {
    id: b.id, batchNo: b.batchNo, orderId: b.orderId, orderNo: order.orderNo, orderLineId: b.orderLineId, skuId: b.skuId,
    quantity: b.quantity, storedAt: iso(b.storedAt), expectedCompletionAt: isoOrNull(order.stockingDueAt),
  };
}

/** An order's stocking: its lines' counters and its batches, newest first. */
export async function orderStockingOf(db: DbOrTx, order: OrderRow): Promise<OrderStocking> {
  const [lines, batches] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db.select().from(stockBatches).where(eq(stockBatches.orderId, order.id)).orderBy(desc(stockBatches.storedAt), desc(stockBatches.id)),
  ]);
  return {
    orderId: order.id, orderNo: order.orderNo, status: order.status as OrderState,
    stockingDueAt: isoOrNull(order.stockingDueAt), stockedAt: isoOrNull(order.stockedAt),
    stockReturnAt: isoOrNull(order.stockReturnAt), stockReturnedAt: isoOrNull(order.stockReturnedAt),
    lines: lines.map((l) => ({
      lineId: l.id, skuId: l.skuId, goodsName: l.goodsName, goodsNameI18n: i18nOf(l.goodsNameI18n), specText: l.specText,
      specI18n: i18nOf(l.specI18n), imageUrl: mallFileUrl(l.imageKey), ordered: l.quantity, stocked: l.stockedQty, taken: l.takenQty,
      shipped: l.shippedQty, frozen: l.frozenQty, refunded: l.refundedQty, returned: l.returnedQty, available: availableOfLine(l),
    })),
    batches: batches.map((b) => toStockBatch(b, order)),
  };
}

/** The order by id, for its stocking; null when there is none. */
export async function orderRowById(db: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}
