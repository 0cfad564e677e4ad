import { expect, test, type Browser, type Page } from '@playwright/test';
import { useToken } from '../pages/api-session';
import { BuyerStory } from '../pages/buyer-story-api';
import {
  expectHeaderStays, expectNoSidewaysScroll, expectWithinWidth, phoneContext, PHONE_LANGUAGES, PHONE_VIEWPORTS,
  type PhoneLanguage, type PhoneViewport,
} from '../pages/phone-fit';

/**
 * The shell around a buyer's pages on a phone (issue 25, docs/shell-routing.md "On a phone"): the navbar (its cart and
 * account menu) and the back-to-top button fit 360 and 390 px screens in Vietnamese and Chinese, and the header stays
 * at the top while the page scrolls. The drawers, menus, dialogs and toasts on a phone are not yet checked here.
 */
const NAMES: Record<PhoneLanguage, { account: RegExp; cart: RegExp; backToTop: string; save: string }> = {
  vi: { account: /Menu tài khoản$/, cart: /^Giỏ hàng/, backToTop: 'Lên đầu trang', save: 'Lưu' },
  cn: { account: /账户菜单$/, cart: /^购物车/, backToTop: '返回顶部', save: '保存' },
};

let story: BuyerStory;
test.beforeAll(async ({ request }) => {
  story = await BuyerStory.begin(request, 'shell');
});

async function openAsBuyer(browser: Browser, baseURL: string | undefined, viewport: PhoneViewport, language: PhoneLanguage,
  path: string, token = story.token): Promise<Page> {
  const context = await phoneContext(browser, baseURL ?? '', viewport, language, token);
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** The navbar's two controls a buyer must always reach: the cart and the account menu. */
async function expectNavbarFits(page: Page, language: PhoneLanguage, what: string): Promise<void> {
  await expectNoSidewaysScroll(page, what);
  await expectWithinWidth(page, page.getByRole('button', { name: NAMES[language].account }), `${what}: account menu`);
  await expectWithinWidth(page, page.getByRole('link', { name: NAMES[language].cart }), `${what}: cart`);
}

for (const viewport of PHONE_VIEWPORTS) {
  for (const language of PHONE_LANGUAGES) {
    const at = `${viewport.width}×${viewport.height} ${language}`;
    const t = NAMES[language];

    test(`the mall home and the personal centre fit the phone, the header stays, back-to-top comes back up (${at})`, async ({ browser, baseURL }) => {
      const page = await openAsBuyer(browser, baseURL, viewport, language, '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNavbarFits(page, language, `${at} mall home`);
      await expectHeaderStays(page, `${at} mall home`);
      const backToTop = page.getByRole('button', { name: t.backToTop });
      await expectWithinWidth(page, backToTop, `${at} back-to-top`);
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goto('/user/center');
      const save = page.getByRole('button', { name: t.save, exact: true });
      await expect(save).toBeVisible();
      await expectNavbarFits(page, language, `${at} personal centre`);
      await expectWithinWidth(page, save, `${at} personal centre: save`);
      await expectHeaderStays(page, `${at} personal centre`);
      await page.context().close();
    });
  }
}

test('on a wide screen the navbar keeps its search field and its own buttons, with no "more" menu', async ({ page, context, baseURL }) => {
  await useToken(context, baseURL ?? '', story.token);
  await context.addCookies([{ name: 'language', value: 'vi', url: baseURL ?? '' }]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/user/center');
  await expect(page.getByRole('combobox', { name: 'Tìm kiếm menu' })).toBeVisible();
  for (const name of ['Toàn màn hình', 'Cỡ bố cục', 'Ngôn ngữ']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tùy chọn khác' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Tìm trang' })).toHaveCount(0);
});
