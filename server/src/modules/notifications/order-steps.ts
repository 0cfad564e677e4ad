import { sql } from 'drizzle-orm';
import { ORDER_STEP_NOTICES, OTHER_EVENT_NOTICES } from 'shared-contracts/mall/notification-rules';
import type { OrderAction } from 'shared-contracts/mall/order-state';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import type { orders } from '../../db/schema';
import { tell, type NoticeParams } from './record';

type OrderRow = typeof orders.$inferSelect;
type PaymentFacts = { id: number; kind: string; amount: number };

const isoOf = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const DAY_MS = 86_400_000;

async function buyerNameOf(db: DbOrTx, userId: number): Promise<string> {
  const [row] = await queryRows<{ name: string }>(db, sql`select coalesce(nullif(nick_name, ''), username) as name from sys_user where id = ${userId}`);
  return row?.name ?? '';
}

/** The payment a payment step is about: the order's latest (one is under review at a time, docs/orders.md). */
async function latestPaymentOf(db: DbOrTx, orderId: number): Promise<PaymentFacts | null> {
  const [row] = await queryRows<PaymentFacts>(db, sql`select id, kind, amount from mall_payment where order_id = ${orderId} order by id desc limit 1`);
  return row ?? null;
}

const PAYMENT_STEPS: readonly OrderAction[] = ['payDeposit', 'payFinal', 'approveDeposit', 'rejectDeposit', 'approveFinal', 'rejectFinal'];

/**
 * Tells whoever the rules table names of one step of an order, in the step's transaction (transitionOrder calls it
 * after the update and the timeline event): rolled back with the step, nobody is told. The values each message names
 * are read here, in the order's lock, from the rows as the step left them.
 */
export async function tellOrderStep(db: DbOrTx, action: OrderAction, before: OrderRow, after: OrderRow, note: string | null): Promise<void> {
  const decision = ORDER_STEP_NOTICES[action];
  if ('nobody' in decision) return;
  const params: NoticeParams = { orderNo: after.orderNo };
  let paymentId: number | null = null;
  if (PAYMENT_STEPS.includes(action)) {
    const payment = await latestPaymentOf(db, after.id);
    paymentId = payment?.id ?? null;
    params.payment = payment?.kind ?? (action.endsWith('Deposit') ? 'deposit' : 'final');
    params.amount = payment?.amount ?? null;
  }
  if (note) params.reason = note;
  if ('staff' in decision) params.buyer = await buyerNameOf(db, after.userId);
  switch (action) {
    case 'accept':
      params.deposit = after.depositAmount;
      params.dueAt = isoOf(after.depositDueAt);
      break;
    case 'closeUnpaid':
      params.dueAt = isoOf(before.depositDueAt);
      break;
    case 'completeStocking':
      params.dueAt = isoOf(after.stockReturnAt);
      params.days = after.stockReturnAt && after.stockedAt
        ? Math.round((after.stockReturnAt.getTime() - after.stockedAt.getTime()) / DAY_MS) : null;
      break;
    case 'rejectFinal':
    case 'expireStock':
      params.dueAt = isoOf(before.stockReturnAt);
      break;
    default:
      break;
  }
  await tell(db, decision, { buyerId: after.userId, orderId: after.id, paymentId, params });
}

/** A new order: the staff who accept orders, inside whose scope the buyer is, are told it waits for them. */
export async function tellOrderPlaced(db: DbOrTx, order: OrderRow): Promise<void> {
  await tell(db, OTHER_EVENT_NOTICES.orderPlaced, {
    buyerId: order.userId, orderId: order.id,
    params: { orderNo: order.orderNo, amount: order.goodsTotal, buyer: await buyerNameOf(db, order.userId) },
  });
}
