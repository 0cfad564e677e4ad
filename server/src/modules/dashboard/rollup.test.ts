import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DashboardFigures } from 'shared-contracts/api/dashboard';
import { makeStore } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { makeDept, makeStaff } from '../../../test/staff-factory';
import { TestClock } from '../../plugins/app/jobs-clock';
import type { DataScope } from '../data-scope/data-scope';
import { buyerIn } from '../data-scope/scope-test-kit';
import type { Who } from '../stock/stock-test-kit';
import { insertOrder, type OrderSpec } from './dashboard-test-kit';
import { dashboardFigures } from './figures';
import { DASHBOARD_ROLLUP_CRON, DASHBOARD_ROLLUP_TASK, rollUpDashboard } from './rollup-task';

/**
 * The daily rollup (docs/dashboard.md "The rollup"): the figures it answers equal the live computation over the same
 * orders, for periods inside, across and after the rolled-up days and for two scopes; an old order that moves on is
 * right before the task runs (its buyer-day read live) and after; a lost log means live figures and a rebuild.
 * Ten days of March 2025 (no other test writes there), "today" the 10th in Hanoi.
 */
const DAY = 86_400_000;
const clock = new TestClock(new Date(Date.UTC(2025, 2, 10, 3)));
const { server } = useTestServer({ clock });
const settings = { cnyToVnd: 3600, acceptReplyDays: 1 };
let inside: Who;
let outside: Who;
let insideDept: number;
let stores: number[];
const placed: Record<string, number> = {};

const ev = (action: string, from: OrderSpec['status'], to: OrderSpec['status'], afterMinutes: number) => ({ action, from, to, afterMinutes });
const ACCEPT = (after: number) => ev('accept', 'depositPending', 'depositPending', after);
const DEPOSIT = ev('approveDeposit', 'depositReview', 'awaitingStocking', 600);
const STOCKED = ev('completeStocking', 'awaitingStocking', 'finalPaymentPending', 6000);

/**
 * The shapes the funnel tells apart, placed by `buyer` at 09:00 + `minute` in Hanoi on March `day` (0 and below: the
 * last days of February, a whole month for the rollup's month sums).
 */
async function dayOf(buyer: Who, day: number) {
  const at = (minute: number) => new Date(Date.UTC(2025, 2, day, 2, minute));
  const n = day + 28;
  const o = (name: string, minute: number, spec: Omit<OrderSpec, 'userId' | 'storeId' | 'createdAt'>) =>
    insertOrder(server, { userId: buyer.userId, storeId: stores[(n + minute) % 3]!, createdAt: at(minute), goodsId: 20 + ((n * 7 + minute) % 5), ...spec })
      .then(({ orderId }) => { placed[`${buyer.userId}-${day}-${name}`] = orderId; });
  const value = (k: number) => 1000 * n + 100 * k + (buyer === inside ? 0 : 7);
  await o('waiting', 0, { status: 'depositPending', acceptance: 'waiting', goodsTotal: value(1) });
  await o('refused', 10, { status: 'closed', acceptance: 'refused', goodsTotal: value(2), events: [ev('refuse', 'depositPending', 'closed', 30)] });
  await o('stocking', 20, { status: 'awaitingStocking', goodsTotal: value(3), events: [ACCEPT(30 + n * 97), DEPOSIT] });
  await o('closedStocked', 30, { status: 'closed', goodsTotal: value(4),
    events: [ACCEPT(60 * n), DEPOSIT, STOCKED, ev('expireStock', 'finalPaymentPending', 'closed', 20000)] });
  if (n % 2) await o('accepted', 40, { status: 'depositPending', goodsTotal: value(5), events: [ACCEPT(1500 + n)] });
  // 23:30 in Hanoi: still that day there.
  if (n % 3 === 0) {
    await insertOrder(server, { userId: buyer.userId, storeId: stores[0]!, status: 'completed', createdAt: new Date(Date.UTC(2025, 2, day, 16, 30)),
      goodsTotal: value(6), goodsId: 29, events: [ACCEPT(45), DEPOSIT, STOCKED] });
  }
}

const scopes = (): Record<string, DataScope> => ({ all: { kind: 'all' }, inside: { kind: 'limited', deptIds: [insideDept], userId: 0 } });
const PERIODS = [['2025-03-01', '2025-03-10'], ['2025-03-02', '2025-03-05'], ['2025-03-09', '2025-03-09'], ['2025-03-10', '2025-03-10'],
  ['2025-03-08', '2025-03-14'], ['2025-02-20', '2025-03-03'],
  // With the whole of February (the month sums of viewers of every buyer), alone, with days of March, with January's.
  ['2025-02-01', '2025-02-28'], ['2025-02-01', '2025-03-10'], ['2025-01-20', '2025-03-05'], ['2025-02-15', '2025-03-31']] as const;

