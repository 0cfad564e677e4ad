import { expect, test } from '../support/portal-test';
import { VI } from '../pages/mall-pages';

/** Anonymous browsing and search (issue 8), each language as its readers type it. */
const SEARCHES = [
  { locale: 'vi-VN', label: 'Tìm sản phẩm', typed: 'ao thun', finds: 'Áo thun cotton nam cổ tròn', heading: 'Kết quả cho “ao thun”', why: 'Vietnamese without diacritics' },
  { locale: 'zh-CN', label: '搜索商品', typed: '连衣裙', finds: '碎花雪纺连衣裙', heading: '“连衣裙”的搜索结果', why: 'a Chinese substring' },
  { locale: 'en-US', label: 'Search goods', typed: 'sneekers', finds: 'Lightweight Breathable Running Sneakers', heading: 'Results for “sneekers”', why: 'an English word with a typo' },
];

for (const { locale, label, typed, finds, heading, why } of SEARCHES) {
  test.describe(`anonymous search in ${locale}`, () => {
    test.use({ locale });

    test(`finds goods by ${why}, keeps the search in the URL and opens the product`, async ({ page }) => {
      await page.goto('/mall');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const box = page.getByLabel(label, { exact: true });
      await box.fill(typed);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/mallSearch/${encodeURIComponent(typed).replace(/%20/g, '(%20|\\+| )')}`));
      // The results page's heading first: the landing shows recommended goods too, so a link alone can be the landing's.
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      const hit = page.getByRole('link', { name: new RegExp(finds) }).first();
      await expect(hit).toBeVisible();
      // A reload (or a shared link) shows the same results.
      await page.reload();
      await expect(page.getByRole('link', { name: new RegExp(finds) }).first()).toBeVisible();
      await page.getByRole('link', { name: new RegExp(finds) }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(finds);
    });
  });
}

test.describe('buyer pages without a session', () => {
  test.use({ locale: 'vi-VN' });

  for (const path of ['/myCart', '/myInterest', '/addInterest']) {
    test(`${path} asks to sign in, with a way back, and shows no error`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(VI.loginFirst).first()).toBeVisible();
      const signIn = page.getByRole('link', { name: 'Đăng nhập', exact: true }).last();
      await expect(signIn).toHaveAttribute('href', `/login?redirect=${encodeURIComponent(path)}`);
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  }
});
