import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shipmentPageSchema, shipmentSchema, shippableStockSchema } from 'shared-contracts/api/shipments';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows, rows } from '../../../test/rows';
import { stockedOrder, type Who } from '../../../test/stock-factory';
import { pngBytes } from '../users/users-kit';
import { drawStock, isStockCheckViolation, lockStockLines } from './draw-stock';

const { server } = useTestServer();
let buyer: Who;
let other: Who;
let tee: MadeGoods;
const DAY = 86_400_000;
const to = { consignee: 'Nguyễn Văn An', contact: '0912 345 678', address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội' };

beforeAll(async () => {
  buyer = await makeUser(server, 'ship-buyer', 'purchaser');
  other = await makeUser(server, 'ship-other', 'purchaser');
  [tee] = (await makeShop(server, [{ name: '短袖T恤', skus: [{ attrs: { 颜色: '白' }, price: 2500 }, { attrs: { 颜色: '黑' }, price: 2500 }, { attrs: { 颜色: '红' }, price: 2500 }] }])).goods as [MadeGoods];
});

const ship = (who: Who, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  server.call('POST', '/api/shipments', { token: who.token, body: { ...to, ...body }, headers });
const lineCounters = (lineId: number) => rows<{ shipped_qty: number; frozen_qty: number; taken_qty: number }>(server,
  sql`select shipped_qty, frozen_qty, taken_qty from mall_order_line where id = ${lineId}`).then((r) => r[0]);
const available = async (who: Who, skuId: number) =>
  shippableStockSchema.parse((await server.call('GET', `/api/shipments/stock/${skuId}`, { token: who.token })).body).available;

async function upload(who: Who | null, bytes: Buffer = pngBytes()) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'waybill.png');
  const res = await fetch(`${server.url}/api/shipments/files`, { method: 'POST', body: form, headers: who ? { authorization: `Bearer ${who.token}` } : {} });
  return { status: res.status, body: await res.json() as { key: string; url: string; message?: string } };
}

