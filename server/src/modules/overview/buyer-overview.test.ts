import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buyerOverviewSchema, type BuyerOverview } from 'shared-contracts/api/buyer-overview';
import { paymentSchema } from 'shared-contracts/api/payments';
import { shipmentSchema } from 'shared-contracts/api/shipments';
import { useTestServer } from '../../../test/harness';
import { orders, payments } from '../../db/schema';
import {
  itemOf, makeStockCast, orderAwaitingFinal, placeOrder, review, uploadVoucher, type StockCast, type Who,
} from '../stock/stock-test-kit';
import { makeShipment } from '../../../test/refund-factory';
import { stockedOrder } from '../../../test/stock-factory';
import { lastMonths } from './spending';

/**
 * The buyer's overview (docs/buyer-overview.md) over orders walked to known steps through the real routes: each
 * list holds exactly the buyer's entries at that step, with amounts, deadlines and reasons; another buyer's never.
 */
const { server } = useTestServer();
let cast: StockCast;
const DAY = 86_400_000;

const overviewOf = async (who: Who): Promise<BuyerOverview> => {
  const res = await server.call('GET', '/api/overview/mine', { token: who.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return buyerOverviewSchema.parse(res.body);
};
const accept = async (orderId: number) =>
  expect((await server.call('POST', `/api/orders/${orderId}/actions`, { token: cast.operator.token, body: { action: 'accept' } })).status).toBe(200);
const transfer = async (who: Who, body: Record<string, unknown>) => {
  const res = await server.call('POST', '/api/payments/bank-transfer', { token: who.token, body: {
    remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 100_000, voucherKey: await uploadVoucher(server, who), ...body,
  } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return paymentSchema.parse(res.body);
};

/** The orders of the story, by the step each was left at. */
const made = { depositDue: 0, depositRejected: 0, waiting: 0, balanceDue: 0, expiring: 0, shipped: 0, refunded: 0, othersDue: 0 };
let shipmentNo = '';
let othersShipment = '';

beforeAll(async () => {
  cast = await makeStockCast(server, 'overview');
  const { buyer, other, operator, cup, lid } = cast;
  made.waiting = (await placeOrder(server, buyer, [itemOf(cup, 1)])).id;
  made.depositDue = (await placeOrder(server, buyer, [itemOf(cup, 3), itemOf(lid, 1)])).id;
  await accept(made.depositDue);
  made.depositRejected = (await placeOrder(server, buyer, [itemOf(lid, 2)])).id;
  await accept(made.depositRejected);
  const deposit = await transfer(buyer, { orderId: made.depositRejected, kind: 'deposit' });
  expect((await review(server, operator, deposit.id, { approve: false, reason: 'Ảnh chứng từ bị mờ' })).status).toBe(200);
  made.balanceDue = (await orderAwaitingFinal(server, buyer, operator, [itemOf(cup, 2)])).id;
  made.expiring = (await orderAwaitingFinal(server, buyer, operator, [itemOf(lid, 4)], [3])).id;
  // Stocked a while ago: its stock goes back tomorrow.
  await server.database.db.update(orders).set({ stockReturnAt: new Date(Date.now() + DAY) }).where(eq(orders.id, made.expiring));

  const stocked = await stockedOrder(server, buyer, cup, { quantity: 5 });
  made.shipped = stocked.orderId;
  const shipment = await server.call('POST', '/api/shipments', { token: buyer.token, body: {
    consignee: 'Lê Văn Cường', contact: '0987654321', address: '45 Trần Phú, Đà Nẵng', items: [{ skuId: cup.skuIds[0], quantity: 2 }],
  } });
  expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
  const { id: shipmentId } = shipmentSchema.parse(shipment.body);
  shipmentNo = shipmentSchema.parse(shipment.body).shipmentNo;
  expect((await server.call('POST', `/api/shipments/${shipmentId}/ship`, { token: operator.token, body: { logisticsCompany: 'GHN', trackingNo: 'GHN0001' } })).status).toBe(200);
  const refund = await server.call('POST', '/api/refunds', { token: buyer.token, body: {
    orderId: stocked.orderId, lineId: stocked.lineId, quantity: 1, reason: 'Vỏ hộp bị móp',
  } });
  expect(refund.status, JSON.stringify(refund.body)).toBe(201);
  made.refunded = stocked.orderId;

  made.othersDue = (await placeOrder(server, other, [itemOf(cup, 7)])).id;
  await accept(made.othersDue);
  const othersStock = await stockedOrder(server, other, lid, { quantity: 2 });
  othersShipment = (await makeShipment(server, other, [{ orderId: othersStock.orderId, lineId: othersStock.lineId, quantity: 1 }])).shipmentNo;
}, 120_000);

describe('GET api/overview/mine', () => {
  it('answers 401 without a sign-in', async () => {
    expect((await server.call('GET', '/api/overview/mine')).status).toBe(401);
  });

  it('lists the deposit and the balance due, nearest deadline first, in fen and dong at today\'s rate', async () => {
    const { duePayments } = await overviewOf(cast.buyer);
    // The balance whose stock goes back tomorrow comes before the one of next week (and is in expiringStock too).
    expect(duePayments.items.map((p) => [p.orderId, p.kind])).toEqual([[made.depositDue, 'deposit'], [made.expiring, 'final'], [made.balanceDue, 'final']]);
    expect(duePayments.total).toBe(3);
    const [deposit, , balance] = duePayments.items;
    // 30 % of 3 × 33.33 + 19.99, rounded up to the fen; 3,600 dong per yuan.
    expect(deposit).toMatchObject({ amount: 3600, amountVnd: 129_600, exchangeRate: 3600, lineCount: 2, goods: { goodsName: '保温杯' } });
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, made.depositDue));
    expect(deposit?.dueAt).toBe(row?.depositDueAt?.toISOString());
    // The balance for everything stocked, as the payment page first offers it.
    const due = await server.call('GET', `/api/payments/due?orderId=${made.balanceDue}&kind=final`, { token: cast.buyer.token });
    expect(balance?.amount).toBe(due.body.amount);
    expect(balance?.dueAt).not.toBeNull();
  });

  it('lists the rejected deposit with the operator\'s reason, and the stock going back within the window', async () => {
    const overview = await overviewOf(cast.buyer);
    expect(overview.rejectedPayments.items).toEqual([expect.objectContaining({
      orderId: made.depositRejected, kind: 'deposit', reason: 'Ảnh chứng từ bị mờ', amount: 1200, dueAt: null,
    })]);
    expect(overview.expiringWithinDays).toBe(2);
    expect(overview.expiringStock.items).toEqual([expect.objectContaining({ orderId: made.expiring, units: 3, lineCount: 1 })]);
    // The other balance returns in 7 days: not yet.
    expect(overview.expiringStock.total).toBe(1);
  });

  it('lists the shipment on the way with its carrier and tracking number, and the refund under review', async () => {
    const { shipments, refunds } = await overviewOf(cast.buyer);
    expect(shipments.items).toEqual([expect.objectContaining({ shipmentNo, logisticsCompany: 'GHN', trackingNo: 'GHN0001', quantity: 2, orderId: made.shipped })]);
    expect(refunds.items).toEqual([expect.objectContaining({ orderId: made.refunded, quantity: 1, amount: 3333, goodsName: '保温杯' })]);
  });

  it('adds approved payments per month of Vietnam\'s calendar, the current month last', async () => {
    const { spending } = await overviewOf(cast.buyer);
    expect(spending.map((m) => m.month)).toEqual(lastMonths(new Date()).map((m) => m.month));
    const approved = await server.database.db.select({ n: sql<number>`coalesce(sum(amount), 0)::int` }).from(payments)
      .where(sql`${payments.userId} = ${cast.buyer.userId} and ${payments.status} = 'PAID'`);
    expect(spending.at(-1)?.amount).toBe(approved[0]?.n);
    expect(spending.at(-1)?.payments).toBe(2);
    // A payment approved three months ago counts in its month; one approved before the window not at all.
    const [paid] = await server.database.db.select().from(payments).where(sql`${payments.orderId} = ${made.balanceDue} and ${payments.status} = 'PAID'`);
    const month = lastMonths(new Date())[2];
    await server.database.db.update(payments).set({ reviewedAt: new Date((month?.start.getTime() ?? 0) + 3_600_000) }).where(eq(payments.id, paid?.id ?? 0));
    const later = (await overviewOf(cast.buyer)).spending;
    expect(later[2]).toEqual({ month: month?.month, amount: paid?.amount, payments: 1 });
    expect(later.at(-1)?.payments).toBe(1);
  });

  it('never shows another buyer\'s entries, and staff get an overview of their own (empty)', async () => {
    const mine = await overviewOf(cast.buyer);
    const orderIds = [...mine.duePayments.items, ...mine.rejectedPayments.items, ...mine.expiringStock.items].map((e) => e.orderId);
    expect(orderIds).not.toContain(made.othersDue);
    expect(mine.shipments.items.map((s) => s.shipmentNo)).toEqual([shipmentNo]);
    const others = await overviewOf(cast.other);
    expect(others.duePayments.items.map((p) => p.orderId)).toEqual([made.othersDue]);
    expect(others.shipments.items.map((s) => s.shipmentNo)).toEqual([othersShipment]);
    expect([others.rejectedPayments.total, others.expiringStock.total, others.refunds.total]).toEqual([0, 0, 0]);
    const staff = await overviewOf(cast.operator);
    expect(staff.duePayments.total + staff.shipments.total + staff.refunds.total).toBe(0);
    expect(staff.spending.every((m) => m.amount === 0)).toBe(true);
  });

  it('caps each list and counts them all', async () => {
    for (let i = 0; i < 11; i += 1) await accept((await placeOrder(server, cast.other, [itemOf(cast.lid, 1)])).id);
    const { duePayments } = await overviewOf(cast.other);
    expect(duePayments.items).toHaveLength(10);
    expect(duePayments.total).toBe(12);
  }, 60_000);
});
