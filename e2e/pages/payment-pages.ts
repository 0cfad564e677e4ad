import { expect, type Locator, type Page, type Request } from '@playwright/test';
import { startingWith, whole } from './regexp';
import { openWorkbenchPage } from './workbench';

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
  methods: 'Phương thức thanh toán',
  card: 'Thanh toán trực tuyến bằng nhân dân tệ qua thẻ ngân hàng Trung Quốc',
  alipay: 'Quét mã QR Alipay',
  digitalRmb: 'Nhân dân tệ kỹ thuật số',
  amountDue: 'Số tiền phải trả',
  finalTitle: 'Thanh toán phần còn lại',
  cardForm: 'Thông tin thẻ ngân hàng',
  holderName: 'Họ tên thật của chủ thẻ',
  cardPhone: 'Số điện thoại đăng ký với ngân hàng',
  idNumber: 'Số chứng minh thư',
  cardNumber: 'Số thẻ ngân hàng',
  paymentPassword: 'Mật khẩu thanh toán',
  getSmsCode: 'Nhận mã SMS',
  smsTitle: 'Nhập mã SMS',
  smsCode: 'Mã SMS',
  smsConfirm: 'Xác nhận thanh toán',
  smsWrong: 'Mã SMS không đúng. Vui lòng kiểm tra và thử lại.',
  cashierTitle: 'Quầy thu ngân',
  received: 'Đã nhận thanh toán',
} as const;

/** The online methods SPEC §9 lists beside the bank transfer, offered by the server's (sandbox) payment provider. */
export const ONLINE_METHODS = [PAY_VI.card, PAY_VI.alipay, PAY_VI.digitalRmb] as const;

/** Fen of CNY as a Vietnamese reader sees them ("145,11 CN¥"), as shared-contracts/mall/money.ts formats them. */
export const cny = (fen: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'CNY', minimumFractionDigits: 2 }).format(fen / 100);
/** Whole dong as a Vietnamese reader sees them ("522.396 ₫"). */
export const vnd = (dong: number) => new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND', maximumFractionDigits: 0 }).format(dong);

/** The method choice of the payment page: the radio of each method, offered (enabled) or shown as coming. */
export function methodRadio(page: Page, name: string): Locator {
  return page.getByRole('radio', { name, exact: true });
}

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

  /** From the workbench's sidebar, as an operator gets there. */
  async openFromMenu(): Promise<void> {
    await openWorkbenchPage(this.page, PAY_VI.reviewTitle);
  }

  async open(): Promise<void> {
    await this.page.goto('/ops/payment-review');
    await expect(this.page.getByRole('heading', { level: 1, name: PAY_VI.reviewTitle })).toBeVisible();
  }

  /** Filters the queue by a serial number or an order number, as the search box does. */
  async search(keyword: string): Promise<void> {
    await this.page.getByRole('searchbox', { name: 'Tìm khoản thanh toán' }).fill(keyword);
    await this.page.getByRole('search', { name: 'Tìm khoản thanh toán' }).getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  }

  /**
   * Opens one payment beside the queue: the drawer titled with its serial number. Found by its number, as an operator
   * would, since the queue comes longest waiting first and other tests' payments may fill its first page.
   */
  async openPayment(serialNo: string): Promise<Locator> {
    await this.search(serialNo);
    const open = this.page.getByRole('button', { name: `Xem khoản thanh toán ${serialNo}` });
    await expect(open).toBeVisible();
    await open.click();
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

/** A bank card as the sandbox bank takes it (docs/payments.md "Test cards"): a debit card, paid once the SMS code is right. */
export type TestCard = { holder: string; phone: string; idNumber: string; number: string; password: string };

/** `/mallPayment/:id?kind=final`: the quantities to take, the balance for them and the way to pay it. */
export class FinalPaymentPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: PAY_VI.finalTitle });
  }

  /** The quantity to take of one stocked line, named by its goods and what was stocked. */
  take(goods: string, stocked: number): Locator {
    return this.page.getByRole('textbox', { name: `Số lượng lấy của ${goods} (0 đến ${stocked})` });
  }

  get amountDue(): Locator {
    return this.page.getByRole('region', { name: PAY_VI.amountDue });
  }

  /** One row of the breakdown (its label, then the amount). */
  breakdownRow(label: string): Locator {
    return this.amountDue.locator('dl > div').filter({ has: this.page.locator('dt').filter({ hasText: whole(label) }) });
  }

  /** Chooses a method once the server's methods have come (the radio is enabled then). */
  async choose(method: string): Promise<void> {
    const radio = methodRadio(this.page, method);
    await expect(radio).toBeEnabled();
    // The radio input is visually hidden inside its label, which is what a person clicks.
    await this.page.locator('label', { has: radio }).click();
    await expect(radio).toBeChecked();
    await expect(this.page.getByRole('heading', { level: 2, name: method })).toBeVisible();
  }

  /**
   * Fills the card form and asks the bank for the SMS code; answers the serial number of the payment it started, which
   * is also the sandbox trade's out trade number the SMS log line carries.
   */
  async startCardPayment(card: TestCard): Promise<string> {
    const form = this.page.getByRole('form', { name: PAY_VI.cardForm });
    const field = (label: string) => form.getByLabel(startingWith(label));
    await field(PAY_VI.holderName).fill(card.holder);
    await field(PAY_VI.cardPhone).fill(card.phone);
    await field(PAY_VI.idNumber).fill(card.idNumber);
    await field(PAY_VI.cardNumber).fill(card.number);
    await field(PAY_VI.paymentPassword).fill(card.password);
    const isStart = (r: Request) => new URL(r.url()).pathname === '/api/payments/online' && r.method() === 'POST';
    const started = this.page.waitForResponse((r) => isStart(r.request()), { timeout: 60_000 });
    const sent = this.page.waitForRequest(isStart, { timeout: 20_000 }).catch(() => null);
    const submit = form.getByRole('button', { name: PAY_VI.getSmsCode });
    await submit.click();
    // Once in a CI run the click reached the button and no request left (the page sent nothing for ten minutes);
    // a person would click again, and so does the test, rather than wait out its timeout.
    if (!(await sent)) await submit.click();
    const answer = await started;
    expect(answer.status(), 'starting the card payment').toBe(201);
    await expect(this.page.getByRole('heading', { name: PAY_VI.smsTitle })).toBeVisible();
    return ((await answer.json()) as { serialNo: string }).serialNo;
  }

  smsField(): Locator {
    return this.page.getByLabel(startingWith(PAY_VI.smsCode));
  }

  async confirmSms(code: string): Promise<void> {
    await this.smsField().fill(code);
    await this.page.getByRole('button', { name: PAY_VI.smsConfirm }).click();
  }
}

/** `/mallDdcCashier/:id`: an online payment waiting for the provider, then received. */
export class CashierPage {
  constructor(readonly page: Page) {}

  async expectReceived(serialNo: string, amountFen: number): Promise<void> {
    await expect(this.page).toHaveURL(/\/mallDdcCashier\/\d+$/);
    await expect(this.page.getByRole('heading', { level: 1, name: PAY_VI.cashierTitle })).toBeVisible();
    await expect(this.page.getByText(`khoản thanh toán ${serialNo}`)).toBeVisible();
    // The sandbox bank notifies through the job queue; the cashier polls every 2 s.
    const received = this.page.getByRole('status').filter({ hasText: PAY_VI.received });
    await expect(received).toBeVisible({ timeout: 60_000 });
    await expect(received).toContainText(cny(amountFen));
  }
}
