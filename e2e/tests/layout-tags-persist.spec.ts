import { expect, test } from '../support/portal-test';
import { apiLogin } from '../pages/api-session';
import { LayoutShell } from '../pages/layout-shell';
import { LoginPage } from '../pages/login-page';
import { MenuApi } from '../pages/menu-api';

test('the tags survive a reload and a new address in the same tab; another tab keeps its own', async ({ page, context, request, baseURL }) => {
  // Two tabs, four reloads and a language switch: longer than one page visit.
  test.slow();
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/dict');
  await shell.openFromMenu('System', 'Menus');
  await shell.openFromMenu('System', 'Users');
  await shell.tag('Menus').getByRole('link').click();
  await expect(page).toHaveURL('/system/menu');
  const opened = ['Mall home', 'Dictionaries', 'Menus', 'Users'];
  await expect.poll(() => shell.tagTitles()).toEqual(opened);

  await page.reload();
  await expect(shell.sidebar).toBeVisible();
  await expect.poll(() => shell.tagTitles()).toEqual(opened);
  await expect.poll(() => shell.activeTagTitle()).toBe('Menus');

  // A portal address opened in the same tab: the same tags, that page active; a page not among them comes last.
  await page.goto('/system/user');
  await expect.poll(() => shell.activeTagTitle()).toBe('Users');
  await expect.poll(() => shell.tagTitles()).toEqual(opened);
  await page.goto('/user/center');
  await expect.poll(() => shell.tagTitles()).toEqual([...opened, 'Personal centre']);
  await expect.poll(() => shell.activeTagTitle()).toBe('Personal centre');

  // Titles are kept as menu titles, not as text: they follow the language, before and after a reload.
  const tagsCn = page.getByRole('navigation', { name: '已访问页面' });
  const titlesCn = async () => (await tagsCn.getByRole('link').allTextContents()).map((t) => t.trim());
  await shell.switchLanguage('Language', '中文');
  await expect.poll(titlesCn).toEqual(['商城首页', '字典管理', '菜单管理', '用户管理', '个人中心']);
  await page.reload();
  await expect.poll(titlesCn).toEqual(['商城首页', '字典管理', '菜单管理', '用户管理', '个人中心']);
  await shell.switchLanguage('语言', 'English');
  await expect.poll(() => shell.tagTitles()).toEqual([...opened, 'Personal centre']);

  // Another browser tab (same browser, same sign-in): a set of its own, kept through its own reloads.
  const second = await context.newPage();
  const other = new LayoutShell(second);
  await second.goto('/system/role');
  await expect(other.sidebar).toBeVisible();
  await expect.poll(() => other.tagTitles()).toEqual(['Mall home', 'Roles']);
  await other.openFromMenu('System', 'Departments');
  await second.reload();
  await expect.poll(() => other.tagTitles()).toEqual(['Mall home', 'Roles', 'Departments']);
  await expect.poll(() => other.activeTagTitle()).toBe('Departments');

  await page.reload();
  await expect.poll(() => shell.tagTitles()).toEqual([...opened, 'Personal centre']);
  await page.screenshot({ path: test.info().outputPath('tags-after-reload.png') });
  await second.close();
});

test('logging out forgets the tags; another account signing in on the tab starts fresh', async ({ page, context, request, baseURL }) => {
  // Three sign-ins and two logouts.
  test.slow();
  const shell = await LayoutShell.open(page, context, request, baseURL, '/system/dict');
  await shell.openFromMenu('System', 'Menus');
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Dictionaries', 'Menus']);
  await expect.poll(async () => (await shell.storedTags())?.paths).toEqual(['/', '/system/dict', '/system/menu']);
  const admin = (await shell.storedTags())?.user;

  await shell.logOut('Nguyễn Văn Hùng');
  expect(await shell.storedTags()).toBeNull();
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Mall home']);

  // Signing in inside the running portal (no page load): the operator gets none of the admin's tags.
  await page.getByRole('link', { name: 'Log in' }).click();
  await new LoginPage(page).signIn('operator');
  await expect(page).toHaveURL('/mall');
  await expect(shell.sidebar).toBeVisible();
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Mall home']);
  await shell.openFromMenu('Operations workbench', 'Order acceptance');
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Mall home', 'Order acceptance']);
  const stored = await shell.storedTags();
  expect(stored?.user).not.toBe(admin);
  expect(stored?.paths).toEqual(['/', '/mall', '/ops/order-accept']);
  await page.reload();
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Mall home', 'Order acceptance']);

  // And the admin signing in again on this tab after the operator logged out: fresh too (logout forgot them).
  await shell.logOut('Trần Thị Mai');
  await page.goto('/login?redirect=%2Fsystem%2Fuser');
  await new LoginPage(page).signIn('admin');
  await expect(page).toHaveURL('/system/user');
  await expect(shell.sidebar).toBeVisible();
  await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Users']);
});

test('a page the user may no longer open is dropped from the restored tags', async ({ page, context, request, baseURL }) => {
  const menus = new MenuApi(request, await apiLogin(request, 'admin'));
  const system = await menus.find('componentName', 'System');
  const stamp = Date.now().toString(36);
  const temporary = await menus.create({
    type: 1, pid: system.id, title: '临时页面', titleI18n: { en: 'Temporary page', vi: 'Trang tạm' }, path: `temp-${stamp}`,
    component: 'admin/system/Dict', componentName: `TempPage${stamp}`, menuSort: 999,
  });
  let removed = false;
  try {
    const shell = await LayoutShell.open(page, context, request, baseURL, `/system/temp-${stamp}`);
    await shell.openFromMenu('System', 'Menus');
    await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Temporary page', 'Menus']);

    // The entry goes (as when an admin deletes it or takes it from the user's role); the next load of the tab drops it.
    await menus.remove([temporary.id]);
    removed = true;
    await page.reload();
    await expect(shell.sidebar).toBeVisible();
    await expect.poll(() => shell.tagTitles()).toEqual(['Mall home', 'Menus']);
    await expect.poll(() => shell.activeTagTitle()).toBe('Menus');
    await expect.poll(async () => (await shell.storedTags())?.paths).toEqual(['/', '/system/menu']);
  } finally {
    if (!removed) await menus.remove([temporary.id]);
  }
});
