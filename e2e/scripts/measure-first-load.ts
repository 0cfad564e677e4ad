// Measures the JavaScript a browser loads before a page is usable (docs/performance.md, "Front-end").
// Usage (against a running portal):
//   cd e2e && BASE_URL=http://localhost:8099 npx playwright test --config scripts/measure.config.ts
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const PAGES = [
  { path: '/mall', ready: 'h1' },
  { path: '/login', ready: 'form img' },
];

for (const { path, ready } of PAGES) {
  test(`first load of ${path}`, async ({ page }) => {
    type Script = { url: string; gzip: number; raw: number; transfer: number };
    // Read synchronously in the event, awaited after: a body still downloading must be counted.
    const pending: Promise<Script>[] = [];
    let usable = false;
    page.on('response', (response) => {
      if (usable || response.request().resourceType() !== 'script') return;
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
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    usable = true;
    const scripts = await Promise.all(pending);
    const sum = (key: 'gzip' | 'raw' | 'transfer') => scripts.reduce((total, s) => total + s[key], 0);
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${kb(s.gzip).padStart(11)} gzip ${kb(s.raw).padStart(11)} raw ${kb(s.transfer).padStart(11)} sent  ${s.url}`);
    }
    console.log(`${path}: ${scripts.length} scripts, ${kb(sum('gzip'))} gzip, ${kb(sum('raw'))} minified, ${kb(sum('transfer'))} transferred`);

    // Repeat visit in the same browser: hashed chunks come from the cache, fixed names revalidate.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    let requests = 0;
    let fromCache = 0;
    let onWire = 0;
    cdp.on('Network.requestWillBeSent', () => { requests += 1; });
    cdp.on('Network.requestServedFromCache', () => { fromCache += 1; });
    cdp.on('Network.loadingFinished', (event) => { onWire += event.encodedDataLength; });
    await page.reload();
    await expect(page.locator(ready).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    console.log(`${path} again: ${requests} requests, ${fromCache} served from the browser cache, ${kb(onWire)} over the wire`);
  });
}
