import * as z from 'zod/mini';
import { MessageKey } from './message-keys';
import { miniText } from './text-mini';

/**
 * What a page needs to read dictionary entries (the mall message dictionaries among them), in zod/mini so the
 * lean login bundle can load them. dict.ts re-exports it; common.ts re-exports the i18n text schema.
 */

/** SPEC §9: every dictionary is loaded whole with a page of 9999. */
export const DICT_PAGE_SIZE = 9999;

/** The mall's message dictionaries (SPEC §8): value = a server message key, label = its text. */
export const mallMessageDicts = { en: 'mall_en', cn: 'mall_cn', vi: 'mall_vi' } as const;

const i18nText = () => z.optional(miniText().check(z.trim(), z.maxLength(200, MessageKey.tooLong)));
export const i18nTextSchema = z.strictObject({ en: i18nText(), vi: i18nText(), cn: i18nText() });
export type I18nText = z.infer<typeof i18nTextSchema>;

const int = () => z.number().check(z.int());

export const dictDetailSchema = z.object({
  id: int(),
  dictId: int(),
  /** eladmin's shape of the owning dictionary, which its edit form sends back. */
  dict: z.object({ id: int() }),
  /** The cn text (or, in the mall message dictionaries, the text in that dictionary's language). */
  label: z.string(),
  labelI18n: i18nTextSchema,
  value: z.string(),
  dictSort: int(),
  createTime: z.string(),
});
export type DictDetail = z.infer<typeof dictDetailSchema>;
