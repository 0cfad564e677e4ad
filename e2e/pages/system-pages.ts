import { expect, type Locator, type Page } from '@playwright/test';

/** The open dialog of a page (Chakra renders one at a time). */
const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });

/** Chooses an option of a native select by the visible text of the option (department names are indented). */
async function chooseOption(select: Locator, text: string): Promise<void> {
  const value = await select.locator('option').filter({ hasText: text }).first().getAttribute('value');
  if (value === null) throw new Error(`no option ${text}`);
  await select.selectOption(value);
}

/** admin/system/Dept, in English. */
export class DeptPage {
  constructor(readonly page: Page) {}

  async add(name: { cn: string; en: string; vi: string }, parent: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add department' }).click();
    const form = dialog(this.page, 'Add department');
    await chooseOption(form.getByLabel('Parent department'), parent);
    await form.getByRole('textbox', { name: 'Name (Chinese)' }).fill(name.cn);
    await form.getByRole('textbox', { name: 'Name (English)' }).fill(name.en);
    await form.getByRole('textbox', { name: 'Name (Vietnamese)' }).fill(name.vi);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  }
}

/** admin/system/Role, in English. */
export class RolePage {
  constructor(readonly page: Page) {}

  /** A role whose data scope is the chosen departments. */
  async addCustomScope(role: { code: string; title: string; level: number }, scopeDept: string): Promise<void> {
    await this.page.getByRole('button', { name: 'Add role' }).click();
    const form = dialog(this.page, 'Add role');
    await form.getByRole('textbox', { name: 'Role code' }).fill(role.code);
    await form.getByRole('spinbutton', { name: 'Level' }).fill(String(role.level));
    await form.getByRole('textbox', { name: 'Title (Chinese)' }).fill(role.title);
    await chooseOption(form.getByLabel('Data scope'), 'Chosen departments');
    await form.getByRole('group', { name: 'Departments of the scope' }).getByRole('checkbox', { name: scopeDept, exact: true }).click();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
  }

  /** Ticks menu entries (with their buttons) for a role and saves them. */
  async grantMenus(roleCode: string, entries: string[]): Promise<void> {
    await this.page.getByRole('button', { name: roleCode, exact: true }).click();
    const tree = this.page.getByRole('group', { name: new RegExp(`^Menus and buttons of `) });
    for (const entry of entries) await tree.getByRole('checkbox', { name: entry, exact: true }).click();
    const saved = this.page.waitForResponse((r) => r.url().includes('/api/roles/menu') && r.request().method() === 'PUT');
    await this.page.getByRole('button', { name: 'Save menus' }).click();
    expect((await saved).status()).toBe(200);
  }
}

/** admin/system/User, in English. */
export class UserPage {
  constructor(readonly page: Page) {}

  get table(): Locator {
    return this.page.getByRole('table');
  }

  async add(user: { username: string; nickName: string; email: string; dept: string; role: string; password: string }): Promise<void> {
    await this.page.getByRole('button', { name: 'Add user' }).click();
    const form = dialog(this.page, 'Add user');
    await form.getByRole('textbox', { name: 'Username' }).fill(user.username);
    await form.getByRole('textbox', { name: 'Nickname' }).fill(user.nickName);
    await form.getByRole('textbox', { name: 'E-mail' }).fill(user.email);
    await chooseOption(form.getByLabel('Department'), user.dept);
    await form.getByRole('checkbox', { name: user.role, exact: true }).click();
    await form.getByRole('radio', { name: 'Type one', exact: true }).click();
    await form.getByLabel('New password').fill(user.password);
    await form.getByRole('button', { name: 'Save' }).click();
    const done = this.page.getByRole('dialog', { name: 'User created' });
    await done.getByRole('button', { name: 'Done' }).click();
    await expect(form).toBeHidden();
  }

  /** The usernames on the page of the list. */
  async usernames(): Promise<string[]> {
    const cells = this.table.getByRole('row').locator('td:nth-child(1)');
    return (await cells.allTextContents()).map((t) => t.trim());
  }
}
