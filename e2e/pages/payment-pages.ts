import { expect, type Locator, type Page } from '@playwright/test';

/** The payment pages (remote-payments, remote-admin's payment review) as a Vietnamese user sees them. */
export const PAY_VI = {
  payTitle: 'Thanh toán tiền đặt cọc',
  remitterName: 'Tên người chuyển khoản',
  remitterBank: 'Ngân hàng chuyển khoản',
  remittedAmount: 'Số tiền đã chuyển (VND)',
  voucher: 'Ảnh chụp chứng từ chuyển khoản',
  submit: 'Gửi thông tin chuyển khoản',
  submitted: 'Đã gửi thông tin chuyển khoản',
  bankTransfer: 'Chuyển khoản ngân hàng bằng đồng Việt Nam',
  comingSoon: 'Sắp ra mắt',
  myPayments: 'Thanh toán của tôi',
  paid: 'Đã thanh toán',
  pendingReview: 'Chờ duyệt',
  reviewTitle: 'Duyệt thanh toán',
  approve: 'Duyệt',
} as const;

/** `/mallPayment/:id`: the deposit due and the bank transfer form. */
export class MallPaymentPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: PAY_VI.payTitle });
  }

  async open(orderId: number): Promise<void> {
    await this.page.goto(`/mallPayment/${orderId}`);
    await expect(this.heading).toBeVisible();
  }

  /** Fills the transfer, attaches the voucher picture (the field's file input, named by its label) and submits. */
  async payByBankTransfer(remitter: string, bank: string, voucherPath: string): Promise<void> {
    await this.page.getByRole('textbox', { name: PAY_VI.remitterName }).fill(remitter);
    await this.page.getByRole('textbox', { name: PAY_VI.remitterBank }).fill(bank);
    await this.page.getByLabel(new RegExp(`^${PAY_VI.voucher}`)).setInputFiles(voucherPath);
    await expect(this.page.getByRole('img', { name: `Xem trước: ${PAY_VI.voucher}` })).toBeVisible();
    await this.page.getByRole('button', { name: PAY_VI.submit }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: PAY_VI.submitted })).toBeVisible();
  }

  /** The serial number the success state announces. */
  async serialNo(): Promise<string> {
    const text = (await this.page.getByRole('status').filter({ hasText: /PAY\d{14}/ }).textContent()) ?? '';
    return /PAY\d{14}/.exec(text)?.[0] ?? '';
  }
}

/** `/myPayment`: the buyer's payments. */
export class MyPaymentsPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/myPayment');
    await expect(this.page.getByRole('heading', { level: 1, name: PAY_VI.myPayments })).toBeVisible();
  }

  row(serialNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: serialNo });
  }
}

/** `admin/ops/PaymentReview` at its menu path: the operators' queue, a payment's drawer, the confirmation. */
export class PaymentReviewPage {
  constructor(readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/ops/payment-review');
    await expect(this.page.getByRole('heading', { level: 1, name: PAY_VI.reviewTitle })).toBeVisible();
  }

  /** Opens one payment beside the queue: the drawer titled with its serial number. */
  async openPayment(serialNo: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Xem khoản thanh toán ${serialNo}` }).click();
    const drawer = this.page.getByRole('dialog', { name: `Khoản thanh toán ${serialNo}` });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** Approve in the drawer, then confirm; the queue announces the decision. */
  async approve(drawer: Locator, serialNo: string): Promise<void> {
    await drawer.getByRole('button', { name: PAY_VI.approve, exact: true }).click();
    const confirm = this.page.getByRole('alertdialog', { name: `Duyệt khoản thanh toán ${serialNo}?` });
    await confirm.getByRole('button', { name: PAY_VI.approve, exact: true }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Đã duyệt khoản thanh toán ${serialNo}.` })).toBeVisible();
  }
}
