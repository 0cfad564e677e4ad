import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestServer } from '../../../test/harness';

/** `sheet` is the parsed sheet itself, for the cells' types and number formats. */
export type DownloadedSheet = { name: string; disposition: string | null; header: string[]; rows: string[][]; sheet: ExcelJS.Worksheet };

/** Downloads an .xlsx export (200 expected) and reads its first sheet as text cells, dates as ISO instants. */
export async function downloadSheet(server: TestServer, path: string, token: string, headers: Record<string, string> = {}): Promise<DownloadedSheet> {
  const res = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } });
  expect(res.status, await res.clone().text().catch(() => '')).toBe(200);
  expect(res.headers.get('content-type')).toContain('spreadsheetml');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await res.arrayBuffer());
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const values: string[][] = [];
  sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString() : String(v ?? '')))));
  return { name: sheet.name, disposition: res.headers.get('content-disposition'), header: values[0] ?? [], rows: values.slice(1), sheet };
}
