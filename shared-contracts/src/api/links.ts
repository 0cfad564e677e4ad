import { z } from 'zod';
import { MessageKey } from './message-keys';
import { goodsCardSchema } from './goods';
import { pageOf, pageQuerySchema, optionalText } from './common';
import { multilineText } from './text';

/**
 * `POST api/links/parse`: a pasted link, or the share text around one, from Taobao, Tmall, 1688 or Pinduoduo.
 * The server never fetches the URL. A known item answers its ddc goods; an unknown one opens a sourcing
 * request; a short link (m.tb.cn and the like) is queued for an operator.
 */
export const LINK_INPUT_MAX = 2000;
export const linkParseSchema = z.object({
  // Share texts span lines; control characters other than line breaks are refused (text-rules.ts).
  text: multilineText({ message: MessageKey.linkRequired }).trim().min(1, MessageKey.linkRequired).max(LINK_INPUT_MAX, MessageKey.tooLong),
});

export const linkParseResultSchema = z.object({
  /** `goods`: a ddc goods matches; `sourcing`: an operator will source the item; `shortLink`: queued to be resolved. */
  outcome: z.enum(['goods', 'sourcing', 'shortLink']),
  platform: z.enum(['taobao', 'tmall', '1688', 'pinduoduo']),
  itemId: z.string().nullable(),
  url: z.string(),
  goods: goodsCardSchema.nullable(),
  requestId: z.number().int().nullable(),
});
export type LinkParseResult = z.infer<typeof linkParseResultSchema>;

export const SOURCING_STATES = ['pending', 'completed', 'rejected'] as const;
export const sourcingRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['sourcing', 'short_link']),
  platform: z.string(),
  itemId: z.string().nullable(),
  url: z.string(),
  rawInput: z.string(),
  status: z.enum(SOURCING_STATES),
  goodsId: z.number().int().nullable(),
  note: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type SourcingRequest = z.infer<typeof sourcingRequestSchema>;
export const sourcingQuerySchema = pageQuerySchema.extend({
  status: z.enum(SOURCING_STATES, { message: MessageKey.badRequest }).optional(),
});
export const sourcingPageSchema = pageOf(sourcingRequestSchema);
/** `PUT api/links/requests`: an operator completes a request with goods (or rejects it with a note). */
export const sourcingHandleSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(['completed', 'rejected'], { message: MessageKey.badRequest }),
  goodsId: z.number().int().positive().nullish().transform((v) => v ?? null),
  note: optionalText(500),
});
