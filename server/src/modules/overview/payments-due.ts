import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OverviewDuePayment, OverviewRejectedPayment } from 'shared-contracts/api/buyer-overview';
import { OVERVIEW_LIST_LIMIT } from 'shared-contracts/api/buyer-overview';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { orders, payments } from '../../db/schema';
import type { OrderRow } from '../orders/locked-order';
import { vndOf, type OrderSettings } from '../payments/order-settings';
import { paymentDue } from '../payments/payment-due';
import { linesOf, orderGoodsOf, type LineRow } from './order-goods';

type Capped<T> = { items: T[]; total: number };

/** The deadline the order's payment is due by: the deposit's countdown, or the balance's stock return. */
const deadlineOf = (o: OrderRow, kind: 'deposit' | 'final') => {
  const at = kind === 'deposit' ? o.depositDueAt : o.stockReturnAt;
  return at ? iso(at) : null;
};

/**
 * What the buyer would pay now, as the payment page's first offer: the deposit frozen at placement, or the balance
 * for everything stocked (the page lets them take less). An order whose lines stock nothing (paymentDue refuses a
 * balance of nothing) shows the balance as 0 rather than failing the whole overview.
 */
function dueMoney(o: OrderRow, lines: LineRow[], kind: 'deposit' | 'final', settings: OrderSettings) {
  let amount = 0;
  try {
    amount = paymentDue(o, lines, kind, null, settings).amount;
  } catch {
    amount = 0;
  }
  return { amount, currency: 'CNY' as const, exchangeRate: settings.cnyToVnd, amountVnd: vndOf(amount, settings.cnyToVnd) };
}

async function capped(db: DbOrTx, where: SQL | undefined, orderBy: SQL[]): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(...orderBy).limit(OVERVIEW_LIST_LIMIT),
    db.select({ n: sql<number>`count(*)::int` }).from(orders).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/**
 * Deposits of accepted orders (until `deposit_due_at`) and balances of stocked orders (until `stock_return_at`),
 * the nearest deadline first. Rejected payments are a list of their own (rejectedPayments), so no order is twice.
 */
export async function duePayments(db: DbOrTx, userId: number, settings: OrderSettings): Promise<Capped<OverviewDuePayment>> {
  const where = and(eq(orders.userId, userId), or(
    and(eq(orders.status, 'depositPending'), eq(orders.acceptance, 'accepted')),
    eq(orders.status, 'finalPaymentPending'),
  ));
  const deadline = sql`case when ${orders.status} = 'depositPending' then ${orders.depositDueAt} else ${orders.stockReturnAt} end`;
  const { rows, total } = await capped(db, where, [sql`${deadline} asc nulls last`, asc(orders.id)]);
  const lines = await linesOf(db, rows.map((o) => o.id));
  return {
    total,
    items: rows.map((o) => {
      const kind = o.status === 'depositPending' ? 'deposit' as const : 'final' as const;
      return {
        orderId: o.id, orderNo: o.orderNo, kind, dueAt: deadlineOf(o, kind),
        ...dueMoney(o, lines.get(o.id) ?? [], kind, settings), ...orderGoodsOf(lines.get(o.id)),
      };
    }),
  };
}

/**
 * Orders whose deposit or balance the operator rejected: the latest rejected payment of that kind gives the reason.
 * A balance has its stock-return deadline, so those come first, nearest first; then the latest rejections.
 */
export async function rejectedPayments(db: DbOrTx, userId: number, settings: OrderSettings): Promise<Capped<OverviewRejectedPayment>> {
  const where = and(eq(orders.userId, userId), inArray(orders.status, ['depositRejected', 'finalPaymentRejected']));
  const { rows, total } = await capped(db, where, [sql`${orders.stockReturnAt} asc nulls last`, desc(orders.updatedAt), desc(orders.id)]);
  const ids = rows.map((o) => o.id);
  const [lines, rejected] = await Promise.all([
    linesOf(db, ids),
    ids.length
      ? db.select().from(payments).where(and(inArray(payments.orderId, ids), eq(payments.status, 'REVIEW_FAILED'))).orderBy(desc(payments.id))
      : Promise.resolve([]),
  ]);
  return {
    total,
    items: rows.map((o) => {
      const kind = o.status === 'depositRejected' ? 'deposit' as const : 'final' as const;
      const payment = rejected.find((p) => p.orderId === o.id && p.kind === kind);
      return {
        orderId: o.id, orderNo: o.orderNo, kind, dueAt: kind === 'final' ? deadlineOf(o, kind) : null,
        ...dueMoney(o, lines.get(o.id) ?? [], kind, settings), ...orderGoodsOf(lines.get(o.id)),
        paymentId: payment?.id ?? null, serialNo: payment?.serialNo ?? null, reason: payment?.failureReason ?? null,
        rejectedAt: payment?.reviewedAt ? iso(payment.reviewedAt) : null,
      };
    }),
  };
}