const figures = (scope: DataScope, from: string, to: string, live = false) =>
  dashboardFigures(server.app.db, scope, { from, to }, settings, { live });

/** Every period and scope: the answer (rollup where it has one) equals the live computation. */
async function expectRollupEqualsLive(): Promise<void> {
  for (const [name, scope] of Object.entries(scopes())) {
    for (const [from, to] of PERIODS) {
      expect(await figures(scope, from, to), `${name} ${from}..${to}`).toEqual(await figures(scope, from, to, true));
    }
  }
}

const rollUp = (opts: { rebuild?: boolean } = {}) => rollUpDashboard(server.app.db, clock.now(), opts);
const rolledDays = async () => (await rows<{ n: number }>(server, sql`select count(distinct day)::int as n from dashboard_day`))[0]?.n;

/** Moves an order on as its step would: the row, and its timeline event in the same transaction. */
async function step(orderId: number, set: { status?: string; acceptance?: string }, event: { action: string; from: string; to: string }) {
  await server.app.db.transaction(async (tx) => {
    await tx.execute(sql`update mall_order set status = coalesce(${set.status ?? null}, status), acceptance = coalesce(${set.acceptance ?? null}, acceptance),
      version = version + 1 where id = ${orderId}`);
    await tx.execute(sql`insert into mall_order_event (order_id, from_status, to_status, action, created_at)
      values (${orderId}, ${event.from}, ${event.to}, ${event.action}, ${clock.now().toISOString()}::timestamptz)`);
  });
}

beforeAll(async () => {
  insideDept = await makeDept(server, 'Rollup inside', null);
  inside = await buyerIn(server, 'dash-roll-inside', insideDept);
  outside = await buyerIn(server, 'dash-roll-outside', await makeDept(server, 'Rollup outside', null));
  stores = [await makeStore(server, 'Rollup store A'), await makeStore(server, 'Rollup store B'), await makeStore(server, 'Rollup store C')];
  for (let day = -13; day <= 10; day++) {
    await dayOf(inside, day);
    await dayOf(outside, day);
  }
});

