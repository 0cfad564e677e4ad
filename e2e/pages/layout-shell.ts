import { expect, type BrowserContext, type Locator, type Page, type APIRequestContext } from '@playwright/test';
import { apiLogin, useToken } from './api-session';
import type { DemoUser } from './accounts';

/** The shell layout as a user sees it: sidebar, navbar, tags bar (host-shell/src/features/layout). */
export class LayoutShell {
  constructor(readonly page: Page) {}

  /** Signs in through the API and opens `path` with the token cookie in place. */
  static async open(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string | undefined, path: string,
    user: DemoUser = 'admin'): Promise<LayoutShell> {
    await useToken(context, baseURL ?? '', await apiLogin(request, user));
    await page.goto(path);
    const shell = new LayoutShell(page);
    await expect(shell.sidebar).toBeVisible();
    return shell;
  }

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: 'Main menu' });
  }

  get tagsBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Visited pages' });
  }

  /** The tags' titles in order (each tag is a link to its view). */
  async tagTitles(): Promise<string[]> {
    return (await this.tagsBar.getByRole('link').allTextContents()).map((t) => t.trim());
  }

  tag(title: string): Locator {
    return this.tagsBar.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** Right-clicks a tag and chooses an entry of its context menu. */
  async tagAction(title: string, action: 'Refresh' | 'Close' | 'Close others' | 'Close all'): Promise<void> {
    await this.tag(title).getByRole('link').click({ button: 'right' });
    await this.page.getByRole('menuitem', { name: action, exact: true }).click();
  }

  /** Opens a page from the sidebar, expanding its directory first when it is closed. */
  async openFromMenu(directory: string, page: string): Promise<void> {
    const group = this.sidebar.getByRole('button', { name: directory });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await this.sidebar.getByRole('link', { name: page, exact: true }).click();
  }

  get collapseButton(): Locator {
    return this.page.getByRole('button', { name: 'Collapse sidebar' });
  }

  get expandButton(): Locator {
    return this.page.getByRole('button', { name: 'Expand sidebar' });
  }

  /** The navbar's language menu; `label` is its accessible name in the current language. */
  async switchLanguage(label: string, language: 'English' | '中文' | 'Tiếng Việt'): Promise<void> {
    await this.page.getByRole('button', { name: label }).click();
    await this.page.getByRole('menuitemradio', { name: language }).click();
  }

  get menuSearch(): Locator {
    return this.page.getByRole('combobox', { name: 'Search menu' });
  }

  userMenu(name: string): Locator {
    return this.page.getByRole('button', { name: `Account menu of ${name}` });
  }
}
