import { expect, test } from '../support/portal-test';
import { axeFindings } from '../pages/accessibility';
import { BuyerStory } from '../pages/buyer-story-api';
import { expectNoSidewaysScroll, expectOverlayFits, expectPhoneFit, expectWithinWidth, phoneContext, PHONE_VIEWPORTS } from '../pages/phone-fit';

/**
 * The portal's half of the collection extension (issue 29, docs/collect-extension.md) on a 360 px phone in Vietnamese:
 * a buyer connects a browser in Personal centre → Collection extension, sees the connection code once, and revokes the
 * connection, after which the extension's token is refused; the installation page fits the phone too. (The extension
 * itself is loaded into Chromium by the extension's own e2e, extension/README.md.)
 */
const PHONE = PHONE_VIEWPORTS[0];
const LABEL = 'Chrome ở văn phòng kho Hải Phòng';

let story: BuyerStory;
test.beforeAll(async ({ request }) => {
  story = await BuyerStory.begin(request, 'collect');
});

test('a buyer connects a browser, sees the code once, and revokes it (360 px, Vietnamese)', async ({ browser, baseURL, request }) => {
  const context = await phoneContext(browser, baseURL ?? '', PHONE, 'vi', story.token);
  const page = await context.newPage();
  await page.goto('/user/center?tab=collect-extension');
  const create = page.getByRole('button', { name: 'Tạo mã kết nối' });
  await expect(page.getByText('Chưa có trình duyệt nào được kết nối.')).toBeVisible();
  await expectPhoneFit(page, 'collection extension tab', create);

  await page.getByRole('textbox', { name: 'Tên của trình duyệt này' }).fill(LABEL);
  await create.click();
  const code = page.getByRole('textbox', { name: 'Mã kết nối' });
  await expect(code).toBeVisible();
  const connection = JSON.parse(Buffer.from(await code.inputValue(), 'base64url').toString('utf8')) as { portal: string; token: string };
  expect(connection.portal).toBe(new URL(baseURL ?? '').origin);
  expect(connection.token).toMatch(/^pct_[A-Za-z0-9_-]{43}$/);
  await expect(page.getByText('Mã này chỉ hiển thị một lần. Hãy sao chép ngay và dán vào tiện ích.')).toBeVisible();
  await expectWithinWidth(page, page.getByRole('button', { name: 'Sao chép mã' }), 'copy button');
  await expectNoSidewaysScroll(page, 'connection code shown');
  await page.screenshot({ path: test.info().outputPath('collect-code-360-vi.png'), fullPage: true });
  expect(await axeFindings(page, 'vi', 'main')).toEqual([]);
  const asExtension = () => request.get('/api/collect/extension/session', { headers: { 'x-collect-token': connection.token } });
  expect((await asExtension()).status()).toBe(200);

  await page.getByRole('button', { name: 'Xong' }).click();
  await expect(code).toHaveCount(0);
  const revoke = page.getByRole('button', { name: `Thu hồi ${LABEL}` });
  await expect(revoke).toBeVisible();
  await expectNoSidewaysScroll(page, 'connection listed');
  await revoke.click();
  const dialog = page.getByRole('alertdialog');
  const confirm = dialog.getByRole('button', { name: 'Thu hồi', exact: true });
  await expectOverlayFits(page, dialog, confirm, 'revoke confirmation');
  await confirm.click();
  await expect(page.getByText('Chưa có trình duyệt nào được kết nối.')).toBeVisible();
  const refused = await asExtension();
  expect(refused.status()).toBe(401);
  expect((await refused.json() as { message: string }).message).toBe('mall.collectTokenInvalid');
  await context.close();
});

test('the installation page fits the phone in Vietnamese and leads to the connections (360 px)', async ({ browser, baseURL }) => {
  const context = await phoneContext(browser, baseURL ?? '', PHONE, 'vi', story.token);
  const page = await context.newPage();
  // The step pictures are held back until the page has been measured once, so the check sees them arrive.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/api/collect/extension/steps/*', async (route) => { await held; await route.continue(); });
  await page.goto('/pluginInstallation');
  await expect(page.getByRole('heading', { level: 1, name: 'Tiện ích thu thập' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: '5. Gửi đi' })).toBeVisible();
  // Built or not on this server, the page says which: the download, or why there is none.
  await expect(page.getByRole('link', { name: 'Tải tiện ích' }).or(page.getByText('Máy chủ này chưa có tiện ích để tải.', { exact: false }))).toBeVisible();
  const connect = page.getByRole('link', { name: 'Mở các kết nối của tôi' });
  await expectWithinWidth(page, connect, 'link to the connections');
  await expectNoSidewaysScroll(page, 'installation page');
  // The pictures' boxes are reserved: the last step stands where it stood before any picture arrived (or failed).
  const last = page.getByRole('heading', { level: 3, name: '5. Gửi đi' });
  const topOf = () => last.evaluate((el) => Math.round(el.getBoundingClientRect().top + window.scrollY));
  const before = await topOf();
  release();
  for (let y = 0; y < 4000; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => [...document.images].every((image) => image.complete))).toBe(true);
  await page.waitForLoadState('load');
  expect(await topOf(), 'the last step moved while the pictures came in').toBe(before);
  await page.screenshot({ path: test.info().outputPath('plugin-installation-360-vi.png'), fullPage: true });
  expect(await axeFindings(page, 'vi', 'main')).toEqual([]);
  await connect.click();
  await expect(page.getByRole('button', { name: 'Tạo mã kết nối' })).toBeVisible();
  await context.close();
});
