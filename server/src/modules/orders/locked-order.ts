import { and, eq } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db, Tx } from '../../db/connect';
import { orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { ROW_LOCK } from './lock-order';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Work on an order that does not move it (a stock batch, the return of leftover stock) in a transaction that holds
 * the order's row lock, the same lock transitionOrder takes: it cannot interleave with a step of the order or with
 * other such work. An unknown order, one of another buyer when `ownerId` is given, or one of a buyer outside the
 * staff member's data `scope` when it is given, answers 404.
 */
export async function withLockedOrder<T>(
  db: Db, orderId: number, work: (tx: Tx, order: OrderRow) => Promise<T>, opts: { ownerId?: number; scope?: DataScope } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    const scoped = opts.scope ? ownerInScope(opts.scope, orders.userId) : undefined;
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), scoped)).for(ROW_LOCK);
    if (!order || (opts.ownerId !== undefined && order.userId !== opts.ownerId)) throw new HttpError(404, MessageKey.orderNotFound);
    return work(tx, order);
  });
}
