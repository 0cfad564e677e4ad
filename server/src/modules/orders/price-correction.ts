import { asc, eq } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { PRICE_CORRECTED_EVENT, type LinePriceCorrection } from 'shared-contracts/api/orders';
import { INITIAL_ORDER_STATE } from 'shared-contracts/mall/order-state';
import type { Db } from '../../db/connect';
import { orderEvents, orderLines, orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ROW_LOCK } from './lock-order';
import { withLockedOrder, type OrderRow } from './locked-order';
import { orderAmounts } from './order-amounts';
import type { StaffActor } from './staff-actor';

/**
 * `POST api/orders/{id}/price-correction` (order:accept): an operator sets a collected line's unit price to what
 * they found at the source before accepting (docs/orders.md "Collected prices"). In the order's row lock, then its
 * lines by id (docs/orders.md "Lock order"), so it cannot interleave with acceptance, refusal or cancellation:
 * only while the order waits for acceptance (409 mall.orderStateConflict otherwise). The line's total, the order's
 * goods total and deposit are recomputed as at placement (orderAmounts), the collected price stays on the line beside
 * the reason, and the timeline records who, when and why. A buyer outside the staff member's data scope: 404.
 */
export async function correctLinePrice(db: Db, orderId: number, input: LinePriceCorrection, actor: StaffActor): Promise<OrderRow> {
  return withLockedOrder(db, orderId, async (tx, order) => {
    if (order.status !== INITIAL_ORDER_STATE.status || order.acceptance !== INITIAL_ORDER_STATE.acceptance) {
      throw new HttpError(409, MessageKey.orderStateConflict);
    }
    const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)).for(ROW_LOCK);
    const line = lines.find((l) => l.id === input.lineId);
    if (!line) throw new HttpError(400, MessageKey.orderLineInvalid);
    if (line.collectedPrice === null) throw new HttpError(400, MessageKey.linePriceNotCollected);
    const amounts = orderAmounts(lines.map((l) => (l.id === line.id ? { ...l, unitPrice: input.unitPrice } : l)));
    const corrected = amounts.lines.find((l) => l.id === line.id);
    if (!corrected) throw new Error('the corrected line vanished');
    await tx.update(orderLines)
      .set({ unitPrice: corrected.unitPrice, totalPrice: corrected.totalPrice, priceCorrectionReason: input.reason })
      .where(eq(orderLines.id, line.id));
    const [moved] = await tx.update(orders)
      .set({ goodsTotal: amounts.goodsTotal, depositAmount: amounts.depositAmount, version: order.version + 1, updatedAt: new Date() })
      .where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({
      orderId: order.id, fromStatus: order.status, toStatus: order.status, action: PRICE_CORRECTED_EVENT, actorId: actor.userId, note: input.reason,
    });
    if (!moved) throw new Error('the locked order vanished');
    return moved;
  }, { scope: actor.scope });
}
