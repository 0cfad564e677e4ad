import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Refund, RefundCounts, RefundKind, RefundListQuery, StaffRefund } from 'shared-contracts/api/refunds';
import { listSortOf, type StaffRefundListQuery } from 'shared-contracts/api/staff-lists';
import { REFUND_STATES, type RefundState } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { listOrderBy } from '../../db/list-order';
import { iso } from '../../db/rows';
import { orderLines, orders, refunds, shipments, users } from '../../db/schema';
import { ownedPictureUrl } from '../../plugins/app/owned-pictures';
import { i18nOf } from '../goods/read';
import { mallFileUrl } from '../mall-files/file-url';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { maxRefundAmount, REFUND_PICTURES, suggestedAmount } from './refund-rules';

const nameOfBuyer = sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username})`;
export const refundReviewerSql = sql<string | null>`(select coalesce(nullif(r.nick_name, ''), r.username) from sys_user r where r.id = ${refunds.reviewedBy})`;

const columns = {
  refund: refunds,
  line: { goodsId: orderLines.goodsId, goodsName: orderLines.goodsName, goodsNameI18n: orderLines.goodsNameI18n, specText: orderLines.specText,
    specI18n: orderLines.specI18n, imageKey: orderLines.imageKey, unitPrice: orderLines.unitPrice },
  order: { orderNo: orders.orderNo, status: orders.status, currency: orders.currency, paidAmount: orders.paidAmount, refundTotal: orders.refundTotal },
  shipmentNo: shipments.shipmentNo,
  buyerName: nameOfBuyer,
  reviewerName: refundReviewerSql,
};

function joined(db: DbOrTx) {
  return db.select(columns).from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(orderLines, eq(orderLines.id, refunds.orderLineId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(shipments, eq(shipments.id, refunds.shipmentId));
}
type Row = Awaited<ReturnType<typeof joined>>[number];

function toRefund({ refund: r, line, order, shipmentNo, buyerName, reviewerName }: Row): Refund {
  const status = r.status as RefundState;
  return {
    id: r.id, refundNo: r.refundNo, kind: (r.shipmentId === null ? 'stock' : 'shipment') satisfies RefundKind, status,
    orderId: r.orderId, orderNo: order.orderNo, orderStatus: order.status, lineId: r.orderLineId,
    goodsId: line.goodsId, goodsName: line.goodsName, goodsNameI18n: i18nOf(line.goodsNameI18n), specText: line.specText,
    specI18n: i18nOf(line.specI18n), goodsImageUrl: mallFileUrl(line.imageKey), unitPrice: line.unitPrice, currency: order.currency,
    shipmentId: r.shipmentId, shipmentNo: shipmentNo ?? null, quantity: r.quantity, reason: r.reason,
    imageUrls: r.imageKeys.flatMap((key) => ownedPictureUrl(REFUND_PICTURES, key) ?? []),
    amount: r.amount, suggestedAmount: suggestedAmount(line.unitPrice, r.quantity), initiatorName: buyerName ?? '',
    opinion: r.opinion, rejectReason: status === 'refundFailure' ? r.opinion : null,
    reviewerName, reviewTime: r.reviewedAt ? iso(r.reviewedAt) : null, createTime: iso(r.createdAt),
  };
}

function toStaffRefund(row: Row): StaffRefund {
  const refund = toRefund(row);
  const maxAmount = refund.status === 'refunding' ? maxRefundAmount(row.line.unitPrice, refund.quantity, row.order) : refund.amount;
  return { ...refund, buyerId: row.refund.userId, buyerName: row.buyerName ?? '', maxAmount };
}

/** The buyer's own refunds, or for staff those of buyers inside their data scope (docs/back-office.md). */
export type RefundScope = { userId: number } | { staff: DataScope };
type Scope = RefundScope;

function conditions(scope: Scope, q: Pick<RefundListQuery, 'orderId' | 'shipmentId' | 'keyword'>): SQL[] {
  const where: SQL[] = ['userId' in scope ? eq(refunds.userId, scope.userId) : ownerInScope(scope.staff, refunds.userId)];
  if (q.orderId) where.push(eq(refunds.orderId, q.orderId));
  if (q.shipmentId) where.push(eq(refunds.shipmentId, q.shipmentId));
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const byBuyer = 'staff' in scope ? sql` or ${users.nickName} ilike ${like} or ${users.username} ilike ${like}` : sql``;
    where.push(sql`(${refunds.refundNo} ilike ${like} or ${orders.orderNo} ilike ${like}${byBuyer})`);
  }
  return where;
}

type Filters = Omit<StaffRefundListQuery, 'page' | 'size'>;

/**
 * The rows a list shows (its scope, state and filters), for the list and its export alike: read with `refunds`
 * joined to `orders` and `users`, which the keyword searches.
 */
export function refundListWhere(scope: Scope, q: Filters): SQL | undefined {
  const where = conditions(scope, q);
  if (q.status) where.push(eq(refunds.status, q.status));
  return and(...where);
}

/** The order of a list: the buyer's own newest first; staff's as asked, or those under review longest waiting first. */
export const refundListSort = (scope: Scope, q: Pick<Filters, 'status' | 'sort'>) => ('staff' in scope ? listSortOf('refunds', q.status, q.sort) : 'newest');

/**
 * Refunds: the buyer's own newest first, or everyone's for staff (with the buyer and the amount's bound), those under
 * review longest waiting (asked earliest) first unless `sort` says otherwise (shared-contracts staff-lists.ts).
 */
export async function listRefunds(db: DbOrTx, scope: Scope, q: StaffRefundListQuery): Promise<{ content: StaffRefund[]; totalElements: number }> {
  const condition = refundListWhere(scope, q);
  const [rows, [count]] = await Promise.all([
    joined(db).where(condition).orderBy(...listOrderBy(refundListSort(scope, q), { created: refunds.createdAt, id: refunds.id }))
      .offset(q.page * q.size).limit(q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(refunds).innerJoin(orders, eq(orders.id, refunds.orderId))
      .innerJoin(users, eq(users.id, refunds.userId)).where(condition),
  ]);
  return { content: rows.map(toStaffRefund), totalElements: Number(count?.n ?? 0) };
}

/** Refunds per state under the list's keyword, every state present (the status tabs). */
export async function countRefunds(db: DbOrTx, scope: Scope, keyword: string | null): Promise<RefundCounts> {
  const where = conditions(scope, { keyword });
  const rows = await db.select({ status: refunds.status, n: sql<number>`count(*)::int` }).from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId)).innerJoin(users, eq(users.id, refunds.userId))
    .where(where.length ? and(...where) : undefined).groupBy(refunds.status);
  const counts = Object.fromEntries(REFUND_STATES.map((s) => [s, 0])) as RefundCounts;
  for (const r of rows) if ((REFUND_STATES as readonly string[]).includes(r.status)) counts[r.status as RefundState] = Number(r.n);
  return counts;
}

/** One refund as staff read it, or null (also for a buyer outside the reader's data scope). */
export async function staffRefundById(db: DbOrTx, scope: DataScope, id: number): Promise<StaffRefund | null> {
  const [row] = await joined(db).where(and(eq(refunds.id, id), ownerInScope(scope, refunds.userId)));
  return row ? toStaffRefund(row) : null;
}

/** One of the buyer's refunds; anyone else's is not found. */
export async function ownRefundById(db: DbOrTx, userId: number, id: number): Promise<Refund | null> {
  const [row] = await joined(db).where(and(eq(refunds.id, id), eq(refunds.userId, userId)));
  return row ? toRefund(row) : null;
}