describe('the dashboard rollup', () => {
  it('before its first run the figures are live; the run rolls up every day before today (Hanoi)', async () => {
    await expectRollupEqualsLive();
    const run = await rollUp();
    expect(run).toMatchObject({ rebuilt: true, through: '2025-03-09' });
    expect(await rolledDays()).toBe(23);
    await expectRollupEqualsLive();
    // A second run finds nothing new.
    expect(await rollUp()).toMatchObject({ rebuilt: false, days: 0, pairs: 0, through: '2025-03-09' });
  });

  it('the figures are read from the rollup for the rolled-up days (a changed row shows), today live', async () => {
    const count = async (table: string) => Number((await rows<{ n: number }>(server,
      sql`select count(*)::int as n from ${sql.identifier(table)} where day = '2025-03-02'`))[0]?.n);
    const all = { kind: 'all' } as const;
    const before = { all: await figures(all, '2025-03-01', '2025-03-10'), inside: await figures(scopes().inside!, '2025-03-01', '2025-03-10') };
    // Every buyer: the rollup without the buyer is read, the per-buyer one is not.
    await server.app.db.execute(sql`update dashboard_all_day set orders = orders + 100 where day = '2025-03-02'`);
    await server.app.db.execute(sql`update dashboard_day set orders = orders + 1000 where day = '2025-03-02'`);
    const after = { all: await figures(all, '2025-03-01', '2025-03-10'), inside: await figures(scopes().inside!, '2025-03-01', '2025-03-10') };
    expect(after.all.days[1]!.orders).toBe(before.all.days[1]!.orders + 100 * await count('dashboard_all_day'));
    expect(after.all.days[9]).toEqual(before.all.days[9]);
    const insideRows = Number((await rows<{ n: number }>(server,
      sql`select count(*)::int as n from dashboard_day where day = '2025-03-02' and user_id = ${inside.userId}`))[0]?.n);
    expect(after.inside.days[1]!.orders).toBe(before.inside.days[1]!.orders + 1000 * insideRows);
    // The month's sums are what the top lists read for a whole month (March 2025 is whole from the 1st to the 31st).
    await server.app.db.execute(sql`update dashboard_month_value set value = value + 1000000 where kind = 'store' and key_id = ${stores[2]!}`);
    const february = (await figures(all, '2025-02-01', '2025-02-28')).top.stores[0];
    expect(february).toMatchObject({ id: stores[2]! });
    expect(february!.value).toBeGreaterThan(1000000);
    expect(await rollUp({ rebuild: true })).toMatchObject({ rebuilt: true });
    expect(await figures(all, '2025-03-01', '2025-03-10')).toEqual(before.all);
    expect(await figures(scopes().inside!, '2025-03-01', '2025-03-10')).toEqual(before.inside);
  });

  it('an old order that moves on is counted at once, before the task runs, and after it', async () => {
    const before = await figures({ kind: 'all' }, '2025-03-01', '2025-03-10');
    const february = await figures({ kind: 'all' }, '2025-02-01', '2025-02-28');
    await step(placed[`${inside.userId}-2-stocking`]!, { status: 'finalPaymentPending' }, STOCKED);
    await step(placed[`${outside.userId}-3-accepted`]!, { status: 'closed' }, { action: 'closeUnpaid', from: 'depositPending', to: 'closed' });
    await step(placed[`${inside.userId}-4-waiting`]!, { acceptance: 'accepted' }, ACCEPT(0));
    // In February, a whole month: its sums are taken out for this buyer-day and the day read live.
    await step(placed[`${outside.userId}--5-waiting`]!, { acceptance: 'accepted' }, ACCEPT(0));
    const moved = await figures({ kind: 'all' }, '2025-03-01', '2025-03-10');
    expect(moved.funnel).not.toEqual(before.funnel);
    expect(moved.funnel.steps[3]!.reached).toBe(before.funnel.steps[3]!.reached + 1);
    expect(moved.times.accept.count).toBe(before.times.accept.count + 1);
    expect((await figures({ kind: 'all' }, '2025-02-01', '2025-02-28')).top.buyers).not.toEqual(february.top.buyers);
    await expectRollupEqualsLive();

    expect(await rollUp()).toMatchObject({ rebuilt: false, days: 0, pairs: 4 });
    expect(await figures({ kind: 'all' }, '2025-03-01', '2025-03-10')).toEqual(moved);
    await expectRollupEqualsLive();
  });

  it('a new day is rolled up when it ends; an order placed today that moves on stays exact', async () => {
    await step(placed[`${outside.userId}-10-waiting`]!, { acceptance: 'accepted' }, ACCEPT(0));
    clock.advance(DAY);
    expect(await rollUp()).toMatchObject({ rebuilt: false, days: 1, through: '2025-03-10' });
    expect(await rolledDays()).toBe(24);
    await expectRollupEqualsLive();
  });

  it('when the trim took log rows the task never read, the figures are live and the next run rebuilds', async () => {
    await step(placed[`${inside.userId}-6-stocking`]!, { status: 'finalPaymentPending' }, STOCKED);
    await server.app.db.execute(sql`delete from live_event`);
    await expectRollupEqualsLive();
    expect(await rollUp()).toMatchObject({ rebuilt: true, through: '2025-03-10' });
    await expectRollupEqualsLive();
  });

  it('is a task of the job queue, every 5 minutes; "run now" rolls up, and the route answers from the rollup', async () => {
    const task = (await server.app.jobs.tasks()).find((t) => t.name === DASHBOARD_ROLLUP_TASK);
    expect(task?.cron).toBe(DASHBOARD_ROLLUP_CRON);
    await step(placed[`${outside.userId}-5-stocking`]!, { status: 'finalPaymentPending' }, STOCKED);
    await server.app.jobs.runNow(DASHBOARD_ROLLUP_TASK);
    expect(await server.app.jobs.runDue()).toBe(1);
    const [run] = await server.app.jobs.runs(DASHBOARD_ROLLUP_TASK);
    expect(run?.output).toMatchObject({ rebuilt: false, pairs: 1, through: '2025-03-10' });

    const staff = await makeStaff(server, { username: 'dash-roll-staff', permissions: ['order:list'], dataScope: 'custom', scopeDeptIds: [insideDept] });
    const answer = async () => {
      const res = await server.call('GET', '/api/dashboard/figures?from=2025-03-01&to=2025-03-11', { token: staff.token });
      expect(res.status).toBe(200);
      return res.body as DashboardFigures;
    };
    const live = await figures(scopes().inside!, '2025-03-01', '2025-03-11', true);
    expect(await answer()).toMatchObject({ days: live.days, funnel: live.funnel, times: live.times });
    await server.app.db.execute(sql`update dashboard_day set goods_value = goods_value + 1 where day = '2025-03-03' and user_id = ${inside.userId}`);
    expect((await answer()).days[2]!.goodsValue).toBeGreaterThan(live.days[2]!.goodsValue);
  });
});
