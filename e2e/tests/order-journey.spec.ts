import fs from 'node:fs';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { apiLogin, useToken } from '../pages/api-session';
import { ProductPage, VI as MALL_VI } from '../pages/mall-pages';
import { MyOrdersPage, OrderAcceptPage, OrderDetailPage, ORDER_STATE_VI, VI as ORDER_VI } from '../pages/order-pages';
import {
  CashierPage, cny, FinalPaymentPage, MallPaymentPage, methodRadio, MyPaymentsPage, ONLINE_METHODS, PAY_VI, PaymentReviewPage, vnd,
} from '../pages/payment-pages';
import { AfterSalesSection, REFUND_VI, RefundDetailPage, RefundReviewPage } from '../pages/refund-pages';
import { smsCodeFor } from '../pages/server-log';
import { CreateShipmentPage, MyShipmentsPage, SHIP_VI, ShippingQueuePage } from '../pages/shipment-pages';
import { MyStockPage, OrderStockingSection, STOCK_VI, StockingQueuePage } from '../pages/stock-pages';

/** A real 1×1 PNG: the server keeps a payment picture only when its bytes are an image. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The demo catalogue's T-shirt (goods 1, store 1): the XXL black, 16.10 yuan, at least 10 a line (server/src/seed/catalogue). */
const GOODS = 'Áo thun cotton nam cổ tròn';
const UNIT = 1610;
const ORDERED = 10;
const SHIPPED = 7;
const REFUNDED = ORDERED - SHIPPED;

/**
 * The money of the journey, in fen, by the rules of docs/orders.md with the seeded order settings (3% service fee,
 * 10.00 per package, 10% tax, 3,600 dong per yuan): the deposit is 30% of the goods; the final balance takes all ten
 * units stocked (one package) with the deposit credited; the refund gives back the goods' value of the units refunded.
 */
const GOODS_TOTAL = UNIT * ORDERED; // 161.00
const DEPOSIT = Math.ceil(GOODS_TOTAL * 0.3); // 48.30
const SERVICE = Math.round(GOODS_TOTAL * 0.03); // 4.83
const PACKAGE = 1000; // 10.00
const TAX = Math.round((GOODS_TOTAL + SERVICE + PACKAGE) * 0.1); // 17.58
const FINAL = GOODS_TOTAL + SERVICE + PACKAGE + TAX - DEPOSIT; // 145.11
const RATE = 3600;
const REFUND = UNIT * REFUNDED; // 48.30

/** The sandbox bank's paying test card (docs/payments.md): a debit card whose number does not end in 0002 or 0003. */
const CARD = { holder: '张伟', phone: '13800138000', idNumber: '11010519491231002X', number: '6222 0212 3456 7890', password: '902468' };
const CONSIGNEE = { consignee: 'Nguyễn Thị Hoa', contact: '0912 345 678', address: '25 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội' };

/**
 * The whole order flow in Vietnamese, as its two users click it (SPEC §4): the buyer buys ten T-shirts now; the
 * operator accepts the order in the acceptance queue; the buyer pays the deposit by bank transfer with a voucher and
 * the operator approves it; the warehouse records the batch and completes stocking; the buyer sees the stock, pays the
 * final balance by the sandbox's bank card with the SMS code read from the server's log, and the operator approves it;
 * the buyer ships seven units (more than available is refused in place) and asks a refund of the three left in stock,
 * which the operator approves before the shipment leaves, so that everything taken less what was refunded is
 * delivered; the warehouse ships and delivers; the buyer confirms receipt and the order is completed.
 */
test.use({ locale: 'vi-VN' });

