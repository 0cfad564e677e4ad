import { beforeAll, describe, expect, it } from 'vitest';
import { dashboardFiguresSchema, type DashboardFigures } from 'shared-contracts/api/dashboard';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { makeStore } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { makeDept, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import type { Who } from '../stock/stock-test-kit';
import { insertOrder, insertPayment, type OrderSpec } from './dashboard-test-kit';

/**
 * `GET api/dashboard/figures` (docs/dashboard.md) over a week in 2025 no other test writes into: orders at known
 * steps of the flow, their timelines and payments, for a buyer inside a staff member's scope and one outside.
 */
const { server } = useTestServer();
const FROM = '2025-03-01';
const TO = '2025-03-07';
/** 09:00 in Hanoi (UTC+7) on a March 2025 day. */
const at = (day: number, minutes = 0) => new Date(Date.UTC(2025, 2, day, 2, minutes));
let inside: Who;
let outside: Who;
let scoped: Staff;
let everyone: Staff;
let storeA: number;
let storeB: number;

const ev = (action: string, from: OrderSpec['status'], to: OrderSpec['status'], afterMinutes: number) => ({ action, from, to, afterMinutes });
const ACCEPT = ev('accept', 'depositPending', 'depositPending', 60);
const DEPOSIT = ev('approveDeposit', 'depositReview', 'awaitingStocking', 600);
const STOCKED = ev('completeStocking', 'awaitingStocking', 'finalPaymentPending', 6000);
const BALANCE = ev('approveFinal', 'finalPaymentReview', 'pendingShipment', 7000);
const SHIPPED = ev('ship', 'pendingShipment', 'shipping', 8000);

/** Eight orders of `buyer`, one at each place the funnel tells apart. */
async function ordersOf(buyer: Who) {
  const userId = buyer.userId;
  const o = (spec: Omit<OrderSpec, 'userId'>) => insertOrder(server, { userId, ...spec });
  // Day 1: waiting for acceptance; refused; cancelled by the buyer before acceptance.
  await o({ storeId: storeA, status: 'depositPending', acceptance: 'waiting', createdAt: at(1), goodsTotal: 1000, goodsId: 11 });
  await o({ storeId: storeA, status: 'closed', acceptance: 'refused', createdAt: at(1, 10), goodsTotal: 2000, goodsId: 11,
    events: [ev('refuse', 'depositPending', 'closed', 30)] });
  await o({ storeId: storeA, status: 'closed', acceptance: 'waiting', createdAt: at(1, 20), goodsTotal: 3000, goodsId: 11,
    events: [ev('cancel', 'depositPending', 'closed', 5)] });
  // Day 2: accepted, closed unpaid; accepted, deposit approved.
  await o({ storeId: storeA, status: 'closed', createdAt: at(2), goodsTotal: 4000, goodsId: 12,
    events: [{ ...ACCEPT, afterMinutes: 120 }, ev('closeUnpaid', 'depositPending', 'closed', 1500)] });
  await o({ storeId: storeB, status: 'awaitingStocking', createdAt: at(2, 30), goodsTotal: 5000, goodsId: 12, events: [{ ...ACCEPT, afterMinutes: 180 }, DEPOSIT] });
  // Day 4: stocked, then its stock went back unpaid; shipped.
  await o({ storeId: storeB, status: 'closed', createdAt: at(4), goodsTotal: 6000, goodsId: 13,
    events: [{ ...ACCEPT, afterMinutes: 240 }, DEPOSIT, STOCKED, ev('expireStock', 'finalPaymentPending', 'closed', 20000)] });
  await o({ storeId: storeB, status: 'shipping', createdAt: at(4, 30), goodsTotal: 7000, goodsId: 13,
    events: [{ ...ACCEPT, afterMinutes: 3000 }, DEPOSIT, STOCKED, BALANCE, SHIPPED] });
  // Day 7, 23:30 in Hanoi (still the 7th there, the 8th nowhere yet): completed.
  const done = await o({ storeId: storeB, status: 'completed', createdAt: new Date(Date.UTC(2025, 2, 7, 16, 30)), goodsTotal: 8000, goodsId: 13,
    events: [{ ...ACCEPT, afterMinutes: 30 }, DEPOSIT, STOCKED, BALANCE, SHIPPED, ev('complete', 'delivered', 'completed', 9000)] });
  // Outside the period on either side: the 8th in Hanoi, and the last day of February.
  await o({ storeId: storeA, status: 'depositPending', acceptance: 'waiting', createdAt: new Date(Date.UTC(2025, 2, 7, 17, 30)), goodsTotal: 99_000 });
  await o({ storeId: storeA, status: 'depositPending', acceptance: 'waiting', createdAt: at(0), goodsTotal: 99_000 });
  // Payments reviewed by staff after 30, 90 and 600 minutes; an online one settled by nobody is not a review.
  await insertPayment(server, { ...done, userId, kind: 'deposit', status: 'PAID', createdAt: at(2), reviewedAfterMinutes: 30, reviewedBy: everyone.userId });
  await insertPayment(server, { ...done, userId, kind: 'final', status: 'PAID', createdAt: at(3), reviewedAfterMinutes: 90, reviewedBy: everyone.userId });
  await insertPayment(server, { ...done, userId, kind: 'final', status: 'REVIEW_FAILED', createdAt: at(5), reviewedAfterMinutes: 2000, reviewedBy: everyone.userId });
  await insertPayment(server, { ...done, userId, kind: 'final', status: 'PAID', createdAt: at(5), reviewedAfterMinutes: 1 });
}

const figures = async (token: string, from = FROM, to = TO): Promise<DashboardFigures> => {
  const res = await server.call('GET', `/api/dashboard/figures?from=${from}&to=${to}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return dashboardFiguresSchema.parse(res.body);
};

beforeAll(async () => {
  const insideDept = await makeDept(server, 'Figures inside', null);
  const outsideDept = await makeDept(server, 'Figures outside', null);
  inside = await buyerIn(server, 'dash-fig-inside', insideDept);
  outside = await buyerIn(server, 'dash-fig-outside', outsideDept);
  scoped = await makeStaff(server, { username: 'dash-fig-scoped', permissions: ['order:list'], dataScope: 'custom', scopeDeptIds: [insideDept] });
  everyone = await makeStaff(server, { username: 'dash-fig-all', permissions: ['order:list'], dataScope: 'all' });
  storeA = await makeStore(server, 'Figures store A');
  storeB = await makeStore(server, 'Figures store B');
  await ordersOf(inside);
  await ordersOf(outside);
});

describe('GET /api/dashboard/figures', () => {
  it('orders and goods value per Hanoi day, every day of the period, with the rate from the settings', async () => {
    const f = await figures(scoped.token);
    expect(f.cnyToVnd).toBe(3600);
    expect(f.days).toEqual([
      { day: '2025-03-01', orders: 3, goodsValue: 6000 },
      { day: '2025-03-02', orders: 2, goodsValue: 9000 },
      { day: '2025-03-03', orders: 0, goodsValue: 0 },
      { day: '2025-03-04', orders: 2, goodsValue: 13_000 },
      { day: '2025-03-05', orders: 0, goodsValue: 0 },
      { day: '2025-03-06', orders: 0, goodsValue: 0 },
      { day: '2025-03-07', orders: 1, goodsValue: 8000 },
    ]);
  });

  it('the funnel: how many reached each step, and where the closed ones stopped', async () => {
    const { funnel } = await figures(scoped.token);
    expect(funnel.steps).toEqual([
      { step: 'placed', reached: 8, closed: 1 },
      { step: 'accepted', reached: 5, closed: 1 },
      { step: 'depositPaid', reached: 4, closed: 0 },
      { step: 'stocked', reached: 3, closed: 1 },
      { step: 'balancePaid', reached: 2, closed: 0 },
      { step: 'shipped', reached: 2, closed: 0 },
      { step: 'completed', reached: 1, closed: 0 },
    ]);
    expect([funnel.refused, funnel.closed]).toEqual([1, 3]);
  });

  it('time to accept and to review payments: median and p90 in minutes against the one-day target', async () => {
    const { times } = await figures(scoped.token);
    // Accepted after 120, 180, 240, 3000 and 30 minutes.
    expect(times.accept).toEqual({ count: 5, medianMinutes: 180, p90Minutes: 1896, targetMinutes: 1440, overTarget: 1 });
    // Reviewed after 30, 90 and 2000 minutes.
    expect(times.paymentReview).toEqual({ count: 3, medianMinutes: 90, p90Minutes: 1618, targetMinutes: 1440, overTarget: 1 });
  });

  it('top goods, stores and buyers by the value of accepted orders', async () => {
    const { top } = await figures(scoped.token);
    expect(top.goods.map((g) => [g.id, g.value, g.orders])).toEqual([[13, 21_000, 3], [12, 9000, 2]]);
    expect(top.stores.map((s) => [s.id, s.name, s.value, s.orders])).toEqual([[storeB, 'Figures store B', 26_000, 4], [storeA, 'Figures store A', 4000, 1]]);
    expect(top.buyers.map((b) => [b.id, b.value, b.orders])).toEqual([[inside.userId, 30_000, 5]]);
  });

  it('scope all adds the buyer outside; another department sees nothing', async () => {
    const all = await figures(everyone.token);
    expect(all.days.map((d) => d.orders)).toEqual([6, 4, 0, 4, 0, 0, 2]);
    expect(all.funnel.steps[0]).toEqual({ step: 'placed', reached: 16, closed: 2 });
    expect(all.top.buyers.map((b) => b.id).sort()).toEqual([inside.userId, outside.userId].sort());
    const elsewhere = await makeStaff(server, {
      username: 'dash-fig-elsewhere', permissions: ['order:list'], dataScope: 'custom', scopeDeptIds: [await makeDept(server, 'Figures empty', null)],
    });
    const none = await figures(elsewhere.token);
    expect(none.days.every((d) => d.orders === 0 && d.goodsValue === 0)).toBe(true);
    expect(none.funnel.steps.every((s) => s.reached === 0)).toBe(true);
    expect(none.times.accept).toMatchObject({ count: 0, medianMinutes: null, p90Minutes: null });
    expect(none.top).toEqual({ goods: [], stores: [], buyers: [] });
  });

  it('one day to 366 days; anything else is 400 mall.dashboardPeriodInvalid', async () => {
    expect((await figures(scoped.token, '2025-03-04', '2025-03-04')).days).toEqual([{ day: '2025-03-04', orders: 2, goodsValue: 13_000 }]);
    expect((await figures(scoped.token, '2024-03-07', '2025-03-07')).days).toHaveLength(366);
    for (const query of ['from=2024-03-06&to=2025-03-07', 'from=2025-03-08&to=2025-03-07', 'from=2025-02-30&to=2025-03-07', 'from=yesterday&to=2025-03-07', 'to=2025-03-07']) {
      const res = await server.call('GET', `/api/dashboard/figures?${query}`, { token: scoped.token });
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(MessageKey.dashboardPeriodInvalid);
    }
  });

  it('401 without a token, 403 without order:list', async () => {
    expect((await server.call('GET', `/api/dashboard/figures?from=${FROM}&to=${TO}`)).status).toBe(401);
    expect((await server.call('GET', `/api/dashboard/figures?from=${FROM}&to=${TO}`, { token: inside.token })).status).toBe(403);
  });
});
