import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { paymentSchema } from 'shared-contracts/api/payments';
import { testDriver, useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { useSecondProcess } from '../../../test/second-process';
import { makeStaff } from '../../../test/staff-factory';
import { TestClock } from '../../plugins/app/jobs-clock';
import {
  itemOf, makeStockCast, orderAwaitingFinal, placeOrder, setSetting, uploadVoucher, type StockCast,
} from '../stock/stock-test-kit';
import { REMINDERS_SWEEP, dueStep, sendDueReminders } from './reminders';

/**
 * Deadline reminders with the app's test clock (docs/notifications.md "Reminders"): the deposit some hours before the
 * unpaid countdown closes the order, the balance some days before the stock goes back (settings); each once, however
 * many sweeps or processes run; none for an order already paid.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const clock = new TestClock();
const { server } = useTestServer({ clock });
let cast: StockCast;

beforeAll(async () => {
  cast = await makeStockCast(server, 'remind');
});

const remindersOf = (orderId: number) =>
  rows<{ kind: string; params: Record<string, unknown>; in_portal: boolean }>(server, sql`
    select kind, params, in_portal from notification where order_id = ${orderId} and kind in ('depositReminder', 'balanceReminder') order by id`);

/** The sweep as the queue runs it, at the clock's now. */
async function sweep() {
  await server.app.jobs.runNow(REMINDERS_SWEEP);
  await server.app.jobs.runDue();
}

async function accepted() {
  const order = await placeOrder(server, cast.buyer, [itemOf(cast.cup, 2)]);
  expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: cast.operator.token, body: { action: 'accept' } })).status).toBe(200);
  return order;
}

// First: orders are placed at the database's time, which the test clock then moves away from.
describe('an order waiting beyond the reply target', () => {
  it('is told once to the staff who accept orders and may see its buyer', async () => {
    const watcher = await makeStaff(server, { username: 'remind-acceptor', permissions: ['order:list', 'order:accept'], dataScope: 'all' });
    const blind = await makeStaff(server, { username: 'remind-blind', permissions: ['order:list', 'order:accept'], dataScope: 'self' });
    const waiting = await placeOrder(server, cast.buyer, [itemOf(cast.cup, 1)]);
    const answered = await accepted();
    const overdueOf = (orderId: number) => rows<{ user_id: number; params: Record<string, unknown> }>(server, sql`
      select user_id, params from notification where order_id = ${orderId} and kind = 'acceptanceOverdue' order by user_id`);
    clock.advance(20 * HOUR);
    await sweep();
    expect(await overdueOf(waiting.id)).toEqual([]);
    clock.advance(5 * HOUR);
    await sweep();
    await sweep();
    const told = await overdueOf(waiting.id);
    expect(told.map((t) => t.user_id)).toContain(watcher.userId);
    expect(told.map((t) => t.user_id)).not.toContain(blind.userId);
    expect(told.map((t) => t.user_id)).not.toContain(cast.buyer.userId);
    expect(new Set(told.map((t) => t.user_id)).size).toBe(told.length);
    expect(told.find((t) => t.user_id === watcher.userId)?.params).toMatchObject({ orderNo: waiting.orderNo, days: 1 });
    expect(await overdueOf(answered.id)).toEqual([]);
  });
});

