import { and, eq, sql } from 'drizzle-orm';
import type { LineQuantity } from 'shared-contracts/api/final-payment';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Tx } from '../../db/connect';
import { orderLines } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';

/**
 * The approved final payment's quantities become the buyer's: each line's taken quantity is what the payment froze,
 * which makes it available stock (stock-arithmetic.ts). Run in the order's lock by the approval. A quantity the line
 * no longer holds (it cannot: the line's stock only changes in this lock) refuses the approval rather than storing it.
 */
export async function takeFinalQuantities(tx: Tx, orderId: number, quantities: readonly LineQuantity[]): Promise<void> {
  for (const { lineId, quantity } of quantities) {
    const [taken] = await tx.update(orderLines).set({ takenQty: quantity })
      .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId), sql`${quantity} <= ${orderLines.stockedQty}`))
      .returning({ id: orderLines.id });
    if (!taken) throw new HttpError(409, MessageKey.orderStateConflict);
  }
}
