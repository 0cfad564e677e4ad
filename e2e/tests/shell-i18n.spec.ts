import { expect, test } from '../support/portal-test';
import { LoginPage } from '../pages/login-page';

test('the language switch changes the texts and the choice survives a reload', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  const languages = page.getByRole('group', { name: 'Language' });

  await languages.getByRole('button', { name: 'Tiếng Việt' }).click();
  await expect(login.heading).toHaveText('Đăng nhập');
  await expect(page.getByLabel('Tên đăng nhập')).toBeVisible();
  await expect(page).toHaveTitle('Đăng nhập - Nền tảng dịch vụ thu mua xuyên biên giới');
  await page.reload();
  await expect(login.heading).toHaveText('Đăng nhập');
  expect((await page.context().cookies()).find((c) => c.name === 'language')?.value).toBe('vi');

  // Server message keys are translated too (here a client check that answers the server's key).
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText('Vui lòng nhập mã xác minh', { exact: false })).toBeVisible();

  await page.getByRole('group', { name: 'Ngôn ngữ' }).getByRole('button', { name: '中文' }).click();
  await expect(login.heading).toHaveText('账号登录');
  await expect(page).toHaveTitle('登录 - 跨境采购服务平台');

  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'English' }).click();
  await expect(login.heading).toHaveText('Sign in');
  await page.reload();
  await expect(login.heading).toHaveText('Sign in');
});

test('without a cookie the browser language decides', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ locale: 'vi-VN', baseURL: baseURL ?? '' });
  const page = await context.newPage();
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đăng ký');
  await context.close();
});
