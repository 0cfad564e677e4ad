import { expect, test, type Page } from '@playwright/test';
import { LayoutShell } from '../pages/layout-shell';
import { LoginPage } from '../pages/login-page';
import { DeptPage, RolePage, UserPage } from '../pages/system-pages';

const DEPT = { cn: '岘港办事处', en: 'Da Nang Office', vi: 'Văn phòng Đà Nẵng' };
const ROLE = { code: 'partner_desk', title: '合作伙伴专员', level: 3 };
const USER = { username: 'lan.partner', nickName: 'Đỗ Thị Lan', email: 'lan.partner@procurement.example', password: 'lan2026', role: '合作伙伴专员' };

/** The rows' usernames of the users list, once it has loaded. */
async function listedUsers(page: Page): Promise<string[]> {
  const users = new UserPage(page);
  await expect(users.table).toBeVisible();
  return users.usernames();
}

// Issue 10's browser journey: an admin sets up a department, a role with a custom data scope and a user in it; the
// user sees only the scope; the admin kicks the user out; then backs the database up and restores it.
test('an admin scopes a new user to chosen departments, kicks them out, and restores a backup', async ({ browser, page, context, request, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await LayoutShell.open(page, context, request, baseURL, '/system/dept');
  await new DeptPage(page).add(DEPT, 'Hanoi Head Office');
  await expect(page.getByRole('row').filter({ hasText: DEPT.cn })).toBeVisible();

  await admin.openFromMenu('System', 'Roles');
  const roles = new RolePage(page);
  await roles.addCustomScope(ROLE, 'Purchasing Partners');
  await roles.grantMenus(ROLE.code, ['Users']);

  await admin.openFromMenu('System', 'Users');
  await new UserPage(page).add({ ...USER, dept: DEPT.en });
  await expect(page.getByRole('row').filter({ hasText: USER.username })).toBeVisible();

  // The new user, in a browser of their own: the Users page shows the partners' accounts and nobody else.
  const theirs = await browser.newContext({ baseURL, locale: 'en-US' });
  const userPage = await theirs.newPage();
  const login = new LoginPage(userPage);
  await login.goto();
  await login.signIn(USER.username, USER.password);
  const shell = new LayoutShell(userPage);
  await expect(shell.sidebar).toBeVisible();
  await shell.openFromMenu('System', 'Users');
  await expect.poll(() => listedUsers(userPage)).toEqual(expect.arrayContaining(['buyer', 'supplier', 'coop']));
  const seen = await listedUsers(userPage);
  for (const outside of ['admin', 'operator']) expect(seen).not.toContain(outside);

  // The admin signs the user out from Online users; the user's next request lands on the sign-in page.
  await admin.openFromMenu('Monitoring', 'Online users');
  const session = page.getByRole('row').filter({ hasText: USER.username });
  await expect(session).toBeVisible();
  await session.getByRole('button', { name: `Sign out ${USER.username}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(session).toBeHidden();
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/(login|mall)?(\?.*)?$/);
  await expect(shell.sidebar).toBeHidden();
  await theirs.close();

  // A backup, a change, and the restore that undoes the change.
  await admin.openFromMenu('Maintenance', 'Database backup');
  await page.getByRole('button', { name: 'Back up now' }).click();
  const made = page.getByRole('status').filter({ hasText: /^Backup .+ was made\.$/ });
  await expect(made).toBeVisible();
  const backupName = /Backup (.+) was made\./.exec((await made.textContent()) ?? '')?.[1] ?? '';
  expect(backupName).toMatch(/^backup-\d{8}-\d{6}$/);

  await admin.openFromMenu('System', 'Users');
  const row = page.getByRole('row').filter({ hasText: USER.username });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(row).toBeHidden();

  await admin.openFromMenu('Maintenance', 'Database backup');
  await page.getByRole('row').filter({ hasText: backupName }).getByRole('button', { name: `Restore ${backupName}` }).click();
  const confirm = page.getByRole('dialog', { name: `Restore ${backupName}` });
  const restore = confirm.getByRole('button', { name: 'Restore' });
  await expect(restore).toBeDisabled();
  await confirm.getByRole('textbox').fill(backupName);
  await restore.click();
  // About 3.5 s for the demo data on PGlite here.
  await expect(page.getByRole('status').filter({ hasText: `The database was restored from ${backupName}` })).toBeVisible({ timeout: 30_000 });

  // The user deleted after the backup is back; the admin is still signed in.
  await admin.openFromMenu('System', 'Users');
  await expect(page.getByRole('row').filter({ hasText: USER.username })).toBeVisible();
});
