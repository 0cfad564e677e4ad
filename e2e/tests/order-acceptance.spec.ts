import { expect, test } from '../support/portal-test';
import { apiLogin, useToken } from '../pages/api-session';
import { buyNow, MyOrdersPage, OrderAcceptPage, VI } from '../pages/order-pages';

/**
 * Platform acceptance (SPEC §4 step 2), in Vietnamese: a buyer places two orders with "Buy now" (the demo
 * catalogue's T-shirt, store 1); an operator opens Order acceptance from the workbench menu, accepts the first and
 * refuses the second with a reason; the buyer sees each new state, the timeline and the reason.
 */
test.use({ locale: 'vi-VN' });

test('an operator accepts one order and refuses another; the buyer sees the states, the timeline and the reason', async ({ page, context, browser, request, baseURL }) => {
  // Two people, two orders and six pages: more than the default minute on a busy two-core machine.
  test.slow();
  await useToken(context, baseURL ?? '', await apiLogin(request, 'buyer'));
  const accepted = await buyNow(page, 1, 'M', 'Trắng');
  const refused = await buyNow(page, 1, 'L', 'Trắng');
  expect(refused).not.toBe(accepted);

  const myOrders = new MyOrdersPage(page);
  await myOrders.open('?state=awaitingAcceptance');
  await expect(myOrders.order(accepted)).toContainText(VI.awaitingAcceptance);
  // The tab of the state in the URL is chosen, with its count.
  await expect(page.getByRole('tab', { name: /^Chờ tiếp nhận \d+$/ })).toHaveAttribute('aria-selected', 'true');
  let detail = await myOrders.openDetail(accepted);
  await expect(page.getByText(VI.awaitingNotice)).toBeVisible();
  await expect(page.getByText(VI.acceptWithinOneDay)).toBeVisible();
  await expect(detail.step(VI.placedStep)).toBeVisible();

  // The operator, in a browser of their own.
  const operatorContext = await browser.newContext({ locale: 'vi-VN' });
  await useToken(operatorContext, baseURL ?? '', await apiLogin(request, 'operator'));
  const operatorPage = await operatorContext.newPage();
  await operatorPage.goto('/');
  const queue = new OrderAcceptPage(operatorPage);
  await queue.openFromMenu();
  // Longest waiting first (the page says so): new orders are at the queue's end, found by number, with their wait.
  await expect(operatorPage.getByText('Chờ lâu nhất lên trước')).toBeVisible();
  await queue.search(accepted);
  await expect(queue.row(accepted)).toBeVisible();
  await expect(queue.row(accepted)).toContainText('phút');
  await queue.accept(accepted);
  await expect(queue.row(accepted)).toHaveCount(0);
  await queue.search(refused);
  await expect(queue.row(refused)).toBeVisible();
  await queue.refuse(refused, 'Xưởng đã ngừng sản xuất mẫu này');
  await expect(queue.row(refused)).toHaveCount(0);
  await operatorContext.close();

  // The buyer: the accepted order waits for its deposit, its timeline names the operator.
  await page.reload();
  await expect(detail.heading(accepted)).toBeVisible();
  await expect(page.getByText(VI.awaitingNotice)).toHaveCount(0);
  await expect(page.getByText(VI.depositDueNotice)).toBeVisible();
  await expect(detail.step(VI.acceptedStep)).toContainText(VI.depositPending);
  await expect(detail.step(VI.acceptedStep)).toContainText('Trần Thị Mai');

  // The refused one shows why, in the list's closed tab and on its page.
  await myOrders.open('?state=refused');
  await expect(myOrders.order(refused)).toContainText(VI.refused);
  detail = await myOrders.openDetail(refused);
  await expect(page.getByText(VI.refusedNotice)).toBeVisible();
  await expect(page.getByText('Lý do: Xưởng đã ngừng sản xuất mẫu này')).toBeVisible();
  await expect(detail.step(VI.refusedStep)).toContainText('Ghi chú: Xưởng đã ngừng sản xuất mẫu này');
});
