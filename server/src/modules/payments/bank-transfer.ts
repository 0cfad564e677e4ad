import { sql } from 'drizzle-orm';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { BankTransferInput, PaymentState } from 'shared-contracts/api/payments';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { payments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import type { FileStorage } from '../../plugins/app/storage';
import { formatPaymentNo } from '../orders/order-number';
import { transitionOrder } from '../orders/transition';
import { readOrderSettings } from './order-settings';
import { depositDue } from './payment-due';

type PaymentRow = typeof payments.$inferSelect;

/** A payment picture must be one this buyer uploaded (its key names the uploader) and still be stored. */
async function assertOwnFile(storage: FileStorage, userId: number, key: string | null, missing: string): Promise<void> {
  if (key === null) return;
  if (!key.startsWith(`payments/${userId}/`) || !(await storage.get(key))) throw new HttpError(400, missing);
}

/**
 * `POST api/payments/bank-transfer`: the buyer's bank transfer of the deposit. In the order's lock: the amounts
 * due and today's rate, frozen on a payment awaiting review (re-review after a rejection), and the order moves
 * to review (payDeposit). A second submission while one is under review finds the order moved on: 409.
 */
export async function submitBankTransfer(db: Db, storage: FileStorage, userId: number, input: BankTransferInput): Promise<PaymentRow> {
  await assertOwnFile(storage, userId, input.voucherKey, MessageKey.voucherRequired);
  await assertOwnFile(storage, userId, input.remittanceKey, MessageKey.badRequest);
  if (input.kind !== 'deposit') throw new HttpError(409, MessageKey.orderStateConflict);
  let made: PaymentRow | undefined;
  await transitionOrder(db, {
    orderId: input.orderId, action: 'payDeposit', actor: { kind: 'buyer', userId },
    alongside: async (tx, order) => {
      const due = depositDue(order, await readOrderSettings(tx));
      const status: PaymentState = order.status === 'depositRejected' ? 'RE_REVIEW' : 'PENDING_REVIEW';
      const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_payment', 'id'))::int as id`);
      if (!next) throw new Error('no payment id from the sequence');
      const now = new Date();
      [made] = await tx.insert(payments).values({
        id: next.id, serialNo: formatPaymentNo(next.id, now), orderId: order.id, userId, kind: 'deposit',
        method: 'BANK_TRANSFER_VND', status, amount: due.amount, currency: due.currency, exchangeRate: due.exchangeRate,
        amountVnd: due.amountVnd, breakdown: due.breakdown, remitterName: input.remitterName, remitterBank: input.remitterBank,
        remittedAmount: input.remittedAmount, voucherKey: input.voucherKey, remittanceKey: input.remittanceKey,
        remarks: input.remarks, createdAt: now,
      }).returning();
    },
  });
  if (!made) throw new Error('the payment was not written');
  return made;
}
