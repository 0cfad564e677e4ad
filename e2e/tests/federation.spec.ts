import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { apiLogin, useToken } from '../pages/api-session';
import { MenuApi } from '../pages/menu-api';
import { installRendererProbe, readFederationProbe } from '../support/federation-probe';
import { openPortalLanding } from '../pages/mall-pages';

/** ARCHITECTURE.md §2: one copy of each in the page, provided by the host. */
const SINGLETONS = [
  'react', 'react-dom', 'react-router-dom', 'react-intl', 'react/jsx-runtime',
  // Chakra is shared by entry point (docs/federation.md): its styling engine and the components both pages use.
  '@chakra-ui/react/styled-system', '@chakra-ui/react/heading', '@chakra-ui/react/stack',
];

function webRoot(): string {
  const dir = process.env.E2E_WEB_ROOT;
  if (!dir) throw new Error('E2E_WEB_ROOT is not set: run through playwright.config.ts');
  return dir;
}

/** Takes a remote offline the way a failed deploy would: its files are gone from the server. */
async function withRemoteOffline(remote: string, run: () => Promise<void>): Promise<void> {
  const dist = path.join(webRoot(), `remote-${remote}`, 'dist');
  const parked = `${dist}.offline`;
  fs.renameSync(dist, parked);
  try {
    await run();
  } finally {
    fs.renameSync(parked, dist);
  }
}

const mallHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' });
// /myOrder drawn by the orders remote for an anonymous visitor: its sign-in prompt (the list needs a session).
const ordersHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Please Login First' });
const errorPanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page could not be loaded.' });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(installRendererProbe);
});

test('the mall landing is the mall remote rendered inside the host, with one React', async ({ page }, testInfo) => {
  // A visitor without a session who opens /mall gets the mall document (mall-document.spec.ts). Inside the portal,
  // reached from the orders remote's page, the landing is the mall remote: two remotes in one page.
  await openPortalLanding(page);
  await expect(mallHeading(page)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform statement' }))
    .toContainText('only matches buyers with third-party merchants');
  await expect(page.getByRole('list').filter({ hasText: 'You place the order.' }).getByRole('listitem')).toHaveCount(8);
  await testInfo.attach('landing', { body: await page.screenshot(), contentType: 'image/png' });

  const probe = await page.evaluate(readFederationProbe);
  expect(probe.renderers).toEqual(['react-dom@19.3.1']);
  for (const name of SINGLETONS) {
    const use = probe.shared[name];
    expect(use?.versions, `${name}: one loaded copy`).toHaveLength(1);
    expect(use?.from, `${name}: provided by the host`).toEqual(['host']);
  }
  for (const remote of ['mall', 'orders']) {
    expect(probe.shared['react/jsx-runtime']?.useIn, `${remote} renders with the host's React`).toContain(remote);
    expect(probe.shared['@chakra-ui/react/heading']?.useIn, `${remote} renders with the host's Chakra`).toContain(remote);
  }
  // One copy of every Chakra entry point in use, and the package root (all of Chakra) is never loaded. `from`
  // names whoever loaded an entry first (a remote, for a component the host's pages do not use), so the
  // copy's origin is checked in the remotes' manifests: they ship no Chakra at all.
  const chakra = Object.entries(probe.shared).filter(([name]) => name.startsWith('@chakra-ui/react'));
  expect(chakra.length).toBeGreaterThan(5);
  for (const [name, use] of chakra) expect(use.versions, name).toHaveLength(1);
  expect(probe.shared['@chakra-ui/react']).toBeUndefined();
  for (const remote of ['mall', 'orders']) {
    const manifest = await (await page.request.get(`/remotes/${remote}/mf-manifest.json`)).json() as {
      shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
    };
    const chakraCopies = manifest.shared
      .filter((entry) => entry.name.startsWith('@chakra-ui/'))
      .flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);
    expect(chakraCopies, `${remote} ships no Chakra of its own`).toEqual([]);
  }
});

test('remote pages speak the portal language', async ({ page, context, baseURL, request }) => {
  await context.addCookies([{ name: 'language', value: 'cn', url: baseURL ?? '' }]);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: '跨境采购商城' })).toBeVisible();
  await context.addCookies([{ name: 'language', value: 'vi', url: baseURL ?? '' }]);
  // The payments remote's own texts: its list needs a session.
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  await page.goto('/myPayment');
  await expect(page.getByRole('heading', { level: 1, name: 'Thanh toán của tôi' })).toBeVisible();
});

test('a remote that is down shows the error panel in the layout; the rest keeps working and Retry recovers', async ({ page }, testInfo) => {
  await page.goto('/mall');
  await expect(mallHeading(page)).toBeVisible();

  await withRemoteOffline('orders', async () => {
    await page.getByRole('link', { name: 'My orders' }).click();
    await expect(errorPanel(page)).toBeVisible();
    await expect(errorPanel(page)).toContainText('orders/OrderList');
    await testInfo.attach('orders offline', { body: await page.screenshot(), contentType: 'image/png' });

    // Same page session, no reload: the mall remote still works.
    await page.goBack();
    await expect(mallHeading(page)).toBeVisible();
    await page.goForward();
    await expect(errorPanel(page)).toBeVisible();
  });

  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(ordersHeading(page)).toBeVisible();
  await expect(errorPanel(page)).toHaveCount(0);
});

test('a page chunk missing from a deploy shows the error panel, and Retry loads it once it is back', async ({ page }) => {
  const dist = path.join(webRoot(), 'remote-orders', 'dist');
  const chunk = fs.readdirSync(dist).find((file) => file.startsWith('__federation_expose_OrderList'));
  if (!chunk) throw new Error('remote-orders has no OrderList chunk');
  const parked = path.join(webRoot(), chunk);
  fs.renameSync(path.join(dist, chunk), parked);
  try {
    await page.goto('/myOrder');
    await expect(errorPanel(page)).toBeVisible();
  } finally {
    fs.renameSync(parked, path.join(dist, chunk));
  }
  // The 404 of a content-hashed file must not have been cached by the browser.
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(ordersHeading(page)).toBeVisible();
});

test('a module no remote exposes shows the error panel, not a blank page', async ({ page, context, request, baseURL }) => {
  // An integrator points a menu entry at a module the remote does not expose (a typo, a page not deployed yet).
  const menus = new MenuApi(request, await apiLogin(request, 'admin'));
  const entry = await menus.find('componentName', 'MyInterest');
  await menus.update(entry, { component: 'mall/NoSuchPage' });
  try {
    await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
    await page.goto('/purchase/interest');
    await expect(errorPanel(page)).toBeVisible();
    await expect(errorPanel(page)).toContainText('mall/NoSuchPage');
  } finally {
    await menus.update(entry, { component: entry.component });
  }
});

// SPEC §2: an anonymous visitor on any route outside the whitelist is sent to sign in (signed-in users get
// /404 for unknown paths: shell-guard.spec.ts); /404 itself is whitelisted and served from the host.
test('deep links load from the server; unknown paths ask an anonymous visitor to sign in', async ({ page }) => {
  await page.goto('/myOrder');
  await expect(ordersHeading(page)).toBeVisible();
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fno%2Fsuch%2Fpage$/);
  await page.goto('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
