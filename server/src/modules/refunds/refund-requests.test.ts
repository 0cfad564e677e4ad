import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orderDetailSchema } from 'shared-contracts/api/orders';
import { refundableSchema, refundSchema } from 'shared-contracts/api/refunds';
import { orderLines } from '../../db/schema';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { lineCounters, makeShipment, orderWithStock, uploadPicture, type Who } from '../../../test/refund-factory';
import { countRows } from '../../../test/rows';
import { pngBytes } from '../users/users-kit';

const { server } = useTestServer();
let buyer: Who;
let other: Who;
let operator: Who;
let kettle: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'refund-buyer', 'purchaser');
  other = await makeUser(server, 'refund-other', 'purchaser');
  operator = await makeUser(server, 'refund-operator', 'operator');
  [kettle] = (await makeShop(server, [{ name: '电水壶', skus: [{ attrs: { 颜色: '白色' }, price: 8800 }, { attrs: { 颜色: '黑色' }, price: 9900 }] }])).goods as [MadeGoods];
});

const ask = (who: Who, body: Record<string, unknown>) => server.call('POST', '/api/refunds', { token: who.token, body: { reason: 'Vỏ bị nứt', imageKeys: [], ...body } });
const refundable = async (who: Who, query: string) => server.call('GET', `/api/refunds/refundable?${query}`, { token: who.token });
const orderOf = async (id: number) => orderDetailSchema.parse((await server.call('GET', `/api/orders/${id}`, { token: buyer.token })).body);
const picture = async (who: Who) => (await uploadPicture(server, who, '/api/refunds/files', pngBytes())).body.key;

describe("a refund on an order line's stock", () => {
  it('freezes the quantity asked for, suggests its price and marks the order refunding', async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 10, taken: 10 }]);
    const lineId = order.lines[0]!.id;
    const res = await ask(buyer, { orderId: order.id, lineId, quantity: 4, imageKeys: [await picture(buyer)] });
    expect(res.status).toBe(201);
    const refund = refundSchema.parse(res.body);
    expect(refund).toMatchObject({
      kind: 'stock', status: 'refunding', orderId: order.id, orderNo: order.orderNo, lineId, quantity: 4, reason: 'Vỏ bị nứt',
      amount: 35_200, suggestedAmount: 35_200, initiatorName: 'refund-buyer', opinion: null, rejectReason: null, reviewTime: null, shipmentId: null,
    });
    expect(refund.refundNo).toMatch(/^RF\d{8}\d{6,}$/);
    expect(refund.imageUrls).toEqual([expect.stringMatching(new RegExp(`^/api/refunds/files/${buyer.userId}/`))]);
    // The buyer's answer carries nothing of staff's (who asked, the bound).
    expect(res.body.buyerName).toBeUndefined();
    expect(res.body.maxAmount).toBeUndefined();
    expect(await lineCounters(server, lineId)).toEqual({ taken: 10, shipped: 0, frozen: 4, refunded: 0 });
    expect(await orderOf(order.id)).toMatchObject({ status: 'pendingShipment', refundStatus: 'refunding', refundTotal: 0 });
  });

  it('frozen stock no longer counts as available: the bound, the refundable answer and the shipped counter all see it', async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 10, taken: 8 }, { stocked: 5, taken: 5 }]);
    const [first, second] = order.lines as [typeof order.lines[0], typeof order.lines[0]];
    await makeShipment(server, buyer, [{ orderId: order.id, lineId: first.id, quantity: 3 }]);
    // 8 taken − 3 shipped = 5 available: 6 is refused and nothing moves.
    const over = await ask(buyer, { orderId: order.id, lineId: first.id, quantity: 6 });
    expect(over.status).toBe(400);
    expect(over.body.message).toBe('mall.refundQuantityExceeded');
    expect((await lineCounters(server, first.id)).frozen).toBe(0);
    expect((await ask(buyer, { orderId: order.id, lineId: first.id, quantity: 5 })).status).toBe(201);
    const answer = refundableSchema.parse((await refundable(buyer, `orderId=${order.id}`)).body);
    expect(answer).toMatchObject({ kind: 'stock', open: true, currency: 'CNY' });
    expect(answer.lines.map((l) => [l.lineId, l.refundable, l.openRefundId !== null])).toEqual([[first.id, 0, true], [second.id, 5, false]]);
    // A shipment drawing on frozen stock is refused by the database whatever the code around it does.
    await expect(server.database.db.update(orderLines).set({ shippedQty: 4 }).where(eq(orderLines.id, first.id))).rejects.toThrow();
    expect(await lineCounters(server, first.id)).toEqual({ taken: 8, shipped: 3, frozen: 5, refunded: 0 });
  });

  it('one open refund per line: a second request waits for the first to be decided', async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 10, taken: 10 }, { stocked: 4, taken: 4 }]);
    const [first, second] = order.lines as [typeof order.lines[0], typeof order.lines[0]];
    expect((await ask(buyer, { orderId: order.id, lineId: first.id, quantity: 1 })).status).toBe(201);
    const again = await ask(buyer, { orderId: order.id, lineId: first.id, quantity: 1 });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('mall.refundOpen');
    // Another line of the same order is its own.
    expect((await ask(buyer, { orderId: order.id, lineId: second.id, quantity: 4 })).status).toBe(201);
    expect(await countRows(server, 'mall_refund', sql`order_id = ${order.id}`)).toBe(2);
  });

  it('two requests at once on the same line never freeze more than one of them', async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 10, taken: 10 }]);
    const lineId = order.lines[0]!.id;
    const results = await Promise.all([7, 7, 7].map((quantity) => ask(buyer, { orderId: order.id, lineId, quantity })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(['mall.refundOpen', 'mall.refundOpen']);
    expect(await lineCounters(server, lineId)).toEqual({ taken: 10, shipped: 0, frozen: 7, refunded: 0 });
    expect(await countRows(server, 'mall_refund', sql`order_line_id = ${lineId}`)).toBe(1);
  });

  it('only while the order holds stock: before the final payment, and once completed, it is refused', async () => {
    for (const status of ['finalPaymentPending', 'completed', 'closed'] as const) {
      const order = await orderWithStock(server, buyer, kettle, [{ stocked: 3, taken: status === 'finalPaymentPending' ? 0 : 3 }], status);
      const res = await ask(buyer, { orderId: order.id, lineId: order.lines[0]!.id, quantity: 1 });
      expect(res.status, status).toBe(409);
      expect(res.body.message, status).toBe('mall.refundNotAllowed');
      expect(refundableSchema.parse((await refundable(buyer, `orderId=${order.id}`)).body)).toMatchObject({ open: false, lines: [{ refundable: 0 }] });
    }
  });
});

