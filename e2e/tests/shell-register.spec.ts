import { expect, test } from '../support/portal-test';
import { uniqueAccount } from '../pages/accounts';
import { LoginPage } from '../pages/login-page';
import { RegisterPage } from '../pages/register-page';
import { emailCodeFor } from '../pages/server-log';

test('the register page offers the three roles', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL('/register');
  for (const role of ['Core enterprise (purchaser)', 'Supplier (enterprise)', 'Cooperative (cooperation partner)']) {
    await expect(page.getByRole('heading', { level: 2, name: role })).toBeVisible();
  }
});

test('a new purchaser registers end to end and signs in', async ({ page }, testInfo) => {
  const account = uniqueAccount('buyer');
  await page.goto('/register');
  await page.getByRole('link', { name: 'Register as Core enterprise (purchaser)' }).click();
  await expect(page).toHaveURL('/register/purchaser');
  const form = new RegisterPage(page);

  // SPEC §8's exact texts for the three rules.
  await form.email.fill('not-an-address');
  await form.password.fill('abc123');
  await form.confirmPassword.fill('abc124');
  await form.submit.click();
  await expect(form.error('Please Enter The Correct Email Address')).toBeVisible();
  await expect(form.error('The Password Entered Twice Is Inconsistent')).toBeVisible();
  await expect(form.error('Please Read And Agree To The User Registration Agreement First')).toBeVisible();
  await testInfo.attach('validation', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });

  await form.username.fill(account.username);
  await form.nickName.fill('Hanoi Trading Co.');
  await form.email.fill(account.email);
  await form.sendCode.click();
  await expect(page.getByText(`A code was sent to ${account.email}`)).toBeVisible();
  await expect(form.sendCode).toBeDisabled();
  await expect(form.sendCode).toHaveText(/Resend in \d+ s/);
  await form.emailCode.fill(await emailCodeFor(account.email));
  await form.confirmPassword.fill('abc123');
  await form.areaCode.selectOption('+84');
  await form.phone.fill('912345678');

  await page.getByRole('button', { name: 'User Registration Agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'User Registration Agreement' });
  await expect(dialog).toContainText('only matches buyers with third-party merchants and takes no responsibility for product quality');
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await expect(form.agreement).toBeChecked();
  await form.submit.click();

  const login = new LoginPage(page);
  await expect(page).toHaveURL('/login');
  await expect(page.getByText('Registration complete. Sign in with your new account.')).toBeVisible();
  await expect(login.username).toHaveValue(account.username);
  await login.signIn(account.username, 'abc123');
  await expect(page).toHaveURL('/');
});

test('asking for a second code at once shows the server\'s refusal', async ({ page, request }) => {
  const account = uniqueAccount('early');
  await request.post('/auth/email/code', { data: { email: account.email, scene: 'register' } });
  await page.goto('/register/enterprise');
  const form = new RegisterPage(page);
  await form.email.fill(account.email);
  await form.sendCode.click();
  await expect(page.getByText(/A code was (just sent|sent a moment ago)/)).toBeVisible();
  await expect(form.sendCode).toBeDisabled();
});
