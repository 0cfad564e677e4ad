import NProgress from 'nprogress';
import { afterAll } from 'vitest';

/**
 * nprogress removes its bar on chained timers (200 ms each) after `done()`: a file whose last test ends a
 * navigation would otherwise see them fire after jsdom is gone ("document is not defined", an unhandled error that
 * fails the run). The bar may already be out of the DOM while its timers still wait, so a file that moved the bar
 * first lets a whole chain run out, then waits until no bar is left, while its document still exists. A file that
 * never moved it has no timers to wait for (most files: waiting in each cost 1.25 s a file, docs/testing.md).
 */
let barMoved = false;
const setBar = NProgress.set;
NProgress.set = (n: number) => {
  barMoved = true;
  return setBar.call(NProgress, n);
};

afterAll(async () => {
  if (!barMoved) return;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  await pause(800);
  const until = Date.now() + 3_000;
  while (typeof document !== 'undefined' && document.getElementById('nprogress') && Date.now() < until) await pause(50);
  await pause(450);
});
