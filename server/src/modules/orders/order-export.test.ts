import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/accounts';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { placeOrder } from '../../../test/refund-factory';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import { downloadSheet } from '../exports/sheet-test-kit';
import type { Who } from '../stock/stock-test-kit';
import { orderExport } from './order-export';

/**
 * The order lists as .xlsx (docs/exports.md): the staff list's and the buyer's own filters, scope and order, headers
 * per language, money as numbers in yuan, times as the reader's clock, a buyer's remark that looks like a formula
 * kept text.
 */
const { server } = useTestServer();
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let allStaff: Staff;
let kettle: MadeGoods;
const orderNos: Record<string, string> = {};

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'export-buyer-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'export-buyer-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'export-staff-hanoi', permissions: ['order:list'], dataScope: 'dept', deptId: hanoi });
  allStaff = await makeStaff(server, { username: 'export-staff-all', permissions: ['order:list'], dataScope: 'all', deptId: langSon });
  [kettle] = (await makeShop(server, [{ name: '电热水壶', skus: [{ attrs: { 容量: '1.5L' }, price: 5_900 }] }])).goods as [MadeGoods];
  const first = await placeOrder(server, hanoiBuyer, kettle, [2]);
  const second = await placeOrder(server, hanoiBuyer, kettle, [1]);
  const outside = await placeOrder(server, langSonBuyer, kettle, [3]);
  orderNos.first = first.orderNo;
  orderNos.second = second.orderNo;
  orderNos.outside = outside.orderNo;
  // A remark that a spreadsheet would run, and a known placement time to read back in the reader's clock.
  await rows(server, sql`update mall_order set remarks = '=HYPERLINK("http://evil.example","open")',
    created_at = '2026-11-20T01:30:00Z' where id = ${first.id}`);
  await rows(server, sql`update mall_order set acceptance = 'refused', status = 'closed' where id = ${second.id}`);
});

const staffSheet = (query: string, who: Staff = hanoiStaff, headers: Record<string, string> = {}) =>
  downloadSheet(server, `/api/orders/admin/download?${query}`, who.token, headers);
const numbersIn = (rowsOf: string[][]) => rowsOf.map((r) => r[0]);

describe('GET api/orders/admin/download', () => {
  it('has the list\'s headers in the reader\'s language', async () => {
    const en = await staffSheet('lang=en');
    expect(en.name).toBe('Orders');
    expect(en.disposition).toBe('attachment; filename="orders-en.xlsx"');
    expect(en.header).toEqual(['Order number', 'State', 'Buyer', 'Store', 'Quantity', 'Goods total', 'Deposit', 'Paid', 'Remarks', 'Placed']);
    const cn = await staffSheet('lang=cn');
    expect(cn.header[0]).toBe('订单号');
    expect(cn.name).toBe('订单');
    const vi = await staffSheet('', hanoiStaff, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(vi.header[0]).toBe('Mã đơn');
    expect(vi.disposition).toContain('orders-vi.xlsx');
  });

  it('keeps to the staff member\'s data scope', async () => {
    const scoped = numbersIn((await staffSheet('lang=en')).rows);
    expect(scoped).toEqual(expect.arrayContaining([orderNos.first, orderNos.second]));
    expect(scoped).not.toContain(orderNos.outside);
    expect(numbersIn((await staffSheet('lang=en', allStaff)).rows)).toEqual(expect.arrayContaining([orderNos.first, orderNos.outside]));
  });

  it('applies the list\'s filters and order', async () => {
    expect(numbersIn((await staffSheet('lang=en&state=refused')).rows)).toEqual([orderNos.second]);
    expect(numbersIn((await staffSheet(`lang=en&keyword=${orderNos.first}`)).rows)).toEqual([orderNos.first]);
    expect(numbersIn((await staffSheet('lang=en&from=2026-11-20&to=2026-11-20')).rows)).toEqual([orderNos.first]);
    expect((await staffSheet('lang=en&state=refused')).rows[0]?.[1]).toBe('Refused by the platform');
    expect((await staffSheet('lang=vi&state=refused')).rows[0]?.[1]).toBe('Nền tảng đã từ chối');
    const res = await server.call('GET', '/api/orders/admin/download?state=lost', { token: hanoiStaff.token });
    expect(res.status).toBe(400);
  });

  it('writes money as yuan numbers, the placement as a date in the reader\'s clock, a formula-looking remark as text', async () => {
    const { sheet } = await staffSheet(`lang=en&tzOffset=420&keyword=${orderNos.first}`);
    const row = sheet.getRow(2);
    expect([row.getCell(6).type, row.getCell(6).value, row.getCell(6).numFmt]).toEqual([ExcelJS.ValueType.Number, 118, '"¥"#,##0.00']);
    expect(row.getCell(7).value).toBe(35.4);
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.Date);
    // 01:30 UTC is 08:30 in Vietnam: the sheet shows the reader's clock.
    expect((row.getCell(10).value as Date).toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(row.getCell(9).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(9).value).toBe('\'=HYPERLINK("http://evil.example","open")');
  });

  it('needs the list\'s permission', async () => {
    const buyerAsks = await server.call('GET', '/api/orders/admin/download', { token: hanoiBuyer.token });
    expect(buyerAsks.status).toBe(403);
  });
});

describe('GET api/orders/mine/download', () => {
  it('holds the buyer\'s own orders only, with the list\'s filters and no buyer column', async () => {
    const mine = await downloadSheet(server, '/api/orders/mine/download?lang=en', hanoiBuyer.token);
    expect(mine.header).not.toContain('Buyer');
    expect(mine.header).toHaveLength(9);
    expect(numbersIn(mine.rows)).toEqual([orderNos.second, orderNos.first]);
    const refused = await downloadSheet(server, '/api/orders/mine/download?lang=cn&state=refused', hanoiBuyer.token);
    expect(numbersIn(refused.rows)).toEqual([orderNos.second]);
    const theirs = await downloadSheet(server, '/api/orders/mine/download?lang=en', langSonBuyer.token);
    expect(numbersIn(theirs.rows)).toEqual([orderNos.outside]);
  });
});

describe('the keyset pages', () => {
  it('read every row once across pages, also rows placed at the same instant', async () => {
    const user = await makeUser(server, 'export-many', 'purchaser');
    const placed: string[] = [];
    for (let i = 0; i < 5; i += 1) placed.push((await placeOrder(server, user, kettle, [1])).orderNo);
    await rows(server, sql`update mall_order set created_at = '2026-11-21T10:00:00.123456Z' where user_id = ${user.userId}`);
    for (const sort of ['newest', 'waiting'] as const) {
      const seen: string[] = [];
      const list = orderExport(server.app.db, { staff: { kind: 'all' } }, { sort, keyword: null, from: '2026-11-21', to: '2026-11-21' }, 2);
      for await (const page of list.pages()) seen.push(...page.map((o) => o.orderNo));
      expect(seen.toSorted()).toEqual(placed.toSorted());
    }
  });
});
