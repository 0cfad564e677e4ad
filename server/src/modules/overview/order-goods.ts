import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connect';
import { orderLines } from '../../db/schema';
import { i18nOf } from '../goods/read';

export type LineRow = typeof orderLines.$inferSelect;
export type OrderGoods = {
  goods: { goodsName: string; goodsNameI18n: ReturnType<typeof i18nOf>; specText: string; specI18n: ReturnType<typeof i18nOf> } | null;
  lineCount: number;
};

/** The lines of the orders, by order, in line order: one read for every entry of the overview that names goods. */
export async function linesOf(db: DbOrTx, orderIds: readonly number[]): Promise<Map<number, LineRow[]>> {
  const byOrder = new Map<number, LineRow[]>();
  if (!orderIds.length) return byOrder;
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, [...new Set(orderIds)])).orderBy(asc(orderLines.id));
  for (const line of lines) byOrder.set(line.orderId, [...(byOrder.get(line.orderId) ?? []), line]);
  return byOrder;
}

/** An order's first line by name and how many it has: enough for the buyer to recognise the order. */
export function orderGoodsOf(lines: readonly LineRow[] | undefined): OrderGoods {
  const first = lines?.[0];
  return {
    goods: first ? { goodsName: first.goodsName, goodsNameI18n: i18nOf(first.goodsNameI18n), specText: first.specText, specI18n: i18nOf(first.specI18n) } : null,
    lineCount: lines?.length ?? 0,
  };
}
