import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockQueuePage, StockQueueQuery } from 'shared-contracts/api/stock';
import type { DbOrTx } from '../../db/connect';
import type { ListCursor } from '../../db/list-order';
import { iso, queryRows } from '../../db/rows';
import { orderLines } from '../../db/schema';
import { inScope, type DataScope } from '../data-scope/data-scope';
import { i18nOf } from '../goods/read';
import { mallFileUrl } from '../mall-files/file-url';

type QueueSqlRow = {
  id: number; order_no: string; user_id: number; buyer_name: string | null; stocking_since: Date | string | null;
  stocking_due_at: Date | string | null; batch_count: number; created_at: Date | string;
};

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Orders awaiting stocking of buyers inside the reader's data scope (`u` is the buyer), matching the keyword (order
 * number, buyer, or a goods name in any language).
 */
function queueWhere(keyword: string | null | undefined, scope: DataScope): SQL {
  const queued = sql`o.status = 'awaitingStocking' and ${inScope(scope, sql`u.dept_id`, sql`o.user_id`)}`;
  if (!keyword) return queued;
  const like = likeOf(keyword.trim());
  return sql`${queued} and (o.order_no ilike ${like} or u.username ilike ${like} or u.nick_name ilike ${like}
    or exists (select 1 from mall_order_line l where l.order_id = o.id and (l.goods_name ilike ${like} or l.goods_name_i18n::text ilike ${like})))`;
}

/** Past the expected completion at `now`. */
const overdueAt = (now: Date) => sql`o.stocking_due_at is not null and o.stocking_due_at < ${now.toISOString()}::timestamptz`;

/** The orders (`o`) with their buyers (`u`) that the queue's rows come from. */
export const STOCK_QUEUE_FROM = sql`from mall_order o left join sys_user u on u.id = o.user_id`;

/**
 * The rows the queue shows (its scope, keyword and lateness at `now`), for the queue and its export alike; read from
 * STOCK_QUEUE_FROM.
 */
export function stockQueueWhere(scope: DataScope, q: Pick<StockQueueQuery, 'keyword' | 'overdue'>, now: Date): SQL {
  const base = queueWhere(q.keyword, scope);
  if (q.overdue === undefined) return base;
  return q.overdue ? sql`${base} and ${overdueAt(now)}` : sql`${base} and not (${overdueAt(now)})`;
}

/**
 * The queue's order, the earliest expected completion first and an order without one last: as one key (no date is
 * `infinity`), so an export can read on after a row (stockQueueAfter) as the list's pages do.
 */
export const STOCK_QUEUE_KEY = sql`coalesce(o.stocking_due_at, 'infinity'::timestamptz)`;
export const STOCK_QUEUE_ORDER = sql`order by ${STOCK_QUEUE_KEY} asc, o.id asc`;
/** The orders after `cursor` (its key as the database's text, so microseconds and `infinity` survive) in the queue's order. */
export const stockQueueAfter = (cursor: ListCursor) => sql`(${STOCK_QUEUE_KEY}, o.id) > (${cursor.at}::timestamptz, ${cursor.id})`;

/**
 * `GET api/stock/queue`: the warehouse's work, the earliest expected completion first (the most late on top),
 * each order with what was ordered and stocked per line, since when it has been stocked and its batch count; with
 * the counts of the whole queue and of its overdue part (past the expected completion at `now`), all within `scope`.
 */
export async function stockQueue(db: DbOrTx, scope: DataScope, q: StockQueueQuery, now: Date): Promise<StockQueuePage> {
  const base = queueWhere(q.keyword, scope);
  const where = stockQueueWhere(scope, q, now);
  const [rows, [counts]] = await Promise.all([
    queryRows<QueueSqlRow>(db, sql`
      select o.id, o.order_no, o.user_id, coalesce(nullif(u.nick_name, ''), u.username) as buyer_name, o.stocking_due_at, o.created_at,
        (select max(e.created_at) from mall_order_event e where e.order_id = o.id and e.action = 'approveDeposit') as stocking_since,
        (select count(*)::int from mall_stock_batch b where b.order_id = o.id) as batch_count
      ${STOCK_QUEUE_FROM} where ${where}
      ${STOCK_QUEUE_ORDER} offset ${q.page * q.size} limit ${q.size}`),
    queryRows<{ total: number; overdue: number; matching: number }>(db, sql`
      select count(*)::int as total, count(*) filter (where ${overdueAt(now)})::int as overdue, count(*) filter (where ${where})::int as matching
      ${STOCK_QUEUE_FROM} where ${base}`),
  ]);
  const lines = rows.length
    ? await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => Number(r.id)))).orderBy(asc(orderLines.id))
    : [];
  return {
    content: rows.map((r) => ({
      orderId: Number(r.id), orderNo: r.order_no, buyerId: Number(r.user_id), buyerName: r.buyer_name ?? '',
      stockingSince: r.stocking_since ? iso(r.stocking_since) : null, stockingDueAt: r.stocking_due_at ? iso(r.stocking_due_at) : null,
      batchCount: Number(r.batch_count), createTime: iso(r.created_at),
      lines: lines.filter((l) => l.orderId === Number(r.id)).map((l) => ({
        lineId: l.id, skuId: l.skuId, goodsName: l.goodsName, goodsNameI18n: i18nOf(l.goodsNameI18n), specText: l.specText,
        specI18n: i18nOf(l.specI18n), imageUrl: mallFileUrl(l.imageKey), ordered: l.quantity, stocked: l.stockedQty,
      })),
    })),
    totalElements: Number(counts?.matching ?? 0),
    counts: { all: Number(counts?.total ?? 0), overdue: Number(counts?.overdue ?? 0) },
  };
}
