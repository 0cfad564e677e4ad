import ExcelJS from 'exceljs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/portal-test';
import { apiLogin, useToken } from '../pages/api-session';
import { addInterestByApi, EXPORT_VI, exportList, placeOrderByApi, quoteInterestByApi } from '../pages/list-export';
import { OrderAcceptPage, VI } from '../pages/order-pages';
import { expectNoSidewaysScroll, expectWithinWidth, phoneContext } from '../pages/phone-fit';

/**
 * List exports in the browser (issue 27, docs/exports.md), in Vietnamese: an operator filters a list, clicks Export to
 * Excel, and the file the browser saves holds the list as filtered, with Vietnamese headers and states, money as a
 * number in the yuan format and times as dates. Then the pages that gained the button, at 360 px in Vietnamese.
 */
test.use({ locale: 'vi-VN' });

/** Within a day of now: the sheet's times are the reader's clock, at most 14 hours off UTC. */
const recent = (value: ExcelJS.CellValue) => value instanceof Date && Math.abs(value.getTime() - Date.now()) < 86_400_000;

async function openMallPage(page: Page, title: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: VI.mainMenu });
  const group = sidebar.getByRole('button', { name: 'Quản lý gian hàng' });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
  await sidebar.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('an operator exports Order acceptance as filtered: Vietnamese headers, only the filtered order, yuan numbers, dates', async ({ page, context, request, baseURL }) => {
  test.slow();
  const buyer = await apiLogin(request, 'buyer');
  const wanted = await placeOrderByApi(request, buyer, 1, 2);
  const other = await placeOrderByApi(request, buyer, 1, 3);
  await useToken(context, baseURL ?? '', await apiLogin(request, 'operator'));
  await page.goto('/');
  const queue = new OrderAcceptPage(page);
  await queue.openFromMenu();
  await queue.search(wanted);
  await expect(queue.row(wanted)).toBeVisible();
  await expect(queue.row(other)).toHaveCount(0);

  const file = await exportList(page);
  expect(file.fileName).toBe('orders-vi.xlsx');
  expect(file.header).toEqual(['Mã đơn', 'Trạng thái', 'Người mua', 'Cửa hàng', 'Số lượng', 'Tiền hàng', 'Tiền cọc', 'Đã trả', 'Ghi chú', 'Ngày đặt']);
  expect(file.rows.map((r) => r[0])).toEqual([wanted]);
  expect(file.rows[0]?.[1]).toBe(VI.awaitingAcceptance);
  const row = file.sheet.getRow(2);
  const goodsTotal = row.getCell(6);
  expect([goodsTotal.type, goodsTotal.numFmt]).toEqual([ExcelJS.ValueType.Number, '"¥"#,##0.00']);
  expect(goodsTotal.value).toBeGreaterThan(0);
  expect(row.getCell(10).type).toBe(ExcelJS.ValueType.Date);
  expect(recent(row.getCell(10).value), String(row.getCell(10).value)).toBe(true);
});

test('an operator exports the quoted products of interest only, with the expected price in yuan', async ({ page, context, request, baseURL }) => {
  test.slow();
  const stamp = Date.now();
  const buyer = await apiLogin(request, 'buyer');
  const operator = await apiLogin(request, 'operator');
  const quoted = `Khăn tre xuất ${stamp}`;
  const pending = `Ấm trà chờ ${stamp}`;
  await quoteInterestByApi(request, operator, await addInterestByApi(request, buyer, { name: quoted, expectedPrice: 4_550, quantity: 30 }), 'Có hàng');
  await addInterestByApi(request, buyer, { name: pending, expectedPrice: 9_900, quantity: 2 });
  await useToken(context, baseURL ?? '', operator);
  await page.goto('/');
  await openMallPage(page, 'Sản phẩm quan tâm');
  await page.getByRole('combobox', { name: 'Trạng thái' }).selectOption('quoted');
  await expect(page.getByRole('row').filter({ hasText: quoted })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: pending })).toHaveCount(0);

  const file = await exportList(page);
  expect(file.fileName).toBe('interests-vi.xlsx');
  expect(file.header).toEqual([
    'Số', 'Người mua', 'Sản phẩm', 'Liên kết', 'Nền tảng', 'Mã mặt hàng', 'Giá mong muốn', 'Số lượng', 'Ghi chú', 'Trạng thái', 'Phản hồi',
    'Mã sản phẩm liên kết', 'Thời gian nhận',
  ]);
  const names = file.rows.map((r) => r[2]);
  expect(names).toContain(quoted);
  expect(names).not.toContain(pending);
  expect(new Set(file.rows.map((r) => r[9]))).toEqual(new Set(['Đã báo giá']));
  const row = file.sheet.getRow(2 + names.indexOf(quoted));
  expect([row.getCell(7).type, row.getCell(7).value, row.getCell(7).numFmt]).toEqual([ExcelJS.ValueType.Number, 45.5, '"¥"#,##0.00']);
  expect(row.getCell(13).type).toBe(ExcelJS.ValueType.Date);
  expect(recent(row.getCell(13).value), String(row.getCell(13).value)).toBe(true);
});

test('the goods, interests and sourcing pages keep their Export button on a 360 px screen in Vietnamese', async ({ browser, request, baseURL }) => {
  test.slow();
  const context = await phoneContext(browser, baseURL ?? '', { width: 360, height: 740 }, 'vi', await apiLogin(request, 'admin'));
  const page = await context.newPage();
  for (const [path, title] of [['/mall-admin/goods', 'Sản phẩm'], ['/mall-admin/interest', 'Sản phẩm quan tâm'], ['/mall-admin/sourcing', 'Yêu cầu tìm hàng']] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectWithinWidth(page, page.getByRole('button', { name: EXPORT_VI }), `${title}: export`);
    await expectNoSidewaysScroll(page, title);
  }
  await context.close();
});
