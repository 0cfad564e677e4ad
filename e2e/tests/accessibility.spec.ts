import fs from 'node:fs/promises';
import type { TestInfo } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { apiLogin, useToken } from '../pages/api-session';
import { axeFindings, menuPagePaths, openInApp, report, settle, type Finding } from '../pages/accessibility';
import type { DemoUser } from '../pages/accounts';
import type { Language } from '../pages/layout-shell';

/**
 * Issue 15, "Accessible in every language": no serious or critical axe finding (WCAG 2.0, 2.1 and 2.2 A and AA
 * since issue 24) on any page of the admin's, the operator's and the buyer's menus, nor on the public pages, in each
 * language. One browser context per user and language; the pages are visited one after another inside the app.
 *
 * The whole matrix (three users' menus in three languages, about 130 pages) takes about 25 minutes on this
 * machine, too long for every `npm test`: there the public pages are checked in every language and the operator's
 * and buyer's menus in English (docs/accessibility.md). `AXE_FULL=1` runs all of it.
 */
const FULL = process.env.AXE_FULL === '1';
const LANGUAGES: Language[] = ['en', 'cn', 'vi'];
const usersIn = (language: Language): DemoUser[] =>
  FULL ? ['admin', 'operator', 'buyer'] : language === 'en' ? ['operator', 'buyer'] : [];

/** The findings as a file in the test's output folder too, so a run's figures can be counted by rule. */
async function keep(testInfo: TestInfo, findings: Finding[], timings: string[] = []): Promise<void> {
  await fs.writeFile(testInfo.outputPath('axe-findings.json'), JSON.stringify({ findings, timings }, null, 2));
}

// A whole menu is one test: the admin's 30-odd pages take a while.
test.describe.configure({ timeout: 240_000 });

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    });

    for (const user of usersIn(language)) {
      test(`every page of the ${user}'s menu has no serious or critical axe finding`, async ({ page, context, request, baseURL }, testInfo) => {
        const token = await apiLogin(request, user);
        await useToken(context, baseURL ?? '', token);
        const paths = await menuPagePaths(request, token);
        expect(paths.length, 'pages in the menu').toBeGreaterThan(3);
        const findings: Finding[] = [];
        const timings: string[] = [];
        await page.goto('/');
        await settle(page);
        for (const path of paths) {
          const started = Date.now();
          await openInApp(page, path);
          await settle(page);
          timings.push(`${path} ${Date.now() - started} ms`);
          findings.push(...(await axeFindings(page, language)));
          await keep(testInfo, findings, timings);
        }
        expect(findings.length, report(findings)).toBe(0);
      });
    }

    // Issue 11's pages, checked in every language in every run (the full matrix covers the rest of the admin's menu).
    if (!FULL) {
      test('the admin\'s Deployments and Remotes pages have no serious or critical axe finding', async ({ page, context, request, baseURL }, testInfo) => {
        await useToken(context, baseURL ?? '', await apiLogin(request, 'admin'));
        const findings: Finding[] = [];
        await page.goto('/');
        await settle(page);
        for (const path of ['/maint/deploy', '/tools/remotes']) {
          await openInApp(page, path);
          await settle(page);
          findings.push(...(await axeFindings(page, language)));
        }
        await keep(testInfo, findings);
        expect(findings.length, report(findings)).toBe(0);
      });
    }

    test('the public pages have no serious or critical axe finding', async ({ page }, testInfo) => {
      const findings: Finding[] = [];
      const visit = async (path: string) => {
        await page.goto(path);
        await settle(page);
        findings.push(...(await axeFindings(page, language)));
        await keep(testInfo, findings);
      };
      await visit('/login');
      await visit('/register/purchaser');
      await visit('/mall');
      await visit('/mallSearch/shirt');
      const product = page.locator('a[href^="/mallDetail/"]').first();
      await expect(product, 'the search finds a product').toBeAttached();
      await visit((await product.getAttribute('href')) ?? '');
      expect(findings.length, report(findings)).toBe(0);
    });
  });
}

// A toast stays a few seconds, so the menus' runs meet one only by chance (an error toast's description did, at
// 3.5:1). One made for real, checked while it is fully drawn. The confirmation toast (top centre, over the navbar)
// is one axe cannot read ("overlapped by another element"): its colours are toast-colours.test.ts's to check.
test('an error toast has no serious or critical axe finding', async ({ page, context, request, baseURL }, testInfo) => {
  await useToken(context, baseURL ?? '', await apiLogin(request, 'admin'));
  await page.goto('/system/job');
  await settle(page);
  // Refused by the server (400): the seeded "System administrator" job is held by the admin (server/src/seed/jobs.ts).
  await page.getByRole('button', { name: 'Delete System administrator' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  const toast = page.locator('[data-type="error"]').filter({ hasText: 'Users still hold this job.' });
  await expect(toast).toBeVisible();
  // The pointer on it keeps it (a toast waits while it is hovered), so it is still there when axe reads it.
  await toast.hover();
  await expect.poll(() => toast.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
  const findings = await axeFindings(page, 'en', '[data-type="error"]');
  await keep(testInfo, findings);
  expect(findings.length, report(findings)).toBe(0);
});
