import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export type LoadedScript = { url: string; gzip: number; raw: number; transfer: number };

/**
 * Records every script the page loads until `stop()`: its path, minified size, gzip size (level 9, as
 * docs/performance.md reports) and bytes on the wire. A body still downloading when `stop()` is
 * called is counted: the page needed it to get where it is.
 */
export function recordScripts(page: Page): { stop: () => Promise<LoadedScript[]> } {
  const pending: Promise<LoadedScript>[] = [];
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
      };
    })());
  });
  return {
    stop: () => {
      stopped = true;
      return Promise.all(pending);
    },
  };
}

export const totalOf = (scripts: readonly LoadedScript[], key: 'gzip' | 'raw' | 'transfer') =>
  scripts.reduce((total, script) => total + script[key], 0);

export const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
