import { daysIn, MAX_DASHBOARD_DAYS } from 'shared-contracts/api/dashboard';

/** The periods offered in one click; any other is chosen by its dates. */
export const PRESET_DAYS = [7, 30, 90] as const;
export type Period = { from: string; to: string };

/** Today in Vietnam (the server's calendar for the figures), as `YYYY-MM-DD`. */
export function todayInVietnam(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The last `days` days up to today, both included. */
export function lastDays(days: number, today: string): Period {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

/** Dates the server accepts: both set, in order, at most MAX_DASHBOARD_DAYS apart; null otherwise. */
export function validPeriod(from: string, to: string): Period | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return null;
  const n = daysIn(from, to);
  return Number.isFinite(n) && n >= 1 && n <= MAX_DASHBOARD_DAYS ? { from, to } : null;
}
