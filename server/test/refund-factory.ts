import { eq, sql } from 'drizzle-orm';
import { orderSchema, type Order } from 'shared-contracts/api/orders';
import type { OrderState } from 'shared-contracts/mall/order-state';
import { orderLines, orders, shipmentItems, shipments } from '../src/db/schema';
import type { MadeGoods } from './catalogue-factory';
import type { TestServer } from './harness';

/**
 * Orders in the states refunds need, made without the stocking, final payment and shipment steps (other modules'
 * work): an order placed through the API, then its counters and status written directly, as those steps leave
 * them. Tests of refunds state exactly the stock they assert on.
 */
export type Who = { userId: number; token: string };
/** Per line of the order, in the order the goods were given: what the warehouse stocked and the buyer took. */
export type LineStock = { stocked: number; taken: number };

let shipmentsMade = 0;

/** Places an order of the goods (one line per SKU given, through the cart when more than one) as `buyer`. */
export async function placeOrder(server: TestServer, buyer: Who, goods: MadeGoods, quantities: number[]): Promise<Order> {
  const skuIds = goods.skuIds.slice(0, quantities.length);
  if (skuIds.length === 1) {
    const res = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'buyNow', goodsId: goods.id, skuId: skuIds[0], quantity: quantities[0] } });
    if (res.status !== 201) throw new Error(`order not placed: ${JSON.stringify(res.body)}`);
    return orderSchema.parse(res.body);
  }
  const cartIds: number[] = [];
  for (const [i, skuId] of skuIds.entries()) {
    const res = await server.call('POST', '/api/shopCart', { token: buyer.token, body: { goodsId: goods.id, skuId, quantity: quantities[i] } });
    if (res.status !== 201) throw new Error(`cart add failed: ${JSON.stringify(res.body)}`);
    cartIds.push(res.body.id as number);
  }
  const res = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'cart', cartIds } });
  if (res.status !== 201) throw new Error(`order not placed: ${JSON.stringify(res.body)}`);
  return orderSchema.parse(res.body);
}

/**
 * An order as an approved final payment leaves it: accepted, `pendingShipment` (or `status`), each line stocked
 * and taken as given, paid for the goods taken (deposit and final together).
 */
export async function orderWithStock(
  server: TestServer, buyer: Who, goods: MadeGoods, stock: LineStock[], status: OrderState = 'pendingShipment',
): Promise<Order> {
  const order = await placeOrder(server, buyer, goods, stock.map((s) => Math.max(s.stocked, 1)));
  const db = server.database.db;
  let paid = 0;
  for (const [i, line] of order.lines.entries()) {
    const s = stock[i] ?? { stocked: 0, taken: 0 };
    paid += line.unitPrice * s.taken;
    await db.update(orderLines).set({ stockedQty: s.stocked, takenQty: s.taken }).where(eq(orderLines.id, line.id));
  }
  const now = new Date();
  await db.update(orders).set({ status, acceptance: 'accepted', paidAmount: paid, stockedAt: now, updatedAt: now }).where(eq(orders.id, order.id));
  return order;
}

/**
 * A shipment of the buyer's with its items (per order line), in `status`; the lines' shipped quantities grow as
 * the shipments module's allocation makes them grow.
 */
export async function makeShipment(
  server: TestServer, buyer: Who, items: { orderId: number; lineId: number; quantity: number }[], status = 'shipping',
): Promise<{ id: number; shipmentNo: string }> {
  const db = server.database.db;
  shipmentsMade += 1;
  const shipmentNo = `SHT${Date.now()}${shipmentsMade}`;
  const [made] = await db.insert(shipments).values({
    shipmentNo, userId: buyer.userId, status, quantity: items.reduce((n, i) => n + i.quantity, 0),
    consignee: 'Nguyễn Văn An', contact: '0912345678', address: '12 Phố Huế, Hà Nội',
    shippedAt: status === 'pending' ? null : new Date(),
  }).returning({ id: shipments.id });
  if (!made) throw new Error('could not make a shipment');
  for (const item of items) {
    const [line] = await db.select({ skuId: orderLines.skuId }).from(orderLines).where(eq(orderLines.id, item.lineId));
    await db.insert(shipmentItems).values({ shipmentId: made.id, orderId: item.orderId, orderLineId: item.lineId, skuId: line?.skuId ?? 0, quantity: item.quantity });
    await db.update(orderLines).set({ shippedQty: sql`${orderLines.shippedQty} + ${item.quantity}` }).where(eq(orderLines.id, item.lineId));
  }
  return { id: made.id, shipmentNo };
}

/** A line's stock counters as stored. */
export async function lineCounters(server: TestServer, lineId: number) {
  const [line] = await server.database.db.select({
    taken: orderLines.takenQty, shipped: orderLines.shippedQty, frozen: orderLines.frozenQty, refunded: orderLines.refundedQty,
  }).from(orderLines).where(eq(orderLines.id, lineId));
  if (!line) throw new Error(`no line ${lineId}`);
  return line;
}

/** Uploads a picture as `who` to a multipart route (refund or payment pictures). */
export async function uploadPicture(server: TestServer, who: Who | null, path: string, bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), 'picture.png');
  const res = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return { status: res.status, body: await res.json() as { key: string; url: string; message?: string } };
}
