import fs from 'node:fs';
import { expect, test } from '../support/portal-test';
import { apiLogin, useToken } from '../pages/api-session';
import { ProductPage, VI } from '../pages/mall-pages';
import { OrderApi } from '../pages/order-api';
import { MallPaymentPage, methodRadio, MyPaymentsPage, ONLINE_METHODS, PAY_VI, PaymentReviewPage } from '../pages/payment-pages';

/** A real 1×1 PNG: the server keeps a payment picture only when its bytes are an image. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/**
 * The deposit of an order (issue 9), in Vietnamese: the buyer places an order, an operator accepts it (through the
 * API, as the acceptance queue would), the buyer pays the deposit by bank transfer with a voucher picture, the
 * operator approves it in the payment review with the picture in view, and the buyer sees the payment paid.
 */
test.use({ locale: 'vi-VN' });

test('a buyer pays the deposit by bank transfer and an operator approves it', async ({ browser, page, context, request, baseURL }, testInfo) => {
  // Two users, five steps, seven page loads: more than one journey's usual minute on a busy machine.
  test.slow();
  const buyerToken = await apiLogin(request, 'buyer');
  await useToken(context, baseURL ?? '', buyerToken);

  // 1. The buyer buys now: the order waits for the platform.
  const product = new ProductPage(page);
  await product.open(1);
  await product.choose('L', 'Trắng');
  await page.getByRole('button', { name: VI.buyNow }).click();
  const placed = page.getByRole('dialog', { name: VI.orderPlaced });
  await expect(placed).toContainText(/PO\d{14}/);
  const orderNo = /PO\d{14}/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
  const orderId = await new OrderApi(request, buyerToken).idOf(orderNo);

  // Before acceptance there is nothing to pay.
  await page.goto(`/mallPayment/${orderId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Đơn hàng này đang chờ nền tảng tiếp nhận' })).toBeVisible();

  // 2. An operator accepts the order.
  await new OrderApi(request, await apiLogin(request, 'operator')).accept(orderId);

  // 3. The buyer pays the deposit by bank transfer in dong, chosen first; the online methods in RMB are offered beside
  // it by the server's (sandbox) payment provider, none shown as coming (docs/payments.md).
  const pay = new MallPaymentPage(page);
  await pay.open(orderId);
  await expect(methodRadio(page, PAY_VI.bankTransfer)).toBeChecked();
  for (const method of ONLINE_METHODS) await expect(methodRadio(page, method)).toBeEnabled();
  await expect(page.getByText(PAY_VI.comingSoon)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: PAY_VI.remittedAmount })).not.toHaveValue('');
  const voucher = testInfo.outputPath('voucher.png');
  fs.writeFileSync(voucher, Buffer.from(TINY_PNG, 'base64'));
  await pay.payByBankTransfer('Lê Minh Tuấn', 'Vietcombank', voucher);
  const serialNo = await pay.serialNo();
  expect(serialNo).toMatch(/^PAY\d{14}$/);
  await expect(page.getByRole('link', { name: 'Xem đơn hàng' })).toHaveAttribute('href', `/myOrderDetail/${orderId}`);

  const mine = new MyPaymentsPage(page);
  await mine.open();
  await expect(mine.row(serialNo)).toContainText(PAY_VI.pendingReview);

  // 4. The operator opens it in the review queue, sees the voucher (fetched with the token), and approves it.
  const operator = await browser.newContext({ locale: 'vi-VN' });
  await useToken(operator, baseURL ?? '', await apiLogin(request, 'operator'));
  const review = new PaymentReviewPage(await operator.newPage());
  await review.open();
  const drawer = await review.openPayment(serialNo);
  const picture = drawer.getByRole('img', { name: PAY_VI.voucher });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(drawer).toContainText('Lê Minh Tuấn');
  await review.approve(drawer, serialNo);
  await expect(review.page.getByRole('button', { name: `Xem khoản thanh toán ${serialNo}` })).toHaveCount(0);
  await operator.close();

  // 5. The buyer sees the payment paid.
  await mine.open();
  await expect(mine.row(serialNo)).toContainText(PAY_VI.paid);
});
