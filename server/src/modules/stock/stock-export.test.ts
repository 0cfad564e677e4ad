import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail } from 'shared-contracts/api/orders';
import { makeShop, type MadeGoods } from '../../../test/catalogue-factory';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import { downloadSheet } from '../exports/sheet-test-kit';
import { stockQueueExport } from './stock-export';
import { orderAwaitingStocking, recordBatches, type Who } from './stock-test-kit';

/**
 * The stocking queue as .xlsx (docs/exports.md), one row per order: the queue's keyword, lateness, scope and order
 * (the earliest expected completion first, none last), headers per language, goods in the reader's language, times in
 * the reader's clock, a buyer's name that looks like a formula kept text.
 */
const { server } = useTestServer();
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let allStaff: Staff;
let cup: MadeGoods;
let lid: MadeGoods;
const made: Record<'late' | 'fresh' | 'undated' | 'outside', OrderDetail> = {} as never;

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'stock-export-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'stock-export-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'stock-export-staff', permissions: ['order:stock'], dataScope: 'dept', deptId: hanoi });
  allStaff = await makeStaff(server, {
    username: 'stock-export-all', permissions: ['order:stock', 'order:accept', 'payment:review'], dataScope: 'all', deptId: langSon,
  });
  [cup, lid] = (await makeShop(server, [
    { name: '保温杯', en: 'Thermos cup', vi: 'Bình giữ nhiệt', skus: [{ attrs: { 容量: '500ml' }, price: 3333 }] },
    { name: '杯盖', skus: [{ attrs: { 颜色: '黑色' }, price: 1999 }] },
  ])).goods as [MadeGoods, MadeGoods];
  const item = (goods: MadeGoods, quantity: number) => ({ goodsId: goods.id, skuId: goods.skuIds[0] as number, quantity });
  made.fresh = await orderAwaitingStocking(server, hanoiBuyer, allStaff, [item(cup, 4), item(lid, 2)]);
  made.late = await orderAwaitingStocking(server, hanoiBuyer, allStaff, [item(cup, 3)]);
  made.undated = await orderAwaitingStocking(server, hanoiBuyer, allStaff, [item(lid, 1)]);
  made.outside = await orderAwaitingStocking(server, langSonBuyer, allStaff, [item(cup, 1)]);
  expect((await recordBatches(server, allStaff, made.fresh.id, [{ lineId: made.fresh.lines[0]?.id ?? 0, quantity: 3 }])).status).toBe(201);
  // A day late, two days to go, none expected (last in the queue); known times to read back in the reader's clock.
  await rows(server, sql`update mall_order set stocking_due_at = '2026-01-01T01:30:00Z' where id = ${made.late.id}`);
  await rows(server, sql`update mall_order set stocking_due_at = now() + interval '2 days' where id in (${made.fresh.id}, ${made.outside.id})`);
  await rows(server, sql`update mall_order set stocking_due_at = null where id = ${made.undated.id}`);
  await rows(server, sql`update sys_user set nick_name = '=HYPERLINK("http://evil.example","open")' where id = ${hanoiBuyer.userId}`);
});

const staffSheet = (query: string, who: Staff = hanoiStaff, headers: Record<string, string> = {}) =>
  downloadSheet(server, `/api/stock/queue/download?${query}`, who.token, headers);
const numbersIn = (sheetRows: string[][]) => sheetRows.map((r) => r[0]);

