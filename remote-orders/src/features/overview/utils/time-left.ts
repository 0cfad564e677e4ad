export type TimeLeftUnit = 'overdue' | 'minutes' | 'hours' | 'days';
export type TimeLeft = { unit: TimeLeftUnit; value: number };

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

/**
 * How long until a deadline, in SPEC §9's buckets turned forward (under an hour in minutes, under a day in hours,
 * else days). Counts round down, so "in 1 day" never promises more time than is left; under a minute still reads
 * "1 minute". A deadline passed reads overdue: the job closing the order may not have run yet.
 */
export function timeLeft(deadline: string | number, now: number = Date.now()): TimeLeft {
  const ms = (typeof deadline === 'number' ? deadline : Date.parse(deadline)) - now;
  if (ms <= 0) return { unit: 'overdue', value: 0 };
  if (ms < HOUR) return { unit: 'minutes', value: Math.max(1, Math.floor(ms / MINUTE)) };
  if (ms < DAY) return { unit: 'hours', value: Math.floor(ms / HOUR) };
  return { unit: 'days', value: Math.floor(ms / DAY) };
}

/** Less than a day left (or past): the entry is drawn as urgent. */
export const isPressing = ({ unit }: TimeLeft) => unit !== 'days';