describe('creating a shipment from stock', () => {
  it('draws the oldest stock first across two orders and adds to their shipped quantities', async () => {
    const skuId = tee.skuIds[0] as number;
    const newer = await stockedOrder(server, buyer, tee, { quantity: 5, storedAt: new Date(Date.now() - DAY) });
    const older = await stockedOrder(server, buyer, tee, { quantity: 4, storedAt: new Date(Date.now() - 3 * DAY) });
    expect(await available(buyer, skuId)).toBe(9);

    const res = await ship(buyer, { items: [{ skuId, quantity: 6 }], remarks: 'Giao giờ hành chính' });
    expect(res.status).toBe(201);
    const shipment = shipmentSchema.parse(res.body);
    expect(shipment).toMatchObject({ status: 'pending', quantity: 6, consignee: to.consignee, contact: to.contact, platform: null });
    expect(shipment.shipmentNo).toMatch(/^SH\d{8}\d{6,}$/);
    expect(shipment.items.map((i) => [i.orderId, i.quantity])).toEqual([[older.orderId, 4], [newer.orderId, 2]]);
    expect(shipment.items[0]).toMatchObject({ orderNo: older.order.orderNo, skuId, goodsName: '短袖T恤' });
    expect((await lineCounters(older.lineId))?.shipped_qty).toBe(4);
    expect((await lineCounters(newer.lineId))?.shipped_qty).toBe(2);
    expect(await available(buyer, skuId)).toBe(3);
  });

  it("refuses more than is available with 'Insufficient Available Quantity' and leaves nothing behind", async () => {
    const skuId = tee.skuIds[0] as number;
    const left = await available(buyer, skuId);
    const before = await countRows(server, 'mall_shipment');
    const res = await ship(buyer, { items: [{ skuId, quantity: left + 1 }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('mall.insufficientStock');
    expect(await countRows(server, 'mall_shipment')).toBe(before);
    expect(await available(buyer, skuId)).toBe(left);
    // A SKU the buyer never bought is not theirs to ship.
    expect((await ship(buyer, { items: [{ skuId: tee.skuIds[2], quantity: 1 }] })).body.message).toBe('mall.stockSkuNotFound');
  });

  it('never ships frozen (after-sales) stock', async () => {
    const skuId = tee.skuIds[1] as number;
    const stocked = await stockedOrder(server, buyer, tee, { quantity: 5, skuIndex: 1, frozen: 3 });
    expect(await available(buyer, skuId)).toBe(2);
    expect((await ship(buyer, { items: [{ skuId, quantity: 3 }] })).body.message).toBe('mall.insufficientStock');
    expect((await ship(buyer, { items: [{ skuId, quantity: 2 }] })).status).toBe(201);
    expect(await lineCounters(stocked.lineId)).toMatchObject({ shipped_qty: 2, frozen_qty: 3, taken_qty: 5 });
  });

  it('a double click with one Idempotency-Key ships once; the key with other goods is refused', async () => {
    const skuId = tee.skuIds[0] as number;
    await stockedOrder(server, buyer, tee, { quantity: 2 });
    const left = await available(buyer, skuId);
    const headers = { 'idempotency-key': 'ship-double-click-1' };
    const [a, b] = await Promise.all([ship(buyer, { items: [{ skuId, quantity: 1 }] }, headers), ship(buyer, { items: [{ skuId, quantity: 1 }] }, headers)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await available(buyer, skuId)).toBe(left - 1);
    expect((await ship(buyer, { items: [{ skuId, quantity: 2 }] }, headers)).status).toBe(422);
    expect((await ship(buyer, { items: [{ skuId, quantity: 1 }] }, { 'idempotency-key': 'x' })).body.message).toBe('mall.idempotencyKeyInvalid');
  });

  it('twenty concurrent requests against stock of ten ship exactly ten units, never below zero', async () => {
    const racer = await makeUser(server, 'ship-racer', 'purchaser');
    const skuId = tee.skuIds[2] as number;
    const first = await stockedOrder(server, racer, tee, { quantity: 6, skuIndex: 2, storedAt: new Date(Date.now() - DAY) });
    const second = await stockedOrder(server, racer, tee, { quantity: 4, skuIndex: 2 });
    const results = await Promise.all(Array.from({ length: 20 }, () => ship(racer, { items: [{ skuId, quantity: 1 }] })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 400).map((r) => r.body.message)).toEqual(Array(10).fill('mall.insufficientStock'));
    expect(results.filter((r) => r.status !== 201 && r.status !== 400)).toEqual([]);
    expect((await lineCounters(first.lineId))?.shipped_qty).toBe(6);
    expect((await lineCounters(second.lineId))?.shipped_qty).toBe(4);
    const [shipped] = await rows<{ n: number }>(server, sql`select coalesce(sum(quantity), 0)::int as n from mall_shipment where user_id = ${racer.userId}`);
    expect(shipped?.n).toBe(10);
    expect(await available(racer, skuId)).toBe(0);
  });

  it("the lines' CHECK refuses a draw from a stale count, and that refusal is recognised as a shortage", async () => {
    const guard = await makeUser(server, 'ship-guard', 'purchaser');
    const stocked = await stockedOrder(server, guard, tee, { quantity: 3 });
    const refused = await server.database.db.transaction(async (tx) => {
      const lines = await lockStockLines(tx, guard.userId, [stocked.skuId]);
      // As if an after-sales request froze everything after the count was read.
      await tx.execute(sql`update mall_order_line set frozen_qty = 3 where id = ${stocked.lineId}`);
      await drawStock(tx, lines, [{ skuId: stocked.skuId, quantity: 2 }]);
    }).then(() => null, (err: unknown) => err);
    expect(isStockCheckViolation(refused)).toBe(true);
    expect(await lineCounters(stocked.lineId)).toMatchObject({ shipped_qty: 0, frozen_qty: 0 });
  });

  it('bad input is a translated 400 that writes nothing', async () => {
    const skuId = tee.skuIds[0] as number;
    const before = await countRows(server, 'mall_shipment');
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [] }, 'mall.shipmentItemsRequired'],
      [{ items: [{ skuId, quantity: 0 }] }, 'mall.quantityRequired'],
      [{ items: [{ skuId, quantity: 1.5 }] }, 'validation.invalidNumber'],
      [{ items: [{ skuId, quantity: 1 }, { skuId, quantity: 1 }] }, 'mall.shipmentItemsRequired'],
      [{ items: [{ skuId, quantity: 1 }], consignee: '  ' }, 'mall.consigneeRequired'],
      [{ items: [{ skuId, quantity: 1 }], contact: '12345' }, 'mall.contactInvalid'],
      [{ items: [{ skuId, quantity: 1 }], address: '' }, 'mall.addressRequired'],
      [{ items: [{ skuId, quantity: 1 }], platform: 'LAZADA' }, 'mall.shippingPlatformInvalid'],
      [{ items: [{ skuId, quantity: 1 }], platform: 'TIKTOK' }, 'mall.platformOrderNoRequired'],
      [{ items: [{ skuId, quantity: 1 }], platform: 'SHOPEE', platformOrderNo: '2411250001' }, 'mall.orderScreenshotRequired'],
    ];
    for (const [body, key] of cases) {
      const res = await ship(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(key);
    }
    expect(await countRows(server, 'mall_shipment')).toBe(before);
  });
});

describe('TikTok and Shopee orders', () => {
  it('need the order number, the screenshot and the waybill, each the buyer\'s own upload', async () => {
    const skuId = tee.skuIds[0] as number;
    await stockedOrder(server, buyer, tee, { quantity: 3 });
    const screenshot = (await upload(buyer)).body.key;
    const waybill = (await upload(buyer, pngBytes([1, 2, 3, 255]))).body.key;
    const theirs = (await upload(other)).body.key;
    const platform = { items: [{ skuId, quantity: 1 }], platform: 'TIKTOK', platformOrderNo: '577123456789' };
    expect((await ship(buyer, { ...platform, orderScreenshotKey: screenshot })).body.message).toBe('mall.waybillRequired');
    expect((await ship(buyer, { ...platform, orderScreenshotKey: theirs, waybillKey: waybill })).body.message).toBe('mall.orderScreenshotRequired');
    expect((await ship(buyer, { ...platform, orderScreenshotKey: screenshot, waybillKey: `shipments/${buyer.userId}/never.png` })).body.message)
      .toBe('mall.waybillRequired');
    const res = await ship(buyer, { ...platform, orderScreenshotKey: screenshot, waybillKey: waybill });
    expect(res.status).toBe(201);
    const shipment = shipmentSchema.parse(res.body);
    expect(shipment).toMatchObject({ platform: 'TIKTOK', platformOrderNo: '577123456789' });

    const get = (who: Who | null, url: string | null) => fetch(`${server.url}${url}`, { headers: who ? { authorization: `Bearer ${who.token}` } : {} });
    const mine = await get(buyer, shipment.waybillUrl);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await get(other, shipment.waybillUrl)).status).toBe(404);
    expect((await get(null, shipment.orderScreenshotUrl)).status).toBe(401);
    const operator = await makeUser(server, 'ship-picture-operator', 'operator');
    expect((await get(operator, shipment.orderScreenshotUrl)).status).toBe(200);
  });

  it('a shipment without a platform keeps no platform extras', async () => {
    const skuId = tee.skuIds[0] as number;
    await stockedOrder(server, buyer, tee, { quantity: 1 });
    const res = await ship(buyer, { items: [{ skuId, quantity: 1 }], platformOrderNo: 'ignored' });
    expect(shipmentSchema.parse(res.body)).toMatchObject({ platform: null, platformOrderNo: null, waybillUrl: null });
  });
});

