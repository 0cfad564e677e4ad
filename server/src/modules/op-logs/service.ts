import type { Page } from 'shared-contracts/api/common';
import { MessageKey } from 'shared-contracts/api/message-keys';
import {
  LOG_EXPORT_MAX_ROWS, type ErrorLogDetail, type LogType, type OpLog, type OpLogFilters, type OpLogQuery,
} from 'shared-contracts/api/op-logs';
import type { DbOrTx } from '../../db/connect';
import { iso } from '../../db/rows';
import { HttpError } from '../../plugins/app/errors';
import type { DataScope } from '../data-scope/data-scope';
import * as repo from './repository';

/** Logs are kept this long, then purged by the nightly task (purge-task.ts). */
export const LOG_RETENTION_DAYS = 90;

const toLog = (row: repo.LogRowView): OpLog => ({
  id: Number(row.id),
  logType: row.log_type === 'ERROR' ? 'ERROR' : 'INFO',
  userId: row.user_id,
  username: row.username,
  method: row.method,
  route: row.route,
  url: row.url,
  params: row.params ?? null,
  ip: row.ip,
  browser: row.browser,
  status: row.status,
  durationMs: row.duration_ms,
  errorMessage: row.error_message,
  createTime: iso(row.created_at),
});

export async function listLogs(db: DbOrTx, type: LogType, scope: DataScope, q: OpLogQuery): Promise<Page<OpLog>> {
  const { page, size, ...filters } = q;
  const [rows, total] = await Promise.all([
    repo.listLogs(db, type, filters, scope, { offset: page * size, limit: size }),
    repo.countLogs(db, type, filters, scope),
  ]);
  return { content: rows.map(toLog), totalElements: total };
}

/** Every matching row for an export; too many is 400 rather than a silently cut file. */
export async function logsForExport(db: DbOrTx, type: LogType, scope: DataScope, filters: OpLogFilters): Promise<OpLog[]> {
  if (await repo.countLogs(db, type, filters, scope) > LOG_EXPORT_MAX_ROWS) throw new HttpError(400, MessageKey.monLogExportTooLarge);
  return (await repo.listLogs(db, type, filters, scope, { offset: 0, limit: LOG_EXPORT_MAX_ROWS })).map(toLog);
}

/** One error with its stack; outside the reader's data scope it is 404, as a missing one. */
export async function errorDetail(db: DbOrTx, scope: DataScope, id: number): Promise<ErrorLogDetail> {
  const row = await repo.findError(db, id, scope);
  if (!row) throw new HttpError(404, MessageKey.monLogNotFound);
  return { ...toLog(row), stack: row.stack };
}

export async function purgeOldLogs(db: DbOrTx, now: Date): Promise<number> {
  return repo.purgeLogs(db, new Date(now.getTime() - LOG_RETENTION_DAYS * 24 * 60 * 60 * 1000));
}
