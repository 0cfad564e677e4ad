import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shipmentSchema, type Shipment } from 'shared-contracts/api/shipments';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { stockedOrder, type Who } from '../../../test/stock-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import { downloadSheet } from '../exports/sheet-test-kit';
import { shipmentExport } from './shipment-export';

/**
 * The shipment lists as .xlsx (docs/exports.md): the shipping queue's and the buyer's own filters, scope and order,
 * headers per language, times as dates in the reader's clock, text that looks like a formula kept text.
 */
const { server } = useTestServer();
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let cup: MadeGoods;
const made: Record<string, Shipment> = {};
const to = { consignee: 'Lê Văn Cường', contact: '0987654321', address: '45 Trần Phú, Hải Châu, Đà Nẵng' };

async function shipFromStock(buyer: Who): Promise<Shipment> {
  await stockedOrder(server, buyer, cup, { quantity: 1 });
  const res = await server.call('POST', '/api/shipments', { token: buyer.token, body: { ...to, items: [{ skuId: cup.skuIds[0], quantity: 1 }] } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return shipmentSchema.parse(res.body);
}

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'ship-export-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'ship-export-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'ship-export-staff', permissions: ['shipment:list', 'shipment:edit'], dataScope: 'dept', deptId: hanoi });
  [cup] = (await makeShop(server, [{ name: '保温杯', skus: [{ attrs: { 容量: '500ml' }, price: 3300 }] }])).goods as [MadeGoods];
  made.pending = await shipFromStock(hanoiBuyer);
  made.shipped = await shipFromStock(hanoiBuyer);
  made.outside = await shipFromStock(langSonBuyer);
  const ship = await server.call('POST', `/api/shipments/${made.shipped.id}/ship`, {
    token: hanoiStaff.token, body: { logisticsCompany: 'VIETTEL_POST', trackingNo: 'VTP123456789' },
  });
  expect(ship.status, JSON.stringify(ship.body)).toBe(200);
  // Text a spreadsheet would take for a formula, and a known shipping time to read back in the reader's clock.
  await rows(server, sql`update mall_shipment set contact = '+84987654321', remarks = '@SUM(1+1)*cmd|'' /C calc''!A0',
    shipped_at = '2026-11-20T17:15:00Z' where id = ${made.shipped.id}`);
});

const staffSheet = (query: string) => downloadSheet(server, `/api/shipments/queue/download?${query}`, hanoiStaff.token);
const numbersIn = (sheetRows: string[][]) => sheetRows.map((r) => r[0]);

describe('GET api/shipments/queue/download', () => {
  it('has its headers in the reader\'s language', async () => {
    const en = await staffSheet('lang=en');
    expect(en.header.slice(0, 4)).toEqual(['Shipment number', 'Status', 'Buyer', 'Quantity']);
    expect(en.disposition).toContain('shipments-en.xlsx');
    expect((await staffSheet('lang=cn')).header[0]).toBe('发货单号');
    expect((await staffSheet('lang=vi')).header[0]).toBe('Mã phiếu giao');
  });

  it('keeps to the data scope and applies the list\'s filters', async () => {
    const all = numbersIn((await staffSheet('lang=en')).rows);
    expect(all).toEqual(expect.arrayContaining([made.pending!.shipmentNo, made.shipped!.shipmentNo]));
    expect(all).not.toContain(made.outside!.shipmentNo);
    const shipping = await staffSheet('lang=en&status=shipping');
    expect(numbersIn(shipping.rows)).toEqual([made.shipped!.shipmentNo]);
    expect(shipping.rows[0]?.[1]).toBe('Shipping');
    expect(numbersIn((await staffSheet(`lang=en&keyword=${made.pending!.shipmentNo}`)).rows)).toEqual([made.pending!.shipmentNo]);
    expect((await server.call('GET', '/api/shipments/queue/download', { token: hanoiBuyer.token })).status).toBe(403);
  });

  it('writes times as dates in the reader\'s clock and formula-looking text as text', async () => {
    const { sheet, header } = await staffSheet('lang=en&tzOffset=420&status=shipping');
    const row = sheet.getRow(2);
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1);
    expect(cell('Shipped').type).toBe(ExcelJS.ValueType.Date);
    expect((cell('Shipped').value as Date).toISOString()).toBe('2026-11-21T00:15:00.000Z');
    expect(cell('Delivered').value).toBeNull();
    expect([cell('Contact').type, cell('Contact').value]).toEqual([ExcelJS.ValueType.String, "'+84987654321"]);
    expect([cell('Remarks').type, cell('Remarks').value]).toEqual([ExcelJS.ValueType.String, "'@SUM(1+1)*cmd|' /C calc'!A0"]);
    expect(cell('Remarks').formula).toBeUndefined();
    expect(cell('Quantity').type).toBe(ExcelJS.ValueType.Number);
  });
});

describe('GET api/shipments/mine/download', () => {
  it('holds the buyer\'s own shipments, newest first, without a buyer column', async () => {
    const mine = await downloadSheet(server, '/api/shipments/mine/download?lang=en', hanoiBuyer.token);
    expect(mine.header).not.toContain('Buyer');
    expect(numbersIn(mine.rows)).toEqual([made.shipped!.shipmentNo, made.pending!.shipmentNo]);
    const theirs = await downloadSheet(server, '/api/shipments/mine/download?lang=en&status=pending', langSonBuyer.token);
    expect(numbersIn(theirs.rows)).toEqual([made.outside!.shipmentNo]);
  });
});

describe('the keyset pages', () => {
  it('read every row once in the queue\'s waiting order and newest first, pages of two', async () => {
    const expected = [made.pending!, made.shipped!, made.outside!].map((s) => s.shipmentNo).toSorted();
    for (const sort of ['waiting', 'newest'] as const) {
      const seen: string[] = [];
      for await (const page of shipmentExport(server.app.db, { staff: { kind: 'all' } }, { sort, keyword: null }, 2).pages()) {
        seen.push(...page.map((s) => s.shipmentNo));
      }
      expect(seen.filter((n) => expected.includes(n)).toSorted()).toEqual(expected);
      expect(new Set(seen).size).toBe(seen.length);
    }
  });
});
