// Times to a usable page, median of 10 runs in Chromium (docs/performance.md, "Front-end").
// Usage (against a running portal started with CAPTCHA_TEST_CODE=4321):
//   cd e2e && BASE_URL=http://localhost:8099 npx playwright test --config scripts/measure.config.ts measure-timing
import { expect, test } from '@playwright/test';
import { apiLogin, useToken } from '../pages/api-session';

const RUNS = 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const report = (name: string, values: number[]) =>
  console.log(`${name}: median ${median(values).toFixed(0)} ms over ${values.length} runs (${values.map((v) => v.toFixed(0)).join(', ')})`);

test('navigation to a usable login page, fresh browser context each run', async ({ browser, baseURL }) => {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    // Usable: the form can be filled and the captcha image has arrived.
    await expect(page.getByLabel('Username')).toBeEditable();
    await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible();
    times.push(await page.evaluate(() => performance.now()));
    await context.close();
  }
  report('login page usable', times);
});

test('menu navigation to a page of an already registered remote', async ({ browser, baseURL, request }) => {
  const times: number[] = [];
  const token = await apiLogin(request, 'admin');
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    await useToken(context, baseURL ?? '', token);
    const page = await context.newPage();
    // The admin remote is registered and loaded by its Menu page; the Dictionary module is not loaded yet.
    await page.goto('/system/menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Menu management' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main menu' });
    const link = sidebar.getByRole('link', { name: 'Dictionaries' });
    await expect(link).toBeVisible();
    // The interval includes Playwright's own hover a few ms before the click: the portal starts loading a
    // page's remote module when the pointer comes over its link, so that hover counts, as a user's would.
    const start = await page.evaluate(() => performance.now());
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dictionary management' })).toBeVisible();
    times.push((await page.evaluate(() => performance.now())) - start);
    await context.close();
  }
  report('menu navigation to a registered remote', times);
});

test('signing in on the login page to a usable portal page, fresh browser context each run', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Username').fill('buyer');
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByRole('textbox', { name: 'Verification code' }).fill('4321');
    // A user takes a few seconds to fill the form; the page prepares the portal meanwhile.
    await page.waitForTimeout(2000);
    // Wall-clock: the portal is a new document, so the page's own clock starts again.
    const start = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeVisible();
    times.push(Date.now() - start);
    await context.close();
  }
  report('sign-in to a usable portal page', times);
});
