import { asc, eq, sql } from 'drizzle-orm';
import type { OrderState } from 'shared-contracts/mall/order-state';
import type { Tx } from '../db/connect';
import { queryRows } from '../db/rows';
import { orderEvents, orders, payments, users } from '../db/schema';
import { tellOrderPlaced, tellOrderStep } from '../modules/notifications/order-steps';
import { formatPaymentNo } from '../modules/orders/order-number';
import { readOrderSettings } from '../modules/payments/order-settings';
import { readPaymentDue } from '../modules/payments/payment-due';

type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;

/** What the demo buyers and staff have read: everything older than this, and what staff have acted upon. */
const READ_AFTER_MS = 48 * 3_600_000;

/**
 * The notifications of the demo orders (docs/notifications.md "Demo data"), told as the steps tell them. The demo
 * seed writes its orders and timeline events directly (a history, not steps taken now), so each event is replayed
 * through the notifications' own functions (`tellOrderPlaced`, `tellOrderStep`: the rules table, staff by code and
 * data scope, preferences, params) with the order row as that step left it; then each notification is dated at its
 * event, marked read where its reader has dealt with it (staff: the order moved on; buyers: older than two days),
 * and counted as mailed (this history is not mailed at the first start). Orders of an earlier seed without these
 * notifications get them at the next start; an order told of any of these steps is left alone.
 */
export async function seedDemoNotifications(tx: Tx, orderKeyPrefix: string, now: Date): Promise<void> {
  const pending = await tx.select().from(orders).where(sql`${orders.idempotencyKey} like ${`${orderKeyPrefix}%`}
    and not exists (select 1 from notification n where n.order_id = ${orders.id}
      and n.kind in ('orderAwaitingAcceptance', 'orderAccepted', 'paymentAwaitingReview', 'paymentApproved'))`)
    .orderBy(asc(orders.id));
  for (const order of pending) {
    const events = await tx.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
    await tellDemoOrder(tx, order, events, now);
  }
}

const STAFF_KINDS: Record<string, string> = { orderAwaitingAcceptance: 'accept', paymentAwaitingReview: 'approveDeposit' };

async function tellDemoOrder(tx: Tx, order: OrderRow, events: EventRow[], now: Date): Promise<void> {
  let row: OrderRow = { ...order, status: 'depositPending', acceptance: 'waiting', depositDueAt: null, paidAmount: 0 };
  for (const event of events) {
    const told = await tellEvent(tx, order, event, row);
    row = told.after;
    if (!told.kind) continue;
    // Staff have dealt with a notice once the order moved past it; a buyer has read what is two days old.
    const staffStep = STAFF_KINDS[told.kind];
    const readAt = staffStep !== undefined
      ? events.find((e) => e.action === staffStep)?.createdAt ?? null
      : now.getTime() - event.createdAt.getTime() > READ_AFTER_MS ? new Date(event.createdAt.getTime() + 3_600_000) : null;
    await tx.execute(sql`
      update notification set created_at = ${event.createdAt.toISOString()}::timestamptz,
        read_at = ${readAt ? readAt.toISOString() : null}::timestamptz,
        emailed_at = case when email_wanted then ${event.createdAt.toISOString()}::timestamptz end
      where order_id = ${order.id} and kind = ${told.kind}`);
  }
}

/** Tells one event of the history as its step would have: the order row it left, the kind of notification made. */
async function tellEvent(tx: Tx, order: OrderRow, event: EventRow, before: OrderRow): Promise<{ after: OrderRow; kind: string | null }> {
  const after: OrderRow = { ...before, status: event.toStatus as OrderState, updatedAt: event.createdAt };
  switch (event.action) {
    case 'placed':
      await tellOrderPlaced(tx, after);
      return { after, kind: 'orderAwaitingAcceptance' };
    case 'accept': {
      const { unpaidCancelHours } = await readOrderSettings(tx);
      // An order still waiting for its deposit keeps the deadline the seed gave it; a later one had its own.
      const depositDueAt = order.status === 'depositPending' && order.depositDueAt
        ? order.depositDueAt : new Date(event.createdAt.getTime() + unpaidCancelHours * 3_600_000);
      const accepted: OrderRow = { ...after, acceptance: 'accepted', depositDueAt };
      await tellOrderStep(tx, 'accept', before, accepted, null);
      return { after: accepted, kind: 'orderAccepted' };
    }
    case 'payDeposit':
      await ensureDepositPayment(tx, order, event.createdAt);
      await tellOrderStep(tx, 'payDeposit', before, after, null);
      return { after, kind: 'paymentAwaitingReview' };
    case 'approveDeposit': {
      const approved: OrderRow = { ...after, paidAmount: order.depositAmount };
      await tx.update(payments).set({ status: 'PAID', reviewedBy: event.actorId, reviewedAt: event.createdAt })
        .where(sql`${payments.orderId} = ${order.id} and ${payments.kind} = 'deposit'`);
      await tellOrderStep(tx, 'approveDeposit', before, approved, null);
      return { after: approved, kind: 'paymentApproved' };
    }
    default:
      return { after, kind: null };
  }
}

/** The deposit's bank transfer the demo history speaks of, as `bank-transfer.ts` writes one (without a voucher). */
async function ensureDepositPayment(tx: Tx, order: OrderRow, at: Date): Promise<void> {
  const [have] = await tx.select({ id: payments.id }).from(payments).where(sql`${payments.orderId} = ${order.id} and ${payments.kind} = 'deposit'`);
  if (have) return;
  const due = await readPaymentDue(tx, order, 'deposit', null);
  const [buyer] = await tx.select({ name: users.nickName, username: users.username }).from(users).where(eq(users.id, order.userId));
  const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_payment', 'id'))::int as id`);
  if (!next) return;
  await tx.insert(payments).values({
    id: next.id, serialNo: formatPaymentNo(next.id, at), orderId: order.id, userId: order.userId, kind: 'deposit',
    method: 'BANK_TRANSFER_VND', status: 'PENDING_REVIEW', amount: due.amount, currency: due.currency, exchangeRate: due.exchangeRate,
    amountVnd: due.amountVnd, breakdown: due.breakdown, remitterName: buyer?.name || buyer?.username || null, remitterBank: 'Vietcombank',
    remittedAmount: due.amountVnd, createdAt: at,
  });
}
