import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test } from '../support/portal-test';
import { apiLogin } from '../pages/api-session';
import { LayoutShell } from '../pages/layout-shell';
import { phoneContext } from '../pages/phone-fit';

/** A real 8×8 PNG of one colour, made here so the test ships no binary fixture. */
function pngOf(r: number, g: number, b: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: 8 }, () => [r, g, b]).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: 8 }, () => row)));
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('personal centre: the uploaded avatar shows in the profile and the navbar', async ({ page, context, request, baseURL }) => {
  await LayoutShell.open(page, context, request, baseURL, '/user/center', 'buyer');
  await expect(page.getByRole('tab', { name: 'Basic information' })).toBeVisible();
  const file = test.info().outputPath('avatar.png');
  fs.writeFileSync(file, pngOf(24, 144, 255));
  await page.getByLabel('Choose a new avatar').setInputFiles(file);
  await expect(page.getByRole('img', { name: 'Preview of the new avatar' })).toBeVisible();

  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/users/updateAvatar') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Upload avatar' }).click();
  const answer = await uploaded;
  expect(answer.status()).toBe(200);
  const { avatarName } = (await answer.json()) as { avatarName: string };
  expect(answer.request().headers()['authorization']).toMatch(/^Bearer /);

  await expect(page.getByRole('status').filter({ hasText: 'Your new avatar has been saved.' })).toBeVisible();
  // The page shows the avatar's thumbnail (docs/storage.md); an 8 px picture stays 8 px.
  const profileAvatar = page.getByTestId('profile-avatar').getByRole('img');
  await expect(profileAvatar).toHaveAttribute('src', `/avatar/${avatarName}.thumb.webp`);
  await expect.poll(() => profileAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(8);
  await page.reload();
  await expect(page.getByTestId('profile-avatar').getByRole('img')).toHaveAttribute('src', `/avatar/${avatarName}.thumb.webp`);
  await page.screenshot({ path: test.info().outputPath('user-center.png'), fullPage: true });
});

test('personal centre: password rules and the profile form', async ({ page, context, request, baseURL }) => {
  const shell = await LayoutShell.open(page, context, request, baseURL, '/user/center', 'buyer');
  await page.getByRole('tab', { name: 'Change password' }).click();
  await page.getByLabel('Current password').fill('123456');
  await page.getByLabel(/^New password/).fill('abc');
  await page.getByLabel('Confirm new password').fill('abd');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The password has 6 to 12 letters or digits.')).toBeVisible();
  await page.getByLabel(/^New password/).fill('abc1234');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The Password Entered Twice Is Inconsistent')).toBeVisible();

  await page.getByRole('tab', { name: 'Basic information' }).click();
  await page.getByLabel('Nickname').fill('Buyer renamed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been saved.' })).toBeVisible();
  await expect(shell.userMenu('Buyer renamed')).toBeVisible();
});

/**
 * On a 360 px phone in Vietnamese the six tabs are wider than the card: each keeps its label on one line and the list
 * scrolls sideways inside the card, the page does not (a shrinking tab once wrapped "Cài đặt thông báo" onto three
 * clipped lines). The notification settings and the last tab (the collection extension), scrolled to, open.
 */
test('personal centre on a phone: the tabs keep one line each and scroll sideways', async ({ browser, request, baseURL }) => {
  const context = await phoneContext(browser, baseURL ?? '', { width: 360, height: 740 }, 'vi', await apiLogin(request, 'buyer'));
  const page = await context.newPage();
  await page.goto('/user/center');
  const list = page.getByRole('tablist', { name: 'Cài đặt tài khoản' });
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveCount(6);
  for (const tab of await tabs.all()) {
    // One line: the label's height is about its line height, and nothing of it is cut off.
    const fits = await tab.evaluate((el) => {
      const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
      const text = el.getBoundingClientRect();
      return { label: el.textContent, oneLine: el.scrollHeight <= el.clientHeight + 1 && text.height < lineHeight * 2 + 16, whole: el.scrollWidth <= el.clientWidth + 1 };
    });
    expect(fits, JSON.stringify(fits)).toMatchObject({ oneLine: true, whole: true });
  }
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const settings = list.getByRole('tab', { name: 'Cài đặt thông báo' });
  await settings.click();
  await expect(page).toHaveURL(/\?tab=notification-settings$/);
  await expect(settings).toHaveAttribute('aria-selected', 'true');
  const extension = list.getByRole('tab', { name: 'Tiện ích thu thập' });
  await extension.click();
  await expect(page).toHaveURL(/\?tab=collect-extension$/);
  await expect(page.getByRole('heading', { name: 'Kết nối trình duyệt' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: test.info().outputPath('user-center-360-vi.png') });
  await context.close();
});
