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
 * The staff goods list as .xlsx (docs/exports.md): the list's filters, keyword and sort, collected goods kept to the
 * staff member's data scope, headers and catalogue names in the reader's language, prices as yuan numbers, a name
 * that looks like a formula kept text.
 */
const { server, tokens } = useTestServer({ signIn: ['admin'] });
let hanoiStaff: Staff;
let allStaff: Staff;
let langSonBuyer: Who;
let storeId: number;
const ids: Record<'thermos' | 'kettle' | 'formula' | 'collected', number> = { thermos: 0, kettle: 0, formula: 0, collected: 0 };

const post = async (path: string, body: unknown, token = tokens.admin) => {
  const res = await server.call('POST', path, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body as { id: number; goodsId: number };
};

beforeAll(async () => {
  const hanoi = await deptIdOf(server, 'Hanoi Head Office');
  const langSon = await deptIdOf(server, 'Lang Son Warehouse');
  hanoiStaff = await makeStaff(server, { username: 'goods-export-hanoi', permissions: ['goods:list'], dataScope: 'dept', deptId: hanoi });
  allStaff = await makeStaff(server, { username: 'goods-export-all', permissions: ['goods:list'], dataScope: 'all', deptId: langSon });
  langSonBuyer = await buyerIn(server, 'goods-export-buyer', langSon);
  storeId = (await post('/api/stores', { name: '导出店', nameI18n: { cn: '导出店', en: 'Export store', vi: 'Cửa hàng xuất' } })).id;
  const categoryId = (await post('/api/categories', { name: '导出分类', nameI18n: { cn: '导出分类', en: 'Export category', vi: 'Danh mục xuất' } })).id;
  const goods = (name: string, en: string, vi: string, prices: number[], more: object = {}) => post('/api/goods', {
    name, nameI18n: { cn: name, en, vi }, storeId, categoryId, skus: prices.map((price, i) => ({ attrs: { 款式: `款${i}` }, price })), ...more,
  });
  ids.thermos = (await goods('导出保温杯', 'Export thermos', 'Bình giữ nhiệt xuất', [1999, 3333])).id;
  ids.kettle = (await goods('导出电水壶', 'Export kettle', 'Ấm đun xuất', [5900], { onSale: false, recommended: true })).id;
  ids.formula = (await goods('=HYPERLINK("http://evil.example","导出")', '=cmd|calc', '=cmd|calc', [100])).id;
  ids.collected = (await post('/api/collect', {
    platform: '1688', itemId: '780000000001', url: 'https://detail.1688.com/offer/780000000001.html', title: '导出采集杯', shopName: '导出采集店',
    skus: [{ attrs: { 颜色: '青' }, price: 1200 }],
  }, langSonBuyer.token)).goodsId;
  await rows(server, sql`update mall_goods set created_at = '2026-11-20T01:30:00Z' where id = ${ids.thermos}`);
});

const sheetOf = (query: string, who: { token: string } = allStaff, headers: Record<string, string> = {}) =>
  downloadSheet(server, `/api/goods/admin/download?${query}`, who.token, headers);
const idsIn = (rowsOf: string[][]) => rowsOf.map((r) => Number(r[0]));

describe('GET api/goods/admin/download', () => {
  it('has the list\'s headers, and names, stores and categories, in the reader\'s language', async () => {
    const en = await sheetOf(`lang=en&storeId=${storeId}&sort=priceAsc`);
    expect(en.name).toBe('Goods');
    expect(en.disposition).toBe('attachment; filename="goods-en.xlsx"');
    expect(en.header).toEqual([
      'Goods id', 'Name', 'Chinese name', 'Store', 'Category', 'Lowest price', 'Highest price', 'Min. qty', 'SKUs', 'Purchasing agent', 'Status',
      'Recommended', 'Collected by', 'Created',
    ]);
    const thermos = en.rows.find((r) => Number(r[0]) === ids.thermos);
    expect(thermos?.slice(1, 5)).toEqual(['Export thermos', '导出保温杯', 'Export store', 'Export category']);
    const kettle = en.rows.find((r) => Number(r[0]) === ids.kettle);
    expect([kettle?.[10], kettle?.[11]]).toEqual(['Off sale', 'Yes']);
    const vi = await sheetOf(`storeId=${storeId}`, allStaff, { 'accept-language': 'vi-VN,vi;q=0.9' });
    expect(vi.name).toBe('Sản phẩm');
    expect(vi.header[0]).toBe('Mã sản phẩm');
    expect(vi.rows.find((r) => Number(r[0]) === ids.thermos)?.slice(1, 5)).toEqual(['Bình giữ nhiệt xuất', '导出保温杯', 'Cửa hàng xuất', 'Danh mục xuất']);
    const cn = await sheetOf(`lang=cn&storeId=${storeId}`);
    expect([cn.name, cn.header[0], cn.rows.find((r) => Number(r[0]) === ids.kettle)?.[10]]).toEqual(['商品', '商品编号', '已下架']);
  });

  it('applies the list\'s filters, keyword and sort', async () => {
    expect(idsIn((await sheetOf(`lang=en&storeId=${storeId}&sort=priceAsc`)).rows)).toEqual([ids.formula, ids.thermos, ids.kettle]);
    expect(idsIn((await sheetOf(`lang=en&storeId=${storeId}&sort=priceDesc`)).rows)).toEqual([ids.kettle, ids.thermos, ids.formula]);
    expect(idsIn((await sheetOf(`lang=en&storeId=${storeId}&onSale=false`)).rows)).toEqual([ids.kettle]);
    expect(idsIn((await sheetOf('lang=en&keyword=thermos')).rows)).toEqual([ids.thermos]);
    // The keyword in Vietnamese without its marks, as the list finds it.
    expect(idsIn((await sheetOf('lang=en&keyword=am%20dun%20xuat')).rows)).toEqual([ids.kettle]);
    expect(idsIn((await sheetOf('lang=en&collected=true')).rows)).toEqual([ids.collected]);
    const res = await server.call('GET', '/api/goods/admin/download?sort=cheapest', { token: allStaff.token });
    expect([res.status, (res.body as { message?: string }).message]).toEqual([400, 'mall.goodsSortInvalid']);
  });

  it('keeps buyers\' collected goods to the staff member\'s data scope', async () => {
    const scoped = idsIn((await sheetOf('lang=en', hanoiStaff)).rows);
    expect(scoped).toEqual(expect.arrayContaining([ids.thermos, ids.kettle]));
    expect(scoped).not.toContain(ids.collected);
    const all = await sheetOf('lang=en&collected=true', allStaff);
    expect(all.rows[0]?.[12]).toBe('Nick goods-export-buyer');
  });

  it('writes prices as yuan numbers, the creation as a date in the reader\'s clock, a formula-looking name as text', async () => {
    const { sheet, rows: found } = await sheetOf(`lang=en&tzOffset=420&storeId=${storeId}&sort=priceAsc`);
    const thermos = sheet.getRow(2 + found.findIndex((r) => Number(r[0]) === ids.thermos));
    expect([thermos.getCell(6).type, thermos.getCell(6).value, thermos.getCell(6).numFmt]).toEqual([ExcelJS.ValueType.Number, 19.99, '"¥"#,##0.00']);
    expect(thermos.getCell(7).value).toBe(33.33);
    expect(thermos.getCell(14).type).toBe(ExcelJS.ValueType.Date);
    // 01:30 UTC is 08:30 in Vietnam.
    expect((thermos.getCell(14).value as Date).toISOString()).toBe('2026-11-20T08:30:00.000Z');
    const formula = sheet.getRow(2);
    expect(formula.getCell(2).type).toBe(ExcelJS.ValueType.String);
    expect(formula.getCell(2).value).toBe('\'=cmd|calc');
    expect(formula.getCell(3).value).toBe('\'=HYPERLINK("http://evil.example","导出")');
    expect(formula.getCell(3).formula).toBeUndefined();
  });

  it('needs the list\'s permission', async () => {
    expect((await server.call('GET', '/api/goods/admin/download', { token: langSonBuyer.token })).status).toBe(403);
  });
});
