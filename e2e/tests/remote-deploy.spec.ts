import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { apiLogin, useToken } from '../pages/api-session';
import { changedBuild, removeBuilds, replaceText, requireShared, runDeployCommand } from '../pages/deploy-command';
import { DeployScreen, RemotesScreen } from '../pages/deploy-screen';
import { LayoutShell } from '../pages/layout-shell';
import { RemoteRegistryApi } from '../pages/remote-registry-api';
import { openPortalLanding } from '../pages/mall-pages';

// Issue 11's browser journey: a team deploys a changed mall with the command while the portal runs; the next page load
// shows it while a tab already open keeps working; the admin rolls it back in one click; a canary reaches one role
// only; a build the host cannot run is refused with its reason, by the command and on the Deployments screen.

const MALL_TITLE = 'Cross-border procurement mall';
/** The landing's title in the other languages (remote-mall/src/features/home/messages.ts). */
const MALL_TITLES = { 'zh-CN': '跨境采购商城', 'vi-VN': 'Trung tâm mua sắm thu mua xuyên biên giới' } as const;
/** Each run's versions are new (a version is uploaded once; the e2e database lives for one run, retries share it). */
const RUN = `${Date.now() % 1_000_000}`;
const BUILT_IN = '1.0.0';
const BUILT_IN_MANIFEST = '/remotes/mall/mf-manifest.json';
const versioned = (version: string) => `/remotes/mall/v/${version}/mf-manifest.json`;

const mallHeading = (page: Page, title: string) => page.getByRole('heading', { level: 1, name: title, exact: true });

/** Every URL a page requests, to tell which version's manifest and chunks it loaded. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return urls;
}

/** A mall build whose landing title says which release it is, in every language. */
const mallRelease = (version: string) => changedBuild('mall', version, (dir) => {
  for (const title of [MALL_TITLE, ...Object.values(MALL_TITLES)]) replaceText(dir, `"${title}"`, `"${title} ${version}"`);
});

/** The mall files a page loaded from outside `folder`: none for a mall document, whose script comes from its build's folder. */
function mallFilesFrom(requests: string[], folder: string): string[] {
  const mallFiles = requests.filter((url) => url.startsWith('/remotes/mall/'));
  expect(mallFiles.length, 'the mall document loads its script').toBeGreaterThan(0);
  return mallFiles.filter((url) => !url.startsWith(folder));
}

/** Searches from the mall landing: a client-side navigation to the search page, a chunk the tab has not loaded yet. */
async function searchFromLanding(page: Page): Promise<void> {
  const box = page.getByLabel('Search goods', { exact: true });
  await box.fill('sneekers');
  await box.press('Enter');
  // The search page's own heading first: the landing shows the same goods, so a link alone can be the landing's.
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “sneekers”', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /Lightweight Breathable Running Sneakers/ }).first()).toBeVisible();
}

let adminToken = '';

/** Deploys a mall release as a canary with the command (`options`: whom it reaches), which must say whom: `reaches`. */
async function deployCanary(baseURL: string | undefined, version: string, options: string[], reaches: string): Promise<void> {
  const deployed = await runDeployCommand(['mall', '--version', version, '--dist', mallRelease(version), ...options],
    { url: baseURL ?? '', token: adminToken });
  expect(deployed.code, deployed.stderr).toBe(0);
  expect(deployed.stdout).toContain(`Canary started: ${reaches} load mall ${version}`);
}

test.beforeAll(async ({ request }) => {
  adminToken = await apiLogin(request, 'admin');
});

// Whatever a journey left behind, the other specs find the built-in mall with no canary.
test.afterEach(async ({ request }) => {
  await new RemoteRegistryApi(request).restore('mall', BUILT_IN, adminToken);
});

test.afterAll(removeBuilds);

