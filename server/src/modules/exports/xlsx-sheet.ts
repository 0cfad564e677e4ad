import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { fileAnswer } from '../../plugins/external/openapi-exact';

export { exportLang, type ExportLang } from '../admin-users/export-texts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The 200 of a route that answers with `sendSheet`. */
export const sheetAnswer = fileAnswer('The .xlsx file', XLSX_TYPE);

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

/** A sheet's columns in one language: each one's header, width and cells, and for some an Excel number format. */
export function sheetColumns<R, C extends string>(
  columns: readonly C[], headers: Record<C, string>, widths: Record<C, number>,
  cell: (column: C) => SheetColumn<R>['value'], formats: Partial<Record<C, string>> = {},
): SheetColumn<R>[] {
  return columns.map((c) => {
    const numFmt = formats[c];
    return { header: headers[c], width: widths[c], value: cell(c), ...(numFmt ? { numFmt } : {}) };
  });
}

/** One sheet with a bold, frozen header row; the back office's list exports (docs/monitoring.md). */
export async function buildSheet<R>(name: string, columns: readonly SheetColumn<R>[], rows: readonly R[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width, ...(c.numFmt ? { style: { numFmt: c.numFmt } } : {}) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => c.value(row) ?? ''));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Answers an export: the .xlsx file as an attachment saved under `fileName`. */
export function sendSheet(reply: FastifyReply, fileName: string, file: Buffer): FastifyReply {
  return reply.header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(file);
}
