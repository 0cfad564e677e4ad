import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/connect';

/**
 * The order's refund status (SPEC §3), beside its status: `refunding` while any of its refunds is under review,
 * else the state of the refund decided last; null when it never had one.
 */
export async function refreshRefundStatus(tx: Tx, orderId: number): Promise<void> {
  await tx.execute(sql`
    update mall_order o set updated_at = now(), refund_status = coalesce(
      (select 'refunding' from mall_refund r where r.order_id = o.id and r.status = 'refunding' limit 1),
      (select r.status from mall_refund r where r.order_id = o.id order by r.reviewed_at desc nulls last, r.id desc limit 1))
    where o.id = ${orderId}`);
}
