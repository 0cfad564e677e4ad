import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orderDetailSchema } from 'shared-contracts/api/orders';
import { refundCountsSchema, refundSchema, staffRefundPageSchema, staffRefundSchema, type Refund } from 'shared-contracts/api/refunds';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { lineCounters, makeShipment, orderWithStock, type Who } from '../../../test/refund-factory';

const { server } = useTestServer();
let buyer: Who;
let operator: Who;
let fan: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'review-buyer', 'purchaser');
  operator = await makeUser(server, 'review-operator', 'operator');
  [fan] = (await makeShop(server, [{ name: '电风扇', skus: [{ attrs: { 尺寸: '16寸' }, price: 12_500 }, { attrs: { 尺寸: '18寸' }, price: 15_000 }] }])).goods as [MadeGoods];
});

async function ask(body: Record<string, unknown>): Promise<Refund> {
  const res = await server.call('POST', '/api/refunds', { token: buyer.token, body: { reason: 'Quạt không chạy', imageKeys: [], ...body } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return refundSchema.parse(res.body);
}
const review = (who: Who, id: number, body: unknown) => server.call('POST', `/api/refunds/${id}/review`, { token: who.token, body });
const orderOf = async (id: number) => orderDetailSchema.parse((await server.call('GET', `/api/orders/${id}`, { token: buyer.token })).body);

describe('approving a refund', () => {
  it('moves frozen stock to refunded, records the amount on the refund and the order', async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 10, taken: 10 }]);
    const lineId = order.lines[0]!.id;
    const refund = await ask({ orderId: order.id, lineId, quantity: 3 });
    const staffView = staffRefundSchema.parse((await server.call('GET', `/api/refunds/admin/${refund.id}`, { token: operator.token })).body);
    expect(staffView).toMatchObject({ buyerName: 'review-buyer', suggestedAmount: 37_500, maxAmount: 37_500, status: 'refunding' });
    const res = await review(operator, refund.id, { approve: true, amount: 30_000, opinion: 'Đã kiểm tra' });
    expect(res.status).toBe(200);
    expect(staffRefundSchema.parse(res.body)).toMatchObject({
      status: 'refundSuccess', amount: 30_000, opinion: 'Đã kiểm tra', rejectReason: null, reviewerName: 'review-operator',
    });
    expect(res.body.reviewTime).toEqual(expect.any(String));
    expect(await lineCounters(server, lineId)).toEqual({ taken: 10, shipped: 0, frozen: 0, refunded: 3 });
    expect(await orderOf(order.id)).toMatchObject({ status: 'pendingShipment', refundStatus: 'refundSuccess', refundTotal: 30_000 });
  });

  it('the amount is bounded by what was paid for those units and by what the order still holds', async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 4, taken: 4 }]);
    const lineId = order.lines[0]!.id;
    const refund = await ask({ orderId: order.id, lineId, quantity: 2 });
    for (const amount of [25_001, -1, 1.5]) {
      const res = await review(operator, refund.id, { approve: true, amount });
      expect(res.status, String(amount)).toBe(400);
      expect(JSON.stringify(res.body), String(amount)).toContain('mall.refundAmountInvalid');
    }
    expect((await review(operator, refund.id, { approve: true })).body.message).toBe('mall.refundAmountInvalid');
    // The order was paid 50,000 of which 30,000 has gone back already: 20,000 remain for 25,000 of goods.
    await server.database.db.execute(sqlRefundTotal(order.id, 30_000));
    expect((await server.call('GET', `/api/refunds/admin/${refund.id}`, { token: operator.token })).body.maxAmount).toBe(20_000);
    expect((await review(operator, refund.id, { approve: true, amount: 20_001 })).status).toBe(400);
    expect((await review(operator, refund.id, { approve: true, amount: 0 })).body).toMatchObject({ status: 'refundSuccess', amount: 0 });
    expect(await lineCounters(server, lineId)).toMatchObject({ frozen: 0, refunded: 2 });
  });

  it('a refund on a shipment records the amount and leaves the stock counters alone', async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 6, taken: 6 }]);
    const lineId = order.lines[0]!.id;
    const shipment = await makeShipment(server, buyer, [{ orderId: order.id, lineId, quantity: 6 }], 'delivered');
    await server.database.db.execute(sqlStatus(order.id, 'delivered'));
    const refund = await ask({ shipmentId: shipment.id, lineId, quantity: 2 });
    expect((await review(operator, refund.id, { approve: true, amount: 25_000 })).status).toBe(200);
    expect(await lineCounters(server, lineId)).toEqual({ taken: 6, shipped: 6, frozen: 0, refunded: 0 });
    expect(await orderOf(order.id)).toMatchObject({ status: 'delivered', refundStatus: 'refundSuccess', refundTotal: 25_000 });
  });
});

