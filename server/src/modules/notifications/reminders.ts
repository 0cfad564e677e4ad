import type { FastifyInstance } from 'fastify';
import { and, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { orders } from '../../db/schema';
import { withLockedOrder, type OrderRow } from '../orders/locked-order';
import { OTHER_EVENT_NOTICES } from 'shared-contracts/mall/notification-rules';
import { recordNotifications, tell } from './record';

/** Every five minutes: the deadline reminders now due (docs/notifications.md "Reminders"). */
export const REMINDERS_SWEEP = 'notifications.reminders';
export const REMINDERS_SWEEP_CRON = '*/5 * * * *';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/**
 * The settings' defaults (order_settings dictionary entries `deposit_reminder_hours`, `balance_reminder_days`, and
 * `accept_reply_days`, the platform's reply target, SPEC §9 "staff reply within 1 day").
 */
export const DEFAULT_REMINDER_SETTINGS = { depositHours: 4, balanceDays: [2, 1] as readonly number[], acceptReplyDays: 1 };
export type ReminderSettings = { depositHours: number; balanceDays: readonly number[]; acceptReplyDays: number };

/**
 * Read when the sweep runs, so an admin's change counts at the next one. A value that is not a number (or a list of
 * them, most days first) falls back to the default rather than stopping the reminders.
 */
export async function readReminderSettings(db: DbOrTx): Promise<ReminderSettings> {
  const rows = await queryRows<{ value: string; label: string }>(db, sql`
    select dd.value, dd.label from sys_dict_detail dd join sys_dict d on d.id = dd.dict_id
    where d.name = 'order_settings' and dd.value in ('deposit_reminder_hours', 'balance_reminder_days', 'accept_reply_days')`);
  const of = (value: string) => rows.find((r) => r.value === value)?.label.trim();
  const hours = Number(of('deposit_reminder_hours'));
  const days = (of('balance_reminder_days') ?? '').split(',').map((d) => Number(d.trim()));
  const daysOk = days.length > 0 && days.every((d) => Number.isFinite(d) && d > 0 && d <= 365);
  const reply = Number(of('accept_reply_days'));
  return {
    acceptReplyDays: Number.isFinite(reply) && reply > 0 && reply <= 365 ? reply : DEFAULT_REMINDER_SETTINGS.acceptReplyDays,
    depositHours: Number.isFinite(hours) && hours > 0 && hours <= 24 * 365 ? hours : DEFAULT_REMINDER_SETTINGS.depositHours,
    balanceDays: daysOk ? [...new Set(days)].sort((a, b) => b - a) : DEFAULT_REMINDER_SETTINGS.balanceDays,
  };
}

/** The reminder step due at `now` before a deadline: the nearest one passed (days before), or null. */
export function dueStep(deadline: Date, stepsMs: readonly number[], now: Date): number | null {
  const passed = stepsMs.filter((step) => deadline.getTime() - step <= now.getTime());
  return passed.length ? Math.min(...passed) : null;
}

/**
 * One reminder, in the order's lock, after checking again that the deadline still stands unpaid (a deposit or
 * balance paid a moment ago is not reminded). Its key (kind, order, deadline, step) makes it once per user: a second
 * sweep, another process, a rerun find it made. A deadline moved later gets reminders of its own.
 */
async function remind(db: Db, orderId: number, check: (order: OrderRow) => { kind: 'depositReminder' | 'balanceReminder'; deadline: Date; step: number } | null): Promise<boolean> {
  return withLockedOrder(db, orderId, async (tx, order) => {
    const due = check(order);
    if (!due) return false;
    const made = await recordNotifications(tx, due.kind, [order.userId], {
      buyerId: order.userId, orderId: order.id,
      params: {
        orderNo: order.orderNo, dueAt: due.deadline.toISOString(),
        ...(due.kind === 'depositReminder' ? { deposit: order.depositAmount } : { daysLeft: Math.round(due.step / DAY_MS) }),
      },
      dedupeKey: `${due.kind}:${order.id}:${due.deadline.getTime()}:${due.step}`,
    });
    return made.length > 0;
  }).catch((err: unknown) => {
    if (err && typeof err === 'object' && 'statusCode' in err && err.statusCode === 404) return false;
    throw err;
  });
}

/**
 * Orders still waiting for acceptance beyond the reply target: the staff who accept orders and may see the buyer are
 * told once per order (a key per order; orders told already are not read again).
 */
async function tellOverdueAcceptance(app: FastifyInstance, now: Date, replyDays: number): Promise<number> {
  const overdue = await queryRows<{ id: number }>(app.db, sql`
    select o.id from mall_order o
    where o.status = 'depositPending' and o.acceptance = 'waiting'
      and o.created_at <= ${new Date(now.getTime() - replyDays * DAY_MS).toISOString()}::timestamptz
      and not exists (select 1 from notification n where n.order_id = o.id and n.kind = 'acceptanceOverdue')
    order by o.id limit 500`);
  let told = 0;
  for (const { id } of overdue) {
    const made = await withLockedOrder(app.db, id, async (tx, order) => {
      if (order.status !== 'depositPending' || order.acceptance !== 'waiting') return 0;
      const [buyer] = await queryRows<{ name: string }>(tx, sql`select coalesce(nullif(nick_name, ''), username) as name from sys_user where id = ${order.userId}`);
      const ids = await tell(tx, OTHER_EVENT_NOTICES.acceptanceOverdue, {
        buyerId: order.userId, orderId: order.id,
        params: { orderNo: order.orderNo, buyer: buyer?.name ?? '', placedAt: order.createdAt.toISOString(), days: replyDays },
        dedupeKey: `acceptanceOverdue:${order.id}`,
      });
      return ids.length;
    });
    if (made > 0) told += 1;
  }
  return told;
}

export async function sendDueReminders(app: FastifyInstance, now: Date): Promise<{ deposit: number; balance: number; overdue: number }> {
  const settings = await readReminderSettings(app.db);
  const depositStep = settings.depositHours * HOUR_MS;
  const balanceSteps = settings.balanceDays.map((d) => d * DAY_MS);
  const counts = { deposit: 0, balance: 0, overdue: await tellOverdueAcceptance(app, now, settings.acceptReplyDays) };

  const depositDue = await app.db.select({ id: orders.id }).from(orders).where(and(
    eq(orders.status, 'depositPending'), eq(orders.acceptance, 'accepted'), gt(orders.depositDueAt, now),
    lte(orders.depositDueAt, new Date(now.getTime() + depositStep)),
  )).limit(1000);
  for (const { id } of depositDue) {
    const made = await remind(app.db, id, (order) => {
      if (order.status !== 'depositPending' || order.acceptance !== 'accepted' || !order.depositDueAt) return null;
      if (order.depositDueAt.getTime() <= now.getTime()) return null;
      const step = dueStep(order.depositDueAt, [depositStep], now);
      return step === null ? null : { kind: 'depositReminder', deadline: order.depositDueAt, step };
    });
    if (made) counts.deposit += 1;
  }

  const widest = Math.max(...balanceSteps);
  const balanceDue = await app.db.select({ id: orders.id }).from(orders).where(and(
    inArray(orders.status, ['finalPaymentPending', 'finalPaymentRejected']), isNull(orders.stockReturnedAt),
    gt(orders.stockReturnAt, now), lte(orders.stockReturnAt, new Date(now.getTime() + widest)),
  )).limit(1000);
  for (const { id } of balanceDue) {
    const made = await remind(app.db, id, (order) => {
      if (!['finalPaymentPending', 'finalPaymentRejected'].includes(order.status) || !order.stockReturnAt || order.stockReturnedAt) return null;
      if (order.stockReturnAt.getTime() <= now.getTime()) return null;
      const step = dueStep(order.stockReturnAt, balanceSteps, now);
      return step === null ? null : { kind: 'balanceReminder', deadline: order.stockReturnAt, step };
    });
    if (made) counts.balance += 1;
  }
  return counts;
}

export async function declareReminders(app: FastifyInstance): Promise<void> {
  app.jobs.handle(REMINDERS_SWEEP, async ({ now }) => sendDueReminders(app, now));
  await app.jobs.schedule(REMINDERS_SWEEP, REMINDERS_SWEEP_CRON);
}
