import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { BankTransferInput, PaymentState } from 'shared-contracts/api/payments';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { payments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { assertOwnPicture } from '../../plugins/app/owned-pictures';
import type { FileStorage } from '../../plugins/app/storage';
import { formatPaymentNo } from '../orders/order-number';
import { transitionOrder } from '../orders/transition';
import { readPaymentDue } from './payment-due';
import { PAYMENT_PICTURES } from './pictures';

type PaymentRow = typeof payments.$inferSelect;

/** A payment decided against is paid again: the next one is a re-review. */
export const reviewStateAfter = (orderStatus: string): PaymentState =>
  (orderStatus === 'depositRejected' || orderStatus === 'finalPaymentRejected' ? 'RE_REVIEW' : 'PENDING_REVIEW');

/**
 * `POST api/payments/bank-transfer`: the buyer's bank transfer of the deposit or of the final balance. In the
 * order's lock: the amounts due for the quantities taken and today's rates, frozen on a payment awaiting review
 * (re-review after a rejection), and the order moves to review (payDeposit / payFinal). A second submission while
 * one is under review finds the order moved on: 409. A final balance the deposit covers is confirmed, not
 * transferred (final-confirmation.ts): 400 mall.finalCoveredByDeposit.
 */
export async function submitBankTransfer(db: Db, storage: FileStorage, userId: number, input: BankTransferInput): Promise<PaymentRow> {
  await assertOwnPicture(storage, PAYMENT_PICTURES, userId, input.voucherKey, MessageKey.voucherRequired);
  await assertOwnPicture(storage, PAYMENT_PICTURES, userId, input.remittanceKey, MessageKey.badRequest);
  const final = input.kind === 'final';
  if (final && !input.quantities) throw new HttpError(400, MessageKey.finalQuantityRequired);
  let made: PaymentRow | undefined;
  await transitionOrder(db, {
    orderId: input.orderId, action: final ? 'payFinal' : 'payDeposit', actor: { kind: 'buyer', userId },
    alongside: async (tx, order) => {
      const due = await readPaymentDue(tx, order, input.kind, final ? input.quantities ?? null : null);
      if (final && due.amount === 0) throw new HttpError(400, MessageKey.finalCoveredByDeposit);
      const status = reviewStateAfter(order.status);
      const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_payment', 'id'))::int as id`);
      if (!next) throw new Error('no payment id from the sequence');
      const now = new Date();
      [made] = await tx.insert(payments).values({
        id: next.id, serialNo: formatPaymentNo(next.id, now), orderId: order.id, userId, kind: input.kind,
        method: 'BANK_TRANSFER_VND', status, amount: due.amount, currency: due.currency, exchangeRate: due.exchangeRate,
        amountVnd: due.amountVnd, breakdown: due.breakdown, remitterName: input.remitterName, remitterBank: input.remitterBank,
        remittedAmount: input.remittedAmount, voucherKey: input.voucherKey, remittanceKey: input.remittanceKey,
        remarks: input.remarks, quantities: due.quantities, createdAt: now,
      }).returning();
    },
  });
  if (!made) throw new Error('the payment was not written');
  return made;
}
