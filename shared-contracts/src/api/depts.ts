import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, idListSchema, requiredText } from './common';
import { pageOf } from './page';
import { text } from './text';

/** Back office departments (`api/dept`, docs/back-office.md): a tree, each department with its sort and switch. */

const MAX_ID = 2_147_483_647;

export const deptSchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  /** cn, the canonical column; en and vi in nameI18n. */
  name: z.string(),
  nameI18n: i18nTextSchema,
  deptSort: z.number().int(),
  enabled: z.boolean(),
  /** Direct sub-departments (all of them, also those outside the reader's data scope). */
  subCount: z.number().int(),
  createTime: z.string(),
  get children() { return z.array(deptSchema).optional(); },
}).meta({ id: 'Dept' });
export type Dept = z.infer<typeof deptSchema>;

const booleanParam = z.enum(['true', 'false'], { message: MessageKey.badRequest }).optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/**
 * `GET api/dept`: the departments the reader's data scope reaches, as a tree. `name` (any language) and `enabled`
 * keep the matching departments with the ancestors that lead to them.
 */
export const deptQuerySchema = z.object({
  name: text().trim().max(60, MessageKey.tooLong).optional(),
  enabled: booleanParam,
});
export type DeptQuery = z.output<typeof deptQuerySchema>;
/** The tree's roots in `content`; `totalElements` counts every department in it. */
export const deptTreeSchema = pageOf(deptSchema);

const deptFields = {
  /** Parent; `null` or `0` make a top-level department. */
  pid: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(MAX_ID).nullable().default(null)
    .transform((v) => (v === 0 ? null : v)),
  name: requiredText(60),
  nameI18n: z._default(i18nTextSchema, {}),
  deptSort: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(99999).default(999),
  enabled: z.boolean({ message: MessageKey.badRequest }).default(true),
};
export const deptBodySchema = z.object(deptFields);
export type DeptBody = z.output<typeof deptBodySchema>;
export const deptUpdateSchema = z.object({
  ...deptFields,
  id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(MAX_ID),
});
export type DeptUpdate = z.output<typeof deptUpdateSchema>;
/** `DELETE api/dept`: departments without sub-departments or users. */
export const deptDeleteBodySchema = idListSchema;
