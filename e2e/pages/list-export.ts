import ExcelJS from 'exceljs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The Export to Excel button of a list (shared-contracts ExportButton) in Vietnamese. */
export const EXPORT_VI = 'Xuất ra Excel';

/** A downloaded sheet as the reader's spreadsheet program opens it: its first sheet, header row and rows as text. */
export type DownloadedSheet = { fileName: string; sheet: ExcelJS.Worksheet; header: string[]; rows: string[][] };

const textOf = (value: ExcelJS.CellValue): string => (value instanceof Date ? value.toISOString() : String(value ?? ''));

/**
 * Clicks the page's Export to Excel and takes the file the browser saves (the Playwright download), opened with exceljs:
 * what the reader opens, not what the server answered a script.
 */
export async function exportList(page: Page): Promise<DownloadedSheet> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: EXPORT_VI }).click()]);
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(path);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${download.suggestedFilename()} has no sheet`);
  const read: string[][] = [];
  // Cell by cell up to the header's width: an empty cell is '' (exceljs's row values leave holes there).
  const width = sheet.getRow(1).cellCount;
  sheet.eachRow((row) => read.push(Array.from({ length: width }, (_, i) => textOf(row.getCell(i + 1).value))));
  return { fileName: download.suggestedFilename(), sheet, header: read[0] ?? [], rows: read.slice(1) };
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The signed-in buyer's "Buy now" of the first SKU of goods `goodsId`, by the API; answers the order number. */
export async function placeOrderByApi(request: APIRequestContext, token: string, goodsId: number, quantity: number): Promise<string> {
  const goods = await request.get(`/api/goods/${goodsId}`);
  expect(goods.ok(), `goods ${goodsId} answered ${goods.status()}`).toBe(true);
  const { skus } = (await goods.json()) as { skus: { id: number; moq: number }[] };
  const sku = skus[0];
  if (!sku) throw new Error(`goods ${goodsId} has no SKU`);
  const placed = await request.post('/api/orders', {
    headers: bearer(token), data: { source: 'buyNow', goodsId, skuId: sku.id, quantity: Math.max(quantity, sku.moq) },
  });
  expect(placed.ok(), `placing an order answered ${placed.status()} ${await placed.text()}`).toBe(true);
  return ((await placed.json()) as { orderNo: string }).orderNo;
}

/** A buyer's product of interest, by the API; answers its id. */
export async function addInterestByApi(request: APIRequestContext, token: string, body: { name: string; expectedPrice: number; quantity: number }): Promise<number> {
  const added = await request.post('/api/interests', { headers: bearer(token), data: body });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { id: number }).id;
}

/** An operator's answer to an interest (`PUT api/interests`), by the API. */
export async function quoteInterestByApi(request: APIRequestContext, token: string, id: number, reply: string): Promise<void> {
  const answered = await request.put('/api/interests', { headers: bearer(token), data: { id, status: 'quoted', goodsId: null, reply } });
  expect(answered.ok(), await answered.text()).toBe(true);
}
