import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import { downloadSheet } from '../exports/sheet-test-kit';
import type { Who } from '../stock/stock-test-kit';
import { interestExport } from './interest-export';

/**
 * The staff interest list as .xlsx (docs/exports.md): the list's state filter, data scope and order, headers and
 * states in the reader's language, the expected price as a yuan number, a remark that looks like a formula kept text.
 */
const { server } = useTestServer();
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let allStaff: Staff;
const ids: Record<'towel' | 'board' | 'outside', number> = { towel: 0, board: 0, outside: 0 };

const add = async (who: Who, body: object) => {
  const res = await server.call('POST', '/api/interests', { token: who.token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { id: number }).id;
};

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'interest-export-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'interest-export-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'interest-export-staff', permissions: ['interest:list'], dataScope: 'dept', deptId: hanoi });
  allStaff = await makeStaff(server, { username: 'interest-export-all', permissions: ['interest:list', 'interest:edit'], dataScope: 'all', deptId: langSon });
  ids.towel = await add(hanoiBuyer, { name: 'Khăn tre xuất', expectedPrice: 4500, quantity: 30, remarks: '=HYPERLINK("http://evil.example","open")' });
  ids.board = await add(hanoiBuyer, { link: 'https://detail.1688.com/offer/790000000021.html', quantity: 5 });
  ids.outside = await add(langSonBuyer, { name: 'Ấm trà ngoài', quantity: 2 });
  const answered = await server.call('PUT', '/api/interests', { token: allStaff.token, body: { id: ids.board, status: 'quoted', goodsId: null, reply: 'Có hàng' } });
  expect(answered.status).toBe(200);
  await rows(server, sql`update mall_interest set created_at = '2026-11-20T01:30:00Z' where id = ${ids.towel}`);
});

const sheetOf = (query: string, who: Staff = hanoiStaff, headers: Record<string, string> = {}) =>
  downloadSheet(server, `/api/interests/download?${query}`, who.token, headers);
const idsIn = (rowsOf: string[][]) => rowsOf.map((r) => Number(r[0]));

describe('GET api/interests/download', () => {
  it('has the list\'s headers and states in the reader\'s language', async () => {
    const en = await sheetOf('lang=en&status=quoted');
    expect([en.name, en.disposition]).toEqual(['Products of interest', 'attachment; filename="interests-en.xlsx"']);
    expect(en.header).toEqual([
      'Number', 'Buyer', 'Product', 'Link', 'Platform', 'Item id', 'Expected price', 'Quantity', 'Remarks', 'State', 'Reply', 'Linked goods id', 'Received',
    ]);
    // Empty cells are holes in what exceljs reads back: the filled ones by column.
    const [board] = en.rows;
    expect([0, 1, 3, 4, 5, 7, 9, 10].map((c) => board?.[c])).toEqual([String(ids.board), 'Nick interest-export-hanoi',
      'https://detail.1688.com/offer/790000000021.html', '1688', '790000000021', '5', 'Quoted', 'Có hàng']);
    expect([2, 6, 8, 11].map((c) => board?.[c] ?? '')).toEqual(['', '', '', '']);
    const cn = await sheetOf('lang=cn&status=quoted');
    expect([cn.name, cn.header[1], cn.rows[0]?.[9]]).toEqual(['意向商品', '买家', '已报价']);
    const vi = await sheetOf('status=pending', hanoiStaff, { 'accept-language': 'vi' });
    expect([vi.name, vi.header[6], vi.rows[0]?.[9]]).toEqual(['Sản phẩm quan tâm', 'Giá mong muốn', 'Đang chờ']);
  });

  it('applies the list\'s state filter and order, and keeps to the staff member\'s data scope', async () => {
    expect(idsIn((await sheetOf('lang=en')).rows)).toEqual([ids.board, ids.towel]);
    expect(idsIn((await sheetOf('lang=en&status=pending')).rows)).toEqual([ids.towel]);
    expect(idsIn((await sheetOf('lang=en&status=closed')).rows)).toEqual([]);
    expect(idsIn((await sheetOf('lang=en', allStaff)).rows)).toEqual(expect.arrayContaining([ids.towel, ids.board, ids.outside]));
    const res = await server.call('GET', '/api/interests/download?status=lost', { token: hanoiStaff.token, headers: { 'accept-language': 'vi' } });
    expect([res.status, (res.body as { message?: string }).message]).toEqual([400, 'error.badRequest']);
  });

  it('writes the expected price as a yuan number, the time as a date in the reader\'s clock, a formula-looking remark as text', async () => {
    const { sheet } = await sheetOf('lang=en&tzOffset=420&status=pending');
    const row = sheet.getRow(2);
    expect([row.getCell(7).type, row.getCell(7).value, row.getCell(7).numFmt]).toEqual([ExcelJS.ValueType.Number, 45, '"¥"#,##0.00']);
    expect(row.getCell(13).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(13).value as Date).toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect(row.getCell(9).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(9).value).toBe('\'=HYPERLINK("http://evil.example","open")');
  });

  it('needs the list\'s permission', async () => {
    expect((await server.call('GET', '/api/interests/download', { token: hanoiBuyer.token })).status).toBe(403);
  });

  it('reads every row once across keyset pages', async () => {
    const seen: number[] = [];
    for await (const page of interestExport(server.app.db, { kind: 'all' }, {}, 1).pages()) seen.push(...page.map((i) => i.id));
    expect(seen).toEqual([ids.outside, ids.board, ids.towel]);
  });
});
