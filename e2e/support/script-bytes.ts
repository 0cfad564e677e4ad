import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export type LoadedScript = { url: string; gzip: number; raw: number; transfer: number };

/**
 * Records every script the page loads until `stop()`: its path, minified size, gzip size (level 9, as
 * docs/performance.md reports) and bytes on the wire. A body still downloading when `stop()` is
 * called is counted: the page needed it to get where it is.
 */
export function recordScripts(page: Page): { stop: (usableAt?: number) => Promise<LoadedScript[]> } {
  const pending: Promise<LoadedScript & { requestedAt: number }>[] = [];
  let stopped = false;
  page.on('response', (response) => {
    if (stopped || response.request().resourceType() !== 'script') return;
    pending.push((async () => {
      const body = await response.body();
      const sizes = await response.request().sizes();
      return {
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        transfer: sizes.responseBodySize,
        requestedAt: response.request().timing().startTime,
      };
    })());
  });
  return {
    /**
     * `usableAt` (epoch ms, read in the page): only scripts requested before the page was usable count, so a
     * script the page starts afterwards (the landing's catalogue sections) is not charged to the first load
     * however fast the check that stops the recording comes.
     */
    stop: async (usableAt?: number) => {
      stopped = true;
      const scripts = await Promise.all(pending);
      return scripts.filter((s) => usableAt === undefined || s.requestedAt <= usableAt).map(({ requestedAt: _r, ...s }) => s);
    },
  };
}

/** The epoch time of the first animation frame at which `selector` matched, recorded in the page. */
export async function markFirstMatch(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const check = () => {
      if (document.querySelector(sel)) (window as unknown as { __firstMatchAt: number }).__firstMatchAt = performance.timeOrigin + performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  }, selector);
}

export const firstMatchAt = (page: Page) => page.evaluate(() => (window as unknown as { __firstMatchAt: number }).__firstMatchAt);

export const totalOf = (scripts: readonly LoadedScript[], key: 'gzip' | 'raw' | 'transfer') =>
  scripts.reduce((total, script) => total + script[key], 0);

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
