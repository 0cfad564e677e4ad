import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { keysetPages, safeText, streamSheet, type StreamColumn } from './sheet-stream';

/**
 * The streamed sheet on a bare Fastify (docs/exports.md): cells typed as a spreadsheet needs them, text that looks
 * like a formula kept text, a failure mid-stream cutting the answer short, a reader who leaves stopping the reads.
 */
type Row = { text: string; fen: number; dong: number; at: Date };
const columns: StreamColumn<Row>[] = [
  { header: 'Text', width: 10, value: (r) => r.text },
  { header: 'CNY', width: 10, value: (r) => ({ minor: r.fen, currency: 'CNY' }) },
  { header: 'VND', width: 10, value: (r) => ({ minor: r.dong, currency: 'VND' }) },
  { header: 'At', width: 10, value: (r) => r.at, numFmt: 'yyyy-mm-dd hh:mm' },
];
const row = (text: string): Row => ({ text, fen: 123_456, dong: 2_500_000, at: new Date('2026-11-28T09:30:00Z') });

let app: FastifyInstance;
let url: string;
let pagesRead = 0;
let pagesClosed = false;

async function* pagesOf(pages: Row[][], failAt?: number, slow?: boolean) {
  try {
    for (const [i, page] of pages.entries()) {
      if (i === failAt) throw new Error('database gone');
      if (slow) await new Promise((r) => setTimeout(r, 20));
      pagesRead += 1;
      yield page;
    }
  } finally {
    pagesClosed = true;
  }
}

beforeAll(async () => {
  // The aborted fetch leaves undici's spare connection open, which only a forced close ends.
  app = Fastify({ logger: false, forceCloseConnections: true });
  app.get('/ok', (request, reply) => streamSheet(reply, {
    fileName: 'ok.xlsx', sheetName: 'Rows', columns, log: request.log,
    pages: pagesOf([[row('=1+2'), row('+SUM(A1)'), row('-3'), row('@cmd')], [row('\tx'), row('\rx'), row('plain'), row("'quoted")]]),
  }));
  app.get('/fails', (request, reply) => streamSheet(reply, {
    fileName: 'f.xlsx', sheetName: 'Rows', columns, log: request.log,
    pages: pagesOf(Array.from({ length: 50 }, () => Array.from({ length: 500 }, () => row('x'.repeat(200)))), 20),
  }));
  app.get('/long', (request, reply) => streamSheet(reply, {
    fileName: 'l.xlsx', sheetName: 'Rows', columns, log: request.log,
    pages: pagesOf(Array.from({ length: 400 }, () => Array.from({ length: 500 }, () => row('y'.repeat(300)))), undefined, true),
  }));
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('streamSheet', () => {
  it('writes money as numbers in their currency format, times as dates, formula-looking text as text', async () => {
    const res = await fetch(`${url}/ok`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="ok.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Text', 'CNY', 'VND', 'At']);
    expect(sheet.rowCount).toBe(9);
    const texts: unknown[] = [];
    sheet.eachRow((r, n) => {
      if (n === 1) return;
      const text = r.getCell(1);
      // A spreadsheet reading the file sees a string, never a formula.
      expect(text.type).toBe(ExcelJS.ValueType.String);
      expect(text.formula).toBeUndefined();
      texts.push(text.value);
      expect([r.getCell(2).type, r.getCell(2).value, r.getCell(2).numFmt]).toEqual([ExcelJS.ValueType.Number, 1234.56, '"¥"#,##0.00']);
      expect([r.getCell(3).type, r.getCell(3).value, r.getCell(3).numFmt]).toEqual([ExcelJS.ValueType.Number, 2_500_000, '#,##0 "₫"']);
      expect(r.getCell(4).type).toBe(ExcelJS.ValueType.Date);
      expect((r.getCell(4).value as Date).toISOString()).toBe('2026-11-28T09:30:00.000Z');
    });
    // XML reads a CR in text as a line feed; the apostrophe before it is what matters.
    expect(texts).toEqual(["'=1+2", "'+SUM(A1)", "'-3", "'@cmd", "'\tx", "'\nx", 'plain', "'quoted"]);
  });

  it('cuts the answer short when the rows fail mid-way, so the download fails instead of ending short', async () => {
    const res = await fetch(`${url}/fails`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });

  it('stops reading pages once the reader has gone', async () => {
    pagesRead = 0;
    pagesClosed = false;
    const aborter = new AbortController();
    const res = await fetch(`${url}/long`, { signal: aborter.signal });
    const reader = res.body!.getReader();
    await reader.read();
    aborter.abort();
    // The reads end (the pages' generator is closed) long before the 400 pages, which take 8 s at least.
    await vi.waitFor(() => expect(pagesClosed).toBe(true), { timeout: 5000 });
    const closedAt = pagesRead;
    expect(closedAt).toBeLessThan(400);
    await new Promise((r) => setTimeout(r, 200));
    expect(pagesRead).toBe(closedAt);
  });
});

describe('safeText and keysetPages', () => {
  it('leaves ordinary text alone', () => {
    expect(safeText('Áo thun - đỏ')).toBe('Áo thun - đỏ');
    expect(safeText('')).toBe('');
  });

  it('reads after each page\'s last row until a short page', async () => {
    const all = Array.from({ length: 7 }, (_, i) => i + 1);
    const asked: (number | null)[] = [];
    const pages: number[][] = [];
    for await (const page of keysetPages<number, number>(async (after, size) => {
      asked.push(after);
      return all.filter((n) => after === null || n > after).slice(0, size);
    }, (n) => n, 3)) pages.push(page);
    expect(pages).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    expect(asked).toEqual([null, 3, 6]);
  });
});
