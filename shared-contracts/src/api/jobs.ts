import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, idListSchema, pageQuerySchema, requiredText } from './common';
import { pageOf } from './page';
import { text } from './text';

/** Back office jobs, eladmin's 岗位 (`api/job`, docs/back-office.md): a label on users, no permissions. */

export const jobSchema = z.object({
  id: z.number().int(),
  /** cn, the canonical column; en and vi in nameI18n. */
  name: z.string(),
  nameI18n: i18nTextSchema,
  enabled: z.boolean(),
  jobSort: z.number().int(),
  createTime: z.string(),
});
export type Job = z.infer<typeof jobSchema>;
export const jobPageSchema = pageOf(jobSchema);

/** `GET api/job`: by sort; `name` matches any language, `enabled` filters. */
export const jobQuerySchema = pageQuerySchema.extend({
  name: text().trim().max(60, MessageKey.tooLong).optional(),
  enabled: z.enum(['true', 'false'], { message: MessageKey.badRequest }).optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type JobQuery = z.output<typeof jobQuerySchema>;

const jobFields = {
  name: requiredText(60),
  nameI18n: z._default(i18nTextSchema, {}),
  enabled: z.boolean({ message: MessageKey.badRequest }).default(true),
  jobSort: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(99999).default(999),
};
export const jobBodySchema = z.object(jobFields);
export type JobBody = z.output<typeof jobBodySchema>;
export const jobUpdateSchema = z.object({
  ...jobFields,
  id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
});
export type JobUpdate = z.output<typeof jobUpdateSchema>;
/** `DELETE api/job`: jobs no user holds. */
export const jobDeleteBodySchema = idListSchema;
