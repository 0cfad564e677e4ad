// Measures the JavaScript a browser loads before a page is usable (docs/performance.md, "Front-end").
// Usage (against a running portal):
//   cd e2e && BASE_URL=http://localhost:8099 npx playwright test --config scripts/measure.config.ts
import { expect, test } from '@playwright/test';
import { firstMatchAt, kib, markFirstMatch, recordScripts, totalOf } from '../support/script-bytes';

const PAGES = [
  { path: '/mall', ready: 'h1' },
  { path: '/login', ready: 'form img' },
  // Results on screen; a product page whose "Add to cart" can be clicked.
  { path: '/mallSearch/ao%20thun', ready: 'a[href^="/mallDetail/"], a[href^="/mallDdcDetail/"]' },
  { path: '/mallDetail/1', ready: 'h1 ~ * button, main button:has(svg)' },
];

for (const { path, ready } of PAGES) {
  test(`first load of ${path}`, async ({ page }) => {
    await markFirstMatch(page, ready);
    const recording = recordScripts(page);
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const scripts = await recording.stop(await firstMatchAt(page));
    for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`${kib(s.gzip).padStart(11)} gzip ${kib(s.raw).padStart(11)} raw ${kib(s.transfer).padStart(11)} sent  ${s.url}`);
    }
    console.log(`${path}: ${scripts.length} scripts, ${kib(totalOf(scripts, 'gzip'))} gzip, ${kib(totalOf(scripts, 'raw'))} minified, ${kib(totalOf(scripts, 'transfer'))} transferred`);

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
    console.log(`${path} again: ${requests} requests, ${fromCache} served from the browser cache, ${kib(onWire)} over the wire`);
  });
}
