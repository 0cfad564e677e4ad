import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { BuyerStory } from '../pages/buyer-story-api';
import { cartCount } from '../pages/mall-pages';
import {
  expectHeaderStays, expectNoSidewaysScroll, expectPlaceholderFits, expectWithinWidth, phoneContext, PHONE_LANGUAGES, PHONE_VIEWPORTS, type PhoneLanguage,
} from '../pages/phone-fit';

/**
 * The mall on a phone (issue 25): each signed-in mall page at 360×740 and 390×844, in Vietnamese and Chinese, never
 * scrolls sideways, has its primary action within the screen's width and keeps the header in view; and a signed-out
 * buyer who adds to the cart (or buys now) is asked to sign in and, once signed in, finds what they chose done.
 */
const TEXTS = {
  vi: {
    search: 'Tìm', searchWord: 'ao thun', found: 'Áo thun cotton nam cổ tròn', addToCart: 'Thêm vào giỏ', buyNow: 'Mua ngay',
    size: 'M', colour: 'Trắng', placeOrder: 'Đặt hàng', remove: /^Xóa /, placed: 'Đã đặt hàng', close: 'Tiếp tục mua sắm',
    addInterest: 'Thêm sản phẩm quan tâm', submitInterest: 'Gửi', linkBox: 'Liên kết sản phẩm hoặc văn bản chia sẻ', lookUp: 'Tra cứu',
    sourcing: /Chúng tôi sẽ tìm nguồn sản phẩm này, yêu cầu #\d+/,
  },
  cn: {
    search: '搜索', searchWord: '连衣裙', found: '碎花雪纺连衣裙', addToCart: '加入购物车', buyNow: '立即购买',
    size: 'M', colour: '白色', placeOrder: '提交订单', remove: /^删除 /, placed: '下单成功', close: '继续购物',
    addInterest: '添加意向商品', submitInterest: '提交', linkBox: '商品链接或分享文字', lookUp: '查询',
    sourcing: /我们将为您采购该商品，需求单号 #\d+/,
  },
} as const satisfies Record<PhoneLanguage, unknown>;

/** A buyer with two cart lines and two interests, one a long Vietnamese name that has to wrap. */
async function buyerWithCartAndInterests(request: APIRequestContext): Promise<BuyerStory> {
  const story = await BuyerStory.begin(request, 'pmall');
  await story.addToCart(0);
  await story.addToCart(1);
  await story.addInterest({
    name: 'Bộ chăn ga gối đệm cotton lụa tencel cao cấp chống nhăn kháng khuẩn kích thước 1m8x2m', quantity: 120,
    expectedPrice: 15000, remarks: 'Cần màu xanh ngọc và hồng phấn, đóng gói từng bộ có logo công ty',
  });
  await story.addInterest({ link: 'https://item.taobao.com/item.htm?id=718293645012&spm=a1z10.1-c.w4002', quantity: 40 });
  return story;
}

/** A purchasing-agent goods of the catalogue: its page adds the source platform and link. */
async function ddcGoodsId(request: APIRequestContext): Promise<number> {
  const ddc = ((await (await request.get('/api/goods?ddc=true&size=1')).json()) as { content: { id: number }[] }).content[0];
  if (!ddc) throw new Error('no purchasing-agent goods in the catalogue');
  return ddc.id;
}

/** Opens `path`, then checks what every phone page must: its primary action within the width, no sideways scroll, the header kept. */
async function checkPage(page: Page, path: string, what: string, primary: (page: Page) => Locator): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expectWithinWidth(page, primary(page), `${what}: primary action`);
  await expectNoSidewaysScroll(page, what);
  await expectHeaderStays(page, what);
}