test('a deploy through the command reaches the next page load, the open tab keeps working, and one click rolls it back', async ({
  browser, page, context, request, baseURL,
}, testInfo) => {
  test.setTimeout(budget(120_000));
  const registry = new RemoteRegistryApi(request);
  const portal = { url: baseURL ?? '', token: adminToken };
  const release = `2.${RUN}.0`;

  // A visitor's tab, open on the built-in mall in the portal before the deploy.
  const openTab = await browser.newPage({ baseURL, locale: 'en-US' });
  const openTabRequests = requestsOf(openTab);
  await openPortalLanding(openTab);
  await expect(mallHeading(openTab, MALL_TITLE)).toBeVisible();
  expect(openTabRequests).toContain(BUILT_IN_MANIFEST);

  const deployed = await runDeployCommand(['mall', '--version', release, '--dist', mallRelease(release)], portal);
  await testInfo.attach('deploy output', { body: `${deployed.stdout}\n${deployed.stderr}`, contentType: 'text/plain' });
  expect(deployed.code, deployed.stderr).toBe(0);
  expect(deployed.stdout).toContain(`Stored mall ${release}`);
  expect(deployed.stdout).toContain(`served at ${versioned(release)}`);
  expect(deployed.stdout).toContain(`Activated mall ${release}: the next page load uses it`);
  expect(await registry.manifestFor('mall', null)).toBe(versioned(release));

  // A new page load of a visitor without a session is the new version's mall document, drawn by the server with the
  // version's render bundle, its script from the version's own folder.
  const newTab = await browser.newPage({ baseURL, locale: 'en-US' });
  const newTabRequests = requestsOf(newTab);
  await newTab.goto('/mall');
  await expect(mallHeading(newTab, `${MALL_TITLE} ${release}`)).toBeVisible();
  // Drawn by the server with the version's bundle (polled: a drawing over its 2 s on a busy machine sends the copy
  // drawn at build time instead, which the script then replaces).
  await expect.poll(async () => (await newTab.request.get('/mall', { headers: { accept: 'text/html', 'accept-language': 'en' } })).text())
    .toMatch(new RegExp(`<h1[^>]*>${MALL_TITLE} ${release.replaceAll('.', '\\.')}</h1>`));
  expect(mallFilesFrom(newTabRequests, `/remotes/mall/v/${release}/document/`)).toEqual([]);
  // The same in the other languages.
  for (const [locale, title] of Object.entries(MALL_TITLES)) {
    const tab = await browser.newPage({ baseURL, locale });
    await tab.goto('/mall');
    await expect(mallHeading(tab, `${title} ${release}`), locale).toBeVisible();
    await tab.close();
  }

  // The tab opened before keeps its version: a page it had not opened yet loads the old build's chunk.
  openTabRequests.length = 0;
  await searchFromLanding(openTab);
  const oldChunk = openTabRequests.find((url) => url.includes('__federation_expose_MallSearch'));
  expect(oldChunk, 'the search page came from the built-in build').toMatch(/^\/remotes\/mall\/__federation_expose_MallSearch\./);

  // The admin watches it on the Remote modules screen and rolls back from there in one click.
  await LayoutShell.open(page, context, request, baseURL, '/tools/remotes');
  const remotes = new RemotesScreen(page);
  await expect(remotes.card('mall')).toContainText(`Activated ${release} by admin`);
  await expect(remotes.card('mall')).toContainText(`/remotes/mall/v/${release}/mf-manifest.json`);
  await remotes.rollBack('mall', BUILT_IN);
  await expect(remotes.card('mall')).toContainText(`Rolled back ${BUILT_IN} by admin`);
  expect(await registry.manifestFor('mall', null)).toBe(BUILT_IN_MANIFEST);

  // The tab still running the rolled-back version keeps working: whatever it loads comes from that version's folder.
  newTabRequests.length = 0;
  await searchFromLanding(newTab);
  expect(newTabRequests.filter((url) => url.startsWith('/remotes/mall/') && !url.startsWith(`/remotes/mall/v/${release}/`))).toEqual([]);
  // And the next page load is the built-in mall's document again, its script from the built-in build's document folder.
  newTabRequests.length = 0;
  await newTab.goto('/mall');
  await expect(mallHeading(newTab, MALL_TITLE)).toBeVisible();
  expect(mallFilesFrom(newTabRequests, '/remotes/mall/document/')).toEqual([]);
  await openTab.close();
  await newTab.close();
});

test('a canary for one role reaches the users of that role only', async ({ browser, request, baseURL }) => {
  test.setTimeout(budget(90_000));
  const registry = new RemoteRegistryApi(request);
  const canary = `3.${RUN}.0`;
  await deployCanary(baseURL, canary, ['--canary-roles', 'purchaser'], 'users with the role purchaser');

  // The registry answers each session with its version: the buyer (role purchaser) gets the canary, others do not.
  const buyerToken = await apiLogin(request, 'buyer');
  const operatorToken = await apiLogin(request, 'operator');
  expect(await registry.manifestFor('mall', buyerToken)).toBe(versioned(canary));
  expect(await registry.manifestFor('mall', operatorToken)).toBe(BUILT_IN_MANIFEST);
  expect(await registry.manifestFor('mall', null)).toBe(BUILT_IN_MANIFEST);

  // And so do their browsers.
  const openAs = async (token: string): Promise<{ context: BrowserContext; page: Page; requests: string[] }> => {
    const context = await browser.newContext({ baseURL, locale: 'en-US' });
    await useToken(context, baseURL ?? '', token);
    const page = await context.newPage();
    const requests = requestsOf(page);
    await page.goto('/mall');
    return { context, page, requests };
  };
  const buyer = await openAs(buyerToken);
  await expect(mallHeading(buyer.page, `${MALL_TITLE} ${canary}`)).toBeVisible();
  expect(buyer.requests).toContain(versioned(canary));
  const operator = await openAs(operatorToken);
  await expect(mallHeading(operator.page, MALL_TITLE)).toBeVisible();
  expect(operator.requests).not.toContain(versioned(canary));
  await buyer.context.close();
  await operator.context.close();
});