describe('a refund on a shipment', () => {
  it("freezes nothing, is bounded by what the shipment sent of the line less other live refunds", async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 10, taken: 10 }]);
    const lineId = order.lines[0]!.id;
    const shipment = await makeShipment(server, buyer, [{ orderId: order.id, lineId, quantity: 6 }], 'delivered');
    expect(refundableSchema.parse((await refundable(buyer, `shipmentId=${shipment.id}`)).body))
      .toMatchObject({ kind: 'shipment', open: true, lines: [{ lineId, orderId: order.id, refundable: 6, openRefundId: null }] });
    expect((await ask(buyer, { shipmentId: shipment.id, lineId, quantity: 7 })).body.message).toBe('mall.refundQuantityExceeded');
    const res = await ask(buyer, { shipmentId: shipment.id, lineId, quantity: 2 });
    expect(res.status).toBe(201);
    expect(refundSchema.parse(res.body)).toMatchObject({ kind: 'shipment', shipmentId: shipment.id, shipmentNo: shipment.shipmentNo, orderId: order.id, quantity: 2 });
    expect(await lineCounters(server, lineId)).toEqual({ taken: 10, shipped: 6, frozen: 0, refunded: 0 });
    expect((await ask(buyer, { shipmentId: shipment.id, lineId, quantity: 1 })).body.message).toBe('mall.refundOpen');
    // The order's own stock (4 not shipped) is a separate target.
    expect((await ask(buyer, { orderId: order.id, lineId, quantity: 4 })).status).toBe(201);
    expect(refundableSchema.parse((await refundable(buyer, `shipmentId=${shipment.id}`)).body).lines[0]).toMatchObject({ refundable: 4 });
  });

  it('refuses goods still in the warehouse and shipments that are not the buyer\'s', async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 5, taken: 5 }]);
    const lineId = order.lines[0]!.id;
    const pending = await makeShipment(server, buyer, [{ orderId: order.id, lineId, quantity: 2 }], 'pending');
    expect((await ask(buyer, { shipmentId: pending.id, lineId, quantity: 1 })).body).toEqual({ status: 409, message: 'mall.refundNotAllowed' });
    const sent = await makeShipment(server, buyer, [{ orderId: order.id, lineId, quantity: 2 }]);
    expect((await ask(other, { shipmentId: sent.id, lineId, quantity: 1 })).body).toEqual({ status: 404, message: 'mall.refundTargetNotFound' });
    expect((await refundable(other, `shipmentId=${sent.id}`)).status).toBe(404);
    expect(await countRows(server, 'mall_refund', sql`order_id = ${order.id}`)).toBe(0);
  });
});

