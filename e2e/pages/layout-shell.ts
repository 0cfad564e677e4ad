import { expect, type BrowserContext, type Locator, type Page, type APIRequestContext } from '@playwright/test';
import { apiLogin, useToken } from './api-session';
import type { DemoUser } from './accounts';
import { literal } from './regexp';

export type Language = 'en' | 'cn' | 'vi';

/** Names of the landmarks and controls the journeys find in a language other than English. */
const NAMES: Record<Language, { mainMenu: string; search: string; accountMenu: string }> = {
  en: { mainMenu: 'Main menu', search: 'Search menu', accountMenu: 'Account menu' },
  cn: { mainMenu: '主菜单', search: '搜索菜单', accountMenu: '账户菜单' },
  vi: { mainMenu: 'Menu chính', search: 'Tìm kiếm menu', accountMenu: 'Menu tài khoản' },
};

/** The shell layout as a user sees it: sidebar, navbar, tags bar (host-shell/src/features/layout). */
export class LayoutShell {
  constructor(readonly page: Page, readonly language: Language = 'en') {}

  /**
   * Signs in through the API and opens `path` with the token cookie in place; with a language, its cookie
   * too (otherwise the browser's English decides).
   */
  static async open(page: Page, context: BrowserContext, request: APIRequestContext, baseURL: string | undefined, path: string,
    user: DemoUser = 'admin', language?: Language): Promise<LayoutShell> {
    await useToken(context, baseURL ?? '', await apiLogin(request, user));
    if (language) await context.addCookies([{ name: 'language', value: language, url: baseURL ?? '' }]);
    await page.goto(path);
    const shell = new LayoutShell(page, language);
    await expect(shell.sidebar).toBeVisible();
    return shell;
  }

  get sidebar(): Locator {
    return this.page.getByRole('navigation', { name: NAMES[this.language].mainMenu });
  }

  get tagsBar(): Locator {
    return this.page.getByRole('navigation', { name: 'Visited pages' });
  }

  /** The tags' titles in order (each tag is a link to its view). */
  async tagTitles(): Promise<string[]> {
    return (await this.tagsBar.getByRole('link').allTextContents()).map((t) => t.trim());
  }

  /** The title of the tag of the page on screen. */
  async activeTagTitle(): Promise<string | undefined> {
    return (await this.tagsBar.locator('a[aria-current="page"]').textContent())?.trim();
  }

  /** The paths this browser tab remembers for its tags (host-shell views-storage.ts), and for whom. */
  async storedTags(): Promise<{ user: number; paths: string[] } | null> {
    return this.page.evaluate(() => {
      const saved = JSON.parse(sessionStorage.getItem('portal.visitedViews') ?? 'null') as
        { user: number; views: Array<{ path: string }> } | null;
      return saved ? { user: saved.user, paths: saved.views.map((v) => v.path) } : null;
    });
  }

  /** The account menu's "Log out", confirmed; lands on /mall. */
  async logOut(name: string): Promise<void> {
    await this.userMenu(name).click();
    await this.page.getByRole('menuitem', { name: 'Log out' }).click();
    await this.page.getByRole('alertdialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
    await expect(this.page).toHaveURL('/mall');
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
    return this.page.getByRole('combobox', { name: NAMES[this.language].search });
  }

  /** The menu search's results, best first (each option reads "<titles> > <title><path>"). */
  async menuSearchResults(): Promise<string[]> {
    return this.page.getByRole('listbox').getByRole('option').allTextContents();
  }

  /** The navbar's account menu, named by what it shows (the user's name, then the role) and then what it is. */
  userMenu(name: string): Locator {
    return this.page.getByRole('button', { name: new RegExp(`^${literal(name)} .+ ${NAMES[this.language].accountMenu}$`) });
  }
}