describe('GET api/stock/queue/download', () => {
  it('has the queue\'s headers in the reader\'s language', async () => {
    const en = await staffSheet('lang=en');
    expect(en.name).toBe('Stocking');
    expect(en.disposition).toBe('attachment; filename="stocking-en.xlsx"');
    expect(en.header).toEqual(['Order', 'Buyer', 'Goods', 'Ordered', 'Stocked', 'Batches', 'Stocking since', 'Expected completion', 'Late', 'Placed']);
    const cn = await staffSheet('lang=cn');
    expect([cn.name, cn.header[0]]).toEqual(['备货', '订单']);
    const vi = await staffSheet('', hanoiStaff, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect([vi.name, vi.header[0]]).toEqual(['Nhập kho', 'Đơn hàng']);
    expect(vi.disposition).toContain('stocking-vi.xlsx');
  });

  it('keeps to the staff member\'s data scope, in the queue\'s order', async () => {
    expect(numbersIn((await staffSheet('lang=en')).rows)).toEqual([made.late, made.fresh, made.undated].map((o) => o.orderNo));
    expect(numbersIn((await staffSheet('lang=en', allStaff)).rows)).toEqual([made.late, made.fresh, made.outside, made.undated].map((o) => o.orderNo));
  });

  it('applies the queue\'s keyword and lateness', async () => {
    const late = await staffSheet('lang=vi&overdue=true');
    expect(numbersIn(late.rows)).toEqual([made.late.orderNo]);
    expect(late.rows[0]?.[8]).toBe('Trễ hạn');
    expect(numbersIn((await staffSheet('lang=en&overdue=false')).rows)).toEqual([made.fresh, made.undated].map((o) => o.orderNo));
    expect(numbersIn((await staffSheet(`lang=en&keyword=${made.fresh.orderNo}`)).rows)).toEqual([made.fresh.orderNo]);
    expect(numbersIn((await staffSheet('lang=en&keyword=Thermos')).rows)).toEqual([made.late, made.fresh].map((o) => o.orderNo));
    const bad = await server.call('GET', '/api/stock/queue/download?overdue=maybe', { token: hanoiStaff.token });
    expect([bad.status, bad.body.message]).toEqual([400, 'error.badRequest']);
  });

  it('lists the goods in the reader\'s language with what is in, sums as numbers, times in the reader\'s clock, a formula-looking name as text', async () => {
    const { sheet } = await staffSheet(`lang=en&tzOffset=420&keyword=${made.fresh.orderNo}`);
    const row = sheet.getRow(2);
    expect(row.getCell(3).value).toBe('Thermos cup (500ml) 3/4; 杯盖 (黑色) 0/2');
    expect([row.getCell(4).value, row.getCell(5).value, row.getCell(6).value]).toEqual([6, 3, 1]);
    expect(row.getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(row.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(2).value).toBe('\'=HYPERLINK("http://evil.example","open")');
    expect(row.getCell(9).value).toBeNull();
    const late = (await staffSheet(`lang=cn&tzOffset=420&keyword=${made.late.orderNo}`)).sheet.getRow(2);
    expect(late.getCell(8).type).toBe(ExcelJS.ValueType.Date);
    // 01:30 UTC is 08:30 in Vietnam.
    expect((late.getCell(8).value as Date).toISOString()).toBe('2026-01-01T08:30:00.000Z');
    expect(late.getCell(9).value).toBe('超时');
  });

  it('needs the queue\'s permission', async () => {
    expect((await server.call('GET', '/api/stock/queue/download', { token: hanoiBuyer.token })).status).toBe(403);
  });
});

describe('the keyset pages', () => {
  it('read every order once across pages, also orders due at the same instant and orders with no date', async () => {
    await rows(server, sql`update mall_order set stocking_due_at = '2026-11-21T10:00:00.123456Z' where id in (${made.late.id}, ${made.fresh.id})`);
    await rows(server, sql`update mall_order set stocking_due_at = null where id = ${made.outside.id}`);
    const seen: string[] = [];
    const list = stockQueueExport(server.app.db, { kind: 'all' }, { keyword: null }, new Date(), 1);
    for await (const page of list.pages()) seen.push(...page.map((o) => o.orderNo));
    const ids = [made.late, made.fresh, made.outside, made.undated].toSorted((a, b) => a.id - b.id);
    const [first, second] = [made.late, made.fresh].toSorted((a, b) => a.id - b.id);
    expect(seen).toEqual([first, second, ...ids.filter((o) => o === made.outside || o === made.undated)].map((o) => o?.orderNo));
  });
});
