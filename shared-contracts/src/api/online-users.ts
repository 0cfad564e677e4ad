import { z } from 'zod';
import { EXPORT_LANGS } from './admin-users';
import { i18nTextSchema, pageQuerySchema } from './common';
import { MessageKey } from './message-keys';
import { pageOf } from './page';
import { text } from './text';

/** Online users (`api/auth/online`, docs/monitoring.md): the live sign-in sessions, and kicking them out. */

export const onlineSessionSchema = z.object({
  /** The session's id (its `auth_token` row), what a kick-out names. */
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  nickName: z.string(),
  dept: z.object({ id: z.number().int(), name: z.string(), nameI18n: i18nTextSchema }).nullable(),
  ip: z.string().nullable(),
  /** Browser and operating system read from the user agent ("Chrome 126", "Windows 10"); null when unknown. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  loginTime: z.string(),
  /** Last request seen, to the minute; a "remember me" session keeps its sign-in time here. */
  lastActiveTime: z.string(),
  rememberMe: z.boolean(),
  /** The caller's own session: it cannot be kicked out from here (sign out instead). */
  current: z.boolean(),
  /** Whether the reader may end it: not their own current session, nor one of a user ranking above them. */
  kickable: z.boolean(),
});
export type OnlineSession = z.infer<typeof onlineSessionSchema>;
export const onlineSessionPageSchema = pageOf(onlineSessionSchema);

const onlineFilters = {
  /** Part of the username, nickname or IP address, any case. */
  filter: text().trim().max(100, MessageKey.tooLong).optional(),
};
/** `GET api/auth/online`: the live sessions in the caller's data scope, newest sign-in first. */
export const onlineQuerySchema = pageQuerySchema.extend(onlineFilters);
export type OnlineQuery = z.output<typeof onlineQuerySchema>;

/** More sessions than this are refused rather than cut off silently. */
export const ONLINE_EXPORT_MAX_ROWS = 20_000;
/** `GET api/auth/online/download`: the same filter as .xlsx in `lang`, times shifted by `tzOffset` minutes. */
export const onlineExportQuerySchema = z.object({
  ...onlineFilters,
  lang: z.enum(EXPORT_LANGS, { message: MessageKey.badRequest }).optional(),
  tzOffset: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(-840).max(840).default(0),
});
export type OnlineExportQuery = z.output<typeof onlineExportQuerySchema>;

/** `DELETE api/auth/online`: the sessions to end, by id. */
export const onlineKickBodySchema = z.array(
  z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
  { message: MessageKey.badRequest },
).min(1, MessageKey.badRequest).max(1000, MessageKey.badRequest);
export type OnlineKickBody = z.output<typeof onlineKickBodySchema>;
