import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { NotificationKind } from 'shared-contracts/mall/notification-rules';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { placeOrder, type Who } from '../../../test/refund-factory';
import { countRows, rows } from '../../../test/rows';
import { TestClock } from '../../plugins/app/jobs-clock';
import { recordNotifications } from './record';
import { NOTIFICATIONS_PURGE, NOTIFICATIONS_PURGE_CRON, purgeOldNotifications } from './purge';

/**
 * The nightly purge (docs/notifications.md "Keeping the table small"), by the app's test clock: read more than 90
 * days ago or older than 365 days goes; unread and younger, read recently, and what still guards a repeat (a reminder
 * of a deadline ahead, an overdue notice of an order still waiting) stay; a second run deletes nothing.
 */
const DAY = 86_400_000;
const clock = new TestClock();
const { server } = useTestServer({ clock });
let buyer: Who;
let goods: MadeGoods;

beforeAll(async () => {
  buyer = await makeUser(server, 'purge-buyer', 'purchaser');
  [goods] = (await makeShop(server, [{ name: '清理测试商品', skus: [{ attrs: { 颜色: '红' }, price: 1_000 }] }])).goods as [MadeGoods];
});

/** One notification for the buyer, made and (optionally) read the given days before the clock's now. */
async function told(label: string, createdDaysAgo: number, readDaysAgo: number | null, kind: NotificationKind = 'orderAccepted', extra: { orderId?: number; dueAt?: string } = {}) {
  const [id] = await recordNotifications(server.app.db, kind, [buyer.userId], {
    buyerId: buyer.userId, orderId: extra.orderId ?? null, params: { orderNo: label, ...(extra.dueAt ? { dueAt: extra.dueAt } : {}) },
  });
  const at = (days: number) => new Date(clock.now().getTime() - days * DAY).toISOString();
  await server.app.db.execute(sql`
    update notification set created_at = ${at(createdDaysAgo)}::timestamptz,
      read_at = ${readDaysAgo === null ? null : at(readDaysAgo)}::timestamptz where id = ${id}`);
  return id as number;
}

const left = async (ids: number[]) => (await rows<{ id: number }>(server, sql`
  select id from notification where id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by id`)).map((r) => r.id);

async function runPurge() {
  await server.app.jobs.runNow(NOTIFICATIONS_PURGE);
  expect(await server.app.jobs.runDue()).toBe(1);
  const [run] = await server.app.jobs.runs(NOTIFICATIONS_PURGE);
  return run?.output;
}

describe('the notifications purge', () => {
  it('is scheduled nightly and deletes, by the app clock, the read-and-old and the year-old, once', async () => {
    const task = (await server.app.jobs.tasks()).find((t) => t.name === NOTIFICATIONS_PURGE);
    expect(task?.cron).toBe(NOTIFICATIONS_PURGE_CRON);

    const readLongAgo = await told('read-91', 120, 91);
    const readLately = await told('read-89', 120, 89);
    const unreadYoung = await told('unread-300', 300, null);
    const yearOld = await told('unread-366', 366, null);
    const readYearOld = await told('read-400', 400, 10);
    // Still guarding a repeat: a reminder of a deadline ahead, the overdue notice of an order still waiting.
    const reminder = await told('reminder', 400, 200, 'depositReminder', { dueAt: new Date(clock.now().getTime() + DAY).toISOString() });
    const pastReminder = await told('reminder-past', 400, null, 'depositReminder', { dueAt: new Date(clock.now().getTime() - 300 * DAY).toISOString() });
    const waiting = await placeOrder(server, buyer, goods, [1]);
    const overdue = await told('overdue', 400, 100, 'acceptanceOverdue', { orderId: waiting.id });
    await server.app.db.execute(sql`
      insert into mail_outbox (recipient, subject, body, notification_id) values ('purge@example.com', 's', 'b', ${readLongAgo})`);
    const events = () => countRows(server, 'live_event', sql`entity = 'notification'`);
    const eventsBefore = await events();
    const all = [readLongAgo, readLately, unreadYoung, yearOld, readYearOld, reminder, pastReminder, overdue];

    expect(await runPurge()).toEqual({ deleted: 4 });
    expect(await left(all)).toEqual([readLately, unreadYoung, reminder, overdue]);
    // A delete writes no live event; the outbox keeps its record of the mail (no foreign key to the notification).
    expect(await events()).toBe(eventsBefore);
    expect(await countRows(server, 'mail_outbox', sql`notification_id = ${readLongAgo}`)).toBe(1);

    expect(await runPurge()).toEqual({ deleted: 0 });
    expect(await left(all)).toEqual([readLately, unreadYoung, reminder, overdue]);

    // Two days on, the one read 89 days ago has passed 90, and the reminder's deadline has passed.
    clock.advance(2 * DAY);
    expect(await runPurge()).toEqual({ deleted: 2 });
    expect(await left(all)).toEqual([unreadYoung, overdue]);
  });

  it('walks a backlog in batches, each its own statement, and deletes all of it', async () => {
    const backlog = [];
    for (let i = 0; i < 7; i++) backlog.push(await told(`backlog-${i}`, 500, null));
    const young = await told('young', 1, null);
    expect(await purgeOldNotifications(server.app.db, clock.now(), 2)).toBe(7);
    expect(await left([...backlog, young])).toEqual([young]);
    expect(await purgeOldNotifications(server.app.db, clock.now(), 2)).toBe(0);
  });
});