test('an order from buying now to completed: deposit, stocking, card balance, shipment, refund of the rest, delivery', async ({ page, context, browser, request, baseURL }, testInfo) => {
  // Two people, nine steps and some forty page loads on a slow two-core machine.
  test.setTimeout(budget(10 * 60_000));
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  const operatorContext = await browser.newContext({ locale: 'vi-VN' });
  await useToken(operatorContext, baseURL ?? '', await apiLogin(request, 'operator'));
  const ops = await operatorContext.newPage();
  await ops.goto('/');

  const detail = new OrderDetailPage(page);
  const stocking = new OrderStockingSection(page);
  const myStock = new MyStockPage(page);
  let orderNo = '';
  let orderId = 0;

  await test.step('1. the buyer buys ten T-shirts now; the order waits for the platform', async () => {
    const product = new ProductPage(page);
    await product.open(1);
    await product.choose('XXL', 'Đen');
    await expect(page.getByText('Số lượng đặt tối thiểu: 10')).toBeVisible();
    await expect(page.getByRole('spinbutton', { name: 'Số lượng' })).toHaveValue(String(ORDERED));
    await expect(page.getByText(`Thành tiền: ${cny(GOODS_TOTAL)}`)).toBeVisible();
    await page.getByRole('button', { name: MALL_VI.buyNow }).click();
    const placed = page.getByRole('dialog', { name: MALL_VI.orderPlaced });
    await expect(placed).toContainText(/PO\d{14}/);
    orderNo = /PO\d{14}/.exec((await placed.textContent()) ?? '')?.[0] ?? '';
    await placed.getByRole('link', { name: ORDER_VI.myOrdersLink }).click();

    const myOrders = new MyOrdersPage(page);
    await expect(page).toHaveURL(/\/myOrder/);
    await expect(myOrders.order(orderNo)).toContainText(ORDER_STATE_VI.awaitingAcceptance);
    await myOrders.openDetail(orderNo);
    orderId = Number(/\/myOrderDetail\/(\d+)$/.exec(page.url())?.[1]);
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.awaitingAcceptance);
    await expect(detail.summary('Tổng số lượng')).toHaveText(String(ORDERED));
    await expect(detail.summary('Tổng tiền hàng')).toHaveText(cny(GOODS_TOTAL));
    await expect(detail.summary('Tiền cọc (30%)')).toHaveText(cny(DEPOSIT));
  });

  await test.step('2. the operator accepts it in the acceptance queue', async () => {
    const queue = new OrderAcceptPage(ops);
    await queue.openFromMenu();
    // Longest waiting first: a new order is at the end of the queue, found by its number.
    await queue.search(orderNo);
    await expect(queue.row(orderNo)).toContainText(GOODS);
    await queue.accept(orderNo);
    await expect(queue.row(orderNo)).toHaveCount(0);

    await page.reload();
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.depositPending);
    await expect(page.getByText(ORDER_VI.depositDueNotice)).toBeVisible();
    await expect(detail.step(ORDER_VI.acceptedStep)).toContainText('Trần Thị Mai');
  });

  await test.step('3. the buyer pays the deposit by bank transfer with a voucher; the operator approves it', async () => {
    await page.getByRole('group', { name: ORDER_VI.youCan }).getByRole('link', { name: ORDER_VI.payDeposit }).click();
    const pay = new MallPaymentPage(page);
    await expect(pay.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/mallPayment/${orderId}$`));
    const due = page.getByRole('region', { name: PAY_VI.amountDue });
    await expect(due).toContainText(cny(DEPOSIT));
    await expect(due).toContainText(vnd((DEPOSIT * RATE) / 100));
    // Bank transfer first; the online methods are offered by the sandbox provider, none shown as coming.
    await expect(methodRadio(page, PAY_VI.bankTransfer)).toBeChecked();
    for (const method of ONLINE_METHODS) await expect(methodRadio(page, method)).toBeEnabled();
    await expect(page.getByText(PAY_VI.comingSoon)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: PAY_VI.remittedAmount })).toHaveValue(String((DEPOSIT * RATE) / 100));
    const voucher = testInfo.outputPath('voucher.png');
    fs.writeFileSync(voucher, Buffer.from(TINY_PNG, 'base64'));
    await pay.payByBankTransfer('Lê Minh Tuấn', 'Vietcombank', voucher);
    const serialNo = await pay.serialNo();
    expect(serialNo).toMatch(/^PAY\d{14}$/);

    const review = new PaymentReviewPage(ops);
    await review.openFromMenu();
    const drawer = await review.openPayment(serialNo);
    await expect(drawer).toContainText('Lê Minh Tuấn');
    await expect(drawer).toContainText(cny(DEPOSIT));
    await expect(drawer.getByRole('img', { name: PAY_VI.voucher })).toBeVisible();
    await review.approve(drawer, serialNo);

    const mine = new MyPaymentsPage(page);
    await mine.open();
    await expect(mine.row(serialNo)).toContainText(PAY_VI.paid);
    await detail.open(orderId, orderNo);
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.awaitingStocking);
    await expect(detail.summary('Đã thanh toán')).toHaveText(cny(DEPOSIT));
    // Stocking is expected within the stocking days after the approval; nothing has arrived yet.
    await expect(stocking.date(STOCK_VI.expectedCompletion)).toBeVisible();
    await expect(stocking.region).toContainText('Kho chưa nhận được hàng.');
  });

  await test.step('4. the warehouse records the batch of ten and completes stocking', async () => {
    const queue = new StockingQueuePage(ops);
    await queue.openFromMenu();
    await queue.search(orderNo);
    await expect(queue.row(orderNo)).toContainText(`0/${ORDERED}`);
    await expect(queue.row(orderNo)).toContainText('Còn ');
    await queue.recordBatch(orderNo, GOODS, ORDERED, ORDERED);
    await expect(queue.row(orderNo)).toContainText(`${ORDERED}/${ORDERED}`);
    await queue.complete(orderNo, ORDERED, ORDERED);
    await expect(queue.row(orderNo)).toHaveCount(0);
  });

  await test.step('5. the buyer sees the stock and pays the final balance by bank card; the operator approves it', async () => {
    await myStock.open();
    await myStock.expectCounters(GOODS, { available: 0, inTransit: 0, frozen: 0, awaitingFinalPayment: ORDERED, stocking: 0, batchCount: 1 });
    await expect(myStock.shipLink(GOODS)).toHaveCount(0);
    const batches = await myStock.showBatches(GOODS);
    await expect(batches.getByRole('row').filter({ hasText: orderNo })).toContainText(/SB\d+/);
    await expect(batches.getByRole('row').filter({ hasText: orderNo }).getByRole('cell').nth(2)).toHaveText(String(ORDERED));

    await batches.getByRole('link', { name: orderNo }).click();
    await expect(detail.heading(orderNo)).toBeVisible();
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.finalPaymentPending);
    await stocking.expectLine(GOODS, { ordered: ORDERED, stocked: ORDERED, taken: 0, shipped: 0, returned: 0 });
    await expect(stocking.date(STOCK_VI.stockedAt)).toBeVisible();
    await expect(stocking.date(STOCK_VI.returnDeadline)).toBeVisible();
    await expect(detail.step('Đã chuẩn bị hàng xong')).toBeVisible();
    await stocking.payBalance.click();

    const final = new FinalPaymentPage(page);
    await expect(final.heading).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/mallPayment/${orderId}\\?kind=final$`));
    await expect(final.take(GOODS, ORDERED)).toHaveValue(String(ORDERED));
    await expect(final.breakdownRow('Tiền hàng lấy')).toContainText(cny(GOODS_TOTAL));
    await expect(final.breakdownRow('Phí dịch vụ')).toContainText(cny(SERVICE));
    await expect(final.breakdownRow('Phí xử lý kiện hàng (1 kiện)')).toContainText(cny(PACKAGE));
    await expect(final.breakdownRow('Thuế')).toContainText(cny(TAX));
    await expect(final.breakdownRow('Tiền đặt cọc đã trả')).toContainText(cny(-DEPOSIT));
    await expect(final.breakdownRow('Số tiền phải trả (CNY)')).toContainText(cny(FINAL));
    await expect(final.breakdownRow('Số tiền phải trả (VND)')).toContainText(vnd(Math.round((FINAL * RATE) / 100)));

    await final.choose(PAY_VI.card);
    await expect(page.getByText(`Bạn thanh toán ${cny(FINAL)} bằng nhân dân tệ.`)).toBeVisible();
    const serialNo = await final.startCardPayment(CARD);
    await expect(page.getByText('Ngân hàng đã gửi mã 6 chữ số đến 138****8000.')).toBeVisible();
    const code = await smsCodeFor(serialNo);
    // A wrong code first: refused in place, one try fewer.
    await final.confirmSms(`${(Number(code[0]) + 1) % 10}${code.slice(1)}`);
    await expect(page.getByText(PAY_VI.smsWrong)).toBeVisible();
    await expect(page.getByText('Còn 4 lần thử')).toBeVisible();
    await final.confirmSms(code);
    await new CashierPage(page).expectReceived(serialNo, FINAL);

    // The review page the operator visited is kept alive with its last read (SPEC §3 cached views): they load it anew.
    const review = new PaymentReviewPage(ops);
    await review.open();
    const drawer = await review.openPayment(serialNo);
    await expect(drawer).toContainText('Thanh toán phần còn lại');
    await expect(drawer).toContainText(cny(FINAL));
    await expect(drawer).toContainText('6222********7890');
    await expect(drawer).toContainText(CARD.holder);
    await expect(drawer.getByRole('table', { name: 'Số lượng lấy' }).getByRole('row').filter({ hasText: GOODS })).toContainText(String(ORDERED));
    await review.approve(drawer, serialNo);

    await detail.open(orderId, orderNo);
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.pendingShipment);
    await expect(detail.summary('Đã thanh toán')).toHaveText(cny(DEPOSIT + FINAL));
    await stocking.expectLine(GOODS, { ordered: ORDERED, stocked: ORDERED, taken: ORDERED, shipped: 0, returned: 0 });
    await myStock.open();
    await myStock.expectCounters(GOODS, { available: ORDERED, inTransit: 0, frozen: 0, awaitingFinalPayment: 0 });
  });

  let shipmentNo = '';
  await test.step('6. the buyer ships seven units from My stock; more than available is refused in place', async () => {
    await myStock.shipLink(GOODS).click();
    const create = new CreateShipmentPage(page);
    await create.expectOpen();
    await expect(page.getByRole('heading', { level: 2, name: GOODS })).toBeVisible();
    await expect(create.figure('available')).toHaveText(String(ORDERED));
    await expect(create.figure('in-transit')).toHaveText('0');
    await create.quantity.fill(String(ORDERED + 1));
    await expect(create.insufficient).toBeVisible();
    await create.quantity.fill(String(SHIPPED));
    await expect(create.insufficient).toHaveCount(0);
    await create.fillConsignee(CONSIGNEE);
    // A plain shipment to the buyer's own customer: no platform order, so no pictures are asked for.
    await expect(create.platform).toHaveValue('');
    await expect(create.form.getByText(SHIP_VI.orderScreenshot, { exact: true })).toHaveCount(0);
    await expect(create.form.getByText(SHIP_VI.waybill, { exact: true })).toHaveCount(0);
    shipmentNo = await create.submit(SHIPPED);
    await expect(create.figure('available')).toHaveText(String(REFUNDED));
    await expect(create.figure('in-transit')).toHaveText(String(SHIPPED));

    const shipments = new MyShipmentsPage(page);
    await shipments.open();
    await expect(shipments.card(shipmentNo)).toContainText(SHIP_VI.pending);
    await expect(shipments.card(shipmentNo)).toContainText(`× ${SHIPPED}`);
    await expect(shipments.value(shipmentNo, SHIP_VI.consignee)).toHaveText(`${CONSIGNEE.consignee} · ${CONSIGNEE.contact}`);
  });

  let refundNo = '';
  await test.step('9. the buyer asks a refund of the three units left in stock; the operator approves it', async () => {
    await detail.open(orderId, orderNo);
    const afterSales = new AfterSalesSection(page);
    await expect(afterSales.refundableRow(GOODS)).toContainText(String(REFUNDED));
    refundNo = await afterSales.request(GOODS, REFUNDED, 'Khách đã hủy 3 áo, không cần giao nữa');
    await expect(afterSales.value(REFUND_VI.refundStatus)).toHaveText(REFUND_VI.refunding);
    await myStock.open();
    await myStock.expectCounters(GOODS, { available: 0, inTransit: SHIPPED, frozen: REFUNDED });

    const review = new RefundReviewPage(ops);
    await review.openFromMenu();
    await expect(review.row(refundNo)).toContainText(orderNo);
    await expect(review.row(refundNo)).toContainText(REFUND_VI.onStock);
    await expect(review.row(refundNo)).toContainText(cny(REFUND));
    const drawer = await review.open(refundNo);
    await expect(drawer).toContainText('Khách đã hủy 3 áo, không cần giao nữa');
    const confirm = await review.startApproval(drawer, refundNo);
    await expect(review.amountField(confirm)).toHaveValue('48.30');
    // More than was paid for these units is refused before anything is sent.
    await review.amountField(confirm).fill('60');
    await confirm.getByRole('button', { name: REFUND_VI.approveConfirm }).click();
    await expect(confirm.getByText(REFUND_VI.amountInvalid)).toBeVisible();
    await review.approve(confirm, refundNo, '48.30', 'Đồng ý hoàn tiền 3 áo còn trong kho');
    await expect(review.row(refundNo)).toHaveCount(0);

    await detail.open(orderId, orderNo);
    await expect(afterSales.value(REFUND_VI.refundStatus)).toHaveText(REFUND_VI.refundSuccess);
    await expect(afterSales.value(REFUND_VI.refundTotal)).toHaveText(cny(REFUND));
    await afterSales.region.getByRole('link', { name: refundNo }).click();
    const refund = new RefundDetailPage(page);
    await expect(refund.heading(refundNo)).toBeVisible();
    await expect(page).toHaveURL(/\/myRefundDetail\/\d+$/);
    await expect(refund.value(REFUND_VI.refundStatus)).toHaveText(REFUND_VI.refundSuccess);
    await expect(refund.value('Số lượng')).toHaveText(String(REFUNDED));
    await expect(refund.value(REFUND_VI.refundTotal)).toHaveText(cny(REFUND));
    await expect(refund.value('Ý kiến duyệt')).toHaveText('Đồng ý hoàn tiền 3 áo còn trong kho');
  });

  await test.step('7. the warehouse ships the shipment with GHN and marks it delivered', async () => {
    const queue = new ShippingQueuePage(ops);
    await queue.openFromMenu();
    await expect(queue.tab(SHIP_VI.pending)).toHaveAttribute('aria-selected', 'true');
    await expect(queue.row(shipmentNo)).toContainText(CONSIGNEE.consignee);
    await expect(queue.row(shipmentNo)).toContainText(String(SHIPPED));
    await queue.ship(shipmentNo, 'Giao Hàng Nhanh (GHN)', 'GHN8812345678VN');

    const shipments = new MyShipmentsPage(page);
    await shipments.open();
    await expect(shipments.card(shipmentNo)).toContainText(SHIP_VI.shipping);
    await expect(shipments.value(shipmentNo, SHIP_VI.logistics)).toHaveText('Giao Hàng Nhanh (GHN) · GHN8812345678VN');
    await detail.open(orderId, orderNo);
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.shipping);

    // At once, within the minute it shipped: the dialog's time (to the minute) counts as the shipping time.
    await queue.tab(SHIP_VI.shipping).click();
    await queue.deliver(shipmentNo);
  });

  await test.step('8. the buyer sees the shipment delivered, the order delivered, and confirms receipt', async () => {
    const shipments = new MyShipmentsPage(page);
    await shipments.open();
    await expect(shipments.card(shipmentNo)).toContainText(SHIP_VI.delivered);
    await expect(shipments.value(shipmentNo, 'Thời gian giao hàng')).not.toHaveText('Chưa có');

    await detail.open(orderId, orderNo);
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.delivered);
    await stocking.expectLine(GOODS, { ordered: ORDERED, stocked: ORDERED, taken: ORDERED, shipped: SHIPPED, returned: 0 });
    await detail.confirmReceipt();
    await expect(detail.summary('Trạng thái')).toHaveText(ORDER_STATE_VI.completed);
    for (const step of ['Đã gửi hàng', 'Đã giao hàng', 'Đã xác nhận nhận hàng']) await expect(detail.step(step)).toBeVisible();

    await myStock.open();
    await myStock.expectCounters(GOODS, { available: 0, inTransit: 0, frozen: 0, awaitingFinalPayment: 0 });
    await expect(myStock.shipLink(GOODS)).toHaveCount(0);
  });

  await operatorContext.close();
});
