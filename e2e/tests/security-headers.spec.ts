import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { apiLogin, useToken } from '../pages/api-session';
import { LoginPage } from '../pages/login-page';
import { MenuApi, type MenuRow } from '../pages/menu-api';
import { buildPartnerRemote, serveDirectory, type StaticServer } from '../support/external-remote';

/**
 * Security headers (docs/production.md "Security headers"): every page carries a CSP whose script sources are this
 * site and the registered remotes' origins. A script from anywhere else is refused and reported; a remote built
 * elsewhere and served from another origin loads once it is registered; normal use meets no violation.
 */

type Violation = { blockedURI: string; directive: string; sample: string; source: string };
declare global {
  interface Window { __cspViolations: Violation[]; __injected?: boolean; __inline?: boolean }
}

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let workDir: string;
let partner: StaticServer;
let stranger: StaticServer;

/** The policy's directives by name. */
function directives(policy: string | undefined): Record<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return Object.fromEntries((policy ?? '').split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
}

async function policyOf(request: APIRequestContext, urlPath: string): Promise<Record<string, string[]>> {
  const answer = await request.get(urlPath, { headers: HTML });
  expect(answer.status(), urlPath).toBe(200);
  return directives(answer.headers()['content-security-policy']);
}

/** Violations the page saw so far (collected by the init script from the first byte on). */
const violations = (page: Page) => page.evaluate(() => window.__cspViolations);

test.beforeAll(async () => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-csp-'));
  await buildPartnerRemote(path.join(workDir, 'partner'));
  fs.mkdirSync(path.join(workDir, 'stranger'));
  fs.writeFileSync(path.join(workDir, 'stranger', 'inject.js'), 'window.__injected = true;');
  partner = await serveDirectory(path.join(workDir, 'partner'));
  stranger = await serveDirectory(path.join(workDir, 'stranger'));
});

test.afterAll(async () => {
  await partner?.close();
  await stranger?.close();
  fs.rmSync(workDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        blockedURI: event.blockedURI, directive: event.effectiveDirective, sample: event.sample,
        source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      });
    });
  });
});

test('every page, file and API answer carries the security headers', async ({ request }) => {
  for (const urlPath of ['/', '/login', '/mall']) {
    const answer = await request.get(urlPath, { headers: HTML });
    expect(answer.status(), urlPath).toBe(200);
    const headers = answer.headers();
    expect(headers['content-type'], urlPath).toMatch(/^text\/html/);
    expect(headers['x-content-type-options'], urlPath).toBe('nosniff');
    expect(headers['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options'], urlPath).toBe('DENY');
    const d = directives(headers['content-security-policy']);
    expect(d['default-src']).toEqual(["'self'"]);
    expect(d['script-src']?.[0]).toBe("'self'");
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    expect(d['script-src']).not.toContain("'unsafe-eval'");
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['report-uri']).toEqual(['/api/security/csp-report']);
  }
  for (const urlPath of ['/api/remotes', '/main.js', '/remotes/mall/mf-manifest.json']) {
    const answer = await request.get(urlPath);
    expect(answer.status(), urlPath).toBe(200);
    expect(answer.headers()['x-content-type-options'], urlPath).toBe('nosniff');
    expect(answer.headers()['referrer-policy'], urlPath).toBe('strict-origin-when-cross-origin');
  }
});

