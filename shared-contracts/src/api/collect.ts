import { z } from 'zod';
import { MessageKey } from './message-keys';
import { sourcePlatformSchema } from './goods';
import { multilineText, text } from './text';
import { isWebUrl } from '../web-url';

/**
 * `POST api/collect`: what the collection plugin sends for one item the signed-in user collected on a source
 * platform. Creates or updates the user's own collected goods of that platform + item id, which nobody else sees
 * until staff file it into the catalogue (docs/mall-search.md "Collected goods"). Prices in fen.
 */
export const collectSchema = z.object({
  platform: sourcePlatformSchema,
  itemId: text({ message: MessageKey.collectItemIdInvalid }).trim().regex(/^[A-Za-z0-9_-]{1,40}$/, MessageKey.collectItemIdInvalid),
  url: text().trim().url(MessageKey.linkInvalid).max(500, MessageKey.tooLong).refine(isWebUrl, MessageKey.linkInvalid),
  title: text({ message: MessageKey.goodsNameRequired }).trim().min(1, MessageKey.goodsNameRequired).max(200, MessageKey.tooLong),
  shopName: text().trim().min(1, MessageKey.required).max(100, MessageKey.tooLong),
  images: z.array(text().trim().url(MessageKey.linkInvalid).max(500).refine(isWebUrl, MessageKey.linkInvalid)).max(20).default([]),
  description: multilineText().trim().max(5000, MessageKey.tooLong).default(''),
  skus: z.array(z.object({
    attrs: z.record(text().trim().min(1).max(30), text().trim().min(1).max(60)),
    price: z.number({ message: MessageKey.invalidNumber }).int().min(1, MessageKey.goodsPriceInvalid).max(100_000_000, MessageKey.goodsPriceInvalid),
    moq: z.number().int().min(1).max(1_000_000).default(1),
    stock: z.number().int().min(0).max(100_000_000).default(0),
  })).min(1, MessageKey.goodsSkuRequired).max(100),
});
export type CollectInput = z.infer<typeof collectSchema>;
/**
 * The goods to open: the collector's own (`created` the first time), or, when the catalogue already holds the item
 * (`catalogue: true`), the catalogue's goods, which a collect never changes.
 */
export const collectResultSchema = z.object({ goodsId: z.number().int(), created: z.boolean(), catalogue: z.boolean() });
export type CollectResult = z.infer<typeof collectResultSchema>;
