import { expect, test } from '../support/portal-test';
import { apiLogin, tokenInBrowser, useToken } from '../pages/api-session';
import { LoginPage } from '../pages/login-page';

const mallHeading = 'Cross-border procurement mall';

test('a protected deep link goes to login with the full target, and back there after signing in', async ({ page }, testInfo) => {
  await page.goto('/system/menu?tab=tree#top');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/system/menu?tab=tree#top')}`);
  const login = new LoginPage(page);
  await expect(login.heading).toHaveText('Sign in');
  await expect(page).toHaveTitle('Sign in - Cross-border Procurement Service Platform');
  await testInfo.attach('login', { body: await page.screenshot(), contentType: 'image/png' });

  await login.signIn('admin');
  await expect(page).toHaveURL('/system/menu?tab=tree#top');
  // The page of a menu route: remote-admin's Menu module, loaded at runtime.
  await expect(page.getByRole('heading', { level: 1, name: 'Menu management' })).toBeVisible();
  await expect(page).toHaveTitle('Menus - Cross-border Procurement Service Platform');
  await testInfo.attach('after login', { body: await page.screenshot(), contentType: 'image/png' });
});

test('whitelisted pages open without login', async ({ page }) => {
  for (const path of ['/', '/mall', '/register', '/register/cooperation', '/404', '/401', '/myOrder']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(path);
  }
  await page.goto('/mall');
  await expect(page.getByRole('heading', { level: 1, name: mallHeading })).toBeVisible();
  await expect(page).toHaveTitle('Mall home - Cross-border Procurement Service Platform');
  expect(await tokenInBrowser(page.context())).toBeUndefined();
});

test('anything else needs a login, unknown paths included', async ({ page }) => {
  for (const path of ['/user/center', '/nowhere', '/redirect/mall']) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  }
});

test('a signed-in user opening /login lands on /, and unknown paths end on /404', async ({ page, context, request, baseURL }) => {
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  await page.goto('/login');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: mallHeading })).toBeVisible();

  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a wrong captcha is refused with a translated message and a new captcha', async ({ page }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.submit.click();
  // The mall dictionary's text when it has loaded (SPEC §8), the portal's own until then.
  await expect(page.getByText(/Please enter (your|the) username/)).toBeVisible();
  await expect(page.getByText(/Please enter the verification code/)).toBeVisible();

  const firstImage = await login.captchaImage.getAttribute('src');
  await login.signIn('buyer', '123456', '1111');
  await expect(login.failure).toBeVisible();
  await expect(login.failure).toContainText('The verification code is wrong or has expired');
  await expect.poll(() => login.captchaImage.getAttribute('src')).not.toBe(firstImage);
  await expect(login.captcha).toHaveValue('');
  await expect(page).toHaveURL('/login');
});

test('rememberMe keeps the username (never the password) for the next visit', async ({ page, context }) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('buyer', '123456', '4321', true);
  await expect(page).toHaveURL('/');
  const cookies = await context.cookies();
  expect(cookies.find((c) => c.name === 'username')?.value).toBe('buyer');
  expect(cookies.some((c) => c.value.includes('123456'))).toBe(false);
  // A remembered login is a 1-day cookie, not a session cookie.
  expect(cookies.find((c) => c.name === 'SHL-TOEKN')?.expires ?? -1).toBeGreaterThan(Date.now() / 1000);

  await context.clearCookies({ name: 'SHL-TOEKN' });
  await login.goto();
  await expect(login.username).toHaveValue('buyer');
  await expect(login.password).toHaveValue('');
});

test('a 401 from the server logs the user out and returns to /', async ({ page, context, request, baseURL }) => {
  const notice = page.getByText('Your login has expired, please log in again');
  const revoke = async (token: string) => {
    const revoked = await request.delete('/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);
  };
  const loggedOutToLanding = async () => {
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: mallHeading })).toBeVisible();
    expect(await tokenInBrowser(context)).toBeUndefined();
    expect((await context.cookies()).find((c) => c.name === 'point')?.value).toBe('401');
  };

  // Revoked behind an open page's back, as an administrator disabling the account or a logout elsewhere would: the
  // page learns it by itself (the server closes the session's live stream, whose next read answers 401).
  // The notice stays 5 s: watched for from the start, so a slow machine's later checks cannot outlast it.
  const open = await apiLogin(request, 'admin');
  await useToken(context, baseURL ?? '', open);
  await page.goto('/system/menu');
  await expect(page.getByRole('heading', { level: 1, name: 'Menu management' })).toBeVisible();
  const noticeInOpenPage = notice.waitFor({ state: 'visible' });
  await revoke(open);
  await noticeInOpenPage;
  await loggedOutToLanding();

  // A page loaded with a session that ended while no page of it was open: its first request answers 401.
  await page.goto('about:blank');
  const ended = await apiLogin(request, 'admin');
  await useToken(context, baseURL ?? '', ended);
  await revoke(ended);
  const noticeOnLoad = notice.waitFor({ state: 'visible' });
  await page.goto('/system/dict');
  await noticeOnLoad;
  await loggedOutToLanding();
});
