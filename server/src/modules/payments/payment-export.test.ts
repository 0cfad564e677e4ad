import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentSchema, type Payment } from 'shared-contracts/api/payments';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import { downloadSheet } from '../exports/sheet-test-kit';
import { placeOrder, review, uploadVoucher, type Who } from '../stock/stock-test-kit';
import { paymentExport } from './payment-export';

/**
 * The staff payment list as .xlsx (docs/exports.md): the list's filters (the review queue, a state, a keyword), scope
 * and order, headers and states per language, amounts as numbers in yuan and dong, times in the reader's clock, a
 * remitter's name that looks like a formula kept text.
 */
const { server } = useTestServer();
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let allStaff: Staff;
let kettle: MadeGoods;
const made: Record<'pending' | 'paid' | 'outside', Payment> = {} as never;

/** An accepted order's deposit sent by bank transfer: a payment pending review. */
async function transferDeposit(buyer: Who, remitterName = 'Nguyễn Văn An'): Promise<Payment> {
  const order = await placeOrder(server, buyer, [{ goodsId: kettle.id, skuId: kettle.skuIds[0] as number, quantity: 2 }]);
  expect((await server.call('POST', `/api/orders/${order.id}/actions`, { token: allStaff.token, body: { action: 'accept' } })).status).toBe(200);
  const paid = await server.call('POST', '/api/payments/bank-transfer', { token: buyer.token, body: {
    orderId: order.id, kind: 'deposit', remitterName, remitterBank: 'Vietcombank', remittedAmount: 123_456, voucherKey: await uploadVoucher(server, buyer),
  } });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return paymentSchema.parse(paid.body);
}

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'pay-export-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'pay-export-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'pay-export-staff', permissions: ['payment:list'], dataScope: 'dept', deptId: hanoi });
  allStaff = await makeStaff(server, {
    username: 'pay-export-all', permissions: ['payment:list', 'payment:review', 'order:accept'], dataScope: 'all', deptId: langSon,
  });
  [kettle] = (await makeShop(server, [{ name: '电热水壶', skus: [{ attrs: { 容量: '1.5L' }, price: 5_900 }] }])).goods as [MadeGoods];
  made.pending = await transferDeposit(hanoiBuyer, '=HYPERLINK("http://evil.example","open")');
  made.paid = await transferDeposit(hanoiBuyer);
  made.outside = await transferDeposit(langSonBuyer);
  expect((await review(server, allStaff, made.paid.id, { approve: true })).status).toBe(200);
  // A known submission time, to read back in the reader's clock.
  await rows(server, sql`update mall_payment set created_at = '2026-11-20T01:30:00Z' where id = ${made.pending.id}`);
});

const staffSheet = (query: string, who: Staff = hanoiStaff, headers: Record<string, string> = {}) =>
  downloadSheet(server, `/api/payments/admin/download?${query}`, who.token, headers);
const serialsIn = (sheetRows: string[][]) => sheetRows.map((r) => r[0]);

