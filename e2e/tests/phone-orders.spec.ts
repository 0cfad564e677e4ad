import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { BuyerStory, type StoryOrder } from '../pages/buyer-story-api';
import {
  expectHeaderStays, expectNoSidewaysScroll, expectWithinWidth, phoneContext, PHONE_LANGUAGES, PHONE_VIEWPORTS, type PhoneLanguage,
} from '../pages/phone-fit';
import { startingWith } from '../pages/regexp';

/**
 * The buyer's order pages on a phone (issue 25, remote-orders): my orders, an order's detail at each step (the deposit
 * due, the balance due, a partly delivered order with its delivery section and the refund request dialog), my stock,
 * my shipments, creating a shipment and the batch shipment, a refund, and the trading hall's buy order; the cards keep
 * an order's state and amount and a shipment's state in view; at 360×740 and 390×844 in Vietnamese
 * and Chinese: no sideways scroll, the primary action within the width, the header kept in view. And the buyer confirms
 * receipt of the one delivered shipment of a partly shipped order on the phone, which then says the rest is in the
 * warehouse rather than "in transit".
 */
const TEXTS = {
  vi: {
    orders: 'Đơn hàng của tôi', order: 'Đơn hàng', depositDueState: 'Chờ thanh toán tiền cọc', delivered: 'Đã giao hàng', actions: 'Bạn có thể', payDeposit: 'Thanh toán tiền cọc', payBalance: 'Thanh toán phần còn lại',
    payDepositOf: 'Thanh toán tiền cọc đơn hàng', balanceDue: 'Đã nhập kho xong: đến hạn thanh toán phần còn lại',
    partly: 'Đã giao một phần, phần còn lại ở kho', delivery: 'Giao hàng', inWarehouse: 'Còn trong kho',
    confirmOf: 'Xác nhận đã nhận hàng của phiếu giao hàng', askReceipt: 'Bạn đã nhận được phiếu giao hàng này chưa?', confirm: 'Xác nhận đã nhận hàng',
    received: 'Đã xác nhận nhận phiếu giao hàng', receivedBadge: 'Đã xác nhận nhận hàng', goods: 'Hàng đã đặt', unitPrice: 'Đơn giá',
    stock: 'Kho hàng của tôi', shipOf: 'Gửi hàng', awaitingBalance: 'Chờ thanh toán cuối', shipments: 'Phiếu giao hàng của tôi',
    create: 'Tạo phiếu giao hàng', batch: 'Giao hàng hàng loạt', download: 'Tải mẫu', refund: 'Hoàn tiền', toOrder: 'Quay lại đơn hàng',
    hall: 'Đơn cần mua', backToMall: 'Quay lại trung tâm mua sắm',
    afterSales: 'Hậu mãi', requestRefundOf: 'Yêu cầu hoàn tiền cho', requestRefund: 'Yêu cầu hoàn tiền', submitRequest: 'Gửi yêu cầu',
  },
  cn: {
    orders: '我的订单', order: '订单', depositDueState: '待付定金', delivered: '已送达', actions: '可执行的操作', payDeposit: '支付定金', payBalance: '支付尾款',
    payDepositOf: '支付定金：订单', balanceDue: '备货已完成：请支付尾款',
    partly: '部分送达，余货在仓', delivery: '配送', inWarehouse: '在仓库',
    confirmOf: '确认收货：发货单', askReceipt: '您收到这个发货单了吗？', confirm: '确认收货',
    received: '已确认收到发货单', receivedBadge: '已确认收货', goods: '采购商品', unitPrice: '单价',
    stock: '我的库存', shipOf: '发货：', awaitingBalance: '待付尾款', shipments: '我的发货单',
    create: '创建发货单', batch: '批量发货', download: '下载模板', refund: '退款', toOrder: '返回订单',
    hall: '求购单', backToMall: '返回商城',
    afterSales: '售后', requestRefundOf: '申请退款：', requestRefund: '申请退款', submitRequest: '提交申请',
  },
} as const satisfies Record<PhoneLanguage, Record<string, string>>;