describe('the deposit reminder', () => {
  it('comes once, the setting\'s hours before the countdown closes the order; none for a paid deposit', async () => {
    const unpaid = await accepted();
    const paid = await accepted();
    const transfer = await server.call('POST', '/api/payments/bank-transfer', { token: cast.buyer.token, body: {
      orderId: paid.id, kind: 'deposit', remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 50_000,
      voucherKey: await uploadVoucher(server, cast.buyer),
    } });
    expect(transfer.status).toBe(201);
    paymentSchema.parse(transfer.body);

    clock.advance(19 * HOUR);
    await sweep();
    expect(await remindersOf(unpaid.id)).toEqual([]);

    clock.advance(1.5 * HOUR);
    await sweep();
    await sweep();
    const [reminder, ...more] = await remindersOf(unpaid.id);
    expect(more).toEqual([]);
    expect(reminder).toMatchObject({ kind: 'depositReminder', in_portal: true, params: { orderNo: unpaid.orderNo, deposit: unpaid.depositAmount } });
    expect(await remindersOf(paid.id)).toEqual([]);

    // Past the deadline the order is closed, not reminded.
    clock.advance(4 * HOUR);
    await server.app.jobs.runDue();
    await sweep();
    expect(await remindersOf(unpaid.id)).toHaveLength(1);
  });

  describe(`with two processes on one ${testDriver} database`, () => {
    const secondProcess = useSecondProcess(server, clock);

    it('follows the setting, and sweeps racing in both processes make one reminder', async () => {
      await setSetting(server, 'deposit_reminder_hours', '8');
      try {
        const order = await accepted();
        clock.advance(17 * HOUR);
        const second = secondProcess.app();
        await Promise.all([
          sendDueReminders(server.app, clock.now()), sendDueReminders(second, clock.now()),
          sendDueReminders(server.app, clock.now()), sendDueReminders(second, clock.now()),
        ]);
        expect(await remindersOf(order.id)).toHaveLength(1);
      } finally {
        await setSetting(server, 'deposit_reminder_hours', '4');
      }
    });
  });
});

describe('the balance reminders', () => {
  it('come 2 days and 1 day before the stock goes back, each once; none once the balance is paid', async () => {
    const waiting = await orderAwaitingFinal(server, cast.buyer, cast.operator, [itemOf(cast.cup, 2)]);
    const paying = await orderAwaitingFinal(server, cast.buyer, cast.operator, [itemOf(cast.lid, 1)]);
    const paid = await server.call('POST', '/api/payments/bank-transfer', { token: cast.buyer.token, body: {
      orderId: paying.id, kind: 'final', quantities: paying.lines.map((l) => ({ lineId: l.id, quantity: 1 })),
      remitterName: 'Nguyễn Văn An', remitterBank: 'Vietcombank', remittedAmount: 100_000, voucherKey: await uploadVoucher(server, cast.buyer),
    } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);

    clock.advance(4 * DAY + HOUR);
    await sweep();
    expect(await remindersOf(waiting.id)).toEqual([]);

    clock.advance(DAY);
    await sweep();
    await sweep();
    expect((await remindersOf(waiting.id)).map((r) => r.params.daysLeft)).toEqual([2]);

    clock.advance(DAY);
    await sweep();
    const reminders = await remindersOf(waiting.id);
    expect(reminders.map((r) => r.params.daysLeft)).toEqual([2, 1]);
    expect(reminders.every((r) => r.kind === 'balanceReminder' && r.params.orderNo === waiting.orderNo)).toBe(true);
    expect(await remindersOf(paying.id)).toEqual([]);
  });

  it('show in the portal even when the buyer turned reminders off for e-mail', async () => {
    const saved = await server.call('PUT', '/api/notifications/preferences', { token: cast.buyer.token, body: {
      items: [{ kind: 'balanceReminder', portal: true, email: false }],
    } });
    expect(saved.status).toBe(200);
    const order = await orderAwaitingFinal(server, cast.buyer, cast.operator, [itemOf(cast.cup, 1)]);
    clock.advance(6 * DAY + HOUR);
    await sweep();
    const [row] = await rows<{ in_portal: boolean; email_wanted: boolean }>(server, sql`
      select in_portal, email_wanted from notification where order_id = ${order.id} and kind = 'balanceReminder'`);
    expect(row).toEqual({ in_portal: true, email_wanted: false });
  });

  it('when several steps have passed at once, only the nearest is sent', () => {
    const deadline = new Date(10 * DAY);
    expect(dueStep(deadline, [2 * DAY, DAY], new Date(7 * DAY))).toBeNull();
    expect(dueStep(deadline, [2 * DAY, DAY], new Date(8 * DAY))).toBe(2 * DAY);
    expect(dueStep(deadline, [2 * DAY, DAY], new Date(9.5 * DAY))).toBe(DAY);
  });
});
