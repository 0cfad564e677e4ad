import { expect, test } from '../support/portal-test';
import { apiLogin, menuTitles, useToken } from '../pages/api-session';

test('menus differ by role: the server builds each user their own tree', async ({ request }) => {
  const admin = await menuTitles(request, await apiLogin(request, 'admin'));
  const operator = await menuTitles(request, await apiLogin(request, 'operator'));
  const buyer = await menuTitles(request, await apiLogin(request, 'buyer'));
  // The administrator is linked to every entry; the others only to their own.
  expect(admin).toEqual(expect.arrayContaining(['System', 'Menus', 'Dictionaries', 'Monitoring', 'Personal centre']));
  expect(operator).toEqual(expect.arrayContaining(['Operations workbench', 'Payment review', 'Personal centre']));
  expect(operator).not.toContain('System');
  expect(operator).not.toContain('My purchasing');
  expect(buyer).toEqual(expect.arrayContaining(['My purchasing', 'My orders', 'Personal centre']));
  expect(buyer).not.toContain('System');
  expect(buyer).not.toContain('Operations workbench');
});

test('a remote page opens from a menu route after a reload; another role has no such route', async ({ page, context, request, baseURL }) => {
  await useToken(context, baseURL ?? '', await apiLogin(request, 'admin'));
  await page.goto('/system/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu management' })).toBeVisible();
  await page.goto('/system');
  await expect(page).toHaveURL('/system/user');

  await context.clearCookies();
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  await page.goto('/system/menu');
  await expect(page).toHaveURL('/404');
  await page.goto('/purchase/order');
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
});

test('/redirect/<path> comes back to <path>', async ({ page, context, request, baseURL }) => {
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  await page.goto('/redirect/mall?from=tag');
  await expect(page).toHaveURL('/mall?from=tag');
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border procurement mall' })).toBeVisible();
});

test('the sidebar shows each role its own menu; a menu entry opens its remote page', async ({ page, context, request, baseURL }, testInfo) => {
  await useToken(context, baseURL ?? '', await apiLogin(request, 'admin'));
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Main menu' });
  // SPEC §2: the empty-path "mall home" entry leads to the personal centre.
  await expect(sidebar.getByRole('link', { name: 'Mall home' })).toHaveAttribute('href', '/user/center');
  await sidebar.getByText('System', { exact: true }).click();
  await sidebar.getByRole('link', { name: 'Menus' }).click();
  await expect(page).toHaveURL('/system/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu management' })).toBeVisible();
  // The remote's permission checks read the host's session (one session store in the page): admin may add
  // and edit menus, so the buttons are there.
  await expect(page.getByRole('button', { name: 'Add', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit/ }).first()).toBeVisible();
  await testInfo.attach('admin', { body: await page.screenshot(), contentType: 'image/png' });

  await context.clearCookies();
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  await page.goto('/');
  await expect(sidebar.getByText('My purchasing', { exact: true })).toBeVisible();
  await expect(sidebar.getByText('System', { exact: true })).toHaveCount(0);
});
