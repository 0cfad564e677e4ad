import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { dashboardWorkSchema, type DashboardWork } from 'shared-contracts/api/dashboard';
import { orderCountsSchema, orderPageSchema, staffOrderPageSchema } from 'shared-contracts/api/orders';
import { makeUser } from '../../../test/accounts';
import { makeStore } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { makeDept, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import type { Who } from '../stock/stock-test-kit';
import { insertOrder, insertPayment, insertRefund, insertShipment } from './dashboard-test-kit';

/**
 * `GET api/dashboard/work` (docs/dashboard.md): each card counts its queue within the caller's data scope, and a card
 * whose code the caller lacks is absent. Two buyers in departments of their own hold the same work; a staff member
 * scoped to one department sees one buyer's, `self` sees none, `all` sees both (plus what the demo seed holds).
 */
const { server } = useTestServer();
const ALL_CODES = ['order:list', 'order:accept', 'order:stock', 'payment:review', 'shipment:edit', 'refund:review'];
const HOUR = 3_600_000;
let inside: Who;
let outside: Who;
let scoped: Staff;
let everyone: Staff;
let baseline: DashboardWork;

/** One of each kind of work for `buyer`: what every card counts once, the overdue acceptance and expiring stock included. */
async function workOf(buyer: Who, storeId: number) {
  const now = Date.now();
  const userId = buyer.userId;
  await insertOrder(server, { userId, storeId, status: 'depositPending', acceptance: 'waiting', createdAt: new Date(now - HOUR) });
  await insertOrder(server, { userId, storeId, status: 'depositPending', acceptance: 'waiting', createdAt: new Date(now - 30 * HOUR) });
  // Not waiting: accepted and waiting for its deposit, refused, cancelled.
  await insertOrder(server, { userId, storeId, status: 'depositPending', acceptance: 'accepted' });
  await insertOrder(server, { userId, storeId, status: 'closed', acceptance: 'refused', createdAt: new Date(now - 50 * HOUR) });
  const deposit = await insertOrder(server, { userId, storeId, status: 'depositReview' });
  await insertPayment(server, { orderId: deposit.orderId, userId, kind: 'deposit', status: 'PENDING_REVIEW' });
  await insertPayment(server, { orderId: deposit.orderId, userId, kind: 'deposit', status: 'REVIEW_FAILED' });
  const final = await insertOrder(server, { userId, storeId, status: 'finalPaymentReview' });
  await insertPayment(server, { orderId: final.orderId, userId, kind: 'final', status: 'RE_REVIEW' });
  await insertOrder(server, { userId, storeId, status: 'awaitingStocking' });
  await insertOrder(server, { userId, storeId, status: 'finalPaymentPending', stockReturnAt: new Date(now + 30 * HOUR) });
  await insertOrder(server, { userId, storeId, status: 'finalPaymentRejected', stockReturnAt: new Date(now + 47 * HOUR) });
  // Later than two days, or already gone back: not expiring.
  await insertOrder(server, { userId, storeId, status: 'finalPaymentPending', stockReturnAt: new Date(now + 60 * HOUR) });
  await insertOrder(server, { userId, storeId, status: 'finalPaymentPending', stockReturnAt: new Date(now - HOUR) });
  await insertShipment(server, userId, 'pending');
  await insertShipment(server, userId, 'shipping');
  const shipped = await insertOrder(server, { userId, storeId, status: 'shipping' });
  await insertRefund(server, { ...shipped, userId, status: 'refunding' });
  await insertRefund(server, { ...shipped, userId, status: 'refundSuccess' });
}

const ONE_BUYER = {
  awaitingAcceptance: { count: 2, overdue: 1 }, paymentReview: { deposit: 1, final: 1 }, awaitingStocking: { count: 1 },
  shipmentsToDispatch: { count: 1 }, refundsToReview: { count: 1 }, stockExpiring: { count: 2 }, acceptReplyDays: 1,
};

const work = async (token: string) => {
  const res = await server.call('GET', '/api/dashboard/work', { token });
  expect(res.status).toBe(200);
  return dashboardWorkSchema.strict().parse(res.body);
};

beforeAll(async () => {
  const insideDept = await makeDept(server, 'Dashboard inside', null);
  const outsideDept = await makeDept(server, 'Dashboard outside', null);
  inside = await buyerIn(server, 'dash-work-inside', insideDept);
  outside = await buyerIn(server, 'dash-work-outside', outsideDept);
  scoped = await makeStaff(server, { username: 'dash-work-scoped', permissions: ALL_CODES, dataScope: 'custom', scopeDeptIds: [insideDept], deptId: outsideDept });
  everyone = await makeStaff(server, { username: 'dash-work-all', permissions: ALL_CODES, dataScope: 'all' });
  baseline = await work(everyone.token);
  const storeId = await makeStore(server);
  await workOf(inside, storeId);
  await workOf(outside, storeId);
});

describe('GET /api/dashboard/work', () => {
  it('counts each queue within a custom scope: only the buyer inside', async () => {
    expect(await work(scoped.token)).toEqual(ONE_BUYER);
  });

  it('scope all counts both buyers on top of what was there', async () => {
    const both = await work(everyone.token);
    expect(both.awaitingAcceptance).toEqual({ count: baseline.awaitingAcceptance!.count + 4, overdue: baseline.awaitingAcceptance!.overdue + 2 });
    expect(both.paymentReview).toEqual({ deposit: baseline.paymentReview!.deposit + 2, final: baseline.paymentReview!.final + 2 });
    expect(both.awaitingStocking!.count).toBe(baseline.awaitingStocking!.count + 2);
    expect(both.shipmentsToDispatch!.count).toBe(baseline.shipmentsToDispatch!.count + 2);
    expect(both.refundsToReview!.count).toBe(baseline.refundsToReview!.count + 2);
    expect(both.stockExpiring!.count).toBe(baseline.stockExpiring!.count + 4);
  });

  it('scope self or another department sees none of the buyers\' work', async () => {
    const self = await makeStaff(server, { username: 'dash-work-self', permissions: ALL_CODES, dataScope: 'self' });
    const elsewhere = await makeStaff(server, {
      username: 'dash-work-elsewhere', permissions: ALL_CODES, dataScope: 'custom', scopeDeptIds: [await makeDept(server, 'Dashboard empty', null)],
    });
    const none = {
      awaitingAcceptance: { count: 0, overdue: 0 }, paymentReview: { deposit: 0, final: 0 }, awaitingStocking: { count: 0 },
      shipmentsToDispatch: { count: 0 }, refundsToReview: { count: 0 }, stockExpiring: { count: 0 }, acceptReplyDays: 1,
    };
    expect(await work(self.token)).toEqual(none);
    expect(await work(elsewhere.token)).toEqual(none);
  });

  it('answers only the cards of the codes held: a card without its code is absent, not zero', async () => {
    const acceptOnly = await makeStaff(server, { username: 'dash-work-accept', permissions: ['order:accept'], dataScope: 'custom', scopeDeptIds: [], deptId: null });
    expect(await work(acceptOnly.token)).toEqual({ awaitingAcceptance: { count: 0, overdue: 0 }, acceptReplyDays: 1 });
    const [dept] = await rows<{ dept_id: number }>(server, sql`select dept_id from sys_user where id = ${inside.userId}`);
    const shipper = await makeStaff(server, {
      username: 'dash-work-ship', permissions: ['shipment:edit', 'refund:review'], dataScope: 'custom', scopeDeptIds: [dept!.dept_id],
    });
    expect(await work(shipper.token)).toEqual({ shipmentsToDispatch: { count: 1 }, refundsToReview: { count: 1 }, acceptReplyDays: 1 });
  });

  it('an overdue acceptance follows accept_reply_days', async () => {
    await server.database.db.execute(sql`update sys_dict_detail set label = '2' where value = 'accept_reply_days'`);
    try {
      expect((await work(scoped.token)).awaitingAcceptance).toEqual({ count: 2, overdue: 0 });
    } finally {
      await server.database.db.execute(sql`update sys_dict_detail set label = '1' where value = 'accept_reply_days'`);
    }
  });

  it('401 without a token, 403 for a buyer or staff holding no card\'s code', async () => {
    expect((await server.call('GET', '/api/dashboard/work')).status).toBe(401);
    expect((await server.call('GET', '/api/dashboard/work', { token: inside.token })).status).toBe(403);
    const lister = await makeStaff(server, { username: 'dash-work-lister', permissions: ['payment:list'] });
    expect((await server.call('GET', '/api/dashboard/work', { token: lister.token })).status).toBe(403);
    const buyer = await makeUser(server, 'dash-work-buyer', 'purchaser');
    expect((await server.call('GET', '/api/dashboard/work', { token: buyer.token })).status).toBe(403);
  });

  it("the stock-expiring card opens exactly its orders: the orders list with only=stockExpiring, in the same scope", async () => {
    const listed = async (token: string) => {
      const res = await server.call('GET', '/api/orders/admin?only=stockExpiring&page=0&size=100', { token });
      expect(res.status).toBe(200);
      return staffOrderPageSchema.parse(res.body);
    };
    const inScope = await listed(scoped.token);
    expect(inScope.totalElements).toBe(ONE_BUYER.stockExpiring.count);
    expect(new Set(inScope.content.map((o) => o.status))).toEqual(new Set(['finalPaymentPending', 'finalPaymentRejected']));
    expect(inScope.content.every((o) => o.buyerId === inside.userId)).toBe(true);
    expect((await listed(everyone.token)).totalElements).toBe((await work(everyone.token)).stockExpiring!.count);
    // The tabs' counts follow the same narrowing; the buyer's own list takes it too.
    const counts = orderCountsSchema.parse((await server.call('GET', '/api/orders/admin/counts?only=stockExpiring', { token: scoped.token })).body);
    expect((counts.finalPaymentPending ?? 0) + (counts.finalPaymentRejected ?? 0)).toBe(2);
    const mine = orderPageSchema.parse((await server.call('GET', '/api/orders/mine?only=stockExpiring', { token: inside.token })).body);
    expect(mine.totalElements).toBe(2);
    expect((await server.call('GET', '/api/orders/admin?only=soon', { token: scoped.token })).status).toBe(400);
  });
});
