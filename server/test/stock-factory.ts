import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orderSchema, type Order } from 'shared-contracts/api/orders';
import type { OrderState } from 'shared-contracts/mall/order-state';
import { orderLines, orders, stockBatches } from '../src/db/schema';
import type { MadeGoods } from './catalogue-factory';
import type { TestServer } from './harness';

/**
 * A buyer's stock for the shipment tests, without the stocking and final payment steps (another module's work): an
 * order of one SKU placed through the API, then written as an approved final payment leaves it: accepted,
 * `pendingShipment`, the line stocked in one batch stored at `storedAt` and `taken` units of it the buyer's.
 */
export type Who = { userId: number; token: string };
export type StockSpec = { quantity: number; taken?: number; storedAt?: Date; skuIndex?: number; status?: OrderState; frozen?: number };
export type Stocked = { order: Order; orderId: number; lineId: number; skuId: number };

export async function stockedOrder(server: TestServer, buyer: Who, goods: MadeGoods, spec: StockSpec): Promise<Stocked> {
  const skuId = goods.skuIds[spec.skuIndex ?? 0];
  if (skuId === undefined) throw new Error('no such SKU in the goods made');
  const res = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: goods.id, skuId, quantity: spec.quantity } });
  if (res.status !== 201) throw new Error(`order not placed: ${JSON.stringify(res.body)}`);
  const order = orderSchema.parse(res.body);
  const line = order.lines[0];
  if (!line) throw new Error('the order has no line');
  const storedAt = spec.storedAt ?? new Date();
  const db = server.database.db;
  await db.update(orderLines).set({ stockedQty: spec.quantity, takenQty: spec.taken ?? spec.quantity, frozenQty: spec.frozen ?? 0 })
    .where(eq(orderLines.id, line.id));
  await db.update(orders).set({
    status: spec.status ?? 'pendingShipment', acceptance: 'accepted', paidAmount: order.goodsTotal, stockedAt: storedAt, updatedAt: storedAt,
  }).where(eq(orders.id, order.id));
  await db.insert(stockBatches).values({
    batchNo: `TEST-SB-${crypto.randomUUID()}`, orderId: order.id, orderLineId: line.id, userId: buyer.userId, skuId,
    quantity: spec.quantity, storedAt,
  });
  return { order, orderId: order.id, lineId: line.id, skuId };
}
