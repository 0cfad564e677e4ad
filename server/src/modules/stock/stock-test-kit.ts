import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderDetailSchema, orderSchema, type OrderDetail } from 'shared-contracts/api/orders';
import { paymentSchema } from 'shared-contracts/api/payments';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import type { TestServer } from '../../../test/harness';
import { pngBytes } from '../users/users-kit';

/**
 * The steps before and around stocking, through the real API, for the stock and final payment tests: an order
 * placed from the cart, accepted, its deposit transferred and approved (awaiting stocking), then batches and the
 * completion of stocking (the final payment is awaited).
 */
export type Who = { userId: number; token: string };
export type Item = { goodsId: number; skuId: number; quantity: number };

export async function uploadVoucher(server: TestServer, who: Who): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([pngBytes()], { type: 'image/png' }), 'voucher.png');
  const res = await fetch(`${server.url}/api/payments/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${who.token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { key: string }).key;
}

export async function placeOrder(server: TestServer, buyer: Who, items: Item[]) {
  const cartIds: number[] = [];
  for (const item of items) {
    const res = await server.call('POST', '/api/shopCart', { token: buyer.token, body: item });
    expect(res.status).toBe(201);
    cartIds.push(res.body.id as number);
  }
  const placed = await server.call('POST', '/api/orders', { token: buyer.token, body: { source: 'cart', cartIds } });
  expect(placed.status).toBe(201);
  return orderSchema.parse(placed.body);
}

export const orderOf = async (server: TestServer, who: Who, id: number): Promise<OrderDetail> =>
  orderDetailSchema.parse((await server.call('GET', `/api/orders/${id}`, { token: who.token })).body);

export const review = (server: TestServer, who: Who, paymentId: number, body: unknown) =>
  server.call('POST', `/api/payments/${paymentId}/review`, { token: who.token, body });

/** An order of `items` whose deposit the operator approved: the warehouse stocks it now. */
export async function orderAwaitingStocking(server: TestServer, buyer: Who, operator: Who, items: Item[]): Promise<OrderDetail> {
  const order = await placeOrder(server, buyer, items);
  expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: operator.token, body: { action: 'accept' } })).status).toBe(200);
  const paid = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
    orderId: order.id, kind: 'deposit', remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 100_000,
    voucherKey: await uploadVoucher(server, buyer),
  } });
  expect(paid.status).toBe(201);
  expect((await review(server, operator, paymentSchema.parse(paid.body).id, { approve: true })).status).toBe(200);
  const stocking = await orderOf(server, buyer, order.id);
  expect(stocking.status).toBe('awaitingStocking');
  return stocking;
}

export const recordBatches = (server: TestServer, who: Who, orderId: number, lines: { lineId: number; quantity: number }[]) =>
  server.call('POST', `/api/orders/${orderId}/stock-batches`, { token: who.token, body: { lines } });

export const completeStocking = (server: TestServer, who: Who, orderId: number) =>
  server.call('POST', `/api/orders/${orderId}/complete-stocking`, { token: who.token });

/** An order stocked with `stocked[i]` units of its i-th line and its stocking completed. */
export async function orderAwaitingFinal(server: TestServer, buyer: Who, operator: Who, items: Item[], stocked = items.map((i) => i.quantity)) {
  const order = await orderAwaitingStocking(server, buyer, operator, items);
  const lines = order.lines.map((l, i) => ({ lineId: l.id, quantity: stocked[i] ?? 0 })).filter((l) => l.quantity > 0);
  expect((await recordBatches(server, operator, order.id, lines)).status).toBe(201);
  expect((await completeStocking(server, operator, order.id)).status).toBe(200);
  return orderOf(server, buyer, order.id);
}

/** Sets an `order_settings` / `exchange_rate` entry's value (the label holds it, docs/orders.md). */
export async function setSetting(server: TestServer, value: string, label: string): Promise<void> {
  await server.database.db.execute(sql`update sys_dict_detail set label = ${label} where value = ${value}
    and dict_id in (select id from sys_dict where name in ('order_settings', 'exchange_rate'))`);
}

/** The people and goods of the stock tests: a buyer, another buyer, an operator; a cup at 33.33 and a lid at 19.99. */
export type StockCast = { buyer: Who; other: Who; operator: Who; cup: MadeGoods; lid: MadeGoods };

/** Makes the cast once per test file (names prefixed so files sharing a database never collide). */
export async function makeStockCast(server: TestServer, prefix: string): Promise<StockCast> {
  const [buyer, other, operator] = await Promise.all([
    makeUser(server, `${prefix}-buyer`, 'purchaser'),
    makeUser(server, `${prefix}-other`, 'purchaser'),
    makeUser(server, `${prefix}-operator`, 'operator'),
  ]);
  const [cup, lid] = (await makeShop(server, [
    { name: '保温杯', en: 'Thermos cup', vi: 'Bình giữ nhiệt', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] },
    { name: '杯盖', skus: [{ attrs: { 颜色: '黑色' }, price: 1999 }] },
  ])).goods as [MadeGoods, MadeGoods];
  return { buyer, other, operator, cup, lid };
}

/** A line of `quantity` units of the goods' first SKU. */
export const itemOf = (goods: MadeGoods, quantity: number): Item => ({ goodsId: goods.id, skuId: goods.skuIds[0]!, quantity });
