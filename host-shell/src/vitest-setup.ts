import { afterAll } from 'vitest';

/**
 * nprogress removes its bar on timers a few hundred ms after `done()`: a file whose last test ends a navigation
 * would otherwise see them fire after jsdom is gone ("document is not defined", an unhandled error that fails the
 * run). Each file waits, while its document still exists, until no bar is left.
 */
afterAll(async () => {
  const until = Date.now() + 3_000;
  while (typeof document !== 'undefined' && document.getElementById('nprogress') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});
