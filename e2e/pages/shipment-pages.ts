import { expect, type Locator, type Page } from '@playwright/test';
import { literal, startingWith, whole } from './regexp';
import { openWorkbenchPage, WORKBENCH_VI } from './workbench';

/** The shipment pages (remote-orders features/shipments, remote-admin features/ops-shipping) as a Vietnamese user sees them. */
export const SHIP_VI = {
  createTitle: 'Tạo phiếu giao hàng',
  form: 'Biểu mẫu giao hàng',
  quantity: 'Số lượng giao',
  consignee: 'Người nhận',
  contact: 'Số điện thoại liên hệ',
  address: 'Địa chỉ giao hàng',
  platform: 'Nền tảng',
  noPlatform: 'Không qua nền tảng (khách của tôi)',
  orderScreenshot: 'Ảnh chụp đơn hàng',
  waybill: 'Ảnh vận đơn',
  submit: 'Tạo phiếu giao hàng',
  insufficient: 'Số lượng khả dụng không đủ',
  myShipments: 'Phiếu giao hàng của tôi',
  pending: 'Chờ giao hàng',
  shipping: 'Đang vận chuyển',
  delivered: 'Đã giao hàng',
  logistics: 'Công ty vận chuyển và mã vận đơn',
  carrier: 'Công ty vận chuyển',
  trackingNo: 'Mã vận đơn',
  ship: 'Gửi hàng',
  deliver: 'Đánh dấu đã giao',
} as const;

/** What a person types into the shipping form: a plain shipment (no TikTok / Shopee order) to one consignee. */
export type Consignee = { consignee: string; contact: string; address: string };

/** `/myInvoices/:skuId`: one SKU's available stock and the shipping form. */
export class CreateShipmentPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: SHIP_VI.form });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/myInvoices\/\d+$/);
    await expect(this.page.getByRole('heading', { level: 1, name: SHIP_VI.createTitle })).toBeVisible();
  }

  /** The figures beside the goods: available, frozen by after-sales, in transit. */
  figure(which: 'available' | 'frozen' | 'in-transit'): Locator {
    return this.page.getByTestId(`${which}-quantity`);
  }

  get quantity(): Locator {
    return this.form.getByLabel(startingWith(SHIP_VI.quantity));
  }

  /** The field's error ('Insufficient Available Quantity' as soon as more than available is typed). */
  get insufficient(): Locator {
    return this.form.getByText(SHIP_VI.insufficient, { exact: true });
  }

  async fillConsignee({ consignee, contact, address }: Consignee): Promise<void> {
    await this.form.getByRole('textbox', { name: startingWith(SHIP_VI.consignee) }).fill(consignee);
    await this.form.getByRole('textbox', { name: startingWith(SHIP_VI.contact) }).fill(contact);
    await this.form.getByRole('textbox', { name: startingWith(SHIP_VI.address) }).fill(address);
  }

  get platform(): Locator {
    return this.form.getByRole('combobox', { name: startingWith(SHIP_VI.platform) });
  }

  /** Submits and answers the new shipment's number from the confirmation. */
  async submit(quantity: number): Promise<string> {
    await this.form.getByRole('button', { name: SHIP_VI.submit }).click();
    const done = this.page.getByRole('status').filter({ hasText: /Đã tạo phiếu giao hàng SH\d+/ });
    await expect(done).toContainText(`với số lượng ${quantity}.`);
    const shipmentNo = /SH\d+/.exec((await done.textContent()) ?? '')?.[0];
    if (!shipmentNo) throw new Error('no shipment number in the confirmation');
    return shipmentNo;
  }
}

/** `/myInvoicesOrder`: the buyer's shipments, each a card named by its number. */
export class MyShipmentsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/myInvoicesOrder');
    await expect(this.page.getByRole('heading', { level: 1, name: SHIP_VI.myShipments })).toBeVisible();
  }

  card(shipmentNo: string): Locator {
    return this.page.getByRole('article', { name: shipmentNo });
  }

  /** A value of the card's list (consignee, address, carrier and tracking number, times). */
  value(shipmentNo: string, label: string): Locator {
    return this.card(shipmentNo).locator('dl > div').filter({ has: this.page.locator('dt').filter({ hasText: whole(label) }) }).locator('dd');
  }
}

/** `admin/ops/Shipping`: the warehouse's shipping queue, by status tabs. */
export class ShippingQueuePage {
  constructor(readonly page: Page) {}

  async openFromMenu(): Promise<void> {
    await openWorkbenchPage(this.page, WORKBENCH_VI.shipping);
  }

  /** A status tab, named with its count ("Đang vận chuyển 1"). */
  tab(status: string): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${literal(status)}( \\d+)?$`) });
  }

  row(shipmentNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: shipmentNo });
  }

  /** Ships with a carrier from the dictionary (by its label) and a tracking number. */
  async ship(shipmentNo: string, carrier: string, trackingNo: string): Promise<void> {
    await this.page.getByRole('button', { name: `Gửi hàng ${shipmentNo}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Gửi ${shipmentNo}` });
    const carriers = dialog.getByRole('combobox', { name: startingWith(SHIP_VI.carrier) });
    // The carriers come from the dictionary: wait for the option before choosing it.
    await expect(carriers.getByRole('option', { name: carrier })).toHaveCount(1);
    await carriers.selectOption({ label: carrier });
    await dialog.getByRole('textbox', { name: startingWith(SHIP_VI.trackingNo) }).fill(trackingNo);
    await dialog.getByRole('button', { name: SHIP_VI.ship, exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Đã gửi phiếu giao hàng ${shipmentNo}.` })).toBeVisible();
  }

  /** Marks a shipping shipment delivered at the time the dialog offers (now). */
  async deliver(shipmentNo: string): Promise<void> {
    await this.page.getByRole('button', { name: `Đánh dấu đã giao: ${shipmentNo}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Đánh dấu ${shipmentNo} đã giao` });
    await dialog.getByRole('button', { name: SHIP_VI.deliver, exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Phiếu giao hàng ${shipmentNo} đã được giao.` })).toBeVisible();
  }
}
