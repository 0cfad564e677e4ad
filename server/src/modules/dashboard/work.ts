import { sql } from 'drizzle-orm';
import { DASHBOARD_CARD_CODES, STOCK_EXPIRING_DAYS, type DashboardCard, type DashboardWork } from 'shared-contracts/api/dashboard';
import { REVIEWABLE_PAYMENT_STATES } from 'shared-contracts/api/payments';
import type { Db, DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { ownerInScopeSet, type DataScope } from '../data-scope/data-scope';

const DAY_MS = 86_400_000;

type OrderCounts = { awaiting: number; overdue: number; stocking: number; expiring: number };

/**
 * The order cards, one count per card, each written as its partial index's condition (migration 0021) so it reads
 * that queue alone rather than every open order. Acceptance waits on `depositPending` orders only: a refused or
 * cancelled one is `closed`.
 */
async function orderCounts(db: DbOrTx, scope: DataScope, now: Date, replyDays: number): Promise<OrderCounts> {
  const overdueBefore = new Date(now.getTime() - replyDays * DAY_MS).toISOString();
  const expiringBy = new Date(now.getTime() + STOCK_EXPIRING_DAYS * DAY_MS).toISOString();
  const [acceptance] = await queryRows<{ awaiting: number; overdue: number }>(db, sql`
    select count(*)::int as awaiting, count(*) filter (where o.created_at < ${overdueBefore}::timestamptz)::int as overdue
    from mall_order o where o.status = 'depositPending' and o.acceptance = 'waiting' and ${ownerInScopeSet(scope, sql`o.user_id`)}`);
  const [stocking] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from mall_order o where o.status = 'awaitingStocking' and ${ownerInScopeSet(scope, sql`o.user_id`)}`);
  const [expiring] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from mall_order o
    where o.status in ('finalPaymentPending', 'finalPaymentRejected') and o.stock_returned_at is null
      and o.stock_return_at > ${now.toISOString()}::timestamptz and o.stock_return_at <= ${expiringBy}::timestamptz
      and ${ownerInScopeSet(scope, sql`o.user_id`)}`);
  return {
    awaiting: Number(acceptance?.awaiting ?? 0), overdue: Number(acceptance?.overdue ?? 0),
    stocking: Number(stocking?.n ?? 0), expiring: Number(expiring?.n ?? 0),
  };
}

async function paymentCounts(db: DbOrTx, scope: DataScope) {
  // Written into the statement, not bound: the partial index's condition is proved against the statement's own text.
  const states = sql.raw(REVIEWABLE_PAYMENT_STATES.map((s) => `'${s}'`).join(', '));
  const [row] = await queryRows<{ deposit: number; final: number }>(db, sql`
    select count(*) filter (where p.kind = 'deposit')::int as deposit, count(*) filter (where p.kind = 'final')::int as final
    from mall_payment p where p.status in (${states}) and ${ownerInScopeSet(scope, sql`p.user_id`)}`);
  return { deposit: Number(row?.deposit ?? 0), final: Number(row?.final ?? 0) };
}

async function countWhere(db: DbOrTx, table: 'mall_shipment' | 'mall_refund', status: string, scope: DataScope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    select count(*)::int as n from ${sql.identifier(table)} t where t.status = ${status} and ${ownerInScopeSet(scope, sql`t.user_id`)}`);
  return Number(row?.n ?? 0);
}

/**
 * The work waiting for a staff member: only the cards whose code `may` grants (the others absent, so the page never
 * shows a queue its viewer cannot open), each counted within `scope`. Tables no card asks for are not read.
 */
export async function dashboardWork(
  db: Db, scope: DataScope, may: (code: string) => boolean, now: Date, acceptReplyDays: number,
): Promise<DashboardWork> {
  const shown = (card: DashboardCard) => may(DASHBOARD_CARD_CODES[card]);
  const needsOrders = shown('awaitingAcceptance') || shown('awaitingStocking') || shown('stockExpiring');
  const [o, payments, shipments, refunds] = await db.transaction(async (tx) => {
    // Counts over tens of thousands of rows are estimated dear enough for PostgreSQL to compile them (JIT), which
    // costs more than the count itself (docs/dashboard.md "Speed").
    await tx.execute(sql`set local jit = off`);
    return [
      needsOrders ? await orderCounts(tx, scope, now, acceptReplyDays) : null,
      shown('paymentReview') ? await paymentCounts(tx, scope) : null,
      shown('shipmentsToDispatch') ? await countWhere(tx, 'mall_shipment', 'pending', scope) : null,
      shown('refundsToReview') ? await countWhere(tx, 'mall_refund', 'refunding', scope) : null,
    ] as const;
  });
  return {
    acceptReplyDays,
    ...(o && shown('awaitingAcceptance') ? { awaitingAcceptance: { count: o.awaiting, overdue: o.overdue } } : {}),
    ...(payments ? { paymentReview: payments } : {}),
    ...(o && shown('awaitingStocking') ? { awaitingStocking: { count: o.stocking } } : {}),
    ...(shipments !== null ? { shipmentsToDispatch: { count: shipments } } : {}),
    ...(refunds !== null ? { refundsToReview: { count: refunds } } : {}),
    ...(o && shown('stockExpiring') ? { stockExpiring: { count: o.expiring } } : {}),
  };
}
