import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { apiLogin, useToken } from '../pages/api-session';
import { LayoutShell } from '../pages/layout-shell';
import { LoginPage } from '../pages/login-page';
import { CAPTCHA_TEST_CODE, DEMO_PASSWORD } from '../pages/accounts';
import { expectNoSidewaysScroll, expectWithinWidth, phoneContext, PHONE_LANGUAGES, PHONE_VIEWPORTS } from '../pages/phone-fit';

/**
 * Signing in on the login document without a new document (docs/shell-routing.md "Signing in without a new
 * document"): the portal starts in the login page's own page while the user types, and shows at the `redirect`
 * target in place of the login page, with no blank frame between them and no chain of session requests.
 */

/** Paths of the page's documents, and of every request, in the order they were sent. */
function recordRequests(page: Page): { documents: string[]; all: string[] } {
  const seen = { documents: [] as string[], all: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    seen.all.push(pathname);
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) seen.documents.push(pathname);
  });
  return seen;
}

/**
 * Runs in the page: from the submit on, notes every animation frame (each comes before a paint) at which the page
 * shows no text at all: a blank screen between the login page and the portal.
 */
function watchForBlankFrames(): void {
  const w = window as unknown as { __blankFrames: number; __framesWatched: number };
  w.__blankFrames = 0;
  w.__framesWatched = 0;
  document.addEventListener('submit', () => {
    const frame = () => {
      w.__framesWatched += 1;
      if ((document.body?.innerText ?? '').trim() === '') w.__blankFrames += 1;
      if (w.__framesWatched < 600) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, { capture: true, once: true });
}

const blankFrames = (page: Page) => page.evaluate(() => (window as unknown as { __blankFrames: number }).__blankFrames);

async function firstGoodsId(page: Page): Promise<number> {
  const answer = await page.request.get('/api/goods?keyword=ao%20thun&size=1');
  const id = ((await answer.json()) as { content: { id: number }[] }).content[0]?.id;
  if (!id) throw new Error('the demo catalogue has no goods for "ao thun"');
  return id;
}

/** Fills the login form as a user does, field by field (the portal starts at the first key), and submits it. */
async function signInAsBuyer(page: Page, submit: string): Promise<void> {
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await page.locator('input[autocomplete="username"]').fill('buyer');
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  // The captcha's image and field in the login form: the product page drawn out of sight under it has pictures and
  // a numeric field too.
  const form = page.locator('form:has(input[name="code"])');
  await expect(form.locator('img')).toBeVisible();
  await form.locator('input[name="code"]').fill(CAPTCHA_TEST_CODE);
  await page.getByRole('button', { name: submit, exact: true }).click();
}

// The journeys of this file run side by side (each in a context of its own): the file comes last, and its slow-CPU
// journey, first here, is a third of its time, which the other worker would otherwise wait out alone.
test.describe.configure({ mode: 'parallel' });

// On a slow phone the sign-in can come before the portal drawn out of sight has committed its signed-out render; that
// commit once wiped the staff member's menus just stored (no sidebar, for good). Three sign-ins at CPU ×8, where
// about one in two lost the menu before the fix (route-guard.test.tsx has the race itself).
test('a staff member signing in on a slow CPU lands with their menu', async ({ browser, baseURL }) => {
  test.setTimeout(budget(180_000));
  for (let attempt = 0; attempt < 3; attempt++) {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('operator');
    // Staff open on their dashboard (issue 27), drawn after the sign-in: the mall drawn ahead for a visitor is dropped.
    await expect(page).toHaveURL('/dashboard');
    await expect(new LayoutShell(page).sidebar).toBeVisible({ timeout: 30_000 });
    // The race is over once the menu stands; the dashboard's charts need not be drawn at CPU ×8 too.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByRole('link', { name: /^Orders awaiting acceptance [\d,]+ / })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toHaveCount(0);
    await context.close();
  }
});

for (const viewport of PHONE_VIEWPORTS) {
  for (const language of PHONE_LANGUAGES) {
    const words = language === 'vi'
      ? { submit: 'Đăng nhập', loginHeading: 'Đăng nhập', addToCart: 'Thêm vào giỏ', account: /Menu tài khoản/ }
      : { submit: '登录', loginHeading: '账号登录', addToCart: '加入购物车', account: /账户菜单/ };

    test(`a product's "add to cart" → sign in → the product in the same page, never blank (${viewport.width}×${viewport.height}, ${language})`, async ({ browser, baseURL }) => {
      const context = await phoneContext(browser, baseURL ?? '', viewport, language);
      const page = await context.newPage();
      await page.addInitScript(watchForBlankFrames);
      const id = await firstGoodsId(page);
      const seen = recordRequests(page);
      await page.goto(`/login?redirect=${encodeURIComponent(`/mallDetail/${id}`)}`);
      const submit = page.getByRole('button', { name: words.submit, exact: true });
      // The page drawn at build time is replaced by the live one in one commit, which lifts `inert` (mount-root.tsx):
      // measured before, the button may be the one being replaced.
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(submit).toBeVisible();
      await expectNoSidewaysScroll(page, 'the login page');
      await expectWithinWidth(page, submit, 'the sign-in button');

      await signInAsBuyer(page, words.submit);
      await expect(page).toHaveURL(`/mallDetail/${id}`);
      await expectWithinWidth(page, page.getByRole('button', { name: words.addToCart, exact: true }), 'add to cart');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(words.loginHeading);
      // Signed in: the navbar has the account menu, and the login form is gone from the page.
      await expect(page.getByRole('button', { name: words.account })).toBeVisible();
      await expect(page.locator('form input[autocomplete="current-password"]')).toHaveCount(0);
      await expectNoSidewaysScroll(page, 'the product page after signing in');

      // One document: the portal was drawn in the login page's page, and showed in its place.
      expect(seen.documents).toEqual(['/login']);
      expect(await blankFrames(page)).toBe(0);
      // The user came with the login answer: not asked for again; the menus once.
      expect(seen.all.filter((p) => p === '/auth/info'), seen.all.join(' ')).toEqual([]);
      expect(seen.all.filter((p) => p === '/api/menus/build')).toEqual(['/api/menus/build']);
      await context.close();
    });
  }
}

test('signing in on /login lands on the mall home, signed in, without a new document', async ({ page }) => {
  const seen = recordRequests(page);
  await page.addInitScript(watchForBlankFrames);
  await page.goto('/login');
  await signInAsBuyer(page, 'Sign in');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect(page).toHaveTitle('Mall home - Cross-border Procurement Service Platform');
  expect(seen.documents).toEqual(['/login']);
  expect(await blankFrames(page)).toBe(0);
  // The address is the portal's page now: a reload opens it as the portal's document, still signed in.
  await page.reload();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
});

test('when the portal cannot start in the page, signing in loads its document at the target', async ({ page }) => {
  const seen = recordRequests(page);
  // The first request of the portal's entry (the login document's, in its page) fails; the portal's document then
  // loads it again.
  let failed = false;
  await page.route('**/main.js', async (route) => {
    if (failed) return route.continue();
    failed = true;
    return route.abort();
  });
  await page.goto(`/login?redirect=${encodeURIComponent('/user/center')}`);
  await signInAsBuyer(page, 'Sign in');
  await expect(page).toHaveURL('/user/center');
  await expect(page.getByRole('tab', { name: 'Basic information' })).toBeVisible();
  expect(failed).toBe(true);
  expect(seen.documents).toEqual(['/login', '/user/center']);
});

test('a reload with a session asks for the user and the menus together, as the page loads', async ({ page, context, request, baseURL }) => {
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  // The user's answer is held back a second: the menus must have been asked for meanwhile, not after it.
  const order: string[] = [];
  await page.route('**/auth/info', async (route) => {
    order.push('info asked');
    await new Promise((resolve) => { setTimeout(resolve, 1000); });
    order.push('info answered');
    await route.continue();
  });
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/api/menus/build') order.push('menus asked');
  });
  await page.goto('/user/center');
  await expect(page.getByRole('tab', { name: 'Basic information' })).toBeVisible();
  expect(order.indexOf('menus asked')).toBeGreaterThanOrEqual(0);
  expect(order.indexOf('menus asked')).toBeLessThan(order.indexOf('info answered'));
  expect(order.filter((step) => step === 'menus asked')).toHaveLength(1);
});
