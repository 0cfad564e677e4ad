import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, optionalText, pageQuerySchema, requiredText } from './common';

export const DICT_PAGE_SIZE = 9999;

export const dictSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  createTime: z.string(),
});
export type Dict = z.infer<typeof dictSchema>;

export const dictBodySchema = z.object({
  name: requiredText(60, MessageKey.dictNameRequired).regex(/^[A-Za-z][A-Za-z0-9_]*$/, MessageKey.validation),
  description: optionalText(200),
});
export const dictUpdateSchema = dictBodySchema.extend({ id: z.number().int().positive() });
export const dictQuerySchema = pageQuerySchema.extend({ blurry: z.string().trim().max(100, MessageKey.tooLong).optional() });

export const dictDetailSchema = z.object({
  id: z.number().int(),
  dictId: z.number().int(),
  label: z.string(),
  labelI18n: i18nTextSchema,
  value: z.string(),
  dictSort: z.number().int(),
  createTime: z.string(),
});
export type DictDetail = z.infer<typeof dictDetailSchema>;

export const dictDetailQuerySchema = pageQuerySchema.extend({
  dictName: requiredText(60, MessageKey.dictNameRequired),
  size: z.coerce.number().int().min(1).max(DICT_PAGE_SIZE).default(10),
});

export const dictDetailBodySchema = z.object({
  dict: z.object({ id: z.number().int().positive() }),
  label: requiredText(200),
  labelI18n: i18nTextSchema.default({}),
  value: requiredText(200),
  dictSort: z.number().int().min(0).max(99999).default(999),
});
export const dictDetailUpdateSchema = dictDetailBodySchema.extend({ id: z.number().int().positive() });
