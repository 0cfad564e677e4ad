import { expect, test } from '@playwright/test';
import { firstMatchAt, kib, markFirstMatch, recordScripts, totalOf } from '../support/script-bytes';

/**
 * What the first page costs, kept from growing back (docs/performance.md, "Front-end"). The login page's
 * budget is issue 3's target, 200 KB (195 KiB): the login document (host-shell/src/login-document). The
 * mall's sits a few KiB above the figure measured when it was set: an import that drags a whole library
 * (the Chakra package root, every recipe, the layout) into the first page breaks it by far more.
 */
const BUDGETS = [
  { path: '/login', ready: 'form img', gzipKiB: 195 },
  // Issue 8's target; the landing measures about 418 KiB (docs/performance.md, "Mall pages").
  { path: '/mall', ready: 'h1', gzipKiB: 430 },
];

for (const { path, ready, gzipKiB } of BUDGETS) {
  test(`the JavaScript loaded before ${path} is usable stays within ${gzipKiB} KiB gzip`, async ({ page }) => {
    await markFirstMatch(page, ready);
    const recording = recordScripts(page);
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const scripts = await recording.stop(await firstMatchAt(page));
    const gzip = totalOf(scripts, 'gzip');
    expect(gzip, `${path}: ${scripts.length} scripts, ${kib(gzip)} gzip`).toBeLessThanOrEqual(gzipKiB * 1024);
  });
}
