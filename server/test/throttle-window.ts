/**
 * The throttles count in fixed windows aligned to the clock (plugins/app/throttle.ts: a minute starts at :00). A test
 * that counts requests up to a limit and expects the next one refused fails when its requests straddle the start of a
 * window: the count starts again. This waits, when needed, until the current window has `seconds` left (the server's
 * database runs on this machine's clock).
 */
export async function inOneThrottleWindow(windowSeconds: number, seconds = 15): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const left = windowMs - (Date.now() % windowMs);
  if (left < seconds * 1000) await new Promise((resolve) => { setTimeout(resolve, left + 100); });
}
