import { expect, type Page } from '@playwright/test';

/** The operations workbench of the seeded menu (server/src/modules/menus/seed-data.ts) as a Vietnamese operator sees it. */
export const WORKBENCH_VI = {
  mainMenu: 'Menu chính',
  workbench: 'Bàn làm việc vận hành',
  orderAcceptance: 'Tiếp nhận đơn hàng',
  stocking: 'Nhập hàng vào kho',
  shipping: 'Giao hàng',
  paymentReview: 'Duyệt thanh toán',
  refundReview: 'Duyệt hoàn tiền',
} as const;

/** Opens one page of the workbench from the sidebar (the group opened first if closed); its h1 is the menu title. */
export async function openWorkbenchPage(page: Page, title: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: WORKBENCH_VI.mainMenu });
  const group = sidebar.getByRole('button', { name: WORKBENCH_VI.workbench });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await sidebar.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}
