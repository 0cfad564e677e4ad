import ExcelJS from 'exceljs';

export { XLSX_TYPE } from '../admin-users/spreadsheet';
export { exportLang, type ExportLang } from '../admin-users/export-texts';

/** A column of an exported sheet: its header in the reader's language and how a row fills it. */
export type SheetColumn<R> = {
  header: string;
  width: number;
  value: (row: R) => string | number | Date | null;
  /** An Excel number format (`yyyy-mm-dd hh:mm:ss` for times, `@` for text that looks like a number). */
  numFmt?: string;
};

export const TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/** An instant as the reader's clock shows it (`tzOffset` minutes east of UTC): Excel dates carry no zone. */
export const readerTime = (iso: string, tzOffset: number): Date => new Date(Date.parse(iso) + tzOffset * 60_000);

/** One sheet with a bold, frozen header row; the back office's list exports (docs/monitoring.md). */
export async function buildSheet<R>(name: string, columns: readonly SheetColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}
