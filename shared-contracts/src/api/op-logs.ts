import { z } from 'zod';
import { EXPORT_LANGS } from './admin-users';
import { pageQuerySchema } from './common';
import { MessageKey } from './message-keys';
import { pageOf } from './page';
import { text } from './text';

/** The operation log and the error log (`api/logs`, docs/monitoring.md): every write request, secrets redacted. */

export const LOG_TYPES = ['INFO', 'ERROR'] as const;
export type LogType = (typeof LOG_TYPES)[number];
export const LOG_OUTCOMES = ['ok', 'failed'] as const;

export const opLogSchema = z.object({
  id: z.number().int(),
  logType: z.enum(LOG_TYPES),
  userId: z.number().int().nullable(),
  /** Who: the signed-in user, or for a sign-in the username typed. */
  username: z.string().nullable(),
  method: z.string(),
  /** The route's template (`/api/users/:id`). */
  route: z.string(),
  url: z.string(),
  /** `{ body?, params? }` as sent, secrets redacted, cut to a few KiB; an upload lists its files' names and sizes. */
  params: z.unknown(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  status: z.number().int(),
  durationMs: z.number().int(),
  /** The error's message (5xx) or the refusal's message key (4xx); null when it went well. */
  errorMessage: z.string().nullable(),
  createTime: z.string(),
});
export type OpLog = z.infer<typeof opLogSchema>;
export const opLogPageSchema = pageOf(opLogSchema);
/** `GET api/logs/error/{id}`: an error with its stack. */
export const errorLogDetailSchema = opLogSchema.extend({ stack: z.string().nullable() });
export type ErrorLogDetail = z.infer<typeof errorLogDetailSchema>;

const instant = z.iso.datetime({ offset: true, message: MessageKey.invalidDate }).optional();
const logFilters = {
  /** Part of the username, route, address or IP, any case. */
  blurry: text().trim().max(100, MessageKey.tooLong).optional(),
  /** This username exactly (any case). */
  username: text().trim().max(64, MessageKey.tooLong).optional(),
  /** ok: answered below 400; failed: 400 and above. */
  status: z.enum(LOG_OUTCOMES, { message: MessageKey.badRequest }).optional(),
  /** The time range, inclusive; the page sends the start and end of the chosen local days. */
  createdFrom: instant,
  createdTo: instant,
};
/** `GET api/logs` and `GET api/logs/error`: newest first. */
export const opLogQuerySchema = pageQuerySchema.extend(logFilters);
export type OpLogQuery = z.output<typeof opLogQuerySchema>;
export type OpLogFilters = Omit<OpLogQuery, 'page' | 'size'>;

/** More rows than this are refused (400 monitor.logExportTooLarge) rather than cut off silently. */
export const LOG_EXPORT_MAX_ROWS = 10_000;
/** `GET api/logs/download`, `GET api/logs/error/download`: the same filters as .xlsx in `lang`. */
export const opLogExportQuerySchema = z.object({
  ...logFilters,
  lang: z.enum(EXPORT_LANGS, { message: MessageKey.badRequest }).optional(),
  /** The reader's offset from UTC in minutes (UTC+7: 420). */
  tzOffset: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(-840).max(840).default(0),
});
export type OpLogExportQuery = z.output<typeof opLogExportQuerySchema>;

export const logIdParamSchema = z.object({
  id: z.coerce.number({ message: MessageKey.invalidNumber }).int().positive().max(Number.MAX_SAFE_INTEGER),
});
