// Times to a usable page, median of 10 runs in Chromium (docs/performance.md, "Front-end").
// Usage (against a running portal started with CAPTCHA_TEST_CODE=4321):
//   cd e2e && BASE_URL=http://localhost:8099 npx playwright test --config scripts/measure.config.ts measure-timing
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, useToken } from '../pages/api-session';

const RUNS = 10;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};
const report = (name: string, values: number[]) =>
  console.log(`${name}: median ${median(values).toFixed(0)} ms over ${values.length} runs (${values.map((v) => v.toFixed(0)).join(', ')})`);

type UsableAt = { wall: number; sinceNavigation: number };

/**
 * Records, in every document of the context, the first animation frame at which `usable` holds. Reading
 * the clock after Playwright's `expect` would add its polling back-off (up to a second after a new
 * document), which is not the portal's time.
 */
async function markWhenUsable(context: BrowserContext, usable: string): Promise<void> {
  await context.addInitScript(`(() => {
    const usable = ${usable};
    const check = () => {
      if (usable()) window.__usableAt = { wall: Date.now(), sinceNavigation: performance.now() };
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })()`);
}

const usableAt = (page: Page) => page.evaluate(() => (window as unknown as { __usableAt: UsableAt }).__usableAt);

/** The form can be filled and the captcha image has arrived. */
const LOGIN_USABLE = `() => {
  const input = document.querySelector('input[autocomplete="username"]');
  const img = document.querySelector('form img');
  return Boolean(input && !input.disabled && img && img.complete && img.naturalWidth > 0);
}`;

/** The layout's menu and the mall home's heading are on screen. */
const MALL_HOME_USABLE = `() => Boolean(document.querySelector('[aria-label="Main menu"]'))
  && [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Cross-border procurement mall')`;

/** Runs `measure` RUNS times, each in a fresh browser context whose documents mark when `usable` holds. */
async function timeRuns(browser: Browser, baseURL: string | undefined, usable: string, measure: (page: Page) => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    await markWhenUsable(context, usable);
    times.push(await measure(await context.newPage()));
    await context.close();
  }
  return times;
}

test('navigation to a usable login page, fresh browser context each run', async ({ browser, baseURL }) => {
  report('login page usable', await timeRuns(browser, baseURL, LOGIN_USABLE, async (page) => {
    await page.goto('/login');
    await expect(page.getByLabel('Username')).toBeEditable();
    await expect(page.getByRole('img', { name: 'Verification code image' })).toBeVisible();
    return (await usableAt(page)).sinceNavigation;
  }));
});

/** The mall home's heading is on screen (the public landing: the layout and remote-mall's page). */
const MALL_LANDING_USABLE = `() => [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Cross-border procurement mall')`;

test('navigation to a usable mall landing, fresh browser context each run', async ({ browser, baseURL }) => {
  report('mall landing usable', await timeRuns(browser, baseURL, MALL_LANDING_USABLE, async (page) => {
    await page.goto('/mall');
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeVisible();
    return (await usableAt(page)).sinceNavigation;
  }));
});

/** Mall pages with their data: goods on the landing, results of a search, a product's buttons. */
const MALL_PAGES = [
  { name: 'mall landing with its goods', path: '/mall', usable: `() => Boolean(document.querySelector('a[href^="/mallDetail/"], a[href^="/mallDdcDetail/"]'))` },
  { name: 'search results usable', path: '/mallSearch/ao%20thun', usable: `() => Boolean(document.querySelector('a[href^="/mallDetail/"], a[href^="/mallDdcDetail/"]'))` },
  { name: 'product page usable', path: '/mallDetail/1', usable: `() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Add to cart' && !b.disabled)` },
];

for (const { name, path, usable } of MALL_PAGES) {
  test(`navigation to ${name}, fresh browser context each run`, async ({ browser, baseURL }) => {
    report(name, await timeRuns(browser, baseURL, usable, async (page) => {
      await page.goto(path);
      await page.waitForFunction(() => Boolean((window as unknown as { __usableAt?: UsableAt }).__usableAt));
      return (await usableAt(page)).sinceNavigation;
    }));
  });
}

test('menu navigation to a page of an already registered remote', async ({ browser, baseURL, request }) => {
  test.setTimeout(180_000);
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
    // Measured in the page, from the pointer going down on the link to the first animation frame that shows the
    // new page's heading: Playwright's own polling (100 ms, then 250 ms steps) would otherwise round the figure up.
    // Playwright hovers a few ms before the click; the portal starts loading a page's module on that hover, as on
    // a user's, so the pointer's way to the link (usually far longer for a person) gives this figure nothing.
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number; __shownAt?: number };
      document.addEventListener('pointerdown', () => {
        w.__clickAt = performance.now();
        const check = () => {
          const shown = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Dictionary management');
          if (shown) w.__shownAt = performance.now();
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }, { capture: true, once: true });
    });
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dictionary management' })).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { __shownAt?: number }).__shownAt !== undefined);
    times.push(await page.evaluate(() => {
      const w = window as unknown as { __clickAt: number; __shownAt: number };
      return w.__shownAt - w.__clickAt;
    }));
    await context.close();
  }
  report('menu navigation to a registered remote', times);
});

test('signing in on the login page to a usable portal page, fresh browser context each run', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  report('sign-in to a usable portal page', await timeRuns(browser, baseURL, MALL_HOME_USABLE, async (page) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('buyer');
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByRole('textbox', { name: 'Verification code' }).fill('4321');
    // A user takes a few seconds to fill the form; the page prepares the portal meanwhile.
    await page.waitForTimeout(2000);
    // Wall-clock: the portal may be a new document, whose own clock starts again.
    const start = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeVisible();
    return (await usableAt(page)).wall - start;
  }));
});
