// `node scripts/screenshots.mjs`: the installation steps' pictures (steps/step-1.png … step-5.png, which the portal's
// /pluginInstallation page shows), taken from the built extension in Debian's Chromium: the extensions page in
// developer mode, the settings before and after connecting, the panel on a fixture 1688 offer, the result of Send.
// The portal is a stand-in serving the contract's two extension routes (session, send) unless PORTAL_URL and
// CONNECTION_CODE name a running portal and a code it issued. STEPS_LANG picks the browser language (default en).
// Run after the build (node scripts/build.mjs); wrap in `flock /tmp/e2e.lock` on a shared machine.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { FIXTURE_PAGES, hostResolverRules, startFixtureServer } from './fixture-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const steps = path.join(root, 'steps');
const lang = process.env.STEPS_LANG ?? 'en';
const TOKEN = `pct_${'S'.repeat(43)}`;

function listen(handler) {
  const server = http.createServer(handler);
  return new Promise((resolve) => { server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })); });
}

const fixtureServer = await startFixtureServer();
const standIn = process.env.PORTAL_URL ? null : await listen((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.headers['x-collect-token'] !== TOKEN) return res.writeHead(401).end(JSON.stringify({ status: 401, message: 'mall.collectTokenInvalid' }));
  if (req.url === '/api/collect/extension/session') return res.end(JSON.stringify({ userName: 'buyer', language: lang, cartCount: 0 }));
  req.resume();
  req.on('end', () => res.end(JSON.stringify({ goodsId: 1, created: true, catalogue: false, target: 'cart', cartLines: 2, sourcingId: null, portalPath: '/myCart' })));
});
const portal = process.env.PORTAL_URL ? new URL(process.env.PORTAL_URL).origin : `http://127.0.0.1:${standIn.port}`;
const code = process.env.CONNECTION_CODE ?? Buffer.from(JSON.stringify({ portal, token: TOKEN })).toString('base64url');

// Playwright cannot click the browser's permission prompt: the copy loaded here lists the portal's origin as granted.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'collect-extension-steps-'));
fs.cpSync(path.join(root, 'dist', 'unpacked'), dir, { recursive: true });
const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'manifest.json'), 'utf8'));
fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify({ ...manifest, host_permissions: [`${portal}/*`] }));
const context = await chromium.launchPersistentContext('', {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: false,
  locale: { en: 'en-US', cn: 'zh-CN', vi: 'vi-VN' }[lang],
  viewport: { width: 960, height: 600 },
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--hide-scrollbars', `--disable-extensions-except=${dir}`, `--load-extension=${dir}`,
    `--host-resolver-rules=${hostResolverRules(fixtureServer.port)}`],
});

/** Runs `fn` with the panel's closed shadow root as `this`, reached as DevTools reaches it. */
async function inPanel(page, fn) {
  const cdp = await context.newCDPSession(page);
  const { root: doc } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const find = (n) => (n.nodeName === 'PROCUREMENT-COLLECTOR' ? n.shadowRoots?.[0] : (n.children ?? []).map(find).find(Boolean));
  const shadow = find(doc);
  if (!shadow) { await cdp.detach(); return undefined; }
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId });
  const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: fn, returnByValue: true });
  await cdp.detach();
  return result.value;
}
async function clickIn(page, selector) {
  let box;
  for (let i = 0; i < 50 && !box; i++) {
    box = await inPanel(page, `function () {
      const el = this.querySelector(${JSON.stringify(selector)});
      if (!el) return null;
      el.scrollIntoView({ block: 'nearest' });
      const r = el.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }`);
    if (!box) await page.waitForTimeout(100);
  }
  if (!box) throw new Error(`not in the panel: ${selector}`);
  await page.mouse.click(box.x, box.y);
}
const shot = (page, n) => page.screenshot({ path: path.join(steps, `step-${n}.png`) });

try {
  fs.mkdirSync(steps, { recursive: true });
  const worker = context.serviceWorkers()[0] ?? await context.waitForEvent('serviceworker');
  const id = new URL(worker.url()).host;

  const extensions = await context.newPage();
  await extensions.goto('chrome://extensions/');
  await extensions.locator('#devMode').click();
  await extensions.getByText('Load unpacked').first().waitFor();
  await extensions.waitForTimeout(1000); // the developer toolbar slides in
  await shot(extensions, 1);

  const options = await context.newPage();
  await options.goto(`chrome-extension://${id}/options.html`);
  await options.locator('#code').fill(code);
  await shot(options, 2);
  await options.locator('button.primary').click();
  await options.locator('.status.ok').waitFor();
  await shot(options, 3);

  const offer = await context.newPage();
  await offer.setViewportSize({ width: 960, height: 720 });
  await offer.goto(FIXTURE_PAGES.find((p) => p.file === '1688/embedded.html').url);
  await clickIn(offer, 'button.launcher');
  for (const [row, quantity] of [[1, '10'], [4, '5']]) {
    await clickIn(offer, `[data-part="skus"] tbody tr:nth-child(${row}) input`);
    await offer.keyboard.type(quantity);
  }
  await shot(offer, 4);
  await clickIn(offer, 'button[type="submit"]');
  for (let i = 0; i < 50 && !(await inPanel(offer, 'function () { return !!this.querySelector("[data-part=result]"); }')); i++) await offer.waitForTimeout(100);
  await inPanel(offer, 'function () { this.querySelector("[data-part=result]").scrollIntoView({ block: "nearest" }); }');
  await shot(offer, 5);
  for (let n = 1; n <= 5; n++) console.log(`steps/step-${n}.png ${Math.round(fs.statSync(path.join(steps, `step-${n}.png`)).size / 1024)} KB`);
} finally {
  await context.close();
  await fixtureServer.close();
  standIn?.server.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
