import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { axeFindings, report } from '../pages/accessibility';
import { BuyerStory, type StoryOrder } from '../pages/buyer-story-api';
import { PAY_VI } from '../pages/payment-pages';
import { expectNoSidewaysScroll, expectWithinWidth, phoneContext } from '../pages/phone-fit';

/**
 * The buyer's overview (issue 27, docs/buyer-overview.md) on a phone in Vietnamese: a buyer with a deposit due and a
 * shipment on the way sees the deposit with its deadline and opens it from there; the shipment names its carrier
 * in Vietnamese with the tracking number; the page never scrolls sideways at 360 px, and axe finds nothing serious.
 */
let story: BuyerStory;
let deposit: StoryOrder;
let shipping: StoryOrder;

test.beforeAll(async ({ request }) => {
  // Two orders taken through their steps by their own calls, on a slow two-core machine.
  test.setTimeout(budget(300_000));
  story = await BuyerStory.begin(request, 'overview');
  deposit = await story.orderAt('depositDue', 0);
  shipping = await story.orderAt('shipping', 1);
});

test('the buyer sees the deposit due with its deadline and opens it, at 360×740 in Vietnamese', async ({ browser, baseURL }) => {
  test.setTimeout(budget(120_000));
  const context = await phoneContext(browser, baseURL ?? '', { width: 360, height: 740 }, 'vi', story.token);
  const page = await context.newPage();
  await page.goto('/purchase/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Tổng quan của tôi' })).toBeVisible();

  const due = page.getByRole('region', { name: 'Khoản cần thanh toán' });
  const payName = { name: `Trả cọc cho đơn hàng ${deposit.orderNo}` };
  const pay = due.getByRole('link', payName);
  await expectWithinWidth(page, pay, 'overview: the deposit due');
  // Accepted moments ago with the 24-hour countdown: 23 hours left, and the moment itself.
  // `has` is matched inside each list item, so it is a locator from the page, not from the section.
  const card = due.getByRole('listitem').filter({ has: page.getByRole('link', payName) });
  await expect(card.getByText(/^Hết hạn sau 23 giờ, trước /)).toBeVisible();
  await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

  const shipments = page.getByRole('region', { name: 'Phiếu giao hàng đang vận chuyển' });
  await expect(shipments.getByText(`Viettel Post, mã vận đơn VTP${shipping.id}0042`)).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoSidewaysScroll(page, 'overview');
  const findings = await axeFindings(page, 'vi');
  expect(findings.length, report(findings)).toBe(0);

  await pay.click();
  await expect(page).toHaveURL(`/mallPayment/${deposit.id}`);
  await expect(page.getByRole('heading', { level: 1, name: PAY_VI.payTitle })).toBeVisible();
  await context.close();
});
