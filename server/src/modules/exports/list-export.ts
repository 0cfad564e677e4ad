import type { FastifyReply, FastifyRequest } from 'fastify';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { HttpError } from '../../plugins/app/errors';
import { streamSheet, type StreamColumn } from './sheet-stream';
import { exportLang, type ExportLang } from './xlsx-sheet';

/** What every export query adds to its list's filters (shared-contracts api/exports.ts). */
export type ExportParams = { lang?: ExportLang | undefined; tzOffset: number };

export type ListExport<R> = {
  /** The file's name without language and extension (`orders` → `orders-en.xlsx`). */
  file: string;
  sheetName: (lang: ExportLang) => string;
  columns: (lang: ExportLang, tzOffset: number) => readonly StreamColumn<R>[];
  /** How many rows match: counted first, so an export over the limit is refused before a byte is sent. */
  count: () => Promise<number>;
  pages: () => AsyncIterable<readonly R[]>;
};

/**
 * Every list export's answer: 400 mall.exportTooLarge above the limit (LIST_EXPORT_MAX_ROWS, `config.exportMaxRows`; a plain error answer, as nothing
 * is sent yet), else the sheet streamed in the reader's language. Rows written while the file streams may be in it
 * (the count is not a snapshot); the limit guards the work, it is not a promise to the row.
 */
export async function answerListExport<R>(
  request: FastifyRequest, reply: FastifyReply, params: ExportParams, list: ListExport<R>,
): Promise<FastifyReply> {
  if (await list.count() > request.server.config.exportMaxRows) throw new HttpError(400, MessageKey.exportTooLarge);
  const lang = exportLang(params.lang, request.headers['accept-language']);
  return streamSheet(reply, {
    fileName: `${list.file}-${lang}.xlsx`, sheetName: list.sheetName(lang), columns: list.columns(lang, params.tzOffset),
    pages: list.pages(), log: request.log,
  });
}
