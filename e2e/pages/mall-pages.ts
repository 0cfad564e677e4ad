import { expect, type Locator, type Page } from '@playwright/test';

/** The mall's pages as a Vietnamese buyer sees them (remote-mall), by role and label. */
export const VI = {
  searchPlaceholder: 'Tiếng Việt, 中文 hoặc English',
  addToCart: 'Thêm vào giỏ',
  buyNow: 'Mua ngay',
  specRequired: 'Vui lòng chọn quy cách trước',
  duplicate: 'Sản phẩm này đã có trong giỏ hàng',
  twoStores: 'Hiện chưa hỗ trợ gửi đơn hàng từ 2 cửa hàng cùng lúc. Vui lòng đặt lại đơn hàng',
  selectAll: 'Chọn tất cả',
  placeOrder: 'Đặt hàng',
  orderPlaced: 'Đã đặt hàng',
  loginFirst: 'Vui lòng đăng nhập trước',
} as const;

/** The navbar's cart link: its accessible name carries the count ("Giỏ hàng, 2 sản phẩm" / "Giỏ hàng, trống"). */
export async function cartCount(page: Page): Promise<number> {
  const label = (await page.getByRole('link', { name: /^Giỏ hàng, / }).getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(label);
  return match ? Number(match[1]) : 0;
}

/**
 * The portal's mall landing for a visitor without a session, who opening /mall would get the mall document
 * (docs/shell-routing.md "The mall document"): the portal's /myOrder, then the tags bar's home tag, a client-side
 * navigation that loads the mall remote. Leaves the caller before the landing has drawn, so it can hold parts back.
 */
export async function openPortalLanding(page: Page): Promise<void> {
  await page.goto('/myOrder');
  await expect(page.getByRole('heading', { level: 1, name: /Please Login First|Vui lòng đăng nhập trước|请先登录/ })).toBeVisible();
  await page.locator('[data-tag-path="/"] a').click();
}

export class ProductPage {
  constructor(readonly page: Page) {}

  async open(id: number, ddc = false): Promise<void> {
    await this.page.goto(`/${ddc ? 'mallDdcDetail' : 'mallDetail'}/${id}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  /** Chooses one value per attribute group (the spec picker's toggle buttons). */
  async choose(...values: string[]): Promise<void> {
    for (const value of values) await this.page.getByRole('button', { name: value, exact: true }).click();
  }

  addToCart(): Promise<void> {
    return this.page.getByRole('button', { name: VI.addToCart }).click();
  }
}

export class CartPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/myCart');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  line(name: string): Locator {
    return this.page.getByRole('checkbox', { name: `Chọn ${name}` });
  }
}
