import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema } from './common';
import { multilineText, text } from './text';

/**
 * Content documents kept on the server in three languages (SPEC §2: plugin installation, guides, product
 * categories, logistics services, merchant services, port information), edited by staff in remote-admin.
 * The body is markdown-light: `#`/`##` headings, paragraphs, `-` and `1.` lists.
 */
export const CONTENT_LABELS = [
  'plugin-installation', 'create-guide', 'product-categories', 'logistics-services', 'merchant-services', 'port-information',
] as const;
export const contentLabelSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, MessageKey.contentLabelInvalid).max(60, MessageKey.contentLabelInvalid);
export const CONTENT_BODY_MAX = 20_000;
const body = () => multilineText().max(CONTENT_BODY_MAX, MessageKey.tooLong).optional();
export const contentBodySchema = z.strictObject({ en: body(), vi: body(), cn: body() });

export const contentDocSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  titleI18n: i18nTextSchema,
  bodyI18n: z.object({ en: z.string().optional(), vi: z.string().optional(), cn: z.string().optional() }),
  sort: z.number().int(),
  updateTime: z.string(),
});
export type ContentDoc = z.infer<typeof contentDocSchema>;
export const contentDocListSchema = z.array(contentDocSchema.omit({ bodyI18n: true }));

/** `POST api/content` / `PUT api/content` (with id), permission `content:add` / `content:edit`. */
export const contentInputSchema = z.object({
  label: contentLabelSchema,
  titleI18n: z.object({
    cn: text({ message: MessageKey.contentTitleRequired }).trim().min(1, MessageKey.contentTitleRequired).max(200, MessageKey.tooLong),
    en: text().trim().max(200, MessageKey.tooLong).optional(),
    vi: text().trim().max(200, MessageKey.tooLong).optional(),
  }),
  bodyI18n: contentBodySchema,
  sort: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(99999).default(999),
});
export const contentUpdateSchema = contentInputSchema.extend({ id: z.number().int().positive() });
