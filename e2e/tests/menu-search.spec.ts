import { expect, test } from '../support/portal-test';
import { LayoutShell } from '../pages/layout-shell';

test('Vietnamese typed without diacritics finds its page, đ typed as d', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/user/center', 'admin', 'vi');
  const first = async () => (await shell.menuSearchResults())[0];

  await shell.menuSearch.fill('tu dien');
  await expect.poll(first).toMatch(/^Quản trị hệ thống > Từ điển/);
  await shell.menuSearch.fill('dien');
  await expect.poll(() => shell.menuSearchResults()).toContainEqual(expect.stringMatching(/> Từ điển/));

  await shell.menuSearch.fill('don');
  await expect.poll(first).toMatch(/^Mua hàng của tôi > Đơn hàng của tôi/);
  const found = await shell.menuSearchResults();
  const users = found.findIndex((r) => r.includes('> Người dùng/'));
  expect(users === -1 || users > 0, found.join(' | ')).toBe(true);

  // Keyboard only: the first result with arrow down and Enter.
  await shell.menuSearch.fill('tu dien');
  await expect.poll(first).toMatch(/Từ điển/);
  await shell.menuSearch.press('ArrowDown');
  await shell.menuSearch.press('Enter');
  await expect(page).toHaveURL('/system/dict');
});

test('Chinese pages are found by pinyin, whole and by initials', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/user/center', 'admin', 'cn');
  const first = async () => (await shell.menuSearchResults())[0];

  await shell.menuSearch.fill('zidian');
  await expect.poll(first).toMatch(/^系统管理 > 字典管理/);
  await shell.menuSearch.fill('yhgl');
  await expect.poll(first).toMatch(/^系统管理 > 用户管理/);
  await shell.menuSearch.fill('字典');
  await expect.poll(first).toMatch(/^系统管理 > 字典管理/);

  await shell.menuSearch.fill('zdgl');
  await expect.poll(first).toMatch(/^系统管理 > 字典管理/);
  await shell.menuSearch.press('ArrowDown');
  await shell.menuSearch.press('Enter');
  await expect(page).toHaveURL('/system/dict');
});

test('English as before; a title starting with the query comes first; arrow keys move through the results', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/user/center');
  const first = async () => (await shell.menuSearchResults())[0];

  await shell.menuSearch.fill('dictionry');
  await expect.poll(first).toMatch(/^System > Dictionaries/);

  await shell.menuSearch.fill('order');
  await expect.poll(first).toMatch(/^Operations workbench > Order acceptance/);
  const found = await shell.menuSearchResults();
  expect(found[1], found.join(' | ')).toMatch(/^My purchasing > My orders/);
  // Down twice: the second result; Enter opens it.
  await shell.menuSearch.press('ArrowDown');
  await shell.menuSearch.press('ArrowDown');
  await shell.menuSearch.press('Enter');
  await expect(page).toHaveURL('/purchase/order');
});
