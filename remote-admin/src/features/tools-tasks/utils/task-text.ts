/** The tasks the page can describe; any other name is shown as it is. */
export const KNOWN_TASKS = [
  'auth.purge-dead-tokens',
  'orders.return-stock-sweep',
  'orders.close-unpaid-sweep',
  'orders.auto-complete-sweep',
  'maint.nightly-backup',
  'maint.purge-logs',
  'notifications.email-sweep',
  'notifications.reminders',
  'notifications.purge',
  'live.trim-events',
  'dashboard.rollup',
] as const;

const known: ReadonlySet<string> = new Set(KNOWN_TASKS);

/** The message id describing a task, or null for a task this page does not know. */
export function taskDescriptionId(name: string): string | null {
  return known.has(name) ? `admin.tools.timing.task.${name}` : null;
}

/** A run's duration as people read it: `850 ms`, `12.4 s`, `3 min 5 s`. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '';
  if (ms < 1000) return `${ms} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  return `${minutes} min ${Math.round((ms % 60_000) / 1000)} s`;
}
