import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, idListSchema, optionalText, pageQuerySchema, requiredText } from './common';

/** SPEC §9: every dictionary is loaded whole with a page of 9999. */
export const DICT_PAGE_SIZE = 9999;

/** The mall's message dictionaries (SPEC §8): value = a server message key, label = its text. */
export const mallMessageDicts = { en: 'mall_en', cn: 'mall_cn', vi: 'mall_vi' } as const;

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
export const dictQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(100, MessageKey.tooLong).optional() });
/** `DELETE api/dict`: ids of dictionaries to delete with their entries. */
export const dictDeleteBodySchema = idListSchema;

export const dictDetailSchema = z.object({
  id: z.number().int(),
  dictId: z.number().int(),
  /** eladmin's shape of the owning dictionary, which its edit form sends back. */
  dict: z.object({ id: z.number().int() }),
  /** The cn text (or, in the mall message dictionaries, the text in that dictionary's language). */
  label: z.string(),
  labelI18n: i18nTextSchema,
  value: z.string(),
  dictSort: z.number().int(),
  createTime: z.string(),
});
export type DictDetail = z.infer<typeof dictDetailSchema>;

/** `GET api/dictDetail`: entries of one dictionary by name, sorted by dictSort; `label` filters by label. */
export const dictDetailQuerySchema = pageQuerySchema.extend({
  dictName: requiredText(60, MessageKey.dictNameRequired),
  label: z.string().trim().max(100, MessageKey.tooLong).optional(),
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(DICT_PAGE_SIZE).default(10),
});
export type DictDetailQuery = z.output<typeof dictDetailQuerySchema>;

export const dictDetailBodySchema = z.object({
  dict: z.object({ id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647) }, { message: MessageKey.required }),
  label: requiredText(500, MessageKey.dictLabelRequired),
  labelI18n: i18nTextSchema.default({}),
  value: requiredText(200, MessageKey.dictValueRequired),
  dictSort: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(99999).default(999),
});
export type DictDetailBody = z.output<typeof dictDetailBodySchema>;
export const dictDetailUpdateSchema = dictDetailBodySchema.extend({
  id: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
});
export type DictDetailUpdate = z.output<typeof dictDetailUpdateSchema>;
