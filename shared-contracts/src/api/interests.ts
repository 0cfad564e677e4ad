import { z } from 'zod';
import { MessageKey } from './message-keys';
import { optionalText, pageOf, pageQuerySchema } from './common';
import { LINK_INPUT_MAX } from './links';

/** `/addInterest` and `/myInterest`: a product a buyer wants sourced, by link or by name. */
export const INTEREST_STATES = ['pending', 'quoted', 'closed'] as const;

export const interestInputSchema = z.object({
  link: optionalText(LINK_INPUT_MAX),
  name: optionalText(200),
  /** Expected unit price in fen. */
  expectedPrice: z.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber).min(0, MessageKey.invalidNumber)
    .max(1_000_000_000, MessageKey.invalidNumber).nullish().transform((v) => v ?? null),
  quantity: z.number({ message: MessageKey.quantityRequired }).int(MessageKey.invalidNumber).min(1, MessageKey.quantityRequired)
    .max(1_000_000, MessageKey.invalidNumber),
  remarks: optionalText(1000),
}).refine((v) => Boolean(v.link || v.name), { message: MessageKey.interestLinkOrName, path: ['link'] });
export type InterestInput = z.infer<typeof interestInputSchema>;

export const interestSchema = z.object({
  id: z.number().int(),
  link: z.string().nullable(),
  name: z.string().nullable(),
  platform: z.string().nullable(),
  itemId: z.string().nullable(),
  expectedPrice: z.number().int().nullable(),
  quantity: z.number().int(),
  remarks: z.string().nullable(),
  status: z.enum(INTEREST_STATES),
  goodsId: z.number().int().nullable(),
  reply: z.string().nullable(),
  userId: z.number().int(),
  userName: z.string(),
  createTime: z.string(),
});
export type Interest = z.infer<typeof interestSchema>;
export const interestQuerySchema = pageQuerySchema.extend({
  status: z.enum(INTEREST_STATES, { message: MessageKey.badRequest }).optional(),
});
export const interestPageSchema = pageOf(interestSchema);
/** `PUT api/interests` (staff): reply, link goods, change state. */
export const interestHandleSchema = z.object({
  id: z.number().int().positive(),
  status: z.enum(INTEREST_STATES, { message: MessageKey.badRequest }),
  goodsId: z.number().int().positive().nullish().transform((v) => v ?? null),
  reply: optionalText(1000),
});
