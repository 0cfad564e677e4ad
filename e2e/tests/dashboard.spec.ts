import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { axeFindings, nothingLoading, report, settle } from '../pages/accessibility';
import { apiLogin, useToken } from '../pages/api-session';
import { expectNoSidewaysScroll, phoneContext } from '../pages/phone-fit';

/**
 * The staff dashboard (issue 27, docs/dashboard.md): an operator sees the work waiting and the last 30 days' figures,
 * follows a card to its queue, and the page has no serious or critical axe finding; on a 360 px phone in Vietnamese
 * and on a desktop in English.
 */
const TEXT = {
  vi: { acceptCard: /^Đơn chờ tiếp nhận [\d.]+ /, figures: 'Số liệu', perDay: 'Số đơn và giá trị hàng theo ngày', funnel: 'Từ đặt hàng đến hoàn tất' },
  en: { acceptCard: /^Orders awaiting acceptance [\d,]+ /, figures: 'Figures', perDay: 'Orders and goods value per day', funnel: 'From placement to completion' },
} as const;

async function seeDashboardAndFollowACard(page: Page, language: keyof typeof TEXT): Promise<void> {
  const text = TEXT[language];
  await page.goto('/dashboard');
  await settle(page);
  const card = page.getByRole('link', { name: text.acceptCard });
  await expect(card).toBeVisible();
  await expect(page.getByRole('heading', { name: text.figures, level: 2 })).toBeVisible();
  // The chart's text alternative (a table for assistive technology) and the funnel are there once the figures load.
  await expect(page.getByRole('table', { name: text.perDay })).toBeAttached();
  await expect(page.getByRole('heading', { name: text.funnel })).toBeVisible();
  expect(await axeFindings(page, language), report(await axeFindings(page, language))).toHaveLength(0);
  await card.click();
  await expect(page).toHaveURL(/\/ops\/order-accept$/);
}

test('an operator on a 360 px phone in Vietnamese: cards, figures, a card opens its queue', async ({ browser, request, baseURL }) => {
  const token = await apiLogin(request, 'operator');
  const context = await phoneContext(browser, baseURL ?? '', { width: 360, height: 740 }, 'vi', token);
  const page = await context.newPage();
  await seeDashboardAndFollowACard(page, 'vi');
  await page.goBack();
  // Back on the dashboard: its cards again, nothing loading. Not `settle`, which waits for a heading it has not seen:
  // the dashboard's own may be the one seen before (kept by its tag), and then it never came (1 run of 12 clean clones).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: TEXT.vi.acceptCard })).toBeVisible();
  await nothingLoading(page);
  await expectNoSidewaysScroll(page, 'the dashboard');
  await context.close();
});

test('an operator on a desktop in English: cards, figures, a card opens its queue', async ({ page, context, request, baseURL }) => {
  await context.addCookies([{ name: 'language', value: 'en', url: baseURL ?? '' }]);
  await useToken(context, baseURL ?? '', await apiLogin(request, 'operator'));
  await seeDashboardAndFollowACard(page, 'en');
});