test('a script from an origin nobody registered is refused, and the browser reports it', async ({ page, request }) => {
  await page.goto('/mall');
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // What an injection would try: a script element pointing elsewhere, and an inline one.
  const outcome = await page.evaluate((src) => new Promise<string>((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve('loaded');
    script.onerror = () => resolve('refused');
    document.head.append(script);
  }), `${stranger.origin}/inject.js`);
  expect(outcome).toBe('refused');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inline = true;';
    document.head.append(script);
  });
  expect(await page.evaluate(() => [window.__injected, window.__inline])).toEqual([undefined, undefined]);
  await expect.poll(() => violations(page)).toEqual([
    expect.objectContaining({ blockedURI: `${stranger.origin}/inject.js`, directive: 'script-src-elem' }),
    expect.objectContaining({ blockedURI: 'inline', directive: 'script-src-elem' }),
  ]);

  // The report reaches the server, where the Remotes screen lists it.
  const token = await apiLogin(request, 'admin');
  await expect.poll(async () => {
    const answer = await request.get('/api/security/csp-reports?limit=50', { headers: bearer(token) });
    expect(answer.ok()).toBe(true);
    return ((await answer.json()) as { blockedUri: string | null; documentUri: string | null; directive: string | null }[])
      .filter((r) => r.documentUri?.endsWith('/mall'))
      .map((r) => [r.blockedUri, r.directive]);
  }).toEqual(expect.arrayContaining([[`${stranger.origin}/inject.js`, 'script-src-elem'], ['inline', 'script-src-elem']]));
});

test.describe('a remote built elsewhere, on another origin', () => {
  let token: string;
  let menus: MenuApi;
  let entry: MenuRow | undefined;
  const stamp = Date.now().toString(36);
  const manifestUrl = () => `${partner.origin}/mf-manifest.json`;

  test.afterAll(async ({ request }) => {
    if (entry) await new MenuApi(request, token).remove([entry.id]);
    // Switched off again, so the other journeys meet the registry they expect.
    if (token) {
      await request.put('/api/remotes', { headers: bearer(token), data: { name: 'partner', manifestUrl: manifestUrl(), version: '1.0.0', enabled: false } });
    }
  });

  test('loads under the CSP once registered by URL and pointed at by a menu entry', async ({ page, context, request, baseURL }) => {
    token = await apiLogin(request, 'admin');
    menus = new MenuApi(request, token);
    // Not registered yet: its origin is in no policy.
    expect((await policyOf(request, '/mall'))['script-src']).not.toContain(partner.origin);

    const registered = await request.post('/api/remotes/register-url', {
      headers: bearer(token), data: { name: 'partner', version: '1.0.0', manifestUrl: manifestUrl(), activate: true },
    });
    expect(registered.ok(), `register-url answered ${registered.status()} ${await registered.text()}`).toBe(true);
    const system = await menus.find('componentName', 'System');
    entry = await menus.create({
      type: 1, pid: system.id, title: '合作伙伴目录', titleI18n: { en: 'Partner catalogue', vi: 'Danh mục đối tác' },
      path: `partner-${stamp}`, component: 'partner/Hello', componentName: `Partner${stamp}`, menuSort: 999,
    });

    // The next page's policy names the partner's origin: for its entry and chunks, and for its manifest.
    const d = await policyOf(request, `/system/partner-${stamp}`);
    expect(d['script-src']).toContain(partner.origin);
    expect(d['connect-src']).toContain(partner.origin);

    await useToken(context, baseURL ?? '', token);
    await page.goto(`/system/partner-${stamp}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Partner catalogue' })).toBeVisible();
    // It runs on the host's React (state and events work), loaded from the partner's origin.
    await page.getByRole('button', { name: 'Pick an item' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Picked: 1' })).toBeVisible();
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));
    expect(scripts).toContain(`${partner.origin}/remoteEntry.js`);
    expect(await violations(page)).toEqual([]);
  });
});

test('signing in, the mall and an admin page meet no CSP violation', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });

  const login = new LoginPage(page);
  await login.goto();
  expect(await violations(page)).toEqual([]);
  await login.signIn('admin');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await page.goto('/mall');
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // An admin page with a form (zod validation, dialogs, Chakra's injected styles).
  await page.goto('/system/menu');
  await expect(page.getByRole('table').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add menu entry' });
  await expect(dialog).toBeVisible();
  // Saved empty: the form's validation answers, the dialog stays.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await violations(page)).toEqual([]);
  expect(refused).toEqual([]);
});
