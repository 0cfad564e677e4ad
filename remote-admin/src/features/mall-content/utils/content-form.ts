import type { z } from 'zod';
import { contentInputSchema, contentUpdateSchema, type ContentDoc } from 'shared-contracts/api/content';
import { MessageKey } from 'shared-contracts/api/message-keys';
import { createOrUpdateResolver } from '../../../utils/create-or-update-resolver';
import type { FieldOfKey } from '../../../utils/server-field-errors';
import type { ContentBody, ContentUpdate } from '../api/save-content';

export const CONTENT_LANGS = ['cn', 'en', 'vi'] as const;
export type ContentLang = (typeof CONTENT_LANGS)[number];
type PerLang = Record<ContentLang, string>;

export const CONTENT_FIELD_OF_KEY: FieldOfKey = { [MessageKey.contentLabelTaken]: 'label' };

/** The editor's values; names follow the request body (`titleI18n.cn` ...), `id` is set when editing. */
export type ContentFormValues = { id?: number; label: string; sort: number; titleI18n: PerLang; bodyI18n: PerLang };
export type ContentRequest = ContentBody | ContentUpdate;

const empty = (): PerLang => ({ cn: '', en: '', vi: '' });
export const newContentValues = (): ContentFormValues => ({ label: '', sort: 999, titleI18n: empty(), bodyI18n: empty() });

export const contentToValues = (doc: ContentDoc): ContentFormValues => ({
  id: doc.id,
  label: doc.label,
  sort: doc.sort,
  titleI18n: { cn: doc.titleI18n.cn ?? '', en: doc.titleI18n.en ?? '', vi: doc.titleI18n.vi ?? '' },
  bodyI18n: { cn: doc.bodyI18n.cn ?? '', en: doc.bodyI18n.en ?? '', vi: doc.bodyI18n.vi ?? '' },
});

/** Only the versions that were written: a missing one falls back to cn on the buyers' pages. */
function written(values: PerLang): Partial<PerLang> {
  return Object.fromEntries(CONTENT_LANGS.filter((l) => values[l].trim() !== '').map((l) => [l, values[l]]));
}

export function toContentBody(v: ContentFormValues): z.input<typeof contentInputSchema> {
  const { cn: _cn, ...titles } = written(v.titleI18n);
  // cn is always sent (even empty) so the contract names the missing Chinese title.
  return { label: v.label, sort: v.sort, titleI18n: { cn: v.titleI18n.cn, ...titles }, bodyI18n: written(v.bodyI18n) };
}

export const contentFormResolver = createOrUpdateResolver<ContentFormValues, ContentRequest>(
  toContentBody, contentInputSchema, contentUpdateSchema,
);
