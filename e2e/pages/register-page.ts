import type { Locator, Page } from '@playwright/test';

/** /register/<kind>: the registration form, by label. */
export class RegisterPage {
  readonly username: Locator;
  readonly nickName: Locator;
  readonly email: Locator;
  readonly emailCode: Locator;
  readonly sendCode: Locator;
  readonly password: Locator;
  readonly confirmPassword: Locator;
  readonly areaCode: Locator;
  readonly phone: Locator;
  readonly agreement: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username');
    this.nickName = page.getByLabel('Display name');
    this.email = page.getByRole('textbox', { name: 'E-mail', exact: true });
    this.emailCode = page.getByLabel('E-mail verification code');
    this.sendCode = page.getByRole('button', { name: /^(Send code|Resend in)/ });
    this.password = page.getByLabel('Password', { exact: true });
    this.confirmPassword = page.getByLabel('Confirm password');
    this.areaCode = page.getByLabel('Area code');
    this.phone = page.getByLabel('Mobile phone');
    this.agreement = page.getByRole('checkbox', { name: /I have read and agree/ });
    this.submit = page.getByRole('button', { name: 'Register', exact: true });
  }

  /** The error text shown under a field (Chakra ties it to the field, the text is what users read). */
  error(text: string): Locator {
    return this.page.getByText(text, { exact: true });
  }
}
