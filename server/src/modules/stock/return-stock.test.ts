import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentSchema } from 'shared-contracts/api/payments';
import { orderStockingSchema, type OrderStocking } from 'shared-contracts/api/stock';
import { useTestServer } from '../../../test/harness';
import type { MadeGoods } from '../../../test/catalogue-factory';
import { TestClock } from '../../plugins/app/jobs-clock';
import { RETURN_STOCK, RETURN_STOCK_SWEEP, returnLeftoverStock } from './return-stock';
import { orderAwaitingFinal, orderOf, review, uploadVoucher, makeStockCast, type Item, type Who } from './stock-test-kit';

const DAY = 86_400_000;
const clock = new TestClock();
const { server } = useTestServer({ clock });
let buyer: Who;
let operator: Who;
let cup: MadeGoods;
let lid: MadeGoods;

beforeAll(async () => {
  ({ buyer, operator, cup, lid } = await makeStockCast(server, 'return'));
});

const items = (): Item[] => [
  { goodsId: cup.id, skuId: cup.skuIds[0]!, quantity: 4 },
  { goodsId: lid.id, skuId: lid.skuIds[0]!, quantity: 2 },
];
const stockingOf = async (orderId: number): Promise<OrderStocking> =>
  orderStockingSchema.parse((await server.call('GET', `/api/orders/${orderId}/stocking`, { token: buyer.token })).body);
const counters = (s: OrderStocking) => s.lines.map((l) => ({ stocked: l.stocked, taken: l.taken, returned: l.returned, available: l.available }));

/** The buyer's final payment by transfer for `taken` units of each line; answers the payment. */
async function payFinal(orderId: number, lines: { id: number }[], taken: number[]) {
  const res = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
    orderId, kind: 'final', remitterName: 'Lê Văn Cường', remitterBank: 'ACB', remittedAmount: 100_000,
    voucherKey: await uploadVoucher(server, buyer), quantities: lines.map((l, i) => ({ lineId: l.id, quantity: taken[i] ?? 0 })),
  } });
  expect(res.status).toBe(201);
  return paymentSchema.parse(res.body);
}
const runSweep = async () => {
  await server.app.jobs.runNow(RETURN_STOCK_SWEEP);
  await server.app.jobs.runDue();
};

describe('the return of leftover stock', () => {
  it('nothing paid by the deadline: the order closes once and every stocked unit goes back', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items(), [3, 2]);
    const deadline = Date.parse((await stockingOf(order.id)).stockReturnAt ?? '');
    expect(deadline).toBe(clock.now().getTime() + 7 * DAY);
    clock.advance(6 * DAY);
    await server.app.jobs.runDue();
    expect((await stockingOf(order.id)).stockReturnedAt).toBeNull();

    clock.advance(DAY + 60_000);
    await server.app.jobs.runDue();
    const returned = await stockingOf(order.id);
    expect(returned).toMatchObject({ status: 'closed', stockReturnedAt: clock.now().toISOString() });
    expect(counters(returned)).toEqual([{ stocked: 3, taken: 0, returned: 3, available: 0 }, { stocked: 2, taken: 0, returned: 2, available: 0 }]);
    // Run again, and by the sweep: nothing more happens.
    await server.app.jobs.runNow(RETURN_STOCK, { orderId: order.id });
    await runSweep();
    const events = (await orderOf(server, buyer, order.id)).events.filter((e) => e.action === 'expireStock');
    expect(events).toEqual([expect.objectContaining({ actorName: null, fromStatus: 'finalPaymentPending', toStatus: 'closed' })]);
    expect(counters(await stockingOf(order.id))).toEqual(counters(returned));
  });

  it('final payment approved: what was not taken goes back, the order stays, the taken goods stay available', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items(), [4, 2]);
    const payment = await payFinal(order.id, order.lines, [1, 2]);
    expect((await review(server, operator, payment.id, { approve: true })).status).toBe(200);
    clock.advance(7 * DAY + 60_000);
    await server.app.jobs.runDue();
    const after = await stockingOf(order.id);
    expect(after.status).toBe('pendingShipment');
    expect(after.stockReturnedAt).not.toBeNull();
    expect(counters(after)).toEqual([{ stocked: 4, taken: 1, returned: 3, available: 1 }, { stocked: 2, taken: 2, returned: 0, available: 2 }]);
  });

  it('final payment under review at the deadline: waits; the sweep returns after the decision', async () => {
    const approvedLater = await orderAwaitingFinal(server, buyer, operator, items(), [4, 2]);
    const rejectedLater = await orderAwaitingFinal(server, buyer, operator, items(), [4, 2]);
    const first = await payFinal(approvedLater.id, approvedLater.lines, [2, 0]);
    const second = await payFinal(rejectedLater.id, rejectedLater.lines, [4, 2]);
    clock.advance(7 * DAY + 60_000);
    await server.app.jobs.runDue();
    for (const id of [approvedLater.id, rejectedLater.id]) {
      expect(await stockingOf(id)).toMatchObject({ status: 'finalPaymentReview', stockReturnedAt: null });
    }

    expect((await review(server, operator, first.id, { approve: true })).status).toBe(200);
    expect((await review(server, operator, second.id, { approve: false, reason: 'Không nhận được tiền' })).status).toBe(200);
    await runSweep();
    const approved = await stockingOf(approvedLater.id);
    expect(approved.status).toBe('pendingShipment');
    expect(counters(approved).map((c) => [c.taken, c.returned])).toEqual([[2, 2], [0, 2]]);
    const rejected = await stockingOf(rejectedLater.id);
    expect(rejected.status).toBe('closed');
    expect(counters(rejected).map((c) => c.returned)).toEqual([4, 2]);
  });

  it('the sweep catches an order whose own job was lost', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items(), [1, 1]);
    await server.database.db.execute(sql`delete from pgboss.job where name = ${RETURN_STOCK} and data->>'orderId' = ${String(order.id)}`);
    clock.advance(7 * DAY + 60_000);
    await server.app.jobs.runDue();
    expect((await stockingOf(order.id)).status).toBe('finalPaymentPending');
    await runSweep();
    expect(await stockingOf(order.id)).toMatchObject({ status: 'closed', lines: [{ returned: 1 }, { returned: 1 }] });
  });

  it('two runs at once return the stock once', async () => {
    const order = await orderAwaitingFinal(server, buyer, operator, items(), [2, 2]);
    const payment = await payFinal(order.id, order.lines, [1, 1]);
    expect((await review(server, operator, payment.id, { approve: true })).status).toBe(200);
    clock.advance(7 * DAY + 60_000);
    const outcomes = await Promise.all([1, 2, 3].map(() => returnLeftoverStock(server.app, order.id, clock.now())));
    expect(outcomes.filter((o) => o === 'returned')).toHaveLength(1);
    expect(counters(await stockingOf(order.id)).map((c) => c.returned)).toEqual([1, 1]);
  });
});
