import { expect, test } from '../support/portal-test';
import { apiLogin, tokenInBrowser } from '../pages/api-session';
import { LayoutShell } from '../pages/layout-shell';
import { MenuApi, type MenuRow } from '../pages/menu-api';

const PAGE_PATH = '/ops/payment-review';

/**
 * SPEC §6/§8: a 403 from the server sends the user to /401. The 403 here is the real server's: an
 * administrator hands the operator's "Payment review" entry the dictionary screen and, through one of
 * its buttons, the `dict:list` permission; the operator opens it; the administrator then takes the
 * permission back while the page is open, and the page's next request is refused.
 */
test.describe('a permission taken away while its page is open', () => {
  let menus: MenuApi;
  let reviewPage: MenuRow;
  let listButton: MenuRow;

  test.beforeEach(async ({ request }) => {
    menus = new MenuApi(request, await apiLogin(request, 'admin'));
    reviewPage = await menus.find('componentName', 'PaymentReview');
    listButton = await menus.find('permission', 'payment:list');
    await menus.update(reviewPage, { component: 'admin/system/Dict' });
    await menus.update(listButton, { permission: 'dict:list' });
  });

  // The seeded menus are shared by the whole run (one server): put them back whatever happened.
  test.afterEach(async () => {
    await menus.update(listButton, { permission: 'payment:list' });
    await menus.update(reviewPage, { component: 'admin/ops/PaymentReview' });
  });

  test('the next request answers 403 and the user lands on /401 inside the portal', async ({ page, context, request, baseURL }, testInfo) => {
    const shell = await LayoutShell.open(page, context, request, baseURL, PAGE_PATH, 'operator');
    await expect(page.getByRole('heading', { level: 1, name: 'Dictionary management' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'exchange_rate' })).toBeVisible();

    await menus.update(listButton, { permission: 'payment:list' });

    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/dict' && r.request().method() === 'GET');
    await page.getByRole('searchbox', { name: 'Search dictionaries' }).fill('order');
    await page.getByRole('search', { name: 'Search dictionaries' }).getByRole('button', { name: 'Search' }).click();
    expect((await refused).status()).toBe(403);

    await expect(page).toHaveURL('/401');
    await expect(page.getByRole('heading', { level: 1, name: 'You do not have permission to view this page' })).toBeVisible();
    await expect(page.getByText('Your account has no access to what you asked for.')).toBeVisible();
    await expect(page).toHaveTitle('No permission - Cross-border Procurement Service Platform');
    // Inside the layout, and still signed in: a 403 is not a logout.
    await expect(shell.sidebar).toBeVisible();
    expect(await tokenInBrowser(context)).toBeDefined();
    await testInfo.attach('401', { body: await page.screenshot(), contentType: 'image/png' });

    await shell.switchLanguage('Language', '中文');
    await expect(page.getByRole('heading', { level: 1, name: '您没有权限访问该页面' })).toBeVisible();
    await shell.switchLanguage('语言', 'English');

    // The rest of the portal goes on working: the sidebar navigates, and a page the operator may use opens.
    await shell.sidebar.getByRole('link', { name: 'Personal centre', exact: true }).click();
    await expect(page).toHaveURL('/user/center');
    await expect(page.getByRole('heading', { level: 1, name: 'Personal centre' })).toBeVisible();
  });
});