describe('rejecting a refund', () => {
  it('needs an opinion; the stock goes back to available and the buyer reads why', async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 5, taken: 5 }]);
    const lineId = order.lines[0]!.id;
    const refund = await ask({ orderId: order.id, lineId, quantity: 5 });
    expect((await review(operator, refund.id, { approve: false })).body).toEqual({ status: 400, message: 'mall.reasonRequired' });
    expect((await review(operator, refund.id, { approve: false, opinion: '   ' })).body.message).toBe('mall.reasonRequired');
    const res = await review(operator, refund.id, { approve: false, opinion: 'Hàng không lỗi' });
    expect(res.body).toMatchObject({ status: 'refundFailure', amount: 0, opinion: 'Hàng không lỗi', rejectReason: 'Hàng không lỗi' });
    expect(await lineCounters(server, lineId)).toEqual({ taken: 5, shipped: 0, frozen: 0, refunded: 0 });
    expect(await orderOf(order.id)).toMatchObject({ status: 'pendingShipment', refundStatus: 'refundFailure', refundTotal: 0 });
    const mine = refundSchema.parse((await server.call('GET', `/api/refunds/mine/${refund.id}`, { token: buyer.token })).body);
    expect(mine).toMatchObject({ status: 'refundFailure', rejectReason: 'Hàng không lỗi', reviewerName: 'review-operator' });
    // Decided: a new request on the line may follow.
    expect((await ask({ orderId: order.id, lineId, quantity: 5 })).status).toBe('refunding');
  });
});

describe('deciding', () => {
  it('two operators at once: exactly one decides, the counters move once', async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 8, taken: 8 }]);
    const lineId = order.lines[0]!.id;
    const refund = await ask({ orderId: order.id, lineId, quantity: 4 });
    const results = await Promise.all([
      review(operator, refund.id, { approve: true, amount: 50_000 }),
      review(operator, refund.id, { approve: true, amount: 50_000 }),
      review(operator, refund.id, { approve: false, opinion: 'Trùng' }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.message)).toEqual(['mall.refundReviewed', 'mall.refundReviewed']);
    const decided = results.find((r) => r.status === 200)!.body;
    const counters = await lineCounters(server, lineId);
    if (decided.status === 'refundSuccess') {
      expect(counters).toMatchObject({ frozen: 0, refunded: 4 });
      expect((await orderOf(order.id)).refundTotal).toBe(50_000);
    } else {
      expect(counters).toMatchObject({ frozen: 0, refunded: 0 });
      expect((await orderOf(order.id)).refundTotal).toBe(0);
    }
  });

  it('needs refund:review; an unknown refund is not found', async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 2, taken: 2 }]);
    const refund = await ask({ orderId: order.id, lineId: order.lines[0]!.id, quantity: 1 });
    expect((await review(buyer, refund.id, { approve: true, amount: 1 })).status).toBe(403);
    expect((await server.call('GET', '/api/refunds/admin', { token: buyer.token })).status).toBe(403);
    expect((await server.call('GET', `/api/refunds/admin/${refund.id}`, { token: buyer.token })).status).toBe(403);
    expect((await review(operator, 2_000_000_000, { approve: true, amount: 1 })).body).toEqual({ status: 404, message: 'mall.refundNotFound' });
    expect((await review(operator, refund.id, { approve: 'yes' })).status).toBe(400);
  });

  it("the order's refund status is refunding while any refund is open, then the one decided last", async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 3, taken: 3 }, { stocked: 3, taken: 3 }]);
    const [a, b] = order.lines as [typeof order.lines[0], typeof order.lines[0]];
    const first = await ask({ orderId: order.id, lineId: a.id, quantity: 1 });
    const second = await ask({ orderId: order.id, lineId: b.id, quantity: 1 });
    await review(operator, second.id, { approve: true, amount: 100 });
    expect((await orderOf(order.id)).refundStatus).toBe('refunding');
    await review(operator, first.id, { approve: false, opinion: 'Không đủ bằng chứng' });
    expect((await orderOf(order.id)).refundStatus).toBe('refundFailure');
  });
});

