import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** One serious or critical axe finding, in words a reader of the test report can act on. */
export type Finding = { page: string; language: string; rule: string; impact: string; target: string; summary: string };

const BLOCKING = new Set(['serious', 'critical']);

/**
 * WCAG 2.0, 2.1 and 2.2 at levels A and AA: axe tags each rule with the version that introduced its criterion,
 * so the later versions' rules (label in name, target size, text spacing, input purpose) need their own tags.
 */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe's WCAG A and AA rules on what the page shows now (or only inside `within`, a CSS selector, for what
 * stays on screen a few seconds) and answers its serious and critical findings.
 */
export async function axeFindings(page: Page, language: string, within?: string): Promise<Finding[]> {
  // Legacy mode runs axe in the page itself: the portal has no frames, and the default mode's extra blank page
  // per analysis cost about 2 s each of the ~130 pages.
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  const where = new URL(page.url()).pathname;
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) => v.nodes.map((node) => ({
      page: where, language, rule: v.id, impact: v.impact ?? '', target: node.target.join(' '),
      // The first line of axe's explanation says which colours or names disagree.
      summary: (node.failureSummary ?? '').split('\n').slice(1, 2).join('').trim(),
    })));
}

/** The findings as one line each, grouped so a failing run reads like a to-do list. */
export function report(findings: Finding[]): string {
  return findings.map((f) => `${f.language} ${f.page} [${f.rule}, ${f.impact}] ${f.target}: ${f.summary}`).join('\n');
}

const SEEN = 'data-axe-seen';

/** A page's main heading, or the panel the shell shows for a menu entry whose module is missing (Deployments). */
const PAGE_READY = `h1:not([${SEEN}]), [data-testid="remote-error-panel"]:not([${SEEN}])`;

/** Waits until nothing on screen is loading: no busy region, spinner or skeleton. */
export async function nothingLoading(page: Page): Promise<void> {
  await expect(page.locator('[aria-busy="true"], .chakra-spinner, .chakra-skeleton').filter({ visible: true })).toHaveCount(0);
}

/**
 * Waits until the page on screen is usable: a main heading that was not there before (the kept-alive pages
 * stay in the document, hidden) and nothing loading (busy regions, spinners, skeletons).
 */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator(PAGE_READY).filter({ visible: true }).first()).toBeVisible();
  await nothingLoading(page);
  await page.locator(PAGE_READY).evaluateAll((found, seen) => found.forEach((e) => e.setAttribute(seen, '')), SEEN);
}

/**
 * Opens a page of the portal the way its router does (history entry + popstate): no reload, so each page
 * costs its own module and requests only, as for a user clicking through the menu.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL(path);
}

type MenuNode = { path: string; component: string; hidden?: boolean; meta: { link?: string }; children?: MenuNode[] };

const join = (parent: string, path: string): string =>
  path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}${path ? `/${path}` : ''}`;

/** The full path of every page of the user's `api/menus/build` tree (directories and external links left out). */
export async function menuPagePaths(request: APIRequestContext, token: string): Promise<string[]> {
  const answer = await request.get('/api/menus/build', { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok()) throw new Error(`menus/build answered ${answer.status()}`);
  const walk = (nodes: MenuNode[], parent: string): string[] => nodes.flatMap((n) => {
    if (n.hidden || n.meta.link || n.component === 'IFrame') return [];
    const full = join(parent, n.path);
    return n.children?.length ? walk(n.children, full) : [full];
  });
  return [...new Set(walk((await answer.json()) as MenuNode[], ''))];
}
