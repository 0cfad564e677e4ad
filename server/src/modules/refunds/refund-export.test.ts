import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundSchema, type Refund } from 'shared-contracts/api/refunds';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { makeShipment, orderWithStock, type Who } from '../../../test/refund-factory';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import { downloadSheet } from '../exports/sheet-test-kit';
import { refundExport } from './refund-export';

/**
 * The staff refund list as .xlsx (docs/exports.md): the list's filters, scope and order, headers and states per
 * language, goods in the reader's language, the amount as a number in yuan, times in the reader's clock, a reason that
 * looks like a formula kept text.
 */
const { server } = useTestServer();
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let allStaff: Staff;
let fan: MadeGoods;
const made: Record<'asked' | 'rejected' | 'shipped' | 'outside', Refund> = {} as never;

async function askRefund(buyer: Who, reason: string, onShipment = false): Promise<Refund> {
  const order = await orderWithStock(server, buyer, fan, [{ stocked: 4, taken: 4 }]);
  const lineId = order.lines[0]?.id ?? 0;
  const shipment = onShipment ? await makeShipment(server, buyer, [{ orderId: order.id, lineId, quantity: 2 }], 'delivered') : null;
  const res = await server.call('POST', '/api/refunds', { token: buyer.token, body: {
    ...(shipment ? { shipmentId: shipment.id } : { orderId: order.id }), lineId, quantity: 1, reason, imageKeys: [],
  } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return refundSchema.parse(res.body);
}

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'refund-export-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'refund-export-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'refund-export-staff', permissions: ['refund:list'], dataScope: 'dept', deptId: hanoi });
  allStaff = await makeStaff(server, { username: 'refund-export-all', permissions: ['refund:list', 'refund:review'], dataScope: 'all', deptId: langSon });
  [fan] = (await makeShop(server, [{
    name: '电风扇', en: 'Electric fan', vi: 'Quạt điện', skus: [{ attrs: { 尺寸: '16寸' }, price: 12_500 }],
  }])).goods as [MadeGoods];
  made.asked = await askRefund(hanoiBuyer, '=HYPERLINK("http://evil.example","open")');
  made.rejected = await askRefund(hanoiBuyer, 'Quạt không chạy');
  made.shipped = await askRefund(hanoiBuyer, 'Cánh quạt bị gãy', true);
  made.outside = await askRefund(langSonBuyer, 'Hàng lỗi');
  const rejected = await server.call('POST', `/api/refunds/${made.rejected.id}/review`, { token: allStaff.token, body: { approve: false, opinion: 'Không đủ chứng cứ' } });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  // A known request time, to read back in the reader's clock.
  await rows(server, sql`update mall_refund set created_at = '2026-11-20T01:30:00Z' where id = ${made.asked.id}`);
});

const staffSheet = (query: string, who: Staff = hanoiStaff, headers: Record<string, string> = {}) =>
  downloadSheet(server, `/api/refunds/admin/download?${query}`, who.token, headers);
const numbersIn = (sheetRows: string[][]) => sheetRows.map((r) => r[0]);

describe('GET api/refunds/admin/download', () => {
  it('has the list\'s headers in the reader\'s language', async () => {
    const en = await staffSheet('lang=en');
    expect(en.name).toBe('Refunds');
    expect(en.disposition).toBe('attachment; filename="refunds-en.xlsx"');
    expect(en.header).toEqual([
      'Refund number', 'State', 'Buyer', 'Order number', 'Goods', 'Specification', 'Refund of', 'Quantity', 'Amount', 'Reason',
      'Review opinion', 'Reviewed by', 'Requested', 'Reviewed',
    ]);
    const cn = await staffSheet('lang=cn');
    expect([cn.name, cn.header[0]]).toEqual(['退款', '退款单号']);
    const vi = await staffSheet('', hanoiStaff, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect([vi.name, vi.header[0]]).toEqual(['Hoàn tiền', 'Mã hoàn tiền']);
    expect(vi.disposition).toContain('refunds-vi.xlsx');
  });

  it('keeps to the staff member\'s data scope', async () => {
    const scoped = numbersIn((await staffSheet('lang=en')).rows);
    expect(scoped.toSorted()).toEqual([made.asked, made.rejected, made.shipped].map((r) => r.refundNo).toSorted());
    expect(numbersIn((await staffSheet('lang=en', allStaff)).rows)).toContain(made.outside.refundNo);
  });

  it('applies the list\'s filters and order, with the states and goods in the reader\'s words', async () => {
    // Under review: longest waiting first (the first was asked earliest).
    const queue = await staffSheet('lang=en&status=refunding');
    expect(numbersIn(queue.rows)).toEqual([made.asked.refundNo, made.shipped.refundNo]);
    expect(queue.rows[0]?.slice(1, 2)).toEqual(['Refunding']);
    expect(queue.rows[0]?.slice(4, 7)).toEqual(['Electric fan', '16寸', 'Stock']);
    expect(queue.rows[1]?.[6]).toBe(made.shipped.shipmentNo);
    const rejected = await staffSheet('lang=vi&status=refundFailure');
    expect(numbersIn(rejected.rows)).toEqual([made.rejected.refundNo]);
    expect(rejected.rows[0]?.slice(1, 2)).toEqual(['Hoàn tiền thất bại']);
    expect(rejected.rows[0]?.slice(4, 5)).toEqual(['Quạt điện']);
    expect(rejected.rows[0]?.slice(10, 12)).toEqual(['Không đủ chứng cứ', 'Nick refund-export-all']);
    expect(numbersIn((await staffSheet(`lang=en&keyword=${made.shipped.refundNo}`)).rows)).toEqual([made.shipped.refundNo]);
    expect(numbersIn((await staffSheet(`lang=en&orderId=${made.rejected.orderId}`)).rows)).toEqual([made.rejected.refundNo]);
    const bad = await server.call('GET', '/api/refunds/admin/download?status=lost', { token: hanoiStaff.token });
    expect([bad.status, bad.body.message]).toEqual([400, 'error.badRequest']);
  });

  it('writes the amount as yuan, the request as a date in the reader\'s clock, a formula-looking reason as text', async () => {
    const { sheet } = await staffSheet(`lang=en&tzOffset=420&keyword=${made.asked.refundNo}`);
    const row = sheet.getRow(2);
    expect([row.getCell(8).type, row.getCell(8).value]).toEqual([ExcelJS.ValueType.Number, 1]);
    expect([row.getCell(9).type, row.getCell(9).value, row.getCell(9).numFmt]).toEqual([ExcelJS.ValueType.Number, 125, '"¥"#,##0.00']);
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(10).value).toBe('\'=HYPERLINK("http://evil.example","open")');
    expect(row.getCell(13).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(13).value as Date).toISOString()).toBe('2026-11-20T08:30:00.000Z');
  });

  it('needs the list\'s permission', async () => {
    expect((await server.call('GET', '/api/refunds/admin/download', { token: hanoiBuyer.token })).status).toBe(403);
  });
});

describe('the keyset pages', () => {
  it('read every row once across pages, also rows asked at the same instant', async () => {
    await rows(server, sql`update mall_refund set created_at = '2026-11-21T10:00:00.123456Z'`);
    const all = Object.values(made).map((r) => r.refundNo);
    for (const sort of ['newest', 'waiting'] as const) {
      const seen: string[] = [];
      const list = refundExport(server.app.db, { staff: { kind: 'all' } }, { sort, keyword: null }, 1);
      for await (const page of list.pages()) seen.push(...page.map((r) => r.refundNo));
      expect(seen.toSorted()).toEqual(all.toSorted());
    }
  });
});
