import { expect, type Locator, type Page } from '@playwright/test';
import { literal, startingWith, whole } from './regexp';
import { openWorkbenchPage, WORKBENCH_VI } from './workbench';

/** The refund pages (remote-orders features/refunds, remote-admin features/ops-refunds) as a Vietnamese user sees them. */
export const REFUND_VI = {
  afterSales: 'Hậu mãi',
  inStock: 'Trong kho, có thể hoàn',
  requestTitle: 'Yêu cầu hoàn tiền',
  quantity: 'Số lượng',
  reason: 'Lý do',
  submit: 'Gửi yêu cầu',
  refundStatus: 'Trạng thái hoàn tiền',
  refundTotal: 'Tổng tiền hoàn',
  refunding: 'Đang hoàn tiền',
  refundSuccess: 'Hoàn tiền thành công',
  onStock: 'Hàng trong kho',
  amount: 'Số tiền hoàn (CNY)',
  opinion: 'Ý kiến duyệt',
  approve: 'Duyệt',
  approveConfirm: 'Duyệt hoàn tiền',
  amountInvalid: 'Vui lòng nhập số tiền từ 0 đến số đã thanh toán cho các sản phẩm này.',
} as const;

/** A value of a Chakra data list (`dl`) inside `scope`, by its label. */
function valueIn(scope: Locator, label: string): Locator {
  return scope.locator('dl > div').filter({ has: scope.page().locator('dt').filter({ hasText: whole(label) }) }).locator('dd');
}

/** The After-sales section of the buyer's order detail: refund status and total, what each line may refund, the refunds. */
export class AfterSalesSection {
  readonly region: Locator;

  constructor(readonly page: Page) {
    this.region = page.getByRole('region', { name: REFUND_VI.afterSales });
  }

  value(label: string): Locator {
    return valueIn(this.region, label);
  }

  /** The row of a goods among the refundable lines (the first table of the section). */
  refundableRow(goods: string): Locator {
    return this.region.getByRole('table').first().getByRole('row').filter({ hasText: goods });
  }

  /**
   * Asks for a refund of the goods' stock: the dialog starts from the line's bound; answers the refund number from the
   * note that links to it.
   */
  async request(goods: string, quantity: number, reason: string): Promise<string> {
    await this.region.getByRole('button', { name: new RegExp(`^Yêu cầu hoàn tiền cho ${literal(goods)} · `) }).click();
    const dialog = this.page.getByRole('dialog', { name: REFUND_VI.requestTitle });
    const count = dialog.getByRole('textbox', { name: startingWith(REFUND_VI.quantity) });
    await count.fill(String(quantity));
    await dialog.getByRole('textbox', { name: startingWith(REFUND_VI.reason) }).fill(reason);
    await dialog.getByRole('button', { name: REFUND_VI.submit }).click();
    await expect(dialog).toBeHidden();
    const note = this.region.getByRole('status').filter({ hasText: /Đã gửi yêu cầu hoàn tiền RF\d+/ });
    await expect(note).toBeVisible();
    const refundNo = /RF\d+/.exec((await note.textContent()) ?? '')?.[0];
    if (!refundNo) throw new Error('no refund number in the note');
    return refundNo;
  }
}

/** `/myRefundDetail/:id`: one of the buyer's refunds. */
export class RefundDetailPage {
  constructor(readonly page: Page) {}

  heading(refundNo: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: `Hoàn tiền ${refundNo}` });
  }

  value(label: string): Locator {
    return valueIn(this.page.getByRole('region', { name: 'Thông tin hoàn tiền' }), label);
  }
}

/** `admin/ops/RefundReview`: the operators' refund review, opening on the refunds under review. */
export class RefundReviewPage {
  constructor(readonly page: Page) {}

  async openFromMenu(): Promise<void> {
    await openWorkbenchPage(this.page, WORKBENCH_VI.refundReview);
  }

  row(refundNo: string): Locator {
    return this.page.getByRole('row').filter({ hasText: refundNo });
  }

  /** Opens one refund beside the queue: the drawer titled with its number. */
  async open(refundNo: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `Mở yêu cầu hoàn tiền ${refundNo}` }).click();
    const drawer = this.page.getByRole('dialog', { name: `Hoàn tiền ${refundNo}` });
    await expect(drawer).toBeVisible();
    return drawer;
  }

  /** Approve in the drawer: the confirmation with the amount refunded (yuan, prefilled with the goods' value). */
  async startApproval(drawer: Locator, refundNo: string): Promise<Locator> {
    await drawer.getByRole('button', { name: REFUND_VI.approve, exact: true }).click();
    const confirm = this.page.getByRole('alertdialog', { name: `Duyệt hoàn tiền ${refundNo}?` });
    await expect(confirm).toBeVisible();
    return confirm;
  }

  amountField(confirm: Locator): Locator {
    return confirm.getByRole('textbox', { name: startingWith(REFUND_VI.amount) });
  }

  async approve(confirm: Locator, refundNo: string, amountYuan: string, opinion: string): Promise<void> {
    await this.amountField(confirm).fill(amountYuan);
    await confirm.getByRole('textbox', { name: startingWith(REFUND_VI.opinion) }).fill(opinion);
    await confirm.getByRole('button', { name: REFUND_VI.approveConfirm }).click();
    await expect(this.page.getByRole('status').filter({ hasText: `Đã duyệt hoàn tiền ${refundNo}.` })).toBeVisible();
  }
}
