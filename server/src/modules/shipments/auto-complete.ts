import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import { transitionOrder } from '../orders/transition';
import { readOrderSettings } from '../payments/order-settings';

/** A delivered order completes itself `auto_complete_days` after its last delivery unless the buyer confirmed first. */
export const AUTO_COMPLETE = 'orders.auto-complete';
export const AUTO_COMPLETE_SWEEP = 'orders.auto-complete-sweep';
export const AUTO_COMPLETE_SWEEP_CRON = '17 * * * *';
const DAY_MS = 86_400_000;
const keyOf = (orderId: number) => `order-${orderId}`;

/** When the order's last shipment was delivered (the delivery that made it `delivered`). */
async function lastDeliveryOf(db: DbOrTx, orderId: number): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(db, sql`select max(s.delivered_at) as at
    from mall_shipment s join mall_shipment_item i on i.shipment_id = s.id where i.order_id = ${orderId} and s.status = 'delivered'`);
  return row?.at ? new Date(row.at) : null;
}

async function dueAtOf(db: DbOrTx, orderId: number): Promise<Date | null> {
  const delivered = await lastDeliveryOf(db, orderId);
  if (!delivered) return null;
  const { autoCompleteDays } = await readOrderSettings(db);
  return new Date(delivered.getTime() + autoCompleteDays * DAY_MS);
}

/** Queues the order's completion for its due time; a second send for the order is ignored (the job key). */
export async function scheduleAutoComplete(app: FastifyInstance, orderId: number): Promise<void> {
  const dueAt = await dueAtOf(app.db, orderId);
  if (dueAt) await app.jobs.sendAt(AUTO_COMPLETE, { orderId }, dueAt, { singletonKey: keyOf(orderId) });
}

class NotDue extends Error {
  constructor(readonly dueAt: Date) { super('not due'); }
}

/**
 * The job: completes the order if it is still delivered and its time is up. The state machine is the guard: a
 * second run, or a run after the buyer confirmed, finds it moved on (409) and does nothing. Due time is read
 * again here (the setting may have changed since it was queued); not yet due, the job is sent again for then.
 */
async function completeIfDue(app: FastifyInstance, orderId: number, now: Date): Promise<string> {
  try {
    await transitionOrder(app.db, {
      orderId, action: 'autoComplete', actor: { kind: 'system' },
      alongside: async (tx) => {
        const dueAt = await dueAtOf(tx, orderId);
        if (!dueAt) throw new HttpError(409, MessageKey.orderStateConflict);
        if (dueAt.getTime() > now.getTime()) throw new NotDue(dueAt);
      },
    });
    return 'completed';
  } catch (err) {
    if (err instanceof NotDue) {
      await app.jobs.sendAt(AUTO_COMPLETE, { orderId }, err.dueAt, { singletonKey: `${keyOf(orderId)}-${err.dueAt.getTime()}` });
      return 'not due yet';
    }
    if (err instanceof HttpError && (err.statusCode === 409 || err.statusCode === 404)) return 'moved on';
    throw err;
  }
}

/** The sweep: delivered orders past their time whose own job never came (the queue was down at delivery). */
async function sweepDelivered(app: FastifyInstance, now: Date): Promise<{ completed: number }> {
  const { autoCompleteDays } = await readOrderSettings(app.db);
  const due = await queryRows<{ id: number }>(app.db, sql`select o.id from mall_order o
    where o.status = 'delivered' and (select max(s.delivered_at) from mall_shipment s join mall_shipment_item i on i.shipment_id = s.id
      where i.order_id = o.id and s.status = 'delivered') <= ${new Date(now.getTime() - autoCompleteDays * DAY_MS).toISOString()}::timestamptz
    order by o.id limit 500`);
  let completed = 0;
  for (const { id } of due) if ((await completeIfDue(app, Number(id), now)) === 'completed') completed += 1;
  return { completed };
}

/** Declares the queues in every process (web-only ones send to them too) and the hourly sweep. */
export async function declareAutoComplete(app: FastifyInstance): Promise<void> {
  app.jobs.handle<{ orderId: number }>(AUTO_COMPLETE, async ({ data, now }) => completeIfDue(app, data.orderId, now));
  app.jobs.handle(AUTO_COMPLETE_SWEEP, async ({ now }) => sweepDelivered(app, now));
  await app.jobs.schedule(AUTO_COMPLETE_SWEEP, AUTO_COMPLETE_SWEEP_CRON);
}
