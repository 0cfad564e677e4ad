import { afterAll } from 'vitest';

/**
 * nprogress removes its bar on chained timers (200 ms each) after `done()`: a file whose last test ends a
 * navigation would otherwise see them fire after jsdom is gone ("document is not defined", an unhandled error that
 * fails the run). The bar may already be out of the DOM while its timers still wait, so each file first lets a
 * whole chain run out, then waits until no bar is left, while its document still exists.
 */
afterAll(async () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(800);
  const until = Date.now() + 3_000;
  while (typeof document !== 'undefined' && document.getElementById('nprogress') && Date.now() < until) await pause(50);
  await pause(450);
});
