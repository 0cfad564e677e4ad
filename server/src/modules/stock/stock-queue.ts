import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { StockQueuePage, StockQueueQuery } from 'shared-contracts/api/stock';
import type { DbOrTx } from '../../db/connect';
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

/**
 * `GET api/stock/queue`: the warehouse's work, the earliest expected completion first (the most late on top),
 * each order with what was ordered and stocked per line, since when it has been stocked and its batch count; with
 * the counts of the whole queue and of its overdue part (past the expected completion at `now`), all within `scope`.
 */
export async function stockQueue(db: DbOrTx, scope: DataScope, q: StockQueueQuery, now: Date): Promise<StockQueuePage> {
  const base = queueWhere(q.keyword, scope);
  const overdue = sql`o.stocking_due_at is not null and o.stocking_due_at < ${now.toISOString()}::timestamptz`;
  const where = q.overdue === true ? sql`${base} and ${overdue}` : q.overdue === false ? sql`${base} and not (${overdue})` : base;
  const from = sql`from mall_order o left join sys_user u on u.id = o.user_id`;
  const [rows, [counts]] = await Promise.all([
    queryRows<QueueSqlRow>(db, sql`
      select o.id, o.order_no, o.user_id, coalesce(nullif(u.nick_name, ''), u.username) as buyer_name, o.stocking_due_at, o.created_at,
        (select max(e.created_at) from mall_order_event e where e.order_id = o.id and e.action = 'approveDeposit') as stocking_since,
        (select count(*)::int from mall_stock_batch b where b.order_id = o.id) as batch_count
      ${from} where ${where}
      order by o.stocking_due_at asc nulls last, o.id asc offset ${q.page * q.size} limit ${q.size}`),
    queryRows<{ total: number; overdue: number; matching: number }>(db, sql`
      select count(*)::int as total, count(*) filter (where ${overdue})::int as overdue, count(*) filter (where ${where})::int as matching
      ${from} where ${base}`),
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
