import { expect, type Locator, type Page } from '@playwright/test';
import { literal, whole } from './regexp';
import { openWorkbenchPage, WORKBENCH_VI } from './workbench';

/** The stock pages (remote-orders features/stock, remote-admin features/ops-stock) as a Vietnamese user sees them. */
export const STOCK_VI = {
  myStock: 'Kho hàng của tôi',
  orderStocking: 'Nhập kho',
  orderLines: 'Tồn kho theo dòng hàng',
  orderBatches: 'Các lô đã nhập kho',
  payBalance: 'Thanh toán phần còn lại',
  expectedCompletion: 'Dự kiến nhập kho xong',
  stockedAt: 'Nhập kho xong lúc',
  returnDeadline: 'Hạn thanh toán phần còn lại',
  queueSearch: 'Tìm trong danh sách nhập kho',
  recordBatch: 'Ghi nhận lô',
  completeStocking: 'Hoàn tất nhập kho',
} as const;

/** My stock's counters, in the table's order after the goods column (features/stock/components/stock-table.tsx). */
const MY_STOCK_COUNTERS = ['available', 'awaitingFinalPayment', 'inTransit', 'frozen', 'stocking', 'batchCount'] as const;
export type MyStockCounters = Partial<Record<(typeof MY_STOCK_COUNTERS)[number], number>>;

/** A name that ends with the goods, or with the goods and its specification ("… · Trắng / L"): rows are SKUs. */
const named = (head: string) => new RegExp(`${head}( · [^·]+)?$`);

/** `/myStock`: the buyer's stock, a row per SKU. */
export class MyStockPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/myStock');
    await expect(this.page.getByRole('heading', { level: 1, name: STOCK_VI.myStock })).toBeVisible();
  }

  /** The row of one goods, found by its batches toggle ("Xem các lô của {goods} · {spec}" / "Ẩn các lô của …"). */
  row(goods: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('button', { name: named(`các lô của ${literal(goods)}`) }) });
  }

  async expectCounters(goods: string, counters: MyStockCounters): Promise<void> {
    const cells = this.row(goods).getByRole('cell');
    for (const [name, value] of Object.entries(counters)) {
      await expect(cells.nth(1 + MY_STOCK_COUNTERS.indexOf(name as (typeof MY_STOCK_COUNTERS)[number])), name).toHaveText(String(value));
    }
  }

  /** "Ship", shown only while something is available. */
  shipLink(goods: string): Locator {
    return this.page.getByRole('link', { name: named(`^Gửi hàng ${literal(goods)}`) });
  }

  /** Opens the goods' batches beneath its row and answers their table. */
  async showBatches(goods: string): Promise<Locator> {
    await this.page.getByRole('button', { name: named(`^Xem các lô của ${literal(goods)}`) }).click();
    const batches = this.page.getByRole('table', { name: named(`^Các lô của ${literal(goods)}`) });
    await expect(batches).toBeVisible();
    return batches;
  }
}

/** Per order line: ordered, stocked, taken, shipped, returned (features/stock/components/stocking-lines-table.tsx). */
const ORDER_LINE_COUNTERS = ['ordered', 'stocked', 'taken', 'shipped', 'returned'] as const;
export type OrderLineCounters = Partial<Record<(typeof ORDER_LINE_COUNTERS)[number], number>>;

/** The Stocking section of the buyer's order detail (`/myOrderDetail/:id`). */
export class OrderStockingSection {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: STOCK_VI.orderStocking });
  }

  /** A date of the section's list ("Dự kiến nhập kho xong", "Nhập kho xong lúc", …). */
  date(label: string): Locator {
    return this.region.locator('dl > div').filter({ has: this.page.locator('dt').filter({ hasText: whole(label) }) }).locator('dd');
  }

  async expectLine(goods: string, counters: OrderLineCounters): Promise<void> {
    const cells = this.region.getByRole('table', { name: STOCK_VI.orderLines }).getByRole('row').filter({ hasText: goods }).getByRole('cell');
    for (const [name, value] of Object.entries(counters)) {
      await expect(cells.nth(1 + ORDER_LINE_COUNTERS.indexOf(name as (typeof ORDER_LINE_COUNTERS)[number])), name).toHaveText(String(value));
    }
  }

  get batches(): Locator {
    return this.region.getByRole('table', { name: STOCK_VI.orderBatches });
  }

  get payBalance(): Locator {
    return this.region.getByRole('link', { name: STOCK_VI.payBalance });
  }
}

/** `admin/ops/Stocking`: the warehouse's stocking queue of the operations workbench. */
export class StockingQueuePage {
  constructor(readonly page: Page) {}

  async openFromMenu(): Promise<void> {
    await openWorkbenchPage(this.page, WORKBENCH_VI.stocking);
  }

  async search(keyword: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: STOCK_VI.queueSearch }).fill(keyword);
    await this.page.getByRole('searchbox', { name: STOCK_VI.queueSearch }).press('Enter');
  }

  row(orderNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: orderNo });
  }

  private done(text: string): Locator {
    return this.page.getByRole('status').filter({ hasText: text });
  }

  /** Records what arrived of one line (its input named by the goods and what it may still receive). */
  async recordBatch(orderNo: string, goods: string, remaining: number, units: number): Promise<void> {
    await this.page.getByRole('button', { name: `Ghi nhận lô cho đơn ${orderNo}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Ghi nhận lô cho đơn ${orderNo}` });
    await dialog.getByRole('textbox', { name: new RegExp(`^Số lượng ${literal(goods)} · .+ về lần này \\(tối đa ${remaining}\\)$`) }).fill(String(units));
    await dialog.getByRole('button', { name: STOCK_VI.recordBatch, exact: true }).click();
    await expect(this.done(`Đã ghi nhận ${units} sản phẩm cho đơn ${orderNo}.`)).toBeVisible();
  }

  /** Completes stocking after the confirmation, which says how much came in. */
  async complete(orderNo: string, stocked: number, ordered: number): Promise<void> {
    await this.page.getByRole('button', { name: `Hoàn tất nhập kho đơn ${orderNo}` }).click();
    const ask = this.page.getByRole('alertdialog', { name: `Hoàn tất nhập kho đơn ${orderNo}?` });
    await expect(ask).toContainText(`Đã nhập ${stocked}/${ordered} sản phẩm.`);
    await ask.getByRole('button', { name: STOCK_VI.completeStocking, exact: true }).click();
    await expect(this.done(`Đơn ${orderNo} đã nhập kho xong: người mua có thể thanh toán phần còn lại.`)).toBeVisible();
  }
}