describe('closing a fully refunded order', () => {
  it('closes through the state machine once everything taken is refunded and nothing shipped', async () => {
    const order = await orderWithStock(server, buyer, fan, [{ stocked: 3, taken: 3 }, { stocked: 2, taken: 2 }]);
    const [a, b] = order.lines as [typeof order.lines[0], typeof order.lines[0]];
    const first = await ask({ orderId: order.id, lineId: a.id, quantity: 3 });
    const second = await ask({ orderId: order.id, lineId: b.id, quantity: 2 });
    await review(operator, first.id, { approve: true, amount: 37_500 });
    // The other line's refund is still open: its goods may come back.
    expect((await orderOf(order.id)).status).toBe('pendingShipment');
    await review(operator, second.id, { approve: true, amount: 30_000 });
    const closed = await orderOf(order.id);
    expect(closed).toMatchObject({ status: 'closed', refundStatus: 'refundSuccess', refundTotal: 67_500 });
    expect(closed.events.filter((e) => e.action === 'closeRefunded'))
      .toEqual([expect.objectContaining({ fromStatus: 'pendingShipment', toStatus: 'closed', actorName: null, note: second.refundNo })]);
  });

  it('stays open while some stock is left, or when something shipped', async () => {
    const partial = await orderWithStock(server, buyer, fan, [{ stocked: 3, taken: 3 }]);
    const some = await ask({ orderId: partial.id, lineId: partial.lines[0]!.id, quantity: 2 });
    await review(operator, some.id, { approve: true, amount: 1 });
    expect((await orderOf(partial.id)).status).toBe('pendingShipment');

    const shipped = await orderWithStock(server, buyer, fan, [{ stocked: 3, taken: 3 }]);
    const lineId = shipped.lines[0]!.id;
    await makeShipment(server, buyer, [{ orderId: shipped.id, lineId, quantity: 1 }], 'pending');
    const rest = await ask({ orderId: shipped.id, lineId, quantity: 2 });
    await review(operator, rest.id, { approve: true, amount: 1 });
    expect((await orderOf(shipped.id)).status).toBe('pendingShipment');
  });
});

describe('reading refunds', () => {
  it('the buyer reads their own by state and order; staff see the queue with counts and a keyword', async () => {
    const reader = await makeUser(server, 'review-reader', 'purchaser');
    const order = await orderWithStock(server, reader, fan, [{ stocked: 5, taken: 5 }, { stocked: 5, taken: 5 }]);
    const [a, b] = order.lines as [typeof order.lines[0], typeof order.lines[0]];
    const asked = async (lineId: number) => refundSchema.parse((await server.call('POST', '/api/refunds', { token: reader.token, body: {
      orderId: order.id, lineId, quantity: 1, reason: 'Sai màu',
    } })).body);
    const first = await asked(a.id);
    const second = await asked(b.id);
    await review(operator, first.id, { approve: false, opinion: 'Đúng màu' });

    const mine = await server.call('GET', '/api/refunds/mine?status=refunding', { token: reader.token });
    expect(mine.body).toMatchObject({ totalElements: 1, content: [{ id: second.id }] });
    expect((await server.call('GET', `/api/refunds/mine?orderId=${order.id}`, { token: reader.token })).body.content.map((r: Refund) => r.id))
      .toEqual([second.id, first.id]);

    const byName = staffRefundPageSchema.parse((await server.call('GET', '/api/refunds/admin?keyword=review-reader', { token: operator.token })).body);
    expect(byName.content.map((r) => r.id)).toEqual([second.id, first.id]);
    expect(byName.content[0]).toMatchObject({ buyerId: reader.userId, buyerName: 'review-reader', orderNo: order.orderNo });
    const byNumber = staffRefundPageSchema.parse((await server.call('GET', `/api/refunds/admin?keyword=${first.refundNo}&status=refundFailure`, { token: operator.token })).body);
    expect(byNumber.content.map((r) => r.id)).toEqual([first.id]);
    const counts = refundCountsSchema.parse((await server.call('GET', '/api/refunds/admin/counts?keyword=review-reader', { token: operator.token })).body);
    expect(counts).toEqual({ refunding: 1, refundSuccess: 0, refundFailure: 1 });
    expect((await server.call('GET', '/api/refunds/admin?keyword=%25', { token: operator.token })).body.totalElements).toBe(0);
  });
});

function sqlRefundTotal(orderId: number, total: number) {
  return sql`update mall_order set refund_total = ${total} where id = ${orderId}`;
}
function sqlStatus(orderId: number, status: 'delivered') {
  return sql`update mall_order set status = ${status} where id = ${orderId}`;
}
