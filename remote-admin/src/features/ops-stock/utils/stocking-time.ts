export type Span = { days: number; hours: number; minutes: number };

/** A non-negative span in whole minutes, as days, hours and minutes. */
export function spanOf(ms: number): Span {
  const total = Math.floor(Math.max(0, ms) / 60_000);
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** The message id and values that say a span: minutes under an hour, hours and minutes under a day, else days and hours. */
export function spanMessage(prefix: string, { days, hours, minutes }: Span): { id: string; values: Record<string, number> } {
  if (days > 0) return { id: `${prefix}.days`, values: { days, hours } };
  if (hours > 0) return { id: `${prefix}.hours`, values: { hours, minutes } };
  return { id: `${prefix}.minutes`, values: { minutes } };
}

export type StockingClock = {
  /** Since the deposit was approved (the warehouse started); null when unknown. */
  waited: Span | null;
  /** Against the expected completion: late by, or left. Null without one. */
  due: { late: boolean; span: Span } | null;
};

/** Where an order awaiting stocking stands at `now` against its expected completion (SPEC §9: stocking 5–7 days). */
export function stockingClock(since: string | null, dueAt: string | null, now: number): StockingClock {
  const due = dueAt === null ? null : Date.parse(dueAt) - now;
  return {
    waited: since === null ? null : spanOf(now - Date.parse(since)),
    due: due === null ? null : { late: due < 0, span: spanOf(Math.abs(due)) },
  };
}
