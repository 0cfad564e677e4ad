import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { orderLines, orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import type { StaffActor } from '../orders/staff-actor';
import { transitionOrder } from '../orders/transition';
import { readOrderSettings } from '../payments/order-settings';
import { RETURN_STOCK, returnStockKey } from './return-stock';

const DAY_MS = 86_400_000;

/**
 * `POST api/orders/{id}/complete-stocking`: the warehouse is done with the order (completeStocking → the final
 * payment is awaited). Needs at least one unit stocked. Sets when stocking ended and the deadline for the final
 * payment (+ the `stock_return_days` setting), and queues the return of leftover stock for that deadline once the
 * step is committed (the sweep catches it should the queue be down now).
 */
export async function completeStocking(app: FastifyInstance, orderId: number, actor: StaffActor) {
  let returnAt: Date | null = null;
  const moved = await transitionOrder(app.db, {
    orderId, action: 'completeStocking', actor,
    alongside: async (tx, order) => {
      const [stocked] = await tx.select({ n: sql<number>`coalesce(sum(${orderLines.stockedQty}), 0)::int` })
        .from(orderLines).where(eq(orderLines.orderId, order.id));
      if (!stocked || Number(stocked.n) < 1) throw new HttpError(400, MessageKey.nothingStocked);
      const { stockReturnDays } = await readOrderSettings(tx);
      const now = app.clock.now();
      returnAt = new Date(now.getTime() + stockReturnDays * DAY_MS);
      await tx.update(orders).set({ stockedAt: now, stockReturnAt: returnAt }).where(eq(orders.id, order.id));
    },
  });
  if (returnAt) await app.jobs.sendAt(RETURN_STOCK, { orderId }, returnAt, { singletonKey: returnStockKey(orderId) });
  return moved;
}

/** When stocking is expected to be complete, from the moment the deposit is approved (the `stocking_days` setting). */
export const stockingDueFrom = (approvedAt: Date, stockingDays: number) => new Date(approvedAt.getTime() + stockingDays * DAY_MS);
