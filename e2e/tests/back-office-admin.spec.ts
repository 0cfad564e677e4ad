import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { tokenInBrowser } from '../pages/api-session';
import { LayoutShell } from '../pages/layout-shell';
import { LoginPage } from '../pages/login-page';
import { DeptPage, RolePage, UserPage } from '../pages/system-pages';

const DEPT = { cn: '岘港办事处', en: 'Da Nang Office', vi: 'Văn phòng Đà Nẵng' };
const ROLE = { code: 'partner_desk', title: '合作伙伴专员', level: 3 };
const USER = { username: 'lan.partner', nickName: 'Đỗ Thị Lan', email: 'lan.partner@procurement.example', password: 'lan2026', role: '合作伙伴专员' };

/** How many uploads to storage the operation log holds. */
async function loggedUploads(request: APIRequestContext, token: string): Promise<number> {
  const answer = await request.get('/api/logs?blurry=/api/localStorage/upload&size=1', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { totalElements: number }).totalElements;
}

/** The rows' usernames of the users list, once it has loaded. */
async function listedUsers(page: Page): Promise<string[]> {
  const users = new UserPage(page);
  await expect(users.table).toBeVisible();
  return users.usernames();
}

// Issue 10's browser journey: an admin sets up a department, a role with a custom data scope and a user in it; the
// user sees only the scope; the admin kicks the user out; then backs the database up and restores it.
test('an admin scopes a new user to chosen departments, kicks them out, and restores a backup', async ({ browser, page, context, request, baseURL }) => {
  test.setTimeout(budget(180_000));
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

// Issue 10's "done when", the rest of it: the monitors, the log of what the admin just did, a task run by hand, a file
// uploaded to storage.
test('an admin uploads a file, finds it in the operation log, runs a task by hand and watches the monitors', async ({ page, context, request, baseURL }) => {
  test.setTimeout(budget(120_000));
  const admin = await LayoutShell.open(page, context, request, baseURL, '/tools/storage');
  const uploadsLogged = await loggedUploads(request, (await tokenInBrowser(context))!);
  await page.getByRole('button', { name: 'Upload file' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload file' });
  await upload.getByLabel('File').setInputFiles({ name: 'price-list.csv', mimeType: 'text/csv', buffer: Buffer.from('sku,price\nTS-180,15.20\n') });
  await upload.getByRole('textbox', { name: 'Display name' }).fill('Bảng giá tháng 11');
  await upload.getByRole('button', { name: 'Save' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Bảng giá tháng 11' })).toBeVisible();

  // Log rows are written in batches (every 500 ms), and the other worker's requests fill the log's first page: wait
  // until the upload is logged, then find it as an admin would, by its address.
  await expect.poll(async () => loggedUploads(request, (await tokenInBrowser(context))!), { timeout: 30_000 }).toBeGreaterThan(uploadsLogged);
  await admin.openFromMenu('Monitoring', 'Operation log');
  await page.getByRole('searchbox', { name: 'Keyword' }).fill('/api/localStorage/upload');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: '/api/localStorage/upload' }).filter({ hasText: 'admin' }).first()).toBeVisible();

  await admin.openFromMenu('Tools', 'Scheduled tasks');
  const task = page.getByRole('row').filter({ hasText: 'Delete sign-in tokens that ended more than 7 days ago' });
  await task.getByRole('button', { name: 'Run now: auth.purge-dead-tokens' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The run was sent' })).toBeVisible();
  // The worker looks every 2 s; the log shows the run once it has ended.
  await expect(async () => {
    await task.getByRole('button', { name: 'Run log of auth.purge-dead-tokens' }).click();
    const log = page.getByRole('dialog', { name: 'Run log: auth.purge-dead-tokens' });
    try {
      await expect(log.getByText('Completed').first()).toBeVisible({ timeout: 2_000 });
    } finally {
      await page.keyboard.press('Escape');
    }
  }).toPass({ timeout: 30_000 });

  await admin.openFromMenu('Monitoring', 'Server monitor');
  await expect(page.getByText('PGlite (embedded)')).toBeVisible();
  await expect(page.getByText('Up', { exact: true })).toBeVisible();

  await admin.openFromMenu('Monitoring', 'SQL monitor');
  await expect(page.getByText('Source: the server’s own timings')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: /select/i }).first()).toBeVisible();
});
