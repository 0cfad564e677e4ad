import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, isNull, lte, ne, sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { OrderState } from 'shared-contracts/mall/order-state';
import type { Tx } from '../../db/connect';
import { orderLines, orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { withLockedOrder, type OrderRow } from '../orders/locked-order';
import { transitionOrder } from '../orders/transition';
import { orderRowById } from './order-stocking';

/**
 * The return of leftover stock (SPEC §4 "Leftover stock after seven days is automatically returned"): a job due at
 * the order's `stock_return_at`, keyed by the order, plus a sweep for a job that was lost or had to wait.
 */
export const RETURN_STOCK = 'orders.return-stock';
export const RETURN_STOCK_SWEEP = 'orders.return-stock-sweep';
export const RETURN_STOCK_SWEEP_CRON = '*/10 * * * *';
export const returnStockKey = (orderId: number) => `order-${orderId}`;

const UNPAID: readonly OrderState[] = ['finalPaymentPending', 'finalPaymentRejected'];

type Outcome = 'expired' | 'returned' | 'under review' | 'not due yet' | 'moved on';

/** Not this run's to do: already returned, not due, or the order moved meanwhile. Aborts the transaction. */
const notNow = () => new HttpError(409, MessageKey.orderStateConflict);

/**
 * Sends back what each line stocked and the buyer did not take (returned = stocked − taken) and marks the order
 * returned, in the order's lock. The mark is the guard: a second run, in this process or another, finds it.
 */
async function sendBackLeftover(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.stockReturnedAt || !order.stockReturnAt || order.stockReturnAt.getTime() > now.getTime()) throw notNow();
  await tx.update(orderLines).set({ returnedQty: sql`${orderLines.stockedQty} - ${orderLines.takenQty}` }).where(eq(orderLines.orderId, order.id));
  await tx.update(orders).set({ stockReturnedAt: now }).where(eq(orders.id, order.id));
}

const movedOn = (err: unknown) => err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 404);

/**
 * The job. Nothing paid for by the deadline: the order closes (expireStock) and every stocked unit goes back. The
 * final payment approved: the untaken rest goes back and the order stays where it is. The final payment under
 * review: nothing yet; the sweep comes back once it is decided (approved: the rest goes back; rejected: it closes).
 */
export async function returnLeftoverStock(app: FastifyInstance, orderId: number, now: Date): Promise<Outcome> {
  const order = await orderRowById(app.db, orderId);
  if (!order || order.stockReturnedAt || !order.stockReturnAt) return 'moved on';
  if (order.stockReturnAt.getTime() > now.getTime()) {
    // The deadline moved after the job was sent: a job of its own for the new time.
    const at = order.stockReturnAt;
    await app.jobs.sendAt(RETURN_STOCK, { orderId }, at, { singletonKey: `${returnStockKey(orderId)}-${at.getTime()}` });
    return 'not due yet';
  }
  const status = order.status as OrderState;
  if (status === 'finalPaymentReview') return 'under review';
  try {
    if (UNPAID.includes(status)) {
      await transitionOrder(app.db, {
        orderId, action: 'expireStock', actor: { kind: 'system' }, alongside: (tx, locked) => sendBackLeftover(tx, locked, now),
      });
      return 'expired';
    }
    await withLockedOrder(app.db, orderId, async (tx, locked) => {
      if (UNPAID.includes(locked.status as OrderState) || locked.status === 'finalPaymentReview') throw notNow();
      await sendBackLeftover(tx, locked, now);
    });
    return 'returned';
  } catch (err) {
    if (movedOn(err)) return 'moved on';
    throw err;
  }
}

/** Every order past its deadline whose leftover is still here and whose final payment is not under review. */
async function sweepLeftoverStock(app: FastifyInstance, now: Date): Promise<{ expired: number; returned: number }> {
  const due = await app.db.select({ id: orders.id }).from(orders).where(and(
    isNotNull(orders.stockReturnAt), lte(orders.stockReturnAt, now), isNull(orders.stockReturnedAt), ne(orders.status, 'finalPaymentReview'),
  )).limit(500);
  const counts = { expired: 0, returned: 0 };
  for (const { id } of due) {
    const outcome = await returnLeftoverStock(app, id, now);
    if (outcome === 'expired' || outcome === 'returned') counts[outcome] += 1;
  }
  return counts;
}

/** Declares the queues (every process: web-only ones send to them too) and the sweep's schedule. */
export async function declareStockReturn(app: FastifyInstance): Promise<void> {
  app.jobs.handle<{ orderId: number }>(RETURN_STOCK, async ({ data, now }) => returnLeftoverStock(app, data.orderId, now));
  app.jobs.handle(RETURN_STOCK_SWEEP, async ({ now }) => sweepLeftoverStock(app, now));
  await app.jobs.schedule(RETURN_STOCK_SWEEP, RETURN_STOCK_SWEEP_CRON);
}
