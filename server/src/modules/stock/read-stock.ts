import { and, desc, eq, sql } from 'drizzle-orm';
import type { MyStockBatchesQuery, MyStockQuery, MyStockRow, StockBatch } from 'shared-contracts/api/stock';
import type { DbOrTx } from '../../db/connect';
import { iso, queryRows } from '../../db/rows';
import { orders, stockBatches } from '../../db/schema';
import { i18nOf } from '../goods/read';
import { mallFileUrl } from '../mall-files/file-url';
import { toStockBatch } from './order-stocking';
import { availableSql, finalPaymentStatesSql, inTransitStatesSql, leftoverSql } from './stock-arithmetic';

type StockSqlRow = {
  sku_id: number; goods_id: number; goods_name: string; goods_name_i18n: unknown; spec_text: string; spec_i18n: unknown;
  image_key: string | null; available: number; in_transit: number; frozen: number; awaiting: number; stocking: number;
  batch_count: number; earliest: Date | string | null;
};

/**
 * `GET api/stock/mine`: the buyer's stock per SKU, one row for every SKU that was ever stocked for them, the most
 * recently stocked first. Names, spec and picture are those of their latest order line of the SKU (frozen at
 * placement). The counters follow stock-arithmetic.ts.
 */
export async function myStock(db: DbOrTx, userId: number, q: MyStockQuery): Promise<{ content: MyStockRow[]; totalElements: number }> {
  const rows = await queryRows<StockSqlRow>(db, sql`
    with batch as (
      select sku_id, count(*)::int as batch_count, min(stored_at) as earliest, max(stored_at) as latest
      from mall_stock_batch where user_id = ${userId} group by sku_id
    ), line as (
      select l.sku_id,
        sum(${availableSql('l')})::int as available,
        sum(l.frozen_qty)::int as frozen,
        sum(case when o.status in (${finalPaymentStatesSql}) then ${leftoverSql('l')} else 0 end)::int as awaiting,
        sum(case when o.status = 'awaitingStocking' then l.stocked_qty else 0 end)::int as stocking
      from mall_order_line l join mall_order o on o.id = l.order_id
      where o.user_id = ${userId} and l.stocked_qty > 0 group by l.sku_id
    ), transit as (
      select i.sku_id, sum(i.quantity)::int as in_transit
      from mall_shipment_item i join mall_shipment s on s.id = i.shipment_id
      where s.user_id = ${userId} and s.status in (${inTransitStatesSql}) group by i.sku_id
    )
    select b.sku_id, g.goods_id, g.goods_name, g.goods_name_i18n, g.spec_text, g.spec_i18n, g.image_key,
      coalesce(line.available, 0) as available, coalesce(transit.in_transit, 0) as in_transit, coalesce(line.frozen, 0) as frozen,
      coalesce(line.awaiting, 0) as awaiting, coalesce(line.stocking, 0) as stocking, b.batch_count, b.earliest
    from batch b
    left join line on line.sku_id = b.sku_id
    left join transit on transit.sku_id = b.sku_id
    cross join lateral (
      select l.goods_id, l.goods_name, l.goods_name_i18n, l.spec_text, l.spec_i18n, l.image_key
      from mall_order_line l join mall_order o on o.id = l.order_id
      where o.user_id = ${userId} and l.sku_id = b.sku_id order by l.id desc limit 1
    ) g
    order by b.latest desc, b.sku_id desc
    offset ${q.page * q.size} limit ${q.size}`);
  const [count] = await queryRows<{ n: number }>(db, sql`select count(distinct sku_id)::int as n from mall_stock_batch where user_id = ${userId}`);
  return {
    content: rows.map((r) => ({
      skuId: Number(r.sku_id), goodsId: Number(r.goods_id), goodsName: r.goods_name, goodsNameI18n: i18nOf(r.goods_name_i18n),
      specText: r.spec_text, specI18n: i18nOf(r.spec_i18n), imageUrl: mallFileUrl(r.image_key),
      available: Number(r.available), inTransit: Number(r.in_transit), frozen: Number(r.frozen),
      awaitingFinalPayment: Number(r.awaiting), stocking: Number(r.stocking), batchCount: Number(r.batch_count),
      earliestStoredAt: r.earliest ? iso(r.earliest) : null,
    })),
    totalElements: Number(count?.n ?? 0),
  };
}

/** `GET api/stock/mine/batches?skuId=`: the buyer's batches of a SKU, newest first; someone else's SKU is an empty page. */
export async function myStockBatches(db: DbOrTx, userId: number, q: MyStockBatchesQuery): Promise<{ content: StockBatch[]; totalElements: number }> {
  const where = and(eq(stockBatches.userId, userId), eq(stockBatches.skuId, q.skuId));
  const [rows, [count]] = await Promise.all([
    db.select({ batch: stockBatches, orderNo: orders.orderNo, stockingDueAt: orders.stockingDueAt })
      .from(stockBatches).innerJoin(orders, eq(orders.id, stockBatches.orderId)).where(where)
      .orderBy(desc(stockBatches.storedAt), desc(stockBatches.id)).offset(q.page * q.size).limit(q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(stockBatches).where(where),
  ]);
  return { content: rows.map((r) => toStockBatch(r.batch, r)), totalElements: Number(count?.n ?? 0) };
}
