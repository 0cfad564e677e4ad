import { expect, test } from '../support/portal-test';
import { BuyerStory } from '../pages/buyer-story-api';
import { expectOverlayFits, phoneContext } from '../pages/phone-fit';
import { notificationMailFor } from '../pages/server-log';

/**
 * Issue 26's front end, on a phone in Vietnamese: the buyer has an order whose deposit waits for review (and so one
 * unread notification: the order was accepted); the operator approves the deposit through the API; after a reload the
 * buyer's bell counts one more; its panel fits a 360×740 screen, names the deposit's approval in Vietnamese, and
 * opening it goes to the order's page and marks it read. The e-mail of that notification is in Vietnamese too.
 */
test('the buyer is told in Vietnamese that the deposit was approved, in the bell and by e-mail', async ({ browser, request, baseURL }) => {
  test.setTimeout(240_000);
  const story = await BuyerStory.begin(request, 'bell');
  const order = await story.orderAt('depositReview');
  const context = await phoneContext(browser, baseURL ?? '', { width: 360, height: 740 }, 'vi', story.token);
  const page = await context.newPage();

  // Opening the portal in Vietnamese is what notes the buyer's language for the e-mails (docs/notifications.md).
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Thông báo, 1 chưa đọc' })).toBeVisible();

  await story.approveLatest(order);
  await page.reload();
  const bell = page.getByRole('button', { name: 'Thông báo, 2 chưa đọc' });
  await expect(bell).toBeVisible();
  await bell.click();

  const panel = page.getByTestId('notification-panel');
  const markAll = panel.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' });
  await expectOverlayFits(page, panel, markAll, 'notifications panel (360 vi)');
  const newest = panel.getByTestId('notification-item').first();
  await expect(newest).toContainText(`Tiền cọc đơn hàng ${order.orderNo} đã được xác nhận`);
  await expect(newest).toContainText('Chưa đọc');
  await expect(newest).toContainText(/vừa xong|phút trước/);
  await expect(panel.getByTestId('notification-item').nth(1)).toContainText(`Đơn hàng ${order.orderNo}`);

  await newest.click();
  await expect(page).toHaveURL(new RegExp(`/myOrderDetail/${order.id}$`));
  await expect(page.getByRole('heading', { name: new RegExp(order.orderNo) }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thông báo, 1 chưa đọc' })).toBeVisible();

  const subject = await notificationMailFor(`${story.username}@e2e-buyers.example`, `Tiền cọc đơn hàng ${order.orderNo}`);
  expect(subject).toBe(`Tiền cọc đơn hàng ${order.orderNo} đã được xác nhận`);
  await context.close();
});
