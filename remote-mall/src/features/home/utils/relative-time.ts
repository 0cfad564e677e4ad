/** The largest unit in which `then` lies before `now`, for Intl.RelativeTimeFormat ("3 minutes ago"). */
export function relativeTimeOf(then: Date, now: Date): { value: number; unit: 'second' | 'minute' | 'hour' | 'day' } {
  const seconds = Math.round((then.getTime() - now.getTime()) / 1000);
  const abs = Math.abs(seconds);
  // A clock a little ahead of the server's still reads "now", never "in 5 seconds".
  if (abs < 60) return { value: Math.min(0, seconds), unit: 'second' };
  if (abs < 3600) return { value: Math.round(seconds / 60), unit: 'minute' };
  if (abs < 86_400) return { value: Math.round(seconds / 3600), unit: 'hour' };
  return { value: Math.round(seconds / 86_400), unit: 'day' };
}
