/** At most one report per remote, module and kind in this window, and at most GLOBAL_LIMIT in all. */
export const FAILURE_WINDOW_MS = 60_000;
export const FAILURE_GLOBAL_LIMIT = 10;

/**
 * Whether a failure may be reported now. A broken remote fails on every visit, retry and preload, and every open
 * tab reports: the browser keeps its reports few so they never become load on the server they are about.
 */
export function createFailureThrottle(now: () => number = Date.now): (key: string) => boolean {
  const lastByKey = new Map<string, number>();
  let recent: number[] = [];
  return (key) => {
    const t = now();
    recent = recent.filter((sent) => t - sent < FAILURE_WINDOW_MS);
    const last = lastByKey.get(key);
    if (last !== undefined && t - last < FAILURE_WINDOW_MS) return false;
    if (recent.length >= FAILURE_GLOBAL_LIMIT) return false;
    lastByKey.set(key, t);
    recent.push(t);
    return true;
  };
}
