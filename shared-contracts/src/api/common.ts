import { z } from 'zod';
import { MessageKey } from './message-keys';
import { multilineText, text } from './text';

/** Every error the server sends: `message` is a key the client translates (SPEC §8). */
export const errorBodySchema = z.object({
  status: z.number().int(),
  message: z.string(),
  /** Field errors of a failed validation, each with its own message key. */
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Paging as the spec's calls use it: `page` is 0-based. */
export const pageQuerySchema = z.object({
  page: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(0).max(1_000_000).default(0),
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(9999).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

// In zod/mini modules for the lean login bundle; re-exported so existing importers keep working.
export { pageOf, pageWithCountsOf, type Page } from './page';

export const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const idListSchema = z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(1000);

/** A required text field with a length cap, failing with message keys rather than zod's English. */
export const requiredText = (max: number, requiredKey: string = MessageKey.required) =>
  text({ message: requiredKey }).trim().min(1, requiredKey).max(max, MessageKey.tooLong);
export const optionalText = (max: number) =>
  text().trim().max(max, MessageKey.tooLong).nullish().transform((v) => (v ? v : null));
/** An optional text that may hold line breaks (remarks, notes). */
export const optionalMultilineText = (max: number) =>
  multilineText().trim().max(max, MessageKey.tooLong).nullish().transform((v) => (v ? v : null));

/** An id in a query string (`?orderId=41`). */
export const queryIdSchema = z.coerce.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647);

/** A list of the order flow (orders, payments, shipments, refunds): newest first, up to 100 rows a page, and a keyword. */
export const listQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(100).default(10),
  keyword: optionalText(100),
});

/** A calendar day `YYYY-MM-DD` (Vietnam's calendar). */
const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, MessageKey.invalidDate)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), MessageKey.invalidDate).optional();

/** Such a list over the days of creation, `from` and `to` both included. */
export const datedListQuerySchema = listQuerySchema.extend({ from: calendarDay, to: calendarDay });

// A zod/mini schema: it has no classic methods, wrap it with z._default(...), z.optional(...) and the like.
export { i18nTextSchema, type I18nText } from './dict-entry';

export const okSchema = z.object({ ok: z.literal(true) });
