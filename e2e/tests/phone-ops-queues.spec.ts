import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { budget } from '../support/slowdown';
import { apiLogin } from '../pages/api-session';
import { BuyerStory, type StoryOrder } from '../pages/buyer-story-api';
import { expectNoSidewaysScroll, expectWithinWidth, phoneContext, PHONE_VIEWPORTS } from '../pages/phone-fit';

/**
 * The operators' work queues with their Export to Excel button (issue 27, docs/exports.md) on a phone in Vietnamese,
 * the longest of the three languages: payment review, stocking and refund review at 360×740 and 390×844, each with a
 * row of its own so the table is drawn. The filters and the button wrap; the page never scrolls sideways (a wide
 * table scrolls inside its own area) and the button lies within the screen.
 */
const VI = {
  payments: 'Duyệt thanh toán', stocking: 'Nhập hàng vào kho', refunds: 'Duyệt hoàn tiền', export: 'Xuất ra Excel',
} as const;

let rows: { review: StoryOrder; stocking: StoryOrder; refunded: StoryOrder };

test.beforeAll(async ({ request }) => {
  test.setTimeout(budget(240_000));
  const story = await BuyerStory.begin(request, 'phoneops');
  const review = await story.orderAt('depositReview', 0);
  const stocking = await story.orderAt('awaitingStocking', 1);
  const refunded = await story.orderAt('pendingShipment', 2);
  await story.refund(refunded, 1);
  rows = { review, stocking, refunded };
});

async function checkQueue(page: Page, path: string, title: string, orderNo: string): Promise<void> {
  await page.goto(`${path}?keyword=${orderNo}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(orderNo).first()).toBeVisible();
  await expectWithinWidth(page, page.getByRole('button', { name: VI.export }), `${title}: export`);
  await expectNoSidewaysScroll(page, title);
}

for (const viewport of PHONE_VIEWPORTS) {
  test(`work queues with their export fit ${viewport.width}×${viewport.height} in vi`, async ({ browser, baseURL, request }) => {
    test.setTimeout(budget(180_000));
    const context = await phoneContext(browser, baseURL ?? '', viewport, 'vi', await apiLogin(request, 'admin'));
    const page = await context.newPage();
    await checkQueue(page, '/ops/payment-review', VI.payments, rows.review.orderNo);
    await checkQueue(page, '/ops/stocking', VI.stocking, rows.stocking.orderNo);
    await checkQueue(page, '/ops/refund-review', VI.refunds, rows.refunded.orderNo);
    await context.close();
  });
}
