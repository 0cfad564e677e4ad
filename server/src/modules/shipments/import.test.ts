import { beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { importRefusalSchema, importResultSchema, shippableStockSchema } from 'shared-contracts/api/shipments';
import { useTestServer } from '../../../test/harness';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { countRows } from '../../../test/rows';
import { stockedOrder, type Who } from '../../../test/stock-factory';
import { EXAMPLE_ROW } from './template-texts';

const { server } = useTestServer();
let buyer: Who;
let other: Who;
let cup: MadeGoods;
let skuA: number;
let skuB: number;

beforeAll(async () => {
  buyer = await makeUser(server, 'import-buyer', 'purchaser');
  other = await makeUser(server, 'import-other', 'purchaser');
  [cup] = (await makeShop(server, [{ name: '马克杯', en: 'Mug', vi: 'Cốc sứ', skus: [{ attrs: { 颜色: '白' }, price: 900, en: { Colour: 'White' } }, { attrs: { 颜色: '灰' }, price: 900 }] }])).goods as [MadeGoods];
  skuA = (await stockedOrder(server, buyer, cup, { quantity: 10 })).skuId;
  skuB = (await stockedOrder(server, buyer, cup, { quantity: 3, skuIndex: 1 })).skuId;
});

type Cell = string | number | null;
async function workbook(rows: Cell[][], header: Cell[] = ['SKU', 'Qty', 'Name', 'Phone', 'Address', 'Remarks']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function upload(who: Who, file: Buffer, headers: Record<string, string> = {}, name = 'shipments.xlsx') {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const res = await fetch(`${server.url}/api/shipments/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${who.token}`, ...headers } });
  return { status: res.status, body: await res.json() as Record<string, unknown> };
}
const available = async (skuId: number) =>
  shippableStockSchema.parse((await server.call('GET', `/api/shipments/stock/${skuId}`, { token: buyer.token })).body).available;
const row = (sku: Cell, qty: Cell, extra: Partial<Record<'name' | 'phone' | 'address' | 'remarks', Cell>> = {}): Cell[] =>
  [sku, qty, extra.name ?? 'Phạm Thị Dung', extra.phone ?? '0905123456', extra.address ?? '8 Lê Lợi, TP. Huế', extra.remarks ?? null];

describe('the batch shipment template', () => {
  it("has the headers in the buyer's language, one example row, and their shippable SKUs", async () => {
    const res = await fetch(`${server.url}/api/shipments/template?lang=vi`, { headers: { authorization: `Bearer ${buyer.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const [sheet, stock] = book.worksheets;
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Mã SKU', 'Số lượng', 'Người nhận', 'Số điện thoại', 'Địa chỉ giao hàng', 'Ghi chú (không bắt buộc)']);
    expect(sheet?.getRow(2).getCell(1).value).toBe(EXAMPLE_ROW.skuId);
    expect(sheet?.rowCount).toBe(2);
    const listed: unknown[] = [];
    stock?.eachRow((r) => listed.push(r.getCell(1).value));
    expect(listed).toEqual(expect.arrayContaining([skuA, skuB]));

    const english = await fetch(`${server.url}/api/shipments/template`, { headers: { authorization: `Bearer ${buyer.token}`, 'accept-language': 'en-GB,en;q=0.8' } });
    const en = new ExcelJS.Workbook();
    await en.xlsx.load(await english.arrayBuffer());
    expect(en.worksheets[0]?.getRow(1).getCell(1).value).toBe('SKU ID');
    expect((await fetch(`${server.url}/api/shipments/template`)).status).toBe(401);
  });
});

describe('importing shipments', () => {
  it('reports every bad row with its column and imports nothing', async () => {
    const before = await countRows(server, 'mall_shipment');
    const file = await workbook([
      row(skuA, 4),
      row(999_999, 1),
      row(skuA, 0),
      row(skuB, 2, { phone: '12345' }),
      row(skuB, 2, { name: '' }),
      row(skuA, 7),
      row('abc', 1, { address: '' }),
    ]);
    const res = await upload(buyer, file);
    expect(res.status).toBe(400);
    const refusal = importRefusalSchema.parse(res.body);
    expect(refusal.message).toBe('mall.importRowsInvalid');
    expect(refusal.problems).toEqual([
      { row: 3, column: 'skuId', message: 'mall.stockSkuNotFound' },
      { row: 4, column: 'quantity', message: 'mall.quantityRequired' },
      { row: 5, column: 'contact', message: 'mall.contactInvalid' },
      { row: 6, column: 'consignee', message: 'mall.consigneeRequired' },
      // 4 + 7 of SKU A is more than its 10.
      { row: 7, column: 'quantity', message: 'mall.insufficientStock' },
      { row: 8, column: 'skuId', message: 'mall.stockSkuNotFound' },
      { row: 8, column: 'address', message: 'mall.addressRequired' },
    ]);
    expect(await countRows(server, 'mall_shipment')).toBe(before);
    expect(await available(skuA)).toBe(10);
  });

  it("creates every row's shipment in one batch; the untouched example row and empty rows are skipped", async () => {
    const ex = EXAMPLE_ROW;
    const file = await workbook([
      [ex.skuId, ex.quantity, ex.consignee, ex.contact, ex.address, 'Example row'],
      row(skuA, 4, { remarks: 'Shopee 2411' }),
      [null, null, null, null, null, null],
      row(String(skuB), '3'),
      row(skuA, 6, { phone: '+84 912 000 111' }),
    ]);
    const res = await upload(buyer, file, { 'idempotency-key': 'import-once-1' });
    expect(res.status).toBe(201);
    const result = importResultSchema.parse(res.body);
    expect(result.shipments.map((s) => [s.items[0]?.skuId, s.quantity, s.importBatch])).toEqual([
      [skuA, 4, result.importBatch], [skuB, 3, result.importBatch], [skuA, 6, result.importBatch],
    ]);
    expect(result.shipments[0]?.remarks).toBe('Shopee 2411');
    expect(await available(skuA)).toBe(0);
    expect(await available(skuB)).toBe(0);
    // The same upload again with its key answers the first import.
    const again = await upload(buyer, file, { 'idempotency-key': 'import-once-1' });
    expect(again.status).toBe(200);
    expect(importResultSchema.parse(again.body).importBatch).toBe(result.importBatch);
    expect(await countRows(server, 'mall_shipment', sql`import_batch = ${result.importBatch}`)).toBe(3);
    // Without a key, the stock is gone.
    const third = await upload(buyer, file);
    expect(importRefusalSchema.parse(third.body).problems.map((p) => p.message)).toEqual(Array(3).fill('mall.insufficientStock'));
  });

  it('refuses what is not a filled-in template', async () => {
    const notXlsx = await upload(buyer, Buffer.from('SKU,Qty\n1,2\n'), {}, 'shipments.csv');
    expect([notXlsx.status, notXlsx.body.message]).toEqual([400, 'mall.importFileInvalid']);
    const empty = await upload(buyer, await workbook([]));
    expect([empty.status, empty.body.message]).toEqual([400, 'mall.importEmpty']);
    const tooMany = await upload(buyer, await workbook(Array.from({ length: 501 }, () => row(skuA, 1))));
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'mall.importTooManyRows']);
    // Another buyer's SKUs are not theirs to ship.
    const theirs = await upload(other, await workbook([row(skuA, 1)]));
    expect(importRefusalSchema.parse(theirs.body).problems).toEqual([{ row: 2, column: 'skuId', message: 'mall.stockSkuNotFound' }]);
  });
});