describe("the buyer's shipments", () => {
  it('lists their own with counts, finds by keyword, and answers 404 for anyone else\'s', async () => {
    const page = shipmentPageSchema.parse((await server.call('GET', '/api/shipments/mine?size=100', { token: buyer.token })).body);
    expect(page.totalElements).toBeGreaterThan(0);
    expect(page.counts.pending).toBe(page.totalElements);
    const one = page.content[0];
    if (!one) throw new Error('no shipment listed');
    const found = shipmentPageSchema.parse((await server.call('GET', `/api/shipments/mine?keyword=${one.shipmentNo}`, { token: buyer.token })).body);
    expect(found.content.map((s) => s.id)).toEqual([one.id]);
    const byConsignee = shipmentPageSchema.parse((await server.call('GET', `/api/shipments/mine?keyword=${encodeURIComponent('văn an')}`, { token: buyer.token })).body);
    expect(byConsignee.totalElements).toBe(page.totalElements);
    expect(shipmentPageSchema.parse((await server.call('GET', '/api/shipments/mine', { token: other.token })).body).totalElements).toBe(0);
    expect((await server.call('GET', `/api/shipments/mine/${one.id}`, { token: buyer.token })).body.items.length).toBeGreaterThan(0);
    expect((await server.call('GET', `/api/shipments/mine/${one.id}`, { token: other.token })).status).toBe(404);
    expect((await server.call('POST', `/api/shipments/${one.id}/cancel`, { token: other.token })).status).toBe(404);
    expect((await server.call('GET', '/api/shipments/mine?status=lost', { token: buyer.token })).status).toBe(400);
  });

  it('cancelling a pending shipment makes its quantities available again; twice is 409', async () => {
    const skuId = tee.skuIds[0] as number;
    await stockedOrder(server, buyer, tee, { quantity: 2 });
    const before = await available(buyer, skuId);
    const made = shipmentSchema.parse((await ship(buyer, { items: [{ skuId, quantity: 2 }] })).body);
    expect(await available(buyer, skuId)).toBe(before - 2);
    const [a, b] = await Promise.all([
      server.call('POST', `/api/shipments/${made.id}/cancel`, { token: buyer.token }),
      server.call('POST', `/api/shipments/${made.id}/cancel`, { token: buyer.token }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a.body, b.body].find((x) => x.status === 'cancelled')).toBeDefined();
    expect(await available(buyer, skuId)).toBe(before);
  });
});