for (const viewport of PHONE_VIEWPORTS) {
  for (const language of PHONE_LANGUAGES) {
    const t = TEXTS[language];
    test(`mall pages fit ${viewport.width}×${viewport.height} in ${language}`, async ({ browser, request, baseURL }) => {
      test.setTimeout(budget(300_000));
      const story = await buyerWithCartAndInterests(request);
      const context = await phoneContext(browser, baseURL ?? '', viewport, language, story.token);
      const page = await context.newPage();

      await checkPage(page, '/mall', 'mall home', (p) => p.getByRole('button', { name: t.search, exact: true }));
      // On a phone the search buttons show their icon only, so the box keeps room for its hint (it was cut at 360 px).
      await expectPlaceholderFits(page.getByRole('search').getByRole('searchbox'), 'mall home: search box');
      await checkPage(page, `/mallSearch/${encodeURIComponent(t.searchWord)}`, 'search results',
        (p) => p.getByRole('link', { name: t.found }).first());
      await expectPlaceholderFits(page.getByRole('search').getByRole('searchbox'), 'search results: keyword box');

      await checkPage(page, '/mallDetail/1', 'product page', (p) => p.getByRole('button', { name: t.buyNow }));
      await expectWithinWidth(page, page.getByRole('button', { name: t.addToCart }), 'product page: add to cart');

      await checkPage(page, '/myCart', 'cart', (p) => p.getByRole('button', { name: t.placeOrder }));
      // Every line keeps its name, total and remove button on the screen (they were off it at 521 px).
      const lines = page.getByTestId('line-total');
      await expect(lines).toHaveCount(2);
      for (const [i, total] of (await lines.all()).entries()) await expectWithinWidth(page, total, `cart: line ${i + 1}'s total`);
      for (const [i, remove] of (await page.getByRole('button', { name: t.remove }).all()).entries()) {
        await expectWithinWidth(page, remove, `cart: line ${i + 1}'s remove button`);
      }

      await checkPage(page, '/myInterest', 'my interests', (p) => p.getByRole('link', { name: t.addInterest }).first());
      await checkPage(page, '/addInterest', 'add an interest', (p) => p.getByRole('button', { name: t.submitInterest }));

      // The purchasing-agent mall: pasting a link we do not have opens a sourcing request the buyer is told about.
      await checkPage(page, '/mallDdc', 'link import', (p) => p.getByRole('button', { name: t.lookUp }));
      await page.getByRole('textbox', { name: t.linkBox }).fill(`https://item.taobao.com/item.htm?id=${Date.now()}`);
      await page.getByRole('button', { name: t.lookUp }).click();
      await expectWithinWidth(page, page.getByText(t.sourcing), 'link import: the sourcing request');
      await expectNoSidewaysScroll(page, 'link import with its outcome');
      await checkPage(page, `/mallDdcDetail/${await ddcGoodsId(request)}`, 'purchasing-agent product page', (p) => p.getByRole('button', { name: t.buyNow }));

      // The "order placed" dialog of a buy now, and its backdrop over the whole screen.
      await page.goto('/mallDetail/1');
      await page.getByRole('button', { name: t.size, exact: true }).click();
      await page.getByRole('button', { name: t.colour, exact: true }).click();
      await page.getByRole('button', { name: t.buyNow }).click();
      const dialog = page.getByRole('dialog', { name: t.placed });
      await expect(dialog).toContainText(/PO\d{14}/);
      await expectWithinWidth(page, dialog, 'order placed dialog');
      await expectWithinWidth(page, dialog.getByRole('button', { name: t.close }), 'order placed dialog: its action');
      const backdrop = await page.locator('[data-scope="dialog"][data-part="backdrop"]').boundingBox();
      expect(backdrop?.width, 'the backdrop covers the screen').toBeGreaterThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page, 'order placed dialog');
      await context.close();
    });
  }
}

