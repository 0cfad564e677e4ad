import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { firstMatchAt, kib, markFirstMatch, recordScripts, totalOf } from '../support/script-bytes';

/**
 * What the first load of each public page costs, kept from growing back (docs/performance.md, "Front-end" and
 * "Public pages"): gzip bytes and the number of scripts requested before the page is usable. The login page's
 * budget is issue 3's target, 200 KB (195 KiB): the login document (host-shell/src/login-document). The
 * others sit a few KiB and a few requests above the figures measured when they were set (issue 15): an import that
 * drags a whole library (the Chakra package root, every recipe, the layout) into the first page breaks them by far
 * more, and so does a page that starts splitting into many more requests. Budgets, not timings: CI machines vary.
 */
type Budget = { path: string | ((api: APIRequestContext) => Promise<string>); ready: string; gzipKiB: number; scripts: number };

const firstGoodsPath = async (api: APIRequestContext) => {
  const page = await (await api.get('/api/goods?keyword=ao%20thun&size=1')).json() as { content: { id: number }[] };
  const id = page.content[0]?.id;
  if (!id) throw new Error('the demo catalogue has no goods for "ao thun"');
  return `/mallDetail/${id}`;
};

const BUDGETS: Record<string, Budget> = {
  login: { path: '/login', ready: 'form img', gzipKiB: 195, scripts: 3 },
  // The mall's public pages are the mall document since issue 15 (remote-mall/src/document-page since issue 28), measured 2026-11-25:
  // 285.8 KiB in 1 script each (the federated portal's were 428–474 KiB in 127–150). Login 184.4 KiB / 1,
  // registration 240.7 KiB / 1. Issue 8's 430 KiB target for the landing still stands above these.
  'mall home': { path: '/mall', ready: 'h1', gzipKiB: 295, scripts: 3 },
  registration: { path: '/register/purchaser', ready: 'form input', gzipKiB: 250, scripts: 3 },
  'search results': { path: '/mallSearch/ao%20thun', ready: 'main a[href^="/mallDetail/"]', gzipKiB: 295, scripts: 3 },
  'product page': { path: firstGoodsPath, ready: 'h1', gzipKiB: 295, scripts: 3 },
};

for (const [name, { path, ready, gzipKiB, scripts: maxScripts }] of Object.entries(BUDGETS)) {
  test(`the ${name}'s first load stays within ${gzipKiB} KiB gzip and ${maxScripts} scripts`, async ({ page, request }) => {
    const url = typeof path === 'string' ? path : await path(request);
    await markFirstMatch(page, ready);
    const recording = recordScripts(page);
    await page.goto(url);
    await expect(page.locator(ready).first()).toBeVisible();
    const scripts = await recording.stop(await firstMatchAt(page));
    const gzip = totalOf(scripts, 'gzip');
    const figure = `${url}: ${scripts.length} scripts, ${kib(gzip)} gzip`;
    test.info().annotations.push({ type: "first load", description: figure });
    expect(gzip, figure).toBeLessThanOrEqual(gzipKiB * 1024);
    expect(scripts.length, figure).toBeLessThanOrEqual(maxScripts);
  });
}
