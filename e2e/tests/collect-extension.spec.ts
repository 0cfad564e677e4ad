import { expect, test, type Page } from '@playwright/test';
import {
  clickInPanel, fixtureUrl, inPanel, launchWithExtension, panelPart, panelSkuRows, startFixtureServer, typeQuantity,
  type ExtensionBrowser,
} from '../support/collect-extension';

/**
 * The collection extension on the four platforms' item pages (issue 29): the built extension in Chromium, the
 * fixture pages at the platforms' own addresses (host names mapped to a local server). No portal is needed to read;
 * sending is collect-extension-send.spec.ts.
 */
// The service worker's global, as far as these tests use it.
declare const chrome: { storage: { local: { set: (items: object) => Promise<void>; clear: () => Promise<void> } } };

let fixtures: Awaited<ReturnType<typeof startFixtureServer>>;
let browser: ExtensionBrowser;

test.beforeAll(async () => {
  fixtures = await startFixtureServer();
  browser = await launchWithExtension(fixtures.port);
});
test.afterAll(async () => {
  await browser?.close();
  await fixtures?.close();
});

async function openItem(file: string, width = 1280): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width, height: width < 500 ? 800 : 900 });
  await page.goto(fixtureUrl(file));
  await expect.poll(() => inPanel<boolean>(page, 'function () { return true; }').catch(() => false)).toBe(true);
  await clickInPanel(page, 'button.launcher');
  return page;
}

test('Taobao: the embedded data, with each SKU priced and the sold-out one not orderable', async () => {
  const page = await openItem('taobao/embedded.html');
  await expect.poll(() => panelPart(page, 'title')).toBe('纯棉宽松短袖T恤男夏季新款');
  expect(await panelPart(page, 'shop')).toBe('Shop: 棉语旗舰店');
  expect(await panelSkuRows(page)).toEqual([
    { spec: '颜色分类: 白色 / 尺码: M', price: '¥59.00', stock: '300', enabled: true },
    { spec: '颜色分类: 白色 / 尺码: L', price: '¥59.00', stock: 'Sold out', enabled: false },
    { spec: '颜色分类: 黑色 / 尺码: M', price: '¥65.50', stock: '120', enabled: true },
    { spec: '颜色分类: 黑色 / 尺码: L', price: '¥59.00', stock: '42', enabled: true },
    { spec: '颜色分类: 卡其色 / 尺码: M', price: '¥59.00', stock: '—', enabled: true },
  ]);
  // Closed: the page's own scripts cannot reach into the panel.
  expect(await page.evaluate(() => document.querySelector('procurement-collector')?.shadowRoot)).toBeNull();
  await page.close();
});

test("the token stays in the service worker: the content script's world cannot read the extension's storage", async () => {
  await browser.worker.evaluate(() => chrome.storage.local.set({ connection: { portal: 'http://127.0.0.1:9', token: `pct_${'x'.repeat(43)}` } }));
  const page = await openItem('taobao/dom.html');
  const cdp = await page.context().newCDPSession(page);
  const worlds: { id: number; name: string; auxData?: { type?: string } }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => { worlds.push(context); });
  await cdp.send('Runtime.enable');
  // The content script's world carries the extension's name (Playwright's own isolated world has no chrome.storage).
  const isContentWorld = (w: (typeof worlds)[number]) => w.auxData?.type === 'isolated' && w.name === 'Procurement collector';
  await expect.poll(() => worlds.some(isContentWorld)).toBe(true);
  const contentWorld = worlds.find(isContentWorld)!;
  const { result } = await cdp.send('Runtime.evaluate', {
    contextId: contentWorld.id, awaitPromise: true, returnByValue: true,
    expression: "chrome.storage.local.get('connection').then((v) => 'read: ' + JSON.stringify(v), (e) => 'refused: ' + e.message)",
  });
  expect(result.value).toMatch(/^refused: /);
  await cdp.detach();
  await browser.worker.evaluate(() => chrome.storage.local.clear());
  await page.close();
});

test('Tmall: English specifications and their own prices', async () => {
  const page = await openItem('tmall/embedded.html');
  await expect.poll(() => panelPart(page, 'title')).toBe('Stainless steel vacuum flask 500ml');
  expect((await panelSkuRows(page)).map((r) => [r.spec, r.price, r.enabled])).toEqual([
    ['Color: Silver / Capacity: 500ml', '¥89.00', true],
    ['Color: Silver / Capacity: 750ml', '¥109.00', true],
    ['Color: Matte black / Capacity: 500ml', '¥99.00', false],
    ['Color: Matte black / Capacity: 750ml', '¥119.00', true],
  ]);
  await page.close();
});