describe('GET api/payments/admin/download', () => {
  it('has the list\'s headers in the reader\'s language', async () => {
    const en = await staffSheet('lang=en');
    expect(en.name).toBe('Payments');
    expect(en.disposition).toBe('attachment; filename="payments-en.xlsx"');
    expect(en.header).toEqual([
      'Serial number', 'State', 'Payer', 'Order number', 'Payment for', 'Method', 'Amount due', 'Amount due (VND)', 'Amount remitted',
      'Remitter', 'Remitting bank', 'Remarks', 'Reason for rejection', 'Reviewed by', 'Submitted', 'Reviewed',
    ]);
    const cn = await staffSheet('lang=cn');
    expect([cn.name, cn.header[0]]).toEqual(['付款', '流水号']);
    const vi = await staffSheet('', hanoiStaff, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect([vi.name, vi.header[0]]).toEqual(['Thanh toán', 'Mã giao dịch']);
    expect(vi.disposition).toContain('payments-vi.xlsx');
  });

  it('keeps to the staff member\'s data scope', async () => {
    const scoped = serialsIn((await staffSheet('lang=en')).rows);
    expect(scoped.toSorted()).toEqual([made.pending.serialNo, made.paid.serialNo].toSorted());
    expect(serialsIn((await staffSheet('lang=en', allStaff)).rows)).toContain(made.outside.serialNo);
  });

  it('applies the list\'s filters and order, with the states in the page\'s words', async () => {
    const queue = await staffSheet('lang=en&status=queue', allStaff);
    // The review queue: longest waiting first (the pending one was submitted earliest).
    expect(serialsIn(queue.rows)).toEqual([made.pending.serialNo, made.outside.serialNo]);
    expect(queue.rows[0]?.[1]).toBe('Pending review');
    const paid = await staffSheet('lang=vi&status=PAID');
    expect(serialsIn(paid.rows)).toEqual([made.paid.serialNo]);
    expect(paid.rows[0]?.slice(1, 2)).toEqual(['Đã thanh toán']);
    expect(paid.rows[0]?.slice(4, 6)).toEqual(['Tiền đặt cọc', 'Chuyển khoản ngân hàng (VND)']);
    expect(serialsIn((await staffSheet(`lang=en&keyword=${made.paid.serialNo}`)).rows)).toEqual([made.paid.serialNo]);
    expect(serialsIn((await staffSheet(`lang=en&orderId=${made.pending.orderId}`)).rows)).toEqual([made.pending.serialNo]);
    const bad = await server.call('GET', '/api/payments/admin/download?status=LOST', { token: hanoiStaff.token });
    expect([bad.status, bad.body.message]).toEqual([400, 'error.badRequest']);
  });

  it('writes amounts as numbers with their currency\'s format, the time in the reader\'s clock, a formula-looking name as text', async () => {
    const { sheet } = await staffSheet(`lang=en&tzOffset=420&keyword=${made.pending.serialNo}`);
    const row = sheet.getRow(2);
    // The deposit: 30% of 2 × 59.00 yuan.
    expect([row.getCell(7).type, row.getCell(7).value, row.getCell(7).numFmt]).toEqual([ExcelJS.ValueType.Number, 35.4, '"¥"#,##0.00']);
    expect([row.getCell(8).type, row.getCell(8).value, row.getCell(8).numFmt]).toEqual([ExcelJS.ValueType.Number, made.pending.amountVnd, '#,##0 "₫"']);
    expect([row.getCell(9).value, row.getCell(9).numFmt]).toEqual([123_456, '#,##0 "₫"']);
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(10).value).toBe('\'=HYPERLINK("http://evil.example","open")');
    expect(row.getCell(15).type).toBe(ExcelJS.ValueType.Date);
    // 01:30 UTC is 08:30 in Vietnam.
    expect((row.getCell(15).value as Date).toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(row.getCell(16).value).toBeNull();
  });

  it('needs the list\'s permission', async () => {
    expect((await server.call('GET', '/api/payments/admin/download', { token: hanoiBuyer.token })).status).toBe(403);
  });
});

describe('the keyset pages', () => {
  it('read every row once across pages in the list\'s order, also rows submitted at the same instant', async () => {
    await rows(server, sql`update mall_payment set created_at = '2026-11-21T10:00:00.123456Z' where id <> ${made.pending.id}`);
    for (const sort of ['newest', 'waiting'] as const) {
      const seen: string[] = [];
      const list = paymentExport(server.app.db, { staff: { kind: 'all' } }, { sort, keyword: null, hideUnfinished: false }, 1);
      for await (const page of list.pages()) seen.push(...page.map((p) => p.serialNo));
      const all = [made.pending, made.paid, made.outside].map((p) => p.serialNo);
      expect(seen.toSorted()).toEqual(all.toSorted());
      expect(seen[sort === 'waiting' ? 0 : 2]).toBe(made.pending.serialNo);
    }
  });
});
