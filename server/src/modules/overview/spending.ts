import { sql } from 'drizzle-orm';
import { OVERVIEW_SPENDING_MONTHS, type OverviewSpendingMonth } from 'shared-contracts/api/buyer-overview';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';

/** Vietnam keeps UTC+7 all year (no daylight saving): a month of its calendar starts at 17:00 UTC the day before. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;
const ZONE = 'Asia/Ho_Chi_Minh';

/** The `YYYY-MM` months of Vietnam's calendar ending with the one holding `now`, oldest first. */
export function lastMonths(now: Date, months = OVERVIEW_SPENDING_MONTHS): { month: string; start: Date }[] {
  const local = new Date(now.getTime() + VIETNAM_OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  return Array.from({ length: months }, (_, i) => {
    const first = new Date(Date.UTC(year, month - (months - 1 - i), 1));
    return { month: first.toISOString().slice(0, 7), start: new Date(first.getTime() - VIETNAM_OFFSET_MS) };
  });
}

/**
 * Approved payments (deposits and balances, status PAID) per month of their approval, fen. Approval is when the
 * money counts as spent: a payment under review may still be rejected. Months without payments are 0.
 */
export async function spendingPerMonth(db: DbOrTx, userId: number, now: Date): Promise<OverviewSpendingMonth[]> {
  const months = lastMonths(now);
  const since = months[0]?.start ?? now;
  const rows = await queryRows<{ month: string; amount: string | number; payments: string | number }>(db, sql`
    select to_char(reviewed_at at time zone ${ZONE}, 'YYYY-MM') as month, sum(amount)::bigint as amount, count(*)::int as payments
    from mall_payment
    where user_id = ${userId} and status = 'PAID' and reviewed_at >= ${since.toISOString()}
    group by 1`);
  const found = new Map(rows.map((r) => [r.month, r]));
  return months.map(({ month }) => ({ month, amount: Number(found.get(month)?.amount ?? 0), payments: Number(found.get(month)?.payments ?? 0) }));
}