type Cast = {
  story: BuyerStory; deposit: StoryOrder; final: StoryOrder; pending: StoryOrder; partly: StoryOrder; refundId: number;
  /** A partly delivered order per language whose shipment's receipt the buyer confirms. */
  toConfirm: Record<PhoneLanguage, StoryOrder>;
};

let cast: Cast;
test.beforeAll(async ({ request }) => {
  // Six orders taken through every step by their own calls, on a slow two-core machine.
  test.setTimeout(budget(600_000));
  const story = await BuyerStory.begin(request, 'phoneord');
  const deposit = await story.orderAt('depositDue', 0);
  const final = await story.orderAt('finalDue', 1);
  const pending = await story.orderAt('pendingShipment', 2);
  const refundId = await story.refund(pending, 2);
  // Half shipped and delivered, the other half still in the warehouse (BuyerStory.orderAt's "delivered").
  const partly = await story.orderAt('delivered', 3);
  const toConfirm = { vi: await story.orderAt('delivered', 4), cn: await story.orderAt('delivered', 5) };
  cast = { story, deposit, final, pending, partly, refundId, toConfirm };
});

/** What every phone page must: no sideways scroll, its primary action within the width, the header kept after scrolling. */
async function checkFit(page: Page, what: string, primary: Locator): Promise<void> {
  await expectWithinWidth(page, primary, `${what}: primary action`);
  await expectNoSidewaysScroll(page, what);
  await expectHeaderStays(page, what);
}

