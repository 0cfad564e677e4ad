import { sql, type SQL } from 'drizzle-orm';
import type { DashboardDuration, DashboardFigures } from 'shared-contracts/api/dashboard';
import type { DbOrTx } from '../../db/connect';
import { queryRows } from '../../db/rows';
import { madeIn, type Period } from './period';

export type DurationRow = { n: number; median: number | null; p90: number | null; over: number };

/** Median, 90th percentile (continuous, in minutes) and how many took longer than the target, of `seconds`. */
const measured = (seconds: SQL, targetMinutes: number) => sql`
  count(*)::int as n,
  percentile_cont(0.5) within group (order by ${seconds}) / 60 as median,
  percentile_cont(0.9) within group (order by ${seconds}) / 60 as p90,
  count(*) filter (where ${seconds} > ${targetMinutes * 60})::int as over`;

const durationOf = (row: DurationRow | undefined, targetMinutes: number): DashboardDuration => ({
  count: Number(row?.n ?? 0),
  medianMinutes: row?.median == null ? null : Math.round(Number(row.median) * 10) / 10,
  p90Minutes: row?.p90 == null ? null : Math.round(Number(row.p90) * 10) / 10,
  targetMinutes,
  overTarget: Number(row?.over ?? 0),
});

/**
 * Time to accept (placement to the `accept` event of the order's timeline, orders placed in the period): median and
 * p90 over the rollup's kept values, from `src` (figures-source.ts): a median does not add up, the values it is
 * taken over do.
 */
export const acceptMeasured = (replyDays: number): SQL =>
  sql`(select row_to_json(a) from (select ${measured(sql`seconds`, replyDays * 24 * 60)} from (select unnest(accept_seconds) as seconds from src) kept) a)`;

/**
 * Time to review: a payment's submission to its review by staff (`reviewed_by` set: online payments settle without
 * one), for payments sent in the period, read live through its index (migration 0020). Both against the platform's
 * reply target, `accept_reply_days` (SPEC §9: staff reply within a day; no separate review target exists,
 * docs/dashboard.md).
 */
export async function durationFigures(
  db: DbOrTx, p: Period, accept: DurationRow | null, replyDays: number,
): Promise<DashboardFigures['times']> {
  const target = replyDays * 24 * 60;
  const [review] = await queryRows<DurationRow>(db, sql`
      select ${measured(sql`extract(epoch from (pay.reviewed_at - pay.created_at))`, target)}
      from mall_payment pay
      where pay.reviewed_by is not null and pay.reviewed_at is not null
        and ${madeIn(p, 'pay')}`);
  return { accept: durationOf(accept ?? undefined, target), paymentReview: durationOf(review, target) };
}
