import type { FastifyInstance } from 'fastify';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db } from '../../db/connect';
import { orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { readOrderSettings } from '../payments/order-settings';
import { transitionOrder, type TransitionActor } from './transition';

/** The countdown close of an accepted order whose deposit is not paid (SPEC §4 "Other rules", docs/orders.md). */
export const CLOSE_UNPAID = 'orders.close-unpaid';
const keyOf = (orderId: number) => `order-${orderId}`;

/** The deposit's deadline is not reached (the clock of the job ran ahead of the order's): try again then. */
class NotDue extends Error {
  constructor(readonly dueAt: Date) { super('not due'); }
}

/**
 * Accepts an order: the deadline for its deposit (now + the `unpaid_cancel_hours` setting, frozen on the order
 * and shown to the buyer) is set in the same step, and the close is queued for it once the step is committed.
 */
export async function acceptOrder(app: FastifyInstance, orderId: number, actor: Extract<TransitionActor, { kind: 'staff' }>) {
  let dueAt: Date | null = null;
  const accepted = await transitionOrder(app.db, {
    orderId, action: 'accept', actor,
    alongside: async (tx) => {
      const { unpaidCancelHours } = await readOrderSettings(tx);
      dueAt = new Date(app.clock.now().getTime() + unpaidCancelHours * 3_600_000);
      await tx.update(orders).set({ depositDueAt: dueAt }).where(eq(orders.id, orderId));
    },
  });
  if (dueAt) await app.jobs.sendAt(CLOSE_UNPAID, { orderId }, dueAt, { singletonKey: keyOf(orderId) });
  return { ...accepted, depositDueAt: dueAt };
}

/**
 * The job: closes the order if it is still accepted, unpaid and past its deadline. A second run, or a run after the
 * buyer paid, finds the order moved on (409) and does nothing: the state machine is the guard.
 */
async function closeIfStillUnpaid(app: FastifyInstance, db: Db, orderId: number, now: Date): Promise<string> {
  try {
    await transitionOrder(db, {
      orderId, action: 'closeUnpaid', actor: { kind: 'system' },
      alongside: async (_tx, order) => {
        if (!order.depositDueAt) throw new HttpError(409, MessageKey.orderStateConflict);
        if (order.depositDueAt.getTime() > now.getTime()) throw new NotDue(order.depositDueAt);
      },
    });
    return 'closed';
  } catch (err) {
    if (err instanceof NotDue) {
      await app.jobs.sendAt(CLOSE_UNPAID, { orderId }, err.dueAt, { singletonKey: `${keyOf(orderId)}-${err.dueAt.getTime()}` });
      return 'not due yet';
    }
    if (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 404)) return 'moved on';
    throw err;
  }
}

/** The sweep: every few minutes, any accepted unpaid order past its deadline whose own job never came. */
export const CLOSE_UNPAID_SWEEP = 'orders.close-unpaid-sweep';
export const CLOSE_UNPAID_SWEEP_CRON = '*/5 * * * *';

async function sweepUnpaid(app: FastifyInstance, now: Date): Promise<{ closed: number }> {
  const due = await app.db.select({ id: orders.id }).from(orders).where(and(
    eq(orders.status, 'depositPending'), eq(orders.acceptance, 'accepted'), isNotNull(orders.depositDueAt), lte(orders.depositDueAt, now),
  )).limit(500);
  let closed = 0;
  for (const { id } of due) if ((await closeIfStillUnpaid(app, app.db, id, now)) === 'closed') closed += 1;
  return { closed };
}

/**
 * Declares the queues (every process: web-only ones send to them too). Each order's close is a job due at its
 * deadline; the sweep catches one that was never queued (the queue was down when the order was accepted).
 */
export async function declareUnpaidClose(app: FastifyInstance): Promise<void> {
  app.jobs.handle<{ orderId: number }>(CLOSE_UNPAID, async ({ data, now }) => closeIfStillUnpaid(app, app.db, data.orderId, now));
  app.jobs.handle(CLOSE_UNPAID_SWEEP, async ({ now }) => sweepUnpaid(app, now));
  await app.jobs.schedule(CLOSE_UNPAID_SWEEP, CLOSE_UNPAID_SWEEP_CRON);
}
