import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { apiLogin, useToken } from '../pages/api-session';
import { BuyerStory } from '../pages/buyer-story-api';
import {
  expectHeaderStays, expectNoSidewaysScroll, expectOverlayFits, expectWithinWidth, phoneContext, PHONE_LANGUAGES,
  PHONE_VIEWPORTS, type PhoneLanguage, type PhoneViewport,
} from '../pages/phone-fit';

/**
 * The shell around a buyer's pages on a phone (issue 25, docs/shell-routing.md "On a phone"): the navbar (its cart and
 * account menu) and the back-to-top button fit 360 and 390 px screens in Vietnamese and Chinese, and the header stays
 * at the top while the page scrolls; each overlay of the shell (the account menu, the layout settings drawer, the menu
 * drawer, the "More options" menu, a tag's menu, the log-out dialog, a toast and the session-expired notice), once
 * open and at rest, lies inside the screen with its primary control on it, and the page does not scroll sideways.
 */
const NAMES: Record<PhoneLanguage, {
  account: RegExp; cart: RegExp; backToTop: string; save: string; settings: string; settingsTitle: string; saved: string;
  openMenu: string; mainMenu: string; centre: string; more: string; fullscreen: string; tags: string; closeAllTags: string;
  logout: string; logoutTitle: string; confirmLogout: string; cancel: string; closeNotice: string; expired: string;
}> = {
  vi: {
    account: /Menu tài khoản$/, cart: /^Giỏ hàng/, backToTop: 'Lên đầu trang', save: 'Lưu', settings: 'Cài đặt bố cục',
    settingsTitle: 'Cài đặt giao diện trang', saved: 'Thiết lập bố cục thành công', openMenu: 'Mở menu', mainMenu: 'Menu chính',
    centre: 'Trang cá nhân', more: 'Tùy chọn khác', fullscreen: 'Toàn màn hình', tags: 'Các trang đã mở', closeAllTags: 'Đóng tất cả', logout: 'Đăng xuất',
    logoutTitle: 'Đăng xuất', confirmLogout: 'Đăng xuất', cancel: 'Hủy', closeNotice: 'Đóng thông báo',
    expired: 'Trạng thái đăng nhập đã hết hạn',
  },
  cn: {
    account: /账户菜单$/, cart: /^购物车/, backToTop: '返回顶部', save: '保存', settings: '布局设置', settingsTitle: '系统布局配置',
    saved: '布局设置成功', openMenu: '打开菜单', mainMenu: '主菜单', centre: '个人中心', more: '更多选项', fullscreen: '全屏',
    tags: '已访问页面', closeAllTags: '关闭全部', logout: '退出登录', logoutTitle: '退出登录', confirmLogout: '确定', cancel: '取消',
    closeNotice: '关闭通知', expired: '登录状态已过期',
  },
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
      // The page at rest before it is measured: its document and pictures loaded (the network never idles: the live
      // events stream stays open while signed in).
      await page.waitForLoadState('load');
      await expect.poll(() => page.evaluate(() => Array.from(document.images).every((image) => image.complete))).toBe(true);
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

    test(`the shell's menus, drawers, dialogs and toasts fit the phone once open (${at})`, async ({ browser, baseURL }) => {
      const page = await openAsBuyer(browser, baseURL, viewport, language, '/user/center');
      await expect(page.getByRole('button', { name: t.save, exact: true })).toBeVisible();
      const account = page.getByRole('button', { name: t.account });

      await account.click();
      const accountMenu = page.getByRole('menu');
      const settingsItem = accountMenu.getByRole('menuitem', { name: t.settings });
      await expectOverlayFits(page, accountMenu, settingsItem, `${at} account menu`);
      await settingsItem.click();
      const settings = page.getByRole('dialog', { name: t.settingsTitle });
      const saveSettings = settings.getByRole('button', { name: t.save, exact: true });
      await expectOverlayFits(page, settings, saveSettings, `${at} settings drawer`);
      await saveSettings.click();
      await expect(settings).toBeHidden();
      // A pointer over the toasts pauses them (the toast group), so this one does not close while it is measured.
      const saved = page.getByRole('status').filter({ hasText: t.saved });
      await saved.hover();
      const closeSaved = saved.getByRole('button', { name: t.closeNotice });
      await expectOverlayFits(page, saved, closeSaved, `${at} toast`);
      // It lies over the navbar, paused: closed as a buyer would, so the hamburger can be reached.
      await closeSaved.click();
      await expect(saved).toBeHidden();

      await page.getByRole('button', { name: t.openMenu }).click();
      const menuDrawer = page.getByRole('dialog', { name: t.mainMenu });
      await expectOverlayFits(page, menuDrawer, menuDrawer.getByRole('link', { name: t.centre }), `${at} menu drawer`);
      await page.keyboard.press('Escape');
      await expect(menuDrawer).toBeHidden();

      await page.getByRole('button', { name: t.more }).click();
      const moreMenu = page.getByRole('menu');
      await expectOverlayFits(page, moreMenu, moreMenu.getByRole('menuitem', { name: t.fullscreen }), `${at} more options`);
      await page.keyboard.press('Escape');
      await expect(moreMenu).toBeHidden();

      // A long press on a phone opens a tag's menu: the browser's contextmenu event, as a right click. Before the log-out
      // dialog: the account menu's item after this menu once missed (the page scrolled under it, docs/shell-routing.md).
      await page.getByRole('navigation', { name: t.tags }).getByRole('listitem').last().click({ button: 'right' });
      const tagMenu = page.getByRole('menu');
      await expectOverlayFits(page, tagMenu, tagMenu.getByRole('menuitem', { name: t.closeAllTags }), `${at} tag's menu`);
      await page.keyboard.press('Escape');
      await expect(tagMenu).toBeHidden();

      await account.click();
      await page.getByRole('menuitem', { name: t.logout }).click();
      const logout = page.getByRole('alertdialog', { name: t.logoutTitle });
      await expectOverlayFits(page, logout, logout.getByRole('button', { name: t.confirmLogout }), `${at} log-out dialog`);
      await logout.getByRole('button', { name: t.cancel }).click();
      await expect(logout).toBeHidden();
      await page.context().close();
    });

    test(`the session-expired notice fits the phone (${at})`, async ({ browser, baseURL, request }) => {
      // A session of its own, ended behind the page's back as a logout elsewhere would end it.
      const token = await apiLogin(request, story.username, 'abc123');
      const page = await openAsBuyer(browser, baseURL, viewport, language, '/user/center', token);
      await expect(page.getByRole('button', { name: t.save, exact: true })).toBeVisible();
      // Nothing of the portal runs while the session ends: a request of the open page (the bell's count, the live
      // stream) would meet the 401 first and go to the login, which is the other path, not this notice.
      await page.goto('about:blank');
      expect((await request.delete('/auth/logout', { headers: { authorization: `Bearer ${token}` } })).ok()).toBe(true);

      await page.goto('/user/center');
      await expect(page).toHaveURL('/');
      const notice = page.getByRole('status').filter({ hasText: t.expired });
      await notice.hover();
      await expectOverlayFits(page, notice, notice.getByRole('button', { name: t.closeNotice }), `${at} session-expired notice`);
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
