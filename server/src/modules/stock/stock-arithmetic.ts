import { sql, type SQL } from 'drizzle-orm';
import type { OrderState } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { orderLines } from '../../db/schema';

/**
 * The stock arithmetic, in one place (docs/orders.md "Stocking, final payment and the return of leftover stock").
 * Per order line (mall_order_line), under the CHECK that keeps shipped + frozen + refunded <= taken <= stocked:
 *
 *   available         = taken − shipped − frozen − refunded    (the buyer's to ship)
 *   leftover          = stocked − taken − returned             (stocked, not taken, not yet sent back)
 *
 * A buyer's stock of a SKU is the sum over the lines of their orders of that SKU (ARCHITECTURE.md §5); in transit
 * is what their shipments not yet delivered carry.
 */
type LineRow = typeof orderLines.$inferSelect;

export const availableOfLine = (l: Pick<LineRow, 'takenQty' | 'shippedQty' | 'frozenQty' | 'refundedQty'>) =>
  l.takenQty - l.shippedQty - l.frozenQty - l.refundedQty;

export const leftoverOfLine = (l: Pick<LineRow, 'stockedQty' | 'takenQty' | 'returnedQty'>) => l.stockedQty - l.takenQty - l.returnedQty;

/** The same two in SQL over a mall_order_line aliased `alias`. */
export const availableSql = (alias: string): SQL => sql.raw(`(${alias}.taken_qty - ${alias}.shipped_qty - ${alias}.frozen_qty - ${alias}.refunded_qty)`);
export const leftoverSql = (alias: string): SQL => sql.raw(`(${alias}.stocked_qty - ${alias}.taken_qty - ${alias}.returned_qty)`);

/** Orders whose stocked goods wait for the final payment (paid or not yet reviewed). */
export const FINAL_PAYMENT_STATES: readonly OrderState[] = ['finalPaymentPending', 'finalPaymentReview', 'finalPaymentRejected'];
export const finalPaymentStatesSql = sql.raw(FINAL_PAYMENT_STATES.map((s) => `'${s}'`).join(', '));

/** Shipments still on their way (mall_shipment.status): their items count as in transit. */
export const IN_TRANSIT_SHIPMENT_STATES = ['pending', 'shipping'] as const;
export const inTransitStatesSql = sql.raw(IN_TRANSIT_SHIPMENT_STATES.map((s) => `'${s}'`).join(', '));

/**
 * The units of a SKU the buyer may ship now: the sum of `available` over their order lines of it. Call it inside
 * the transaction that then draws from those lines (and lock them: `select … for update` on the lines), so two
 * shipments cannot both take the last units; the lines' CHECK refuses what would still go below zero.
 */
export async function availableStock(db: DbOrTx, userId: number, skuId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`
    select coalesce(sum(${availableSql('l')}), 0)::int as n
    from mall_order_line l join mall_order o on o.id = l.order_id
    where o.user_id = ${userId} and l.sku_id = ${skuId}`);
  return Number(row?.n ?? 0);
}