describe('ownership and bad input', () => {
  it("another buyer's order, refund or pictures are not there", async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 5, taken: 5 }]);
    const lineId = order.lines[0]!.id;
    expect((await ask(other, { orderId: order.id, lineId, quantity: 1 })).body).toEqual({ status: 404, message: 'mall.orderNotFound' });
    expect((await refundable(other, `orderId=${order.id}`)).status).toBe(404);
    const mine = refundSchema.parse((await ask(buyer, { orderId: order.id, lineId, quantity: 1, imageKeys: [await picture(buyer)] })).body);
    expect((await server.call('GET', `/api/refunds/mine/${mine.id}`, { token: other.token })).body).toEqual({ status: 404, message: 'mall.refundNotFound' });
    expect((await server.call('GET', `/api/refunds/mine?orderId=${order.id}`, { token: other.token })).body.totalElements).toBe(0);
    const url = mine.imageUrls[0]!;
    const get = (who: Who) => fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${who.token}` } });
    expect((await get(buyer)).status).toBe(200);
    expect((await get(operator)).status).toBe(200);
    expect((await get(other)).status).toBe(404);
    expect((await fetch(`${server.url}${url}`)).status).toBe(401);
    expect(await lineCounters(server, lineId)).toMatchObject({ frozen: 1 });
  });

  it('bad input is a translated 400 and writes nothing', async () => {
    const order = await orderWithStock(server, buyer, kettle, [{ stocked: 5, taken: 5 }]);
    const lineId = order.lines[0]!.id;
    const others = await picture(other);
    const mine = await Promise.all([1, 2, 3, 4, 5, 6].map(() => picture(buyer)));
    const cases: [Record<string, unknown>, number, string][] = [
      [{ orderId: order.id, lineId, quantity: 1, reason: '   ' }, 400, 'mall.refundReasonRequired'],
      [{ orderId: order.id, lineId, quantity: 1, reason: 'x'.repeat(501) }, 400, 'validation.tooLong'],
      [{ orderId: order.id, lineId, quantity: 0 }, 400, 'mall.quantityRequired'],
      [{ orderId: order.id, lineId, quantity: 1.5 }, 400, 'validation.invalidNumber'],
      [{ orderId: order.id, lineId, quantity: 6 }, 400, 'mall.refundQuantityExceeded'],
      [{ lineId, quantity: 1 }, 400, 'mall.refundTargetRequired'],
      [{ orderId: order.id, shipmentId: 1, lineId, quantity: 1 }, 400, 'mall.refundTargetRequired'],
      [{ orderId: order.id, lineId: 2_000_000_000, quantity: 1 }, 404, 'mall.refundTargetNotFound'],
      [{ orderId: order.id, lineId, quantity: 1, imageKeys: mine }, 400, 'mall.refundImagesTooMany'],
      [{ orderId: order.id, lineId, quantity: 1, imageKeys: [others] }, 400, 'mall.refundImageInvalid'],
      [{ orderId: order.id, lineId, quantity: 1, imageKeys: ['../../etc/passwd'] }, 400, 'mall.refundImageInvalid'],
      [{ orderId: order.id, lineId, quantity: 1, imageKeys: [`refunds/${buyer.userId}/never-uploaded.png`] }, 400, 'mall.refundImageInvalid'],
      [{ orderId: order.id, lineId, quantity: 1, imageKeys: [mine[0], mine[0]] }, 400, 'mall.refundImageInvalid'],
    ];
    for (const [body, status, key] of cases) {
      const res = await ask(buyer, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toContain(key);
    }
    expect((await server.call('GET', '/api/refunds/refundable', { token: buyer.token })).body.message).toBe('mall.refundTargetRequired');
    expect((await server.call('GET', '/api/refunds/mine?status=paid', { token: buyer.token })).status).toBe(400);
    expect((await server.call('POST', '/api/refunds', { body: { orderId: order.id, lineId, quantity: 1, reason: 'x' } })).status).toBe(401);
    expect(await countRows(server, 'mall_refund', sql`order_id = ${order.id}`)).toBe(0);
    expect(await lineCounters(server, lineId)).toMatchObject({ frozen: 0 });
  });

  it('documents every refund route in the OpenAPI answer', async () => {
    const doc = (await server.call('GET', '/api/docs/json')).body;
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/refunds')).sort()).toEqual([
      '/api/refunds', '/api/refunds/admin', '/api/refunds/admin/counts', '/api/refunds/admin/download', '/api/refunds/admin/{id}', '/api/refunds/files',
      '/api/refunds/files/{owner}/{name}', '/api/refunds/mine', '/api/refunds/mine/{id}', '/api/refunds/refundable', '/api/refunds/{id}/review',
    ]);
  });

  it('takes pictures by their bytes only', async () => {
    expect((await uploadPicture(server, buyer, '/api/refunds/files', Buffer.from('%PDF-1.4 not a picture'))).body.message).toBe('upload.typeNotAllowed');
    expect((await uploadPicture(server, null, '/api/refunds/files', pngBytes())).status).toBe(401);
    const made = await uploadPicture(server, buyer, '/api/refunds/files', pngBytes());
    expect(made.body.key).toMatch(new RegExp(`^refunds/${buyer.userId}/[0-9a-f-]+\\.png$`));
    expect(made.body.url).toBe(`/api/refunds/files/${made.body.key.slice('refunds/'.length)}`);
  });
});