async function open(page: Page, path: string, title: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

for (const viewport of PHONE_VIEWPORTS) {
  for (const language of PHONE_LANGUAGES) {
    const t = TEXTS[language];
    test(`order pages fit ${viewport.width}×${viewport.height} in ${language}`, async ({ browser, baseURL }) => {
      test.setTimeout(budget(300_000));
      const context = await phoneContext(browser, baseURL ?? '', viewport, language, cast.story.token);
      const page = await context.newPage();

      // My orders: each card with its state, amounts and the next step; the deposit due is paid from its card.
      await open(page, '/myOrder', t.orders);
      await checkFit(page, 'my orders', page.getByRole('link', { name: startingWith(`${t.payDepositOf} ${cast.deposit.orderNo}`) }));
      const depositCard = page.getByRole('article', { name: cast.deposit.orderNo });
      await expectWithinWidth(page, depositCard.getByText(t.depositDueState, { exact: true }), 'my orders: the state of an order');
      await expectWithinWidth(page, depositCard.getByText(/¥/).last(), 'my orders: the deposit of an order');

      // The deposit due: its button at the top; the goods as a card with the unit price in view.
      await open(page, `/myOrderDetail/${cast.deposit.id}`, `${t.order} ${cast.deposit.orderNo}`);
      await checkFit(page, 'order with the deposit due', page.getByRole('group', { name: t.actions }).getByRole('link', { name: t.payDeposit }));
      const goods = page.getByRole('list', { name: t.goods });
      await expectWithinWidth(page, goods.getByText(t.unitPrice), 'order: the unit price of its goods');

      // The balance due: a notice and its button at the top, as the deposit has.
      await open(page, `/myOrderDetail/${cast.final.id}`, `${t.order} ${cast.final.orderNo}`);
      await expectWithinWidth(page, page.getByText(t.balanceDue), 'order with the balance due: the notice');
      await checkFit(page, 'order with the balance due', page.getByRole('group', { name: t.actions }).getByRole('link', { name: t.payBalance }));

      // Partly delivered: says so, and where the goods are; the delivered shipment's receipt is one tap away.
      await open(page, `/myOrderDetail/${cast.partly.id}`, `${t.order} ${cast.partly.orderNo}`);
      await expect(page.getByText(t.partly).first()).toBeVisible();
      const delivery = page.getByRole('region', { name: t.delivery });
      await expectWithinWidth(page, delivery.getByText(t.inWarehouse, { exact: true }), 'partly delivered order: in the warehouse');
      await checkFit(page, 'partly delivered order', delivery.getByRole('button', { name: startingWith(t.confirmOf) }));
      // Asking for a refund of what is still in the warehouse: the request dialog and its submit within the screen.
      await page.getByRole('region', { name: t.afterSales }).getByRole('button', { name: startingWith(t.requestRefundOf) }).click();
      const request = page.getByRole('dialog', { name: t.requestRefund });
      await expectWithinWidth(page, request, 'refund request dialog');
      await expectWithinWidth(page, request.getByRole('button', { name: t.submitRequest }), 'refund request: submit');
      await expectNoSidewaysScroll(page, 'refund request dialog');
      await page.keyboard.press('Escape');
      await expect(request).toBeHidden();

      // My stock: a card per SKU, what waits for the balance beside what is available, and Ship.
      await open(page, '/myStock', t.stock);
      await expectWithinWidth(page, page.getByText(t.awaitingBalance).first(), 'my stock: awaiting the balance');
      await checkFit(page, 'my stock', page.getByRole('link', { name: startingWith(t.shipOf) }).first());

      // My shipments, creating one, the batch shipment.
      await open(page, '/myInvoicesOrder', t.shipments);
      await checkFit(page, 'my shipments', page.getByRole('button', { name: startingWith(t.confirmOf) }).first());
      await expectWithinWidth(page, page.getByRole('article').first().getByText(t.delivered, { exact: true }), 'my shipments: the state of a shipment');
      await open(page, `/myInvoices/${cast.pending.skuId}`, t.create);
      await checkFit(page, 'create a shipment', page.getByRole('button', { name: t.create, exact: true }));
      await open(page, '/myInvoices/batch', t.batch);
      await checkFit(page, 'batch shipment', page.getByRole('button', { name: t.download }));

      // A refund of stock in the warehouse, and the trading hall's buy order.
      await open(page, `/myRefundDetail/${cast.refundId}`, startingWith(t.refund));
      await checkFit(page, 'refund', page.getByRole('link', { name: startingWith(`${t.toOrder} ${cast.pending.orderNo}`) }));
      await open(page, `/buyerDetail/${cast.deposit.id}`, startingWith(t.hall));
      await checkFit(page, 'buy order of the hall', page.getByRole('link', { name: t.backToMall }));
      await context.close();
    });
  }
}

for (const [language, viewport] of [['vi', PHONE_VIEWPORTS[1]], ['cn', PHONE_VIEWPORTS[0]]] as const) {
  const t = TEXTS[language];
  test(`the buyer confirms receipt of one shipment of a partly shipped order at ${viewport.width}×${viewport.height} in ${language}`, async ({ browser, baseURL }) => {
    test.setTimeout(budget(180_000));
    const order = cast.toConfirm[language];
    const context = await phoneContext(browser, baseURL ?? '', viewport, language, cast.story.token);
    const page = await context.newPage();
    await open(page, `/myOrderDetail/${order.id}`, `${t.order} ${order.orderNo}`);
    await expect(page.getByText(t.partly).first()).toBeVisible();

    const delivery = page.getByRole('region', { name: t.delivery });
    await delivery.getByRole('button', { name: startingWith(t.confirmOf) }).click();
    const ask = page.getByRole('alertdialog', { name: t.askReceipt });
    await expectWithinWidth(page, ask.getByRole('button', { name: t.confirm }), 'receipt question: confirm');
    await expectNoSidewaysScroll(page, 'receipt question');
    await ask.getByRole('button', { name: t.confirm }).click();
    await expect(ask).toBeHidden();

    await expect(delivery.getByText(startingWith(t.received))).toBeVisible();
    // The shipment's own badge (in Chinese the Delivery counters' "confirmed" term reads the same).
    await expect(delivery.getByRole('article').getByText(t.receivedBadge, { exact: true })).toBeVisible();
    await expect(delivery.getByRole('button', { name: startingWith(t.confirmOf) })).toHaveCount(0);
    // Half the goods are still in the warehouse: the order is not completed, and says where they are.
    await expect(page.getByText(t.partly).first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'partly delivered order after the receipt');
    await context.close();
  });
}