test('1688: price steps by quantity, the minimum order enforced with a message', async () => {
  const page = await openItem('1688/embedded.html');
  await expect.poll(() => panelPart(page, 'title')).toBe('Áo thun cotton trơn in logo theo yêu cầu');
  expect(await panelPart(page, 'tiers')).toBe('2+ pcs: ¥12.5050+ pcs: ¥11.00200+ pcs: ¥9.80');
  expect(await panelPart(page, 'moq')).toBe('Minimum order: 2 pcs');
  expect((await panelSkuRows(page)).map((r) => [r.spec, r.price, r.stock])).toEqual([
    ['Màu sắc: Trắng / 尺码: M', '¥12.50', '1200'],
    ['Màu sắc: Trắng / 尺码: L', '¥12.50', '980'],
    ['Màu sắc: Trắng / 尺码: XL', '¥12.50', 'Sold out'],
    ['Màu sắc: Đen / 尺码: M', '¥13.00', '640'],
    ['Màu sắc: Đen / 尺码: L', '¥13.00', '300'],
    ['Màu sắc: Xám / 尺码: XL', '¥11.80', '75'],
  ]);
  await typeQuantity(page, 0, '1');
  await clickInPanel(page, 'button[type="submit"]');
  await expect.poll(() => panelPart(page, 'error')).toBe('Màu sắc: Trắng / 尺码: M: the minimum order is 2 pcs.');
  await page.close();
});

test('1688 drawn without its data: the DOM fallback reads the steps and the colours', async () => {
  const page = await openItem('1688/dom.html');
  await expect.poll(() => panelPart(page, 'title')).toBe('加厚304不锈钢饭盒 学生分格便当盒');
  expect(await panelPart(page, 'tiers')).toBe('3+ pcs: ¥18.60100+ pcs: ¥16.20500+ pcs: ¥14.90');
  expect((await panelSkuRows(page)).map((r) => [r.spec, r.enabled])).toEqual([['颜色: 银色两格', true], ['颜色: 银色三格', false], ['颜色: 粉色三格', true]]);
  await page.close();
});

test('Pinduoduo at phone width: the panel fits the 360 px page', async () => {
  const page = await openItem('pinduoduo/embedded.html', 360);
  await expect.poll(() => panelPart(page, 'title')).toBe('Phone case for iPhone 15 shockproof');
  expect((await panelSkuRows(page)).map((r) => [r.spec, r.price, r.enabled])).toEqual([
    ['Model: iPhone 15 / 颜色: 透明', '¥6.80', true],
    ['Model: iPhone 15 / 颜色: 黑色', '¥6.80', false],
    ['Model: iPhone 15 Pro / 颜色: 透明', '¥7.50', true],
    ['Model: iPhone 15 Pro / 颜色: 黑色', '¥6.80', true],
  ]);
  const width = await inPanel<{ panel: number; scroll: number }>(page, `function () {
    const r = this.querySelector('.panel').getBoundingClientRect();
    return { panel: Math.round(r.right - r.left), scroll: document.documentElement.scrollWidth };
  }`);
  expect(width.panel).toBeLessThanOrEqual(360);
  expect(width.scroll).toBeLessThanOrEqual(360);
  await page.close();
});

test('a page the extension cannot read says so and offers nothing to send', async () => {
  for (const file of ['taobao/unreadable.html', '1688/unreadable.html', 'pinduoduo/unreadable.html']) {
    const page = await openItem(file);
    await expect.poll(() => panelPart(page, 'unreadable')).toContain('Could not read this page');
    expect(await inPanel<number>(page, 'function () { return this.querySelectorAll("form, [data-part=skus]").length; }')).toBe(0);
    await page.close();
  }
});

test('before connecting, the panel speaks the browser language and says to connect first', async () => {
  const vi = await launchWithExtension(fixtures.port, { locale: 'vi-VN' });
  try {
    const page = await vi.context.newPage();
    await page.goto(fixtureUrl('tmall/dom.html'));
    await expect.poll(() => inPanel<boolean>(page, 'function () { return true; }').catch(() => false)).toBe(true);
    await clickInPanel(page, 'button.launcher');
    await expect.poll(() => panelPart(page, 'connection')).toContain('Tiện ích chưa được kết nối với cổng của bạn.');
    expect(await panelPart(page, 'shop')).toBe('Cửa hàng: 乐扣儿童用品专营店');
  } finally {
    await vi.close();
  }
});
