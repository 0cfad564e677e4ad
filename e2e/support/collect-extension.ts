import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { FIXTURE_PAGES, hostResolverRules, startFixtureServer } from '../../extension/scripts/fixture-server.mjs';

/**
 * The collection extension in a real Chromium (extension/README.md "Tests"): its built unpacked folder
 * (node scripts/build-frontends.mjs builds it), the fixture item pages served on 127.0.0.1 and the platforms' host
 * names mapped there, so the content scripts' own match patterns pick the pages up.
 */
const extensionDir = path.resolve(import.meta.dirname, '..', '..', 'extension');
export { startFixtureServer };
export const fixtureUrl = (file: string): string => FIXTURE_PAGES.find((p) => p.file === file)?.url ?? '';

export type ExtensionBrowser = { context: BrowserContext; extensionId: string; worker: Worker; close: () => Promise<void> };

/**
 * Chromium with the unpacked extension. `grantPortal` (an origin) is the one seam: Playwright cannot answer the
 * browser's own permission prompt (microsoft/playwright#32755), so the loaded copy lists that origin as a host
 * permission granted at install; the options page's `chrome.permissions.request` for it then resolves at once, as
 * after the buyer clicked "Allow". Everything else is the built extension as shipped.
 */
export async function launchWithExtension(fixturePort: number, options: { grantPortal?: string; locale?: string } = {}): Promise<ExtensionBrowser> {
  const built = path.join(extensionDir, 'dist', 'unpacked');
  if (!fs.existsSync(path.join(built, 'manifest.json'))) throw new Error('build the extension first: node scripts/build-frontends.mjs');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collect-extension-'));
  fs.cpSync(built, dir, { recursive: true });
  if (options.grantPortal) {
    const manifestFile = path.join(dir, 'manifest.json');
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    manifest.host_permissions = [`${new URL(options.grantPortal).origin}/*`];
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
  }
  const rules = hostResolverRules(fixturePort);
  const context = await chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    // The new headless mode runs extensions (the old one did not); Playwright's own `headless` would pick the old.
    headless: false,
    locale: options.locale ?? 'en-US',
    args: [...CHROMIUM_ARGS, '--headless=new', `--disable-extensions-except=${dir}`, `--load-extension=${dir}`, `--host-resolver-rules=${rules}`],
  });
  const worker = context.serviceWorkers()[0] ?? await context.waitForEvent('serviceworker');
  return {
    context,
    extensionId: new URL(worker.url()).host,
    worker,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The panel lives in a closed shadow root, which page scripts (and Playwright's selectors) cannot enter. The test
 * reaches it as DevTools does: the DOM domain with `pierce` hands out the closed root's node. `fn` runs with the
 * shadow root as `this`.
 */
export async function inPanel<T>(page: Page, fn: string, arg?: unknown): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    type Node = { nodeName: string; children?: Node[]; shadowRoots?: Node[]; backendNodeId: number };
    const find = (node: Node): Node | undefined => {
      if (node.nodeName === 'PROCUREMENT-COLLECTOR') return node.shadowRoots?.[0];
      for (const child of node.children ?? []) {
        const found = find(child);
        if (found) return found;
      }
      return undefined;
    };
    const shadow = find(root as Node);
    if (!shadow) throw new Error('the panel is not on the page');
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId });
    const { result, exceptionDetails } = await cdp.send('Runtime.callFunctionOn', {
      objectId: object.objectId, functionDeclaration: fn, arguments: [{ value: arg ?? null }], returnByValue: true, awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(`in the panel: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as T;
  } finally {
    await cdp.detach();
  }
}

/** The panel's text of one part (`data-part`), '' while it is not drawn. */
export const panelPart = (page: Page, part: string): Promise<string> =>
  inPanel<string>(page, `function (part) { return this.querySelector('[data-part="' + part + '"]')?.textContent ?? ''; }`, part);

/** The SKU table's rows as the buyer reads them: specification, price, stock, whether the quantity can be typed. */
export const panelSkuRows = (page: Page): Promise<{ spec: string; price: string; stock: string; enabled: boolean }[]> =>
  inPanel(page, `function () {
    return [...this.querySelectorAll('[data-part="skus"] tbody tr')].map((tr) => {
      const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent);
      return { spec: cells[0], price: cells[1], stock: cells[2], enabled: !tr.querySelector('input').disabled };
    });
  }`);

/** A real click (mouse at the element's centre) on the first element in the panel matching `selector` and text. */
export async function clickInPanel(page: Page, selector: string, text?: string): Promise<void> {
  const box = await inPanel<{ x: number; y: number } | null>(page, `function ({ selector, text }) {
    const el = [...this.querySelectorAll(selector)].find((e) => text == null || e.textContent.includes(text));
    if (!el) return null;
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }`, { selector, text });
  if (!box) throw new Error(`nothing in the panel matches ${selector}${text ? ` with "${text}"` : ''}`);
  await page.mouse.click(box.x, box.y);
}

/** Types a quantity into the SKU row `row` (0-based) as the buyer would: click, select, type. */
export async function typeQuantity(page: Page, row: number, quantity: string): Promise<void> {
  await clickInPanel(page, `[data-part="skus"] tbody tr:nth-child(${row + 1}) input`);
  await page.keyboard.press('Control+A');
  await page.keyboard.type(quantity);
}