test('a canary for half the visitors splits browsers without a session by their bucket, each drawn its version\'s pages', async ({
  browser, request, baseURL,
}) => {
  test.setTimeout(budget(150_000));
  const registry = new RemoteRegistryApi(request);
  const canary = `4.${RUN}.0`;
  await deployCanary(baseURL, canary, ['--canary-percent', '50'], '50 % of users');

  const vietnamese = MALL_TITLES['vi-VN'];
  const titleOf = (version: string) => (version === canary ? `${vietnamese} ${canary}` : vietnamese);
  const drawnHeading = (title: string) => new RegExp(`<h1[^>]*>${title.replaceAll('.', '\\.')}</h1>`);
  /** A phone's browser with no cookie: the drawn page it is sent, the bucket it is given, and the version that means. */
  const visit = async () => {
    const context = await browser.newContext({ baseURL, locale: 'vi-VN', viewport: { width: 360, height: 780 } });
    const page = await context.newPage();
    const requests = requestsOf(page);
    await page.goto('/mall');
    const bucket = (await context.cookies()).find((cookie) => cookie.name === 'mf_bucket');
    expect(bucket, 'the drawn page gives a browser without a session its bucket').toBeDefined();
    // The registry, asked with that browser's cookie, names the version its bucket falls in.
    const remotes = (await (await context.request.get('/api/remotes')).json()) as { name: string; version: string }[];
    const version = remotes.find((remote) => remote.name === 'mall')?.version ?? '';
    expect([BUILT_IN, canary]).toContain(version);
    return { context, page, requests, version };
  };

  const seen = new Map<string, Awaited<ReturnType<typeof visit>>>();
  // Each browser lands in the canary with odds of one half: sixteen leave one side empty once in 30,000 runs.
  for (let i = 0; i < 16 && seen.size < 2; i++) {
    const visitor = await visit();
    const { context, page, requests, version } = visitor;
    await expect(mallHeading(page, titleOf(version)), `a ${version} visitor`).toBeVisible();
    const folder = version === canary ? `/remotes/mall/v/${canary}/document/` : '/remotes/mall/document/';
    expect(mallFilesFrom(requests, folder), `a ${version} visitor's script`).toEqual([]);
    // Drawn by the server for that bucket (polled: a drawing past its limit on a busy machine sends the build's copy).
    await expect.poll(async () => (await context.request.get('/mall', { headers: { accept: 'text/html', 'accept-language': 'vi' } })).text())
      .toMatch(drawnHeading(titleOf(version)));
    // Sticky: the same browser keeps its version on the next visit.
    await page.reload();
    await expect(mallHeading(page, titleOf(version))).toBeVisible();
    if (seen.has(version)) await context.close();
    else seen.set(version, visitor);
  }
  expect([...seen.keys()].sort()).toEqual([BUILT_IN, canary].sort());

  // Abandoning the canary brings its visitors back to the active version's drawn pages at once.
  const abandoned = await request.post('/api/remotes/mall/canary/abandon', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(abandoned.ok(), await abandoned.text()).toBe(true);
  expect(await registry.manifestFor('mall', null)).toBe(BUILT_IN_MANIFEST);
  const canaryVisitor = seen.get(canary);
  if (!canaryVisitor) throw new Error('no canary visitor');
  canaryVisitor.requests.length = 0;
  await canaryVisitor.page.reload();
  await expect(mallHeading(canaryVisitor.page, vietnamese)).toBeVisible();
  expect(mallFilesFrom(canaryVisitor.requests, '/remotes/mall/document/')).toEqual([]);
  for (const visitor of seen.values()) await visitor.context.close();
});

test('a build the host cannot run is refused with its reason, by the command and on the Deployments screen', async ({
  page, context, request, baseURL,
}) => {
  test.setTimeout(budget(90_000));
  const registry = new RemoteRegistryApi(request);
  const incompatible = `9.${RUN}.0`;
  const build = changedBuild('mall', incompatible, (dir) => requireShared(dir, 'react', '^99.0.0'));
  const deployed = await runDeployCommand(['mall', '--version', incompatible, '--dist', build], { url: baseURL ?? '', token: adminToken });
  expect(deployed.code).toBe(1);
  expect(deployed.stdout).toMatch(/The shared module react: this build requires \^99\.0\.0, the host provides 19\.\d+\.\d+\./);
  expect(deployed.stderr).toContain('The activation was refused (HTTP 409, deploy.refused)');
  expect(await registry.manifestFor('mall', null)).toBe(BUILT_IN_MANIFEST);

  // The screen lists the stored version with the same reason, and refuses it again.
  await LayoutShell.open(page, context, request, baseURL, '/maint/deploy');
  const screen = new DeployScreen(page);
  await screen.pick('mall');
  await expect(screen.problemsOf(incompatible)).toContainText('react');
  await expect(screen.problemsOf(incompatible)).toContainText('^99.0.0');
  const refused = await screen.activate(incompatible);
  await expect(refused.getByRole('alert')).toContainText('This version cannot go live');
  await expect(refused).toContainText('^99.0.0');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(screen.activeVersion(BUILT_IN)).toBeVisible();
});
