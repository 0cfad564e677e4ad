/** SPEC §4 step 2 and §9: staff accept (or refuse) an order within a day of its placement. */
export const ACCEPTANCE_TARGET_MS = 24 * 60 * 60 * 1000;

export type WaitTime = { days: number; hours: number; minutes: number; overdue: boolean };

/** How long an order has waited since `createTime` at `now`, whole minutes, and whether it is past the 1-day target. */
export function waitTime(createTime: string, now: number): WaitTime {
  const waited = Math.max(0, now - Date.parse(createTime));
  const totalMinutes = Math.floor(waited / 60_000);
  return {
    days: Math.floor(totalMinutes / 1440),
    hours: Math.floor((totalMinutes % 1440) / 60),
    minutes: totalMinutes % 60,
    overdue: waited > ACCEPTANCE_TARGET_MS,
  };
}

/** The message id and values that say a wait: minutes under an hour, hours and minutes under a day, else days and hours. */
export function waitMessage({ days, hours, minutes }: WaitTime): { id: string; values: Record<string, number> } {
  if (days > 0) return { id: 'admin.ops.orders.wait.days', values: { days, hours } };
  if (hours > 0) return { id: 'admin.ops.orders.wait.hours', values: { hours, minutes } };
  return { id: 'admin.ops.orders.wait.minutes', values: { minutes } };
}
