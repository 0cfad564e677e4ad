import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS, type ImportColumn, type ShippableStock } from 'shared-contracts/api/shipments';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../../plugins/app/errors';
import { EXAMPLE_ROW, TEMPLATE_TEXTS, type TemplateLang } from './template-texts';

const WIDTHS: Record<ImportColumn, number> = { skuId: 12, quantity: 10, consignee: 20, contact: 18, address: 48, remarks: 40 };

/**
 * The batch shipment template (exceljs): the "Shipments" sheet with the headers and one example row, and a second
 * sheet with how to fill it in and the buyer's shippable SKUs with their available quantities.
 */
export async function buildTemplate(lang: TemplateLang, stock: ShippableStock[]): Promise<Buffer> {
  const t = TEMPLATE_TEXTS[lang];
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(t.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: t.columns[c], key: c, width: WIDTHS[c] }));
  sheet.getRow(1).font = { bold: true };
  const example = sheet.addRow({ ...EXAMPLE_ROW, remarks: t.exampleRemarks });
  example.font = { italic: true, color: { argb: 'FF808080' } };
  // Contact numbers keep their leading zero: the column is text.
  sheet.getColumn('contact').numFmt = '@';

  const help = book.addWorksheet(t.stockSheet);
  help.columns = [{ width: 12 }, { width: 40 }, { width: 24 }, { width: 12 }];
  for (const line of t.help) help.addRow([line]);
  help.addRow([]);
  const header = help.addRow([t.stockColumns.skuId, t.stockColumns.goods, t.stockColumns.spec, t.stockColumns.available]);
  header.font = { bold: true };
  if (stock.length === 0) help.addRow([t.noStock]);
  for (const s of stock) help.addRow([s.skuId, s.goodsNameI18n[lang] ?? s.goodsName, s.specI18n[lang] ?? s.specText, s.available]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A cell's value as text, whatever exceljs made of it (number, rich text, formula result, hyperlink, date). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
  if ('text' in value) return String(value.text).trim();
  if ('error' in value) return '';
  return '';
}

export type SheetRow = { row: number; cells: Record<ImportColumn, string> };

const isExample = (cells: Record<ImportColumn, string>) => cells.skuId === String(EXAMPLE_ROW.skuId)
  && cells.quantity === String(EXAMPLE_ROW.quantity) && cells.consignee === EXAMPLE_ROW.consignee
  && cells.contact === EXAMPLE_ROW.contact && cells.address === EXAMPLE_ROW.address;

/**
 * The rows of the first sheet below the header, by position (the header may be in any language); empty rows and
 * the untouched example row are skipped. A file exceljs cannot read as a workbook is 400 mall.importFileInvalid.
 */
export async function readShipmentRows(data: Buffer, maxRows: number): Promise<SheetRow[]> {
  const book = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer (its own `Buffer`): hand it the bytes of this one.
    await book.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ExcelJS.Buffer);
  } catch {
    throw new HttpError(400, MessageKey.importFileInvalid);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new HttpError(400, MessageKey.importFileInvalid);
  const rows: SheetRow[] = [];
  let tooMany = false;
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number === 1 || tooMany) return;
    const cells = Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, cellText(row.getCell(i + 1).value)])) as Record<ImportColumn, string>;
    if (IMPORT_COLUMNS.every((c) => cells[c] === '') || isExample(cells)) return;
    if (rows.length >= maxRows) tooMany = true;
    else rows.push({ row: number, cells });
  });
  if (tooMany) throw new HttpError(400, MessageKey.importTooManyRows);
  if (rows.length === 0) throw new HttpError(400, MessageKey.importEmpty);
  return rows;
}
