import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../../test/harness';
import { rows } from '../../../test/rows';
import { deptIdOf, makeStaff, type Staff } from '../../../test/staff-factory';
import { buyerIn } from '../data-scope/scope-test-kit';
import { downloadSheet } from '../exports/sheet-test-kit';
import type { Who } from '../stock/stock-test-kit';

/**
 * The sourcing queue as .xlsx (docs/exports.md): the list's state filter, data scope and order, headers, kinds and
 * states in the reader's language, times as the reader's clock, an operator's note that looks like a formula kept text.
 */
const { server } = useTestServer();
let hanoiBuyer: Who;
let langSonBuyer: Who;
let hanoiStaff: Staff;
let allStaff: Staff;
const ids: Record<'cup' | 'bowl' | 'outside', number> = { cup: 0, bowl: 0, outside: 0 };

const paste = async (who: Who, itemId: string) => {
  const res = await server.call('POST', '/api/links/parse', { token: who.token, body: { text: `https://detail.1688.com/offer/${itemId}.html` } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { requestId: number }).requestId;
};

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const hanoiOps = await deptIdOf(server, 'Operations', 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiBuyer = await buyerIn(server, 'sourcing-export-hanoi', hanoiOps);
  langSonBuyer = await buyerIn(server, 'sourcing-export-langson', langSon);
  hanoiStaff = await makeStaff(server, { username: 'sourcing-export-staff', permissions: ['sourcing:list'], dataScope: 'dept', deptId: hanoi });
  allStaff = await makeStaff(server, { username: 'sourcing-export-all', permissions: ['sourcing:list', 'sourcing:edit'], dataScope: 'all', deptId: langSon });
  ids.cup = await paste(hanoiBuyer, '790000000031');
  ids.bowl = await paste(hanoiBuyer, '790000000032');
  ids.outside = await paste(langSonBuyer, '790000000033');
  const rejected = await server.call('PUT', '/api/links/requests', {
    token: allStaff.token, body: { id: ids.bowl, status: 'rejected', goodsId: null, note: '=HYPERLINK("http://evil.example","open")' },
  });
  expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
  await rows(server, sql`update mall_sourcing_request set created_at = '2026-11-20T01:30:00Z', updated_at = '2026-11-21T02:00:00Z' where id = ${ids.bowl}`);
});

const sheetOf = (query: string, who: Staff = hanoiStaff, headers: Record<string, string> = {}) =>
  downloadSheet(server, `/api/links/requests/download?${query}`, who.token, headers);
const idsIn = (rowsOf: string[][]) => rowsOf.map((r) => Number(r[0]));

describe('GET api/links/requests/download', () => {
  it('has the list\'s headers, kinds and states in the reader\'s language', async () => {
    const en = await sheetOf('lang=en&status=pending');
    expect([en.name, en.disposition]).toEqual(['Sourcing requests', 'attachment; filename="sourcing-requests-en.xlsx"']);
    expect(en.header).toEqual(['Number', 'Buyer', 'Kind', 'Platform', 'Item id', 'Link', 'Pasted text', 'State', 'Goods id', 'Note', 'Received', 'Updated']);
    expect(en.rows[0]?.slice(0, 8)).toEqual([String(ids.cup), 'Nick sourcing-export-hanoi', 'Sourcing', '1688', '790000000031',
      'https://detail.1688.com/offer/790000000031.html', 'https://detail.1688.com/offer/790000000031.html', 'Pending']);
    const cn = await sheetOf('lang=cn&status=rejected');
    expect([cn.name, cn.header[2], cn.rows[0]?.[2], cn.rows[0]?.[7]]).toEqual(['找货请求', '类型', '找货', '已拒绝']);
    const vi = await sheetOf('status=rejected', hanoiStaff, { 'accept-language': 'vi' });
    expect([vi.name, vi.header[7], vi.rows[0]?.[7]]).toEqual(['Yêu cầu tìm hàng', 'Trạng thái', 'Đã từ chối']);
  });

  it('applies the list\'s state filter and order, and keeps to the staff member\'s data scope', async () => {
    expect(idsIn((await sheetOf('lang=en')).rows)).toEqual([ids.cup, ids.bowl]);
    expect(idsIn((await sheetOf('lang=en&status=rejected')).rows)).toEqual([ids.bowl]);
    expect(idsIn((await sheetOf('lang=en&status=completed')).rows)).toEqual([]);
    expect(idsIn((await sheetOf('lang=en', allStaff)).rows)).toEqual([ids.outside, ids.cup, ids.bowl]);
    const res = await server.call('GET', '/api/links/requests/download?tzOffset=9999', { token: hanoiStaff.token });
    expect(res.status).toBe(400);
  });

  it('writes times as dates in the reader\'s clock and a formula-looking note as text', async () => {
    const { sheet } = await sheetOf('lang=en&tzOffset=420&status=rejected');
    const row = sheet.getRow(2);
    expect(row.getCell(11).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(11).value as Date).toISOString()).toBe('2026-11-20T08:30:00.000Z');
    expect((row.getCell(12).value as Date).toISOString()).toBe('2026-11-21T09:00:00.000Z');
    expect(row.getCell(10).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(10).value).toBe('\'=HYPERLINK("http://evil.example","open")');
  });

  it('needs the list\'s permission', async () => {
    expect((await server.call('GET', '/api/links/requests/download', { token: hanoiBuyer.token })).status).toBe(403);
  });
});
