import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { XLSX_TYPE } from './xlsx-sheet';

/** An amount in its currency's minor unit as the database keeps it (fen; VND has none). */
export type Money = { minor: number; currency: string };
export type StreamCell = string | number | Date | Money | null;

/** A column of a streamed sheet: its header in the reader's language, how a row fills it, its number format. */
export type StreamColumn<R> = { header: string; width: number; value: (row: R) => StreamCell; numFmt?: string };

/** Excel number formats per currency: the amount stays a number (sums and filters work), the symbol is format. */
export const MONEY_FORMATS: Readonly<Record<string, string>> = { CNY: '"¥"#,##0.00', VND: '#,##0 "₫"' };
const MINOR_DIGITS: Readonly<Record<string, number>> = { CNY: 2, VND: 0 };

/**
 * A text a spreadsheet program could take for a formula (OWASP "CSV injection": = + - @, tab, CR) gets a leading
 * apostrophe. The cell is already a string cell (nothing here ever writes a formula), which Excel and LibreOffice
 * do not evaluate on opening; the apostrophe keeps it text when someone edits the cell or re-saves the sheet as
 * CSV. exceljs 4.4 cannot write the quotePrefix style that would hide the apostrophe (docs/exports.md).
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function isMoney(value: StreamCell): value is Money {
  return typeof value === 'object' && value !== null && !(value instanceof Date);
}

function fillCell(cell: ExcelJS.Cell, value: StreamCell, numFmt: string | undefined): void {
  if (isMoney(value)) {
    const digits = MINOR_DIGITS[value.currency] ?? 2;
    cell.value = value.minor / 10 ** digits;
    cell.numFmt = MONEY_FORMATS[value.currency] ?? `#,##0.00 "${value.currency.replace(/"/g, '')}"`;
    return;
  }
  cell.value = typeof value === 'string' ? safeText(value) : value;
  if (numFmt) cell.numFmt = numFmt;
}

export type SheetStream<R> = {
  fileName: string;
  sheetName: string;
  columns: readonly StreamColumn<R>[];
  /** The rows page by page (keysetPages): the next page is read only once the previous one is on its way. */
  pages: AsyncIterable<readonly R[]>;
  log: FastifyBaseLogger;
};

/**
 * Answers an export as a streamed .xlsx (docs/exports.md "Streaming"): exceljs's WorkbookWriter writes each row
 * as it comes and forgets it, and the next page is read only when the reply has room for more, so memory stays flat
 * whatever the number of rows and however slow the reader.
 *
 * By then the answer is 200 with its headers sent, so a failure cannot become an error answer. A database error
 * mid-stream destroys the reply: the chunked body never ends, browsers mark the download failed, and a truncated
 * file would not open anyway (the zip's directory comes last); never a file silently short of rows. A reader who
 * goes away stops the reading of pages at the next page.
 */
export function streamSheet<R>(reply: FastifyReply, sheet: SheetStream<R>): FastifyReply {
  const out = new PassThrough();
  const gone = () => out.destroyed || reply.raw.destroyed;
  reply.header('content-type', XLSX_TYPE)
    .header('content-disposition', `attachment; filename="${sheet.fileName}"`)
    .header('cache-control', 'no-store');
  // A reader who goes away: end the zip's way out, so a writer waiting for room wakes up and stops, and the
  // socket, which Node otherwise keeps half-open while the unfinished answer waits.
  reply.raw.once('close', () => {
    if (reply.raw.writableFinished) return;
    out.destroy();
    reply.raw.destroy();
  });
  void writeBook(sheet, out, gone).catch((error: unknown) => {
    if (gone()) return;
    sheet.log.error({ err: error }, 'export stream failed mid-way; the reply is cut short so the file is visibly broken');
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply.send(out);
}

async function writeBook<R>(sheet: SheetStream<R>, out: PassThrough, gone: () => boolean): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = book.addWorksheet(sheet.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = sheet.columns.map((c, i) => ({ key: `c${i}`, width: c.width }));
  const head = ws.addRow(sheet.columns.map((c) => c.header));
  head.font = { bold: true };
  head.commit();
  for await (const page of sheet.pages) {
    if (gone()) return;
    for (const item of page) {
      const row = ws.addRow([]);
      sheet.columns.forEach((c, i) => fillCell(row.getCell(i + 1), c.value(item), c.numFmt));
      row.commit();
    }
    // Back-pressure: a slow reader holds the next page back instead of letting the zip pile up in memory.
    if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  if (gone()) return;
  ws.commit();
  await book.commit();
}

/**
 * The rows of a list page after page in its own order, each page read after the last one's cursor (keyset, not
 * offset: page 50 costs what page 1 does, and rows added meanwhile neither repeat nor shift others out).
 */
export async function* keysetPages<R, C>(
  readPage: (after: C | null, size: number) => Promise<R[]>, cursorOf: (row: R) => C, size = 1000,
): AsyncGenerator<R[]> {
  let after: C | null = null;
  for (;;) {
    const rows = await readPage(after, size);
    if (rows.length) yield rows;
    const last = rows.at(-1);
    if (rows.length < size || !last) return;
    after = cursorOf(last);
  }
}
