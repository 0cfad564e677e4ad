import { sql } from 'drizzle-orm';
import type { FinalConfirmationInput } from 'shared-contracts/api/final-payment';
import { MessageKey } from 'shared-contracts/api/message-keys';
import type { Db } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { payments } from '../../db/schema';
import { HttpError } from '../../plugins/app/errors';
import { formatPaymentNo } from '../orders/order-number';
import { transitionOrder } from '../orders/transition';
import { reviewStateAfter } from './bank-transfer';
import { readPaymentDue } from './payment-due';

type PaymentRow = typeof payments.$inferSelect;

/**
 * `POST api/payments/final-confirmation`: the buyer takes quantities whose final balance the deposit covers
 * entirely, so there is nothing to transfer. It is still the payFinal step: a payment of 0 recorded as
 * DEPOSIT_CREDIT with the breakdown and quantities frozen, awaiting review, because the operator's approval is what
 * makes the goods the buyer's stock (taken) and sends the rest back. Quantities that leave something to pay are
 * refused (400 mall.finalAmountToPay): those go by bank transfer.
 */
export async function confirmFinalQuantities(db: Db, userId: number, input: FinalConfirmationInput): Promise<PaymentRow> {
  let made: PaymentRow | undefined;
  await transitionOrder(db, {
    orderId: input.orderId, action: 'payFinal', actor: { kind: 'buyer', userId },
    alongside: async (tx, order) => {
      const due = await readPaymentDue(tx, order, 'final', input.quantities);
      if (due.amount > 0) throw new HttpError(400, MessageKey.finalAmountToPay);
      const [next] = await queryRows<{ id: number }>(tx, sql`select nextval(pg_get_serial_sequence('mall_payment', 'id'))::int as id`);
      if (!next) throw new Error('no payment id from the sequence');
      const now = new Date();
      [made] = await tx.insert(payments).values({
        id: next.id, serialNo: formatPaymentNo(next.id, now), orderId: order.id, userId, kind: 'final', method: 'DEPOSIT_CREDIT',
        status: reviewStateAfter(order.status), amount: 0, currency: due.currency, exchangeRate: due.exchangeRate, amountVnd: 0,
        breakdown: due.breakdown, quantities: due.quantities, remarks: input.remarks, createdAt: now,
      }).returning();
    },
  });
  if (!made) throw new Error('the confirmation was not written');
  return made;
}
