import { dayRange } from '../../../utils/day-range';

/** The log pages' filters as the page keeps them; days are local calendar days (YYYY-MM-DD). */
export type LogFilters = { blurry: string; username: string; status: '' | 'ok' | 'failed'; fromDay: string | null; toDay: string | null };
export type LogKind = 'info' | 'error';

export const NO_LOG_FILTERS: LogFilters = { blurry: '', username: '', status: '', fromDay: null, toDay: null };

/** The typed filters, trimmed; a day that is not one is dropped, and a range typed the wrong way round is applied as meant. */
export function cleanLogFilters(f: LogFilters): LogFilters {
  return { blurry: f.blurry.trim(), username: f.username.trim(), status: f.status, ...dayRange(f.fromDay, f.toDay) };
}

/** The filters as query parameters: a day becomes the instant its local start (from) or end (to) falls on. */
export function logFilterParams(f: LogFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (f.blurry) params.blurry = f.blurry;
  if (f.username) params.username = f.username;
  if (f.status) params.status = f.status;
  if (f.fromDay) params.createdFrom = new Date(`${f.fromDay}T00:00:00`).toISOString();
  if (f.toDay) params.createdTo = new Date(`${f.toDay}T23:59:59.999`).toISOString();
  return params;
}

/** The API path of a log: the operation log (log:list) or the error log (errorLog:list). */
export const logPath = (kind: LogKind) => (kind === 'info' ? 'api/logs' : 'api/logs/error');

/** The params of a log row as indented JSON for reading. */
export function paramsText(params: unknown): string {
  return params === null || params === undefined ? '' : JSON.stringify(params, null, 2);
}
