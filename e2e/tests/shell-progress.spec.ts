import type { Page, Route } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { LayoutShell } from '../pages/layout-shell';

/** The module remote-admin exposes as `./system/Dict`, one chunk of its build (hash left out). */
const DICT_CHUNK = '**/remotes/admin/__federation_expose_system__Dict*.js';

/** nprogress's bar: a styled div with no accessible role, so it is found by the id nprogress gives it. */
const progressBar = (page: Page) => page.locator('#nprogress .bar');

/**
 * Holds the real requests for `url` until `release` is called; they then go on to the server unchanged
 * (a slow network, not a fake answer). `held` settles when the first one has arrived.
 */
async function holdRequests(page: Page, url: string): Promise<{ held: Promise<void>; release: () => void }> {
  let arrived!: () => void;
  let release!: () => void;
  const held = new Promise<void>((resolve) => { arrived = resolve; });
  const released = new Promise<void>((resolve) => { release = resolve; });
  await page.route(url, async (route: Route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { held, release };
}

test('the progress bar runs while a remote page loads and is gone once the page shows (SPEC §2)', async ({ page, context, request, baseURL }, testInfo) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/user/center');
  await expect(page.getByRole('heading', { level: 1, name: 'Personal centre' })).toBeVisible();
  await expect(progressBar(page)).toHaveCount(0);

  const dictChunk = await holdRequests(page, DICT_CHUNK);
  await shell.openFromMenu('System', 'Dictionaries');
  await dictChunk.held;

  // The address has changed, the page is still on its way: the bar shows.
  await expect(page).toHaveURL('/system/dict');
  await expect(progressBar(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dictionary management' })).toHaveCount(0);
  await testInfo.attach('loading', { body: await page.screenshot(), contentType: 'image/png' });

  dictChunk.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Dictionary management' })).toBeVisible();
  await expect(progressBar(page)).toHaveCount(0);
});
