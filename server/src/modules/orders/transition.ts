import { and, eq } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  canTransition, nextPosition, transitionOf, type AcceptanceState, type OrderAction, type OrderState,
} from 'shared-contracts/mall/order-state';
import type { Db, Tx } from '../../db/connect';
import { orderEvents, orders } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { ownerInScope, type DataScope } from '../data-scope/data-scope';
import { tellOrderStep } from '../notifications/order-steps';
import { ROW_LOCK } from './lock-order';

type OrderRow = typeof orders.$inferSelect;

/**
 * Who asks for a transition. A buyer acts on their own orders only (anyone else's answers 404, as reading it
 * would); staff need the transition's permission code and act on the orders of buyers inside their data scope
 * only (outside answers 404 too: docs/back-office.md); the system is the job queue.
 */
export type TransitionActor =
  | { kind: 'buyer'; userId: number }
  | { kind: 'staff'; userId: number; may: (code: string) => boolean; scope: DataScope }
  | { kind: 'system' };

export type TransitionRequest = {
  orderId: number;
  action: OrderAction;
  actor: TransitionActor;
  note?: string | null;
  /**
   * Checks of the step's own rows (the payment being decided), in the order's lock before the state machine's: a
   * request refused for a reason of its own answers that reason, not the order's state it already moved.
   */
  guard?: (tx: Tx, order: OrderRow) => Promise<void>;
  /** Work that belongs to the same step (a payment row, stock batches), run inside the order's lock before it moves. */
  alongside?: (tx: Tx, order: OrderRow) => Promise<void>;
};

/**
 * Takes one step of the order state machine (shared-contracts/mall/order-state.ts) in a transaction that holds
 * the order's row lock: the state read, the checks, the update and its timeline event cannot interleave with
 * another step on the same order (two operators, two tabs, a job and a click). An illegal step answers 409
 * mall.orderStateConflict and changes nothing. The people the step concerns are told in the same transaction.
 */
export async function transitionOrder(db: Db, request: TransitionRequest): Promise<OrderRow> {
  const rule = transitionOf(request.action);
  const note = request.note?.trim() || null;
  if (rule.by !== request.actor.kind) throw new HttpError(403, MessageKey.forbidden);
  if (request.actor.kind === 'staff' && !(rule.permission && request.actor.may(rule.permission))) throw new HttpError(403, MessageKey.forbidden);
  if (rule.noteRequired && !note) throw new HttpError(400, MessageKey.reasonRequired);

  return db.transaction(async (tx) => {
    // The scope is part of the locking read: an order outside it is neither locked nor found.
    const scoped = request.actor.kind === 'staff' ? ownerInScope(request.actor.scope, orders.userId) : undefined;
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, request.orderId), scoped)).for(ROW_LOCK);
    if (!order || (request.actor.kind === 'buyer' && order.userId !== request.actor.userId)) {
      throw new HttpError(404, MessageKey.orderNotFound);
    }
    await request.guard?.(tx, order);
    const position = { status: order.status as OrderState, acceptance: order.acceptance as AcceptanceState };
    const next = nextPosition(position, request.action);
    if (!next || !canTransition(position, request.action)) throw new HttpError(409, MessageKey.orderStateConflict);
    await request.alongside?.(tx, order);
    const [moved] = await tx.update(orders)
      .set({ status: next.status, acceptance: next.acceptance, version: order.version + 1, updatedAt: new Date() })
      .where(eq(orders.id, order.id)).returning();
    await tx.insert(orderEvents).values({
      orderId: order.id, fromStatus: order.status, toStatus: next.status, action: request.action,
      actorId: request.actor.kind === 'system' ? null : request.actor.userId, note,
    });
    if (!moved) throw new Error('the locked order vanished');
    // Who is told of the step (shared-contracts/mall/notification-rules.ts), in the step's transaction: a step
    // rolled back, or refused after this point, tells nobody.
    await tellOrderStep(tx, request.action, order, moved, note);
    return moved;
  });
}