/** The login document in Vietnamese. */
async function signInVi(page: Page, username: string, password: string): Promise<void> {
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await expect(page.getByRole('img', { name: 'Hình ảnh mã xác minh' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Mã xác minh' }).fill('4321');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
}

type CartLine = { skuId: number | null; quantity: number };
type Sku = { id: number; moq: number; attrs: Record<string, string> };

/** The T-shirt's black XL (goods 1 of the demo catalogue) and a quantity above its minimum. */
async function blackXl(request: APIRequestContext): Promise<{ sku: Sku; quantity: number }> {
  const goods = (await (await request.get('/api/goods/1')).json()) as { skus: Sku[] };
  const sku = goods.skus.find((s) => s.attrs['尺码'] === 'XL' && s.attrs['颜色'] === '黑色');
  if (!sku) throw new Error('goods 1 has no black XL');
  return { sku, quantity: sku.moq + 5 };
}

test.describe('signed out on a phone, in Vietnamese', () => {
  const viewport = PHONE_VIEWPORTS[0];
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Chooses XL, black and `quantity` on the product page while signed out, presses `action`, is asked to sign in, and signs in. */
  async function chooseThenSignIn(page: Page, story: BuyerStory, quantity: number, action: string): Promise<void> {
    await page.goto('/mallDetail/1');
    await page.getByRole('button', { name: 'XL', exact: true }).click();
    await page.getByRole('button', { name: 'Đen', exact: true }).click();
    await page.getByRole('spinbutton', { name: 'Số lượng' }).fill(String(quantity));
    await page.getByRole('button', { name: action }).click();
    const ask = page.getByRole('dialog', { name: 'Vui lòng đăng nhập trước.' });
    await expect(ask).toBeVisible();
    await expectWithinWidth(page, ask, 'the Please Login First dialog');
    await ask.getByRole('link', { name: 'Đăng nhập' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2FmallDetail%2F1$/);
    await signInVi(page, story.username, 'abc123');
    await expect(page).toHaveURL(/\/mallDetail\/1$/);
  }

  /** A new buyer with nothing in the cart, the black XL to choose, and a phone without a session. */
  async function signedOutPhone(browser: Browser, request: APIRequestContext, baseURL: string | undefined) {
    const story = await BuyerStory.begin(request, 'pintent');
    const { sku, quantity } = await blackXl(request);
    const context = await phoneContext(browser, baseURL ?? '', viewport, 'vi');
    return { story, sku, quantity, context, page: await context.newPage() };
  }

  test('add to cart: Please Login First, sign in, and back on the product the chosen SKU and quantity are in the cart', async ({ browser, request, baseURL }) => {
    test.setTimeout(budget(120_000));
    const { story, sku, quantity, context, page } = await signedOutPhone(browser, request, baseURL);
    await chooseThenSignIn(page, story, quantity, 'Thêm vào giỏ');

    await expect(page.getByText('Đã thêm vào giỏ hàng.')).toBeInViewport();
    await expect(page.getByRole('button', { name: 'XL', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(String(quantity));
    await expect.poll(() => cartCount(page)).toBe(1);
    const cart = async () => ((await (await request.get('/api/shopCart/myCart?page=0&size=999', { headers: bearer(story.token) })).json()) as { content: CartLine[] }).content;
    expect((await cart()).map((l) => [l.skuId, l.quantity])).toEqual([[sku.id, quantity]]);

    // Done once: a reload of the product adds nothing and shows no duplicate refusal.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Sản phẩm này đã có trong giỏ hàng')).toHaveCount(0);
    expect(await cart()).toHaveLength(1);
    await expectNoSidewaysScroll(page, 'product page after signing in');

    // The cart shows that line whole on the phone: "XL / Đen" and the quantity.
    await page.goto('/myCart');
    await expect(page.getByText('XL / Đen', { exact: true })).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: /^Số lượng của / })).toHaveValue(String(quantity));
    await expectNoSidewaysScroll(page, 'cart after signing in');
    await context.close();
  });

  test('buy now: Please Login First, sign in, and back on the product the order is placed with the chosen SKU and quantity', async ({ browser, request, baseURL }) => {
    test.setTimeout(budget(120_000));
    const { story, sku, quantity, context, page } = await signedOutPhone(browser, request, baseURL);
    await chooseThenSignIn(page, story, quantity, 'Mua ngay');

    const placed = page.getByRole('dialog', { name: 'Đã đặt hàng' });
    await expect(placed).toContainText(/PO\d{14}/);
    await expectWithinWidth(page, placed, 'order placed dialog after signing in');
    type Mine = { content: { lines: { skuId: number; quantity: number }[] }[] };
    const orders = async () => ((await (await request.get('/api/orders/mine', { headers: bearer(story.token) })).json()) as Mine).content;
    expect((await orders()).map((o) => o.lines.map((l) => [l.skuId, l.quantity]))).toEqual([[[sku.id, quantity]]]);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(placed).toHaveCount(0);
    expect(await orders()).toHaveLength(1);
    await context.close();
  });
});
