import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import { ownedPictureUrl } from '../../plugins/app/owned-pictures';
import { PAYMENT_PICTURES } from './pictures';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { listSortOf, type StaffPaymentListQuery } from 'shared-contracts/api/staff-lists';
import { PAYMENT_REVIEW_QUEUE, REVIEWABLE_PAYMENT_STATES, UNFINISHED_ATTEMPT_STATES, type Payment, type PaymentState, type RecordedPaymentMethod, type StaffPayment } from 'shared-contracts/api/payments';
import type { DbOrTx } from '../../db/connect';
import { listOrderBy } from '../../db/list-order';
import { iso } from '../../db/rows';
import { orders, payments, users } from '../../db/schema';
import { latestIntentSql, latestIntentStatusSql, onlineInfoOf, type LatestIntent } from './online-info';

type PaymentRow = typeof payments.$inferSelect;

/** Where a payment picture is served: to its uploader and to staff who may see payments (routes.ts). */
const paymentFileUrl = (key: string | null) => ownedPictureUrl(PAYMENT_PICTURES, key);

export function toPayment(row: PaymentRow, orderNo: string, reviewerName: string | null, intent: LatestIntent | null = null): Payment {
  return {
    id: row.id, serialNo: row.serialNo, orderId: row.orderId, orderNo, kind: row.kind as Payment['kind'],
    method: row.method as RecordedPaymentMethod, status: row.status as PaymentState, amount: row.amount, currency: row.currency,
    exchangeRate: row.exchangeRate, amountVnd: row.amountVnd, breakdown: row.breakdown, quantities: row.quantities ?? null,
    remitterName: row.remitterName, remitterBank: row.remitterBank, remittedAmount: row.remittedAmount,
    voucherUrl: paymentFileUrl(row.voucherKey), remittanceUrl: paymentFileUrl(row.remittanceKey), remarks: row.remarks,
    failureReason: row.failureReason, reviewerName, reviewTime: row.reviewedAt ? iso(row.reviewedAt) : null, createTime: iso(row.createdAt),
    online: onlineInfoOf(row, intent),
  };
}

export const reviewerSql = sql<string | null>`(select coalesce(nullif(r.nick_name, ''), r.username) from sys_user r where r.id = ${payments.reviewedBy})`;
const payer = sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username})`;

/** The buyer's own payments, or for staff the payments of buyers inside their data scope (docs/back-office.md). */
export type PaymentScope = { userId: number } | { staff: DataScope };
type Scope = PaymentScope;

/** The payment is an online attempt that ended with no money moved: its latest intent failed or expired. */
const unfinishedAttempt = sql`(${payments.status} = 'UNPAID'
  and ${latestIntentStatusSql} in (${sql.join(UNFINISHED_ATTEMPT_STATES.map((s) => sql`${s}`), sql`, `)}))`;

type PaymentList = { content: StaffPayment[]; totalElements: number; hiddenUnfinished: number };
type Filters = Omit<StaffPaymentListQuery, 'page' | 'size'>;

/** The scope and filters of a list, without `hideUnfinished` (the list counts what it hides under these). */
function filtersOf(scope: Scope, q: Filters): SQL | undefined {
  const where: SQL[] = [];
  if ('userId' in scope) where.push(eq(payments.userId, scope.userId));
  else if (scope.staff.kind !== 'all') where.push(ownerInScope(scope.staff, payments.userId));
  if (q.status === PAYMENT_REVIEW_QUEUE) where.push(inArray(payments.status, [...REVIEWABLE_PAYMENT_STATES]));
  else if (q.status) where.push(eq(payments.status, q.status));
  if (q.orderId) where.push(eq(payments.orderId, q.orderId));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(${payments.serialNo} ilike ${like} or ${orders.orderNo} ilike ${like} or ${payments.remitterName} ilike ${like})`);
  }
  return where.length ? and(...where) : undefined;
}

/**
 * The rows a list shows, for the list and its export alike (read with `payments` joined to `orders`, which the
 * keyword searches): its scope and filters, and with `hideUnfinished` no attempt that ended with no money moved.
 */
export function paymentListWhere(scope: Scope, q: Filters): SQL | undefined {
  const filtered = filtersOf(scope, q);
  return q.hideUnfinished ? and(filtered, not(unfinishedAttempt)) : filtered;
}

/** The order of a list: the buyer's own newest first; staff's as asked, or the review queue longest waiting first. */
export const paymentListSort = (scope: Scope, q: Pick<Filters, 'status' | 'sort'>) => ('staff' in scope ? listSortOf('payments', q.status, q.sort) : 'newest');

/**
 * Payments: the buyer's own newest first, or everyone's for staff (with the payer), the review queue longest waiting
 * first (docs/back-office.md "Queues: longest waiting first"). With `hideUnfinished`, online attempts that ended with
 * no money moved are left out and counted apart (docs/payments.md "Attempts not completed").
 */
export async function listPayments(db: DbOrTx, scope: Scope, q: StaffPaymentListQuery): Promise<PaymentList> {
  const condition = paymentListWhere(scope, q);
  const counted = (c: SQL | undefined) => db.select({ n: sql<number>`count(*)::int` }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(c);
  const [rows, [count], [hidden]] = await Promise.all([
    db.select({ payment: payments, orderNo: orders.orderNo, reviewerName: reviewerSql, buyerName: payer, intent: latestIntentSql })
      .from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).leftJoin(users, eq(users.id, payments.userId))
      .where(condition).orderBy(...listOrderBy(paymentListSort(scope, q), { created: payments.createdAt, id: payments.id }))
      .offset(q.page * q.size).limit(q.size),
    counted(condition),
    q.hideUnfinished ? counted(and(filtersOf(scope, q), unfinishedAttempt)) : [{ n: 0 }],
  ]);
  return {
    content: rows.map((r) => ({ ...toPayment(r.payment, r.orderNo, r.reviewerName, r.intent), buyerId: r.payment.userId, buyerName: r.buyerName ?? '' })),
    totalElements: Number(count?.n ?? 0),
    hiddenUnfinished: Number(hidden?.n ?? 0),
  };
}

/** One payment as its owner or staff read it. */
export async function paymentById(db: DbOrTx, id: number): Promise<(Payment & { userId: number }) | null> {
  const [row] = await db.select({ payment: payments, orderNo: orders.orderNo, reviewerName: reviewerSql, intent: latestIntentSql })
    .from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, id));
  return row ? { ...toPayment(row.payment, row.orderNo, row.reviewerName, row.intent), userId: row.payment.userId } : null;
}

/** A payment just written: it exists, so a miss is a bug. */
export async function writtenPayment(db: DbOrTx, id: number): Promise<Payment> {
  const found = await paymentById(db, id);
  if (!found) throw new Error(`payment ${id} vanished`);
  return found;
}
