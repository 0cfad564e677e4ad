import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentSchema } from 'shared-contracts/api/payments';
import { myStockPageSchema, stockBatchPageSchema } from 'shared-contracts/api/stock';
import { useTestServer } from '../../../test/harness';
import type { MadeGoods } from '../../../test/catalogue-factory';
import { shipmentItems, shipments } from '../../db/schema';
import { availableStock } from './stock-arithmetic';
import { orderAwaitingFinal, orderAwaitingStocking, recordBatches, review, uploadVoucher, makeStockCast, type Item, type Who } from './stock-test-kit';

const { server } = useTestServer();
let buyer: Who;
let other: Who;
let operator: Who;
let cup: MadeGoods;
let lid: MadeGoods;

beforeAll(async () => {
  ({ buyer, other, operator, cup, lid } = await makeStockCast(server, 'mine'));
});

const cups = (quantity: number): Item => ({ goodsId: cup.id, skuId: cup.skuIds[0]!, quantity });
const lids = (quantity: number): Item => ({ goodsId: lid.id, skuId: lid.skuIds[0]!, quantity });
const mine = async (who: Who) => myStockPageSchema.parse((await server.call('GET', '/api/stock/mine?size=100', { token: who.token })).body);

async function takeFinal(orderId: number, quantities: { lineId: number; quantity: number }[]) {
  const paid = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
    orderId, kind: 'final', remitterName: 'Phạm Thị Dung', remitterBank: 'Techcombank', remittedAmount: 100_000,
    voucherKey: await uploadVoucher(server, buyer), quantities,
  } });
  expect(paid.status).toBe(201);
  expect((await review(server, operator, paymentSchema.parse(paid.body).id, { approve: true })).status).toBe(200);
}

describe("the buyer's stock", () => {
  it('sums per SKU over orders: available, awaiting final payment, stocking, frozen, in transit, batches', async () => {
    // Order 1: 5 cups stocked, 4 taken with the final payment.
    const taken = await orderAwaitingFinal(server, buyer, operator, [cups(5), lids(2)], [5, 2]);
    await takeFinal(taken.id, [{ lineId: taken.lines[0]!.id, quantity: 4 }, { lineId: taken.lines[1]!.id, quantity: 0 }]);
    // Order 2: 3 cups stocked, the final payment awaited.
    await orderAwaitingFinal(server, buyer, operator, [cups(3)]);
    // Order 3: still stocking, 1 cup in so far.
    const stocking = await orderAwaitingStocking(server, buyer, operator, [cups(2)]);
    expect((await recordBatches(server, operator, stocking.id, [{ lineId: stocking.lines[0]!.id, quantity: 1 }])).status).toBe(201);
    // Shipments and after-sales are other modules': their counters and rows as they leave them.
    const db = server.database.db;
    await db.execute(sql`update mall_order_line set shipped_qty = 2, frozen_qty = 1 where id = ${taken.lines[0]!.id}`);
    const [shipment] = await db.insert(shipments).values({
      shipmentNo: `SH-TEST-${taken.id}`, userId: buyer.userId, status: 'shipping', quantity: 2, consignee: 'Phạm Thị Dung', contact: '0912345678', address: 'Hà Nội',
    }).returning({ id: shipments.id });
    await db.insert(shipmentItems).values({ shipmentId: shipment!.id, orderId: taken.id, orderLineId: taken.lines[0]!.id, skuId: cup.skuIds[0]!, quantity: 2 });

    const page = await mine(buyer);
    const cupRow = page.content.find((r) => r.skuId === cup.skuIds[0]);
    expect(cupRow).toMatchObject({
      goodsName: '保温杯', goodsNameI18n: { en: 'Thermos cup', vi: 'Bình giữ nhiệt' }, specText: '500ml',
      available: 4 - 2 - 1, inTransit: 2, frozen: 1, awaitingFinalPayment: 3, stocking: 1, batchCount: 3,
    });
    expect(cupRow?.earliestStoredAt).not.toBeNull();
    expect(page.content.find((r) => r.skuId === lid.skuIds[0])).toMatchObject({ available: 0, awaitingFinalPayment: 0, batchCount: 1 });
    expect(page.totalElements).toBe(2);
    expect(await availableStock(db, buyer.userId, cup.skuIds[0]!)).toBe(1);
    expect(await availableStock(db, other.userId, cup.skuIds[0]!)).toBe(0);

    const batches = stockBatchPageSchema.parse((await server.call('GET', `/api/stock/mine/batches?skuId=${cup.skuIds[0]}`, { token: buyer.token })).body);
    expect(batches.totalElements).toBe(3);
    expect(batches.content.map((b) => b.quantity).sort()).toEqual([1, 3, 5]);
    expect(batches.content.find((b) => b.orderId === taken.id)).toMatchObject({ orderNo: taken.orderNo, expectedCompletionAt: expect.any(String) });
    const paged = stockBatchPageSchema.parse((await server.call('GET', `/api/stock/mine/batches?skuId=${cup.skuIds[0]}&size=2&page=1`, { token: buyer.token })).body);
    expect(paged).toMatchObject({ totalElements: 3, content: [expect.anything()] });
  });

  it("is the buyer's own: another buyer sees none of it, anonymous callers are asked to sign in", async () => {
    expect((await mine(other)).content).toEqual([]);
    const theirs = await server.call('GET', `/api/stock/mine/batches?skuId=${cup.skuIds[0]}`, { token: other.token });
    expect(theirs.body).toEqual({ content: [], totalElements: 0 });
    expect((await server.call('GET', '/api/stock/mine')).status).toBe(401);
    expect((await server.call('GET', '/api/stock/mine/batches', { token: buyer.token })).status).toBe(400);
  });
});
