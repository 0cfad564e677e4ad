import type { BuyerOverview } from 'shared-contracts/api/buyer-overview';
import type { DbOrTx } from '../../db/connect';
import { readReminderSettings } from '../notifications/reminders';
import { readOrderSettings } from '../payments/order-settings';
import { duePayments, rejectedPayments } from './payments-due';
import { spendingPerMonth } from './spending';
import { expiringStock, refundsUnderReview, shipmentsOnTheWay } from './under-way';

/**
 * `GET api/overview/mine` (docs/buyer-overview.md): everything of the buyer's that waits, each list capped, read
 * side by side. Nothing here is written, and every query is the buyer's own rows by `user_id`.
 */
export async function buyerOverview(db: DbOrTx, userId: number, now: Date): Promise<BuyerOverview> {
  const [settings, reminders] = await Promise.all([readOrderSettings(db), readReminderSettings(db)]);
  // The window opens with the first balance reminder (the most days before the deadline), so the overview shows
  // the stock the buyer was already reminded of.
  const days = Math.max(...reminders.balanceDays, 1);
  const [due, rejected, stock, shipments, refunds, spending] = await Promise.all([
    duePayments(db, userId, settings),
    rejectedPayments(db, userId, settings),
    expiringStock(db, userId, now, days),
    shipmentsOnTheWay(db, userId),
    refundsUnderReview(db, userId),
    spendingPerMonth(db, userId, now),
  ]);
  return {
    duePayments: due, rejectedPayments: rejected, expiringStock: stock, expiringWithinDays: days,
    shipments, refunds, spending, currency: 'CNY',
  };
}
