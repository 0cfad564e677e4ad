import { expect, type Locator, type Page } from '@playwright/test';
import { CAPTCHA_TEST_CODE, DEMO_PASSWORD } from './accounts';

/** /login, by role and label (English unless a test switches language). */
export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly captcha: Locator;
  readonly captchaImage: Locator;
  readonly rememberMe: Locator;
  readonly submit: Locator;
  readonly failure: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.captcha = page.getByRole('textbox', { name: 'Verification code' });
    this.captchaImage = page.getByRole('img', { name: 'Verification code image' });
    this.rememberMe = page.getByRole('checkbox', { name: 'Remember me' });
    this.submit = page.getByRole('button', { name: 'Sign in' });
    this.failure = page.getByRole('alert').filter({ hasText: 'Sign-in failed' });
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`/login${query}`);
    await expect(this.heading).toHaveText('Sign in');
  }

  async signIn(username: string, password = DEMO_PASSWORD, code = CAPTCHA_TEST_CODE, rememberMe = false): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await expect(this.captchaImage).toBeVisible();
    await this.captcha.fill(code);
    // The checkbox input is visually hidden (Chakra); a user clicks its label.
    if (rememberMe) await this.page.getByText('Remember me', { exact: true }).click();
    await this.submit.click();
  }
}
