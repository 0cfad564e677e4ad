import { sql } from 'drizzle-orm';
import type { ShippableStock } from 'shared-contracts/api/shipments';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { i18nOf } from '../goods/read';
import { mallFileUrl } from '../mall-files/file-url';
import { availableSql, inTransitStatesSql } from '../stock/stock-arithmetic';

type Row = {
  sku_id: number; goods_id: number; goods_name: string; goods_name_i18n: unknown; spec_text: string; spec_i18n: unknown;
  image_key: string | null; available: number; frozen: number; in_transit: number;
};

/**
 * What the buyer can ship per SKU: the SKUs of their order lines that took stock, with available = Σ (taken − shipped −
 * frozen − refunded) and what is frozen or on its way; the goods as their latest order line of the SKU froze them.
 * One SKU (`skuId`) or those with something available, the largest first.
 */
export async function shippableStock(db: DbOrTx, userId: number, skuId?: number): Promise<ShippableStock[]> {
  const onlySku = skuId === undefined ? sql`` : sql` and l.sku_id = ${skuId}`;
  const rows = await queryRows<Row>(db, sql`
    with line as (
      select l.sku_id, sum(${availableSql('l')})::int as available, sum(l.frozen_qty)::int as frozen, max(l.id) as latest
      from mall_order_line l join mall_order o on o.id = l.order_id
      where o.user_id = ${userId} and l.taken_qty > 0${onlySku} group by l.sku_id
    ), transit as (
      select i.sku_id, sum(i.quantity)::int as in_transit
      from mall_shipment_item i join mall_shipment s on s.id = i.shipment_id
      where s.user_id = ${userId} and s.status in (${inTransitStatesSql}) group by i.sku_id
    )
    select line.sku_id, g.goods_id, g.goods_name, g.goods_name_i18n, g.spec_text, g.spec_i18n, g.image_key,
      line.available, line.frozen, coalesce(transit.in_transit, 0) as in_transit
    from line join mall_order_line g on g.id = line.latest left join transit on transit.sku_id = line.sku_id
    ${skuId === undefined ? sql`where line.available > 0` : sql``}
    order by line.available desc, line.sku_id`);
  return rows.map((r) => ({
    skuId: Number(r.sku_id), goodsId: Number(r.goods_id), goodsName: r.goods_name, goodsNameI18n: i18nOf(r.goods_name_i18n),
    specText: r.spec_text, specI18n: i18nOf(r.spec_i18n), imageUrl: mallFileUrl(r.image_key),
    available: Number(r.available), frozen: Number(r.frozen), inTransit: Number(r.in_transit),
  }));
}
