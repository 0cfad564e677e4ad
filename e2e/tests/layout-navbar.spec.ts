import { expect, test } from '../support/portal-test';
import { LayoutShell } from '../pages/layout-shell';
import { openPortalLanding } from '../pages/mall-pages';
import { animationsEnded } from '../pages/phone-fit';

test('the sidebar stays collapsed after a reload (sidebarStatus cookie)', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/menu');
  const sidebar = page.getByTestId('sidebar');
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
  await shell.collapseButton.click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
  await page.reload();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'true');
  await expect(shell.expandButton).toBeVisible();
  // As a user does, the page is used once it has come: the menus page's table.
  await expect(page.getByRole('main').getByRole('columnheader', { name: 'Component' })).toBeVisible();
  // Collapsed, a directory is an icon that opens its pages as a menu.
  await shell.sidebar.getByRole('button', { name: 'System' }).click();
  await page.getByRole('menuitem', { name: 'Dictionaries' }).click();
  await expect(page).toHaveURL('/system/dict');
  await shell.expandButton.click();
  await expect(sidebar).toHaveAttribute('data-collapsed', 'false');
});

test('the language switch changes the texts and survives a reload', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/menu');
  await expect(shell.sidebar.getByRole('link', { name: 'Menus', exact: true })).toBeVisible();
  await shell.switchLanguage('Language', '中文');
  const sidebarCn = page.getByRole('navigation', { name: '主菜单' });
  await expect(sidebarCn.getByRole('link', { name: '菜单管理' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '已访问页面' }).getByRole('link', { name: '菜单管理' })).toBeVisible();
  await page.reload();
  await expect(sidebarCn.getByRole('link', { name: '菜单管理' })).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('cn');
  await shell.switchLanguage('语言', 'Tiếng Việt');
  await expect(page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Menu', exact: true })).toBeVisible();
  await shell.switchLanguage('Ngôn ngữ', 'English');
  await expect(shell.sidebar).toBeVisible();
});

test('menu search finds a page by a fuzzy title and opens it', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/menu');
  await shell.menuSearch.fill('dictionry');
  await page.getByRole('option', { name: /Dictionaries/ }).click();
  await expect(page).toHaveURL('/system/dict');
  await expect(page.getByRole('searchbox', { name: 'Search dictionaries' })).toBeVisible();
  // Keyboard only: type, arrow down, Enter.
  await shell.menuSearch.fill('personal');
  await shell.menuSearch.press('ArrowDown');
  await shell.menuSearch.press('Enter');
  await expect(page).toHaveURL('/user/center');
});

test('settings panel: switches are saved and confirmed; logout asks first', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/menu');
  await shell.userMenu('Nguyễn Văn Hùng').click();
  await page.getByRole('menuitem', { name: 'Layout settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Page style settings' });
  // The switch's input is visually hidden, so the click is forced, and a forced click does not wait for the drawer to
  // stop moving: with three workers it came mid slide-in, the switch still off the screen.
  await expect(panel).toBeVisible();
  await animationsEnded(panel);
  await panel.getByLabel('Show tags bar').uncheck({ force: true });
  await panel.getByRole('button', { name: 'Use colour #11a983' }).click();
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Layout set successfully')).toBeVisible();
  await expect(shell.tagsBar).toHaveCount(0);
  await page.reload();
  await expect(shell.sidebar).toBeVisible();
  await expect(shell.tagsBar).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--app-theme-color'))).toBe('#11a983');

  await shell.userMenu('Nguyễn Văn Hùng').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Log out' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL('/system/menu');
  await shell.userMenu('Nguyễn Văn Hùng').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/mall');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the size switch scales default controls and is remembered', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/user/center');
  const save = page.getByRole('button', { name: 'Save' });
  // Small by default: 32 px controls.
  await expect.poll(() => save.evaluate((el) => el.getBoundingClientRect().height)).toBe(32);
  await page.getByRole('button', { name: 'Layout size' }).click();
  await page.getByRole('menuitemradio', { name: 'Mini' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-layout-size', 'mini');
  await expect.poll(() => save.evaluate((el) => el.getBoundingClientRect().height)).toBe(28);
  await page.reload();
  await expect(shell.sidebar).toBeVisible();
  await expect.poll(() => save.evaluate((el) => el.getBoundingClientRect().height)).toBe(28);
  expect((await context.cookies()).find((c) => c.name === 'size')?.value).toBe('mini');
});

test("the footer stays out while the page is loading, so it never jumps when the page arrives", async ({ page }) => {
  // The mall's page module held back for a moment: the page area shows its loading state meanwhile.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route(/\/remotes\/mall\/.*__federation_expose_MallHome/, async (route) => {
    await held;
    await route.continue();
  });
  // Inside the portal (a visitor without a session who opens /mall gets the mall document, which has no remotes).
  await openPortalLanding(page);
  const footer = page.getByRole('contentinfo');
  await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toBeVisible();
  await expect(footer).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(footer).toBeVisible();
  // The footer never moved on the way (it used to stand at the bottom of the screen and move away).
  const movedNodes = await page.evaluate(() => new Promise<string[]>((resolve) => {
    new PerformanceObserver((list) => resolve(list.getEntries().flatMap((entry) =>
      (entry as unknown as { sources: { node?: Node }[] }).sources.map((source) => source.node?.nodeName ?? '?'))))
      .observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve([]), 500);
  }));
  expect(movedNodes).not.toContain('FOOTER');
});

// WCAG 2.5.3 (label in name): speech users press the account menu by saying what it shows, so Chromium's name for it
// is that text, then what it is; on a phone, where it shows only the avatar, screen readers still hear whose it is.
test('the account menu is named by the name and role it shows, at any width', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/user/center', 'operator', 'vi');
  const menu = page.getByRole('button', { name: 'Trần Thị Mai Nhân viên vận hành Menu tài khoản', exact: true });
  // The box of the name and role: drawn beside the avatar on a wide screen, a 1 px screen-reader-only box on a phone.
  const shownWidth = () => menu.getByTestId('navbar-name').evaluate((e) => (e.parentElement as HTMLElement).getBoundingClientRect().width);
  await expect(menu).toBeVisible();
  await expect.poll(shownWidth).toBeGreaterThan(50);
  await page.setViewportSize({ width: 360, height: 720 });
  await expect.poll(shownWidth).toBeLessThanOrEqual(1);
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Đăng xuất' })).toBeVisible();
  await expect(shell.userMenu('Trần Thị Mai')).toHaveAttribute('aria-expanded', 'true');
});
