import { expect, type Locator, type Page } from '@playwright/test';
import { ProductPage, VI as MALL_VI } from './mall-pages';
import { whole } from './regexp';

/** The order pages as a Vietnamese buyer and operator see them (remote-orders, remote-admin), by role and label. */
export const VI = {
  mainMenu: 'Menu chính',
  workbench: 'Bàn làm việc vận hành',
  orderAcceptance: 'Tiếp nhận đơn hàng',
  myOrdersLink: 'Xem đơn hàng của tôi',
  keepShopping: 'Tiếp tục mua sắm',
  keyword: 'Mã đơn hàng hoặc sản phẩm',
  search: 'Tìm kiếm',
  accept: 'Tiếp nhận',
  refuse: 'Từ chối',
  reason: 'Lý do (người mua sẽ thấy)',
  overdue: 'Quá 1 ngày',
  awaitingAcceptance: 'Chờ nền tảng tiếp nhận',
  depositPending: 'Chờ thanh toán tiền cọc',
  refused: 'Nền tảng đã từ chối',
  awaitingNotice: 'Đang chờ nền tảng tiếp nhận',
  acceptWithinOneDay: 'Nền tảng tiếp nhận đơn hàng trong vòng 1 ngày',
  depositDueNotice: 'Đã tiếp nhận: vui lòng thanh toán tiền cọc',
  refusedNotice: 'Nền tảng đã từ chối đơn hàng này',
  placedStep: 'Đã đặt hàng',
  acceptedStep: 'Nền tảng đã tiếp nhận',
  refusedStep: 'Nền tảng đã từ chối',
  timeline: 'Tiến trình đơn hàng',
  summary: 'Thông tin đơn hàng',
  youCan: 'Bạn có thể',
  payDeposit: 'Thanh toán tiền cọc',
  confirmReceipt: 'Xác nhận đã nhận hàng',
  receiptConfirmed: 'Đã xác nhận nhận hàng: đơn hàng đã hoàn tất.',
} as const;

/** The displayed order states of the state machine (shared-contracts/i18n/messages-order-states.ts), in Vietnamese. */
export const ORDER_STATE_VI = {
  awaitingAcceptance: 'Chờ nền tảng tiếp nhận',
  depositPending: 'Chờ thanh toán tiền cọc',
  depositReview: 'Đang xét duyệt tiền cọc',
  awaitingStocking: 'Chờ chuẩn bị hàng',
  finalPaymentPending: 'Chờ thanh toán phần còn lại',
  finalPaymentReview: 'Đang xét duyệt khoản thanh toán cuối',
  pendingShipment: 'Chờ giao hàng',
  shipping: 'Đang vận chuyển',
  delivered: 'Đã giao',
  completed: 'Đã hoàn tất',
} as const;

/** Buys one specification of a goods with "Buy now" and answers the new order's number from the confirmation. */
export async function buyNow(page: Page, goodsId: number, ...specs: string[]): Promise<string> {
  const product = new ProductPage(page);
  await product.open(goodsId);
  await product.choose(...specs);
  await page.getByRole('button', { name: MALL_VI.buyNow }).click();
  const dialog = page.getByRole('dialog', { name: MALL_VI.orderPlaced });
  await expect(dialog).toContainText(/PO\d{14}/);
  const orderNo = /PO\d{14}/.exec((await dialog.textContent()) ?? '')?.[0];
  if (!orderNo) throw new Error('no order number in the confirmation');
  return orderNo;
}

/** /myOrder: the buyer's orders as cards named by their number. */
export class MyOrdersPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/myOrder${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: 'Đơn hàng của tôi' })).toBeVisible();
  }

  order(orderNo: string): Locator {
    return this.page.getByRole('article', { name: orderNo });
  }

  /** Opens the order's detail from its card and answers the detail page. */
  async openDetail(orderNo: string): Promise<OrderDetailPage> {
    await this.page.getByRole('link', { name: `Xem chi tiết đơn hàng ${orderNo}` }).click();
    await expect(this.page).toHaveURL(/\/myOrderDetail\/\d+$/);
    const detail = new OrderDetailPage(this.page);
    await expect(detail.heading(orderNo)).toBeVisible();
    return detail;
  }
}

/** /myOrderDetail/:id: the order, its notices and its timeline. */
export class OrderDetailPage {
  constructor(readonly page: Page) {}

  heading(orderNo: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Đơn hàng ${orderNo}` });
  }

  get timeline(): Locator {
    return this.page.getByRole('list', { name: VI.timeline });
  }

  /** The timeline entry of one step (its translated name). */
  step(name: string): Locator {
    return this.timeline.getByRole('listitem').filter({ hasText: name });
  }

  async open(id: number, orderNo: string): Promise<void> {
    await this.page.goto(`/myOrderDetail/${id}`);
    await expect(this.heading(orderNo)).toBeVisible();
  }

  /** A value of the order's summary ("Trạng thái", "Đã thanh toán", …). */
  summary(label: string): Locator {
    return this.page.getByRole('region', { name: VI.summary }).locator('dl > div')
      .filter({ has: this.page.locator('dt').filter({ hasText: whole(label) }) }).locator('dd');
  }

  /** Confirms receipt (asked first); the order is completed. */
  async confirmReceipt(): Promise<void> {
    await this.page.getByRole('group', { name: VI.youCan }).getByRole('button', { name: VI.confirmReceipt }).click();
    const ask = this.page.getByRole('alertdialog', { name: `${VI.confirmReceipt}?` });
    await ask.getByRole('button', { name: VI.confirmReceipt, exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: VI.receiptConfirmed })).toBeVisible();
  }
}

/** The workbench's Order acceptance page (admin/ops/OrderAccept), opened from the sidebar. */
export class OrderAcceptPage {
  constructor(readonly page: Page) {}

  async openFromMenu(): Promise<void> {
    const sidebar = this.page.getByRole('navigation', { name: VI.mainMenu });
    const group = sidebar.getByRole('button', { name: VI.workbench });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await sidebar.getByRole('link', { name: VI.orderAcceptance, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: VI.orderAcceptance })).toBeVisible();
  }

  async search(keyword: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: VI.keyword }).fill(keyword);
    await this.page.getByRole('button', { name: VI.search, exact: true }).click();
  }

  row(orderNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: orderNo });
  }

  async accept(orderNo: string): Promise<void> {
    await this.page.getByRole('button', { name: `${VI.accept} đơn hàng ${orderNo}` }).click();
    const ask = this.page.getByRole('alertdialog', { name: `${VI.accept} đơn hàng ${orderNo}?` });
    await ask.getByRole('button', { name: VI.accept, exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Đã tiếp nhận đơn hàng ${orderNo}.` })).toBeVisible();
  }

  /** Opens the refusal, tries it without a reason (refused in place), then refuses with `reason`. */
  async refuse(orderNo: string, reason: string): Promise<void> {
    await this.page.getByRole('button', { name: `${VI.refuse} đơn hàng ${orderNo}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `${VI.refuse} đơn hàng ${orderNo}` });
    await dialog.getByRole('button', { name: VI.refuse, exact: true }).click();
    await expect(dialog.getByText('Vui lòng nhập lý do.')).toBeVisible();
    await dialog.getByRole('textbox', { name: VI.reason }).fill(reason);
    await dialog.getByRole('button', { name: VI.refuse, exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Đã từ chối đơn hàng ${orderNo}.` })).toBeVisible();
  }
}
