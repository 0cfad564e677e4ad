import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { LayoutShell } from '../pages/layout-shell';
import { LoginPage } from '../pages/login-page';
import { installRendererProbe } from '../support/federation-probe';

/** Paths of the scripts and documents the page asks for, in order. */
function recordRequests(page: Page): { scripts: string[]; documents: string[]; all: string[] } {
  const seen = { scripts: [] as string[], documents: [] as string[], all: [] as string[] };
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    seen.all.push(pathname);
    if (request.resourceType() === 'script') seen.scripts.push(pathname);
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) seen.documents.push(pathname);
  });
  return seen;
}

const reactRenderers = (page: Page) => page.evaluate(() => {
  const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } }).__REACT_DEVTOOLS_GLOBAL_HOOK__;
  return hook.renderers.size;
});

test('/login opens as a document of its own, without the federation runtime, and signing in opens the portal in that page', async ({ page }) => {
  await page.addInitScript(installRendererProbe);
  const seen = recordRequests(page);
  const login = new LoginPage(page);
  await login.goto(`?redirect=${encodeURIComponent('/user/center')}`);
  await expect(login.captchaImage).toBeVisible();
  await expect(login.username).toBeEditable();
  // One content-hashed script; no main.js, no remote entry, no federation tables.
  expect(seen.scripts).toEqual([expect.stringMatching(/^\/login\/login\.[0-9a-f]{8}\.js$/)]);
  expect(await reactRenderers(page)).toBe(1);
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);
  // While the visitor only looks, the portal's start scripts, its layout's and sidebar's included, are fetched into
  // the cache (not run).
  // Prefetches go out in any order: each is looked for among every request so far, whenever it came.
  for (const wanted of [/^\/main\.js$/, /^\/layout\.[0-9a-f]{8}\.js$/, /^\/sidebar\.[0-9a-f]{8}\.js$/]) {
    await expect.poll(() => seen.all.some((p) => wanted.test(p)), { message: String(wanted), timeout: 30_000 }).toBe(true);
  }
  expect(await page.evaluate(() => '__FEDERATION__' in window)).toBe(false);

  // Once the user types, the portal starts in this page (docs/shell-routing.md "Signing in without a new document").
  await login.username.fill('buyer');
  await expect.poll(() => page.evaluate(() => '__FEDERATION__' in window), { timeout: 30_000 }).toBe(true);
  await login.signIn('buyer');
  await expect(page).toHaveURL('/user/center');
  await expect(page.getByRole('tab', { name: 'Basic information' })).toBeVisible();
  // No new document: the portal, with its own React, took the login page's place in the same page.
  expect(seen.documents).toEqual(['/login']);
  expect(await reactRenderers(page)).toBe(2);
  await expect(page.locator('#root')).toHaveCount(1);
  await expect(login.password).toHaveCount(0);
  await expect(page).toHaveTitle('Personal centre - Cross-border Procurement Service Platform');
});

test("the portal's build lists its start scripts for the login document: entry, bootstrap, layout, sidebar, full system and shared modules", async ({ request }) => {
  const res = await request.get('/portal-start.json');
  expect(res.headers()['cache-control']).toBe('no-cache');
  const { files } = (await res.json()) as { files: string[] };
  for (const start of [/^\/main\.js$/, /^\/bootstrap\./, /^\/layout\./, /^\/sidebar\./, /^\/full-system\./]) {
    expect(files.some((file) => start.test(file)), String(start)).toBe(true);
  }
  // The shared modules the start uses (React, Chakra's entry points, ...) come through their consume
  // modules: without them the list would hold a handful of files.
  expect(files.length).toBeGreaterThan(50);
  for (const file of files.slice(0, 5)) expect((await request.get(file)).status(), file).toBe(200);
});

test('inside the portal /login stays a route: no new document, and the guard moves on after signing in', async ({ page }) => {
  // A buyer page of the portal (the mall's public pages and registration are documents of their own).
  await page.goto('/myOrder');
  await expect(page.getByRole('heading', { level: 1, name: 'Please Login First' })).toBeVisible();
  const seen = recordRequests(page);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  const login = new LoginPage(page);
  await expect(login.heading).toHaveText('Sign in');
  await expect(page).toHaveURL('/login?redirect=%2FmyOrder');
  await login.signIn('buyer');
  await expect(page).toHaveURL('/myOrder');
  await expect(new LayoutShell(page).sidebar).toBeVisible();
  expect(seen.documents).toEqual([]);
});

test.describe('drawn at build time', () => {
  test.use({ locale: 'vi-VN' });

  test("the login and registration pages arrive drawn in the visitor's language, and become usable when the script takes over", async ({ page, request }) => {
    // The first bytes already hold the page in Vietnamese (the browser's language), not an empty #root.
    for (const [path, text] of [['/login', 'Đăng nhập'], ['/register/purchaser', 'Tên đăng nhập']] as const) {
      const html = await (await request.get(path, { headers: { accept: 'text/html', 'accept-language': 'vi-VN,vi' } })).text();
      expect(html, path).toContain('<html lang="vi-VN"');
      expect(html.slice(html.indexOf('<div id="root" inert>')), path).toContain(text);
    }
    const english = await (await request.get('/login', { headers: { accept: 'text/html', cookie: 'language=en', 'accept-language': 'vi' } })).text();
    expect(english).toContain('<html lang="en"');

    // The drawn copy is inert; the first render replaces it and what is typed then stays.
    await page.goto('/login');
    const root = page.locator('#root');
    await expect(root).not.toHaveAttribute('inert');
    const username = page.getByRole('textbox', { name: 'Tên đăng nhập' });
    await username.fill('buyer');
    await expect(page.getByRole('img', { name: /./ })).toBeVisible();
    await expect(username).toHaveValue('buyer');
    await expect(page).toHaveTitle(/^Đăng nhập - /);
  });
});
