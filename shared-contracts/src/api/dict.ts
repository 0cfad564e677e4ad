import { z } from 'zod';
import { MessageKey } from './message-keys';
import { text } from './text';
import { idListSchema, optionalText, pageQuerySchema, requiredText } from './common';
import { DICT_PAGE_SIZE, i18nTextSchema } from './dict-entry';

// Entries as pages read them live in zod/mini (lean login bundle); importers of this module still get them.
export * from './dict-entry';

/**
 * Dictionaries `GET api/dictDetail` answers without a token: the mall's message dictionaries (any name
 * starting `mall_`) and what the public registration pages show. Every other dictionary needs a signed-in user.
 */
export const PUBLIC_DICT_PREFIX = 'mall_';
export const publicDictNames: readonly string[] = ['area_code', 'registration_role'];
export const isPublicDict = (name: string): boolean => name.startsWith(PUBLIC_DICT_PREFIX) || publicDictNames.includes(name);

export const dictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createTime: z.string(),
});
export type Dict = z.infer<typeof dictSchema>;

export const dictNamePattern = /^[A-Za-z][A-Za-z0-9_]*$/;

export const dictBodySchema = z.object({
  name: requiredText(60, MessageKey.dictNameRequired).regex(dictNamePattern, MessageKey.dictNameInvalid),
  description: optionalText(200),
});
export type DictBody = z.output<typeof dictBodySchema>;
export const dictUpdateSchema = dictBodySchema.extend({
  id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
});
export type DictUpdate = z.output<typeof dictUpdateSchema>;
/** `GET api/dict`: `blurry` matches name or description. */
export const dictQuerySchema = pageQuerySchema.extend({ blurry: text().trim().max(100, MessageKey.tooLong).optional() });
/** `DELETE api/dict`: ids of dictionaries to delete with their entries. */
export const dictDeleteBodySchema = idListSchema;

/** `GET api/dictDetail`: entries of one dictionary by name, sorted by dictSort; `label` filters by label. */
export const dictDetailQuerySchema = pageQuerySchema.extend({
  dictName: requiredText(60, MessageKey.dictNameRequired),
  label: text().trim().max(100, MessageKey.tooLong).optional(),
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(DICT_PAGE_SIZE).default(10),
});
export type DictDetailQuery = z.output<typeof dictDetailQuerySchema>;

export const dictDetailBodySchema = z.object({
  dict: z.object({ id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647) }, { message: MessageKey.required }),
  label: requiredText(500, MessageKey.dictLabelRequired),
  labelI18n: z._default(i18nTextSchema, {}),
  value: requiredText(200, MessageKey.dictValueRequired),
  dictSort: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(99999).default(999),
});
export type DictDetailBody = z.output<typeof dictDetailBodySchema>;
export const dictDetailUpdateSchema = dictDetailBodySchema.extend({
  id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
});
export type DictDetailUpdate = z.output<typeof dictDetailUpdateSchema>;
