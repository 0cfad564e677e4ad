import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, optionalText, pageOf, pageQuerySchema, requiredText } from './common';
import { multilineText, text } from './text';
import { isWebUrl } from '../web-url';

/**
 * The mall catalogue (issue 8, docs/mall.md): stores, the category tree, goods (SPU) with SKUs, images and
 * promotion materials. Names and descriptions are in cn with en/vi versions (a missing one falls back to cn,
 * `localizedText`). Money is integer fen (CNY minor units).
 */

export const SOURCE_PLATFORMS = ['taobao', 'tmall', '1688', 'pinduoduo'] as const;
export const sourcePlatformSchema = z.enum(SOURCE_PLATFORMS, { message: MessageKey.goodsPlatformInvalid });
export type SourcePlatform = z.infer<typeof sourcePlatformSchema>;

export const SEARCH_SORTS = ['relevance', 'priceAsc', 'priceDesc', 'newest'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** Longest description text accepted in any language. */
export const GOODS_DESCRIPTION_MAX = 5000;
const descriptionI18nSchema = z.strictObject({
  en: multilineText().trim().max(GOODS_DESCRIPTION_MAX, MessageKey.tooLong).optional(),
  vi: multilineText().trim().max(GOODS_DESCRIPTION_MAX, MessageKey.tooLong).optional(),
  cn: multilineText().trim().max(GOODS_DESCRIPTION_MAX, MessageKey.tooLong).optional(),
});

export const storeSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameI18n: i18nTextSchema,
  /** Where it ships from (cn); the en and vi names of the place in locationI18n. */
  location: z.string().nullable(),
  locationI18n: z._default(i18nTextSchema, {}),
  platform: z.string().nullable(),
  logoUrl: z.string().nullable(),
  rating: z.number().int(),
});
export type StoreSummary = z.infer<typeof storeSummarySchema>;

/** `GET api/stores/{id}`: the store with its goods count. */
export const storeSchema = storeSummarySchema.extend({
  descriptionI18n: i18nTextSchema,
  enabled: z.boolean(),
  goodsCount: z.number().int(),
  createTime: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  pid: z.number().int().nullable(),
  name: z.string(),
  nameI18n: i18nTextSchema,
  icon: z.string().nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  get children() { return z.array(categorySchema).optional(); },
}).meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
/** `GET api/categories`: the tree, top levels first, children by sort. */
export const categoryTreeSchema = z.array(categorySchema);

export const skuSchema = z.object({
  id: z.number().int(),
  /** Attribute name → value, cn; `attrsI18n` has en/vi versions of both. */
  attrs: z.record(z.string(), z.string()),
  attrsI18n: z.object({ en: z.record(z.string(), z.string()).optional(), vi: z.record(z.string(), z.string()).optional() }),
  specText: z.string(),
  price: z.number().int(),
  moq: z.number().int(),
  stockHint: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type Sku = z.infer<typeof skuSchema>;

/** A goods as lists and search show it. */
export const goodsCardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameI18n: i18nTextSchema,
  ddc: z.boolean(),
  sourcePlatform: z.string().nullable(),
  minPrice: z.number().int(),
  maxPrice: z.number().int(),
  moq: z.number().int(),
  sales: z.number().int(),
  coverUrl: z.string().nullable(),
  storeId: z.number().int(),
  storeName: z.string(),
  storeNameI18n: i18nTextSchema,
  categoryId: z.number().int(),
  createTime: z.string(),
});
export type GoodsCard = z.infer<typeof goodsCardSchema>;
export const goodsPageSchema = pageOf(goodsCardSchema);

export const materialSchema = z.object({
  id: z.number().int(),
  titleI18n: i18nTextSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type Material = z.infer<typeof materialSchema>;

/** `GET api/goods/{id}`: everything a product page shows. */
export const goodsDetailSchema = goodsCardSchema.extend({
  description: z.string(),
  descriptionI18n: z.object({ en: z.string().optional(), vi: z.string().optional(), cn: z.string().optional() }),
  sourceItemId: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sourceName: z.string().nullable(),
  images: z.array(z.string()),
  /** The same pictures as storage keys, for the staff editor's `imageKeys`. */
  imageKeys: z.array(z.string()).optional(),
  skus: z.array(skuSchema),
  materials: z.array(materialSchema),
  store: storeSummarySchema,
  /** The category and its ancestors, top first (breadcrumb). */
  categoryPath: z.array(z.object({ id: z.number().int(), name: z.string(), nameI18n: i18nTextSchema })),
  onSale: z.boolean(),
  recommended: z.boolean(),
  /**
   * A collected goods not yet in the catalogue (docs/mall-search.md "Collected goods"): only its collector and staff
   * read it, its prices are the collector's claim until an operator accepts an order of it.
   */
  collected: z.boolean().default(false),
});
export type GoodsDetail = z.infer<typeof goodsDetailSchema>;

const optionalInt = (max: number) =>
  z.coerce.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber).min(0, MessageKey.invalidNumber)
    .max(max, MessageKey.invalidNumber).optional();

/** `GET api/goods`: search and filters (relevance first, then the filters and sort). Prices in fen. */
export const goodsQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(100).default(20),
  keyword: text().trim().max(100, MessageKey.tooLong).optional().transform((v) => (v ? v : undefined)),
  categoryId: optionalInt(2_147_483_647),
  storeId: optionalInt(2_147_483_647),
  minPrice: optionalInt(1_000_000_000),
  maxPrice: optionalInt(1_000_000_000),
  ddc: z.enum(['true', 'false'], { message: MessageKey.badRequest }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  recommended: z.enum(['true', 'false'], { message: MessageKey.badRequest }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  sort: z.enum(SEARCH_SORTS, { message: MessageKey.goodsSortInvalid }).default('relevance'),
});
export type GoodsQuery = z.output<typeof goodsQuerySchema>;

// ---- Staff writes (permission codes goods:*, category:*, store:*).

const skuInputSchema = z.object({
  id: z.number().int().positive().optional(),
  attrs: z.record(text().trim().min(1).max(30, MessageKey.tooLong), text().trim().min(1).max(60, MessageKey.tooLong))
    .refine((a) => Object.keys(a).length >= 1 && Object.keys(a).length <= 5, MessageKey.goodsSkuAttrsInvalid),
  attrsI18n: z.object({
    en: z.record(text().max(30), text().max(60)).optional(),
    vi: z.record(text().max(30), text().max(60)).optional(),
  }).default({}),
  price: z.number({ message: MessageKey.invalidNumber }).int().min(1, MessageKey.goodsPriceInvalid).max(100_000_000, MessageKey.goodsPriceInvalid),
  moq: z.number({ message: MessageKey.invalidNumber }).int().min(1).max(1_000_000).default(1),
  stockHint: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(100_000_000).default(0),
});
export type SkuInput = z.infer<typeof skuInputSchema>;

/** Keys of uploaded goods pictures (`POST api/goods/images`), as the server makes them. */
export const GOODS_IMAGE_KEY = /^mall\/goods\/[A-Za-z0-9_-]{1,100}\.(png|jpg|webp|gif)$/;
/** `POST api/goods/images` (multipart field `file`): the stored picture's key (for `imageKeys`) and its URL. */
export const GOODS_IMAGE_FIELD = 'file';
export const goodsImageUploadSchema = z.object({ key: z.string(), url: z.string() });

/** `POST api/goods` / `PUT api/goods` (with id): a goods with all its SKUs (1–100). */
export const goodsInputSchema = z.object({
  name: requiredText(200, MessageKey.goodsNameRequired),
  nameI18n: z._default(i18nTextSchema, {}),
  description: multilineText().trim().max(GOODS_DESCRIPTION_MAX, MessageKey.tooLong).default(''),
  descriptionI18n: descriptionI18nSchema.default({}),
  storeId: z.number({ message: MessageKey.goodsStoreRequired }).int().positive(),
  categoryId: z.number({ message: MessageKey.goodsCategoryRequired }).int().positive(),
  ddc: z.boolean().default(false),
  sourcePlatform: sourcePlatformSchema.nullish().transform((v) => v ?? null),
  sourceItemId: optionalText(40),
  sourceUrl: optionalText(500).refine((url) => url === null || isWebUrl(url), { message: MessageKey.linkInvalid }),
  sourceName: optionalText(200),
  recommended: z.boolean().default(false),
  onSale: z.boolean().default(true),
  skus: z.array(skuInputSchema, { message: MessageKey.goodsSkuRequired }).min(1, MessageKey.goodsSkuRequired).max(100),
  /**
   * The gallery in order, as storage keys answered by `POST api/goods/images` (`mall/goods/...`); the first is
   * the cover. Left out on PUT: the gallery stays as it is.
   */
  imageKeys: z.array(text().regex(GOODS_IMAGE_KEY, MessageKey.badRequest)).max(20).optional(),
});
export type GoodsInput = z.infer<typeof goodsInputSchema>;
export const goodsUpdateSchema = goodsInputSchema.extend({ id: z.number().int().positive() });

export const categoryInputSchema = z.object({
  pid: z.number().int().positive().nullish().transform((v) => v ?? null),
  name: requiredText(60),
  nameI18n: z._default(i18nTextSchema, {}),
  icon: optionalText(60),
  sort: z.number({ message: MessageKey.invalidNumber }).int().min(0).max(99999).default(999),
  enabled: z.boolean().default(true),
});
export const categoryUpdateSchema = categoryInputSchema.extend({ id: z.number().int().positive() });

export const storeInputSchema = z.object({
  name: requiredText(100),
  nameI18n: z._default(i18nTextSchema, {}),
  descriptionI18n: z._default(i18nTextSchema, {}),
  location: optionalText(60),
  locationI18n: z._default(i18nTextSchema, {}),
  platform: sourcePlatformSchema.nullish().transform((v) => v ?? null),
  rating: z.number().int().min(0).max(50).default(48),
  enabled: z.boolean().default(true),
});
export const storeUpdateSchema = storeInputSchema.extend({ id: z.number().int().positive() });
export const storePageSchema = pageOf(storeSchema);

/** A row of the staff goods list: the card with what staff manage besides it. */
export const goodsAdminRowSchema = goodsCardSchema.extend({
  skuCount: z.number().int(),
  onSale: z.boolean(),
  recommended: z.boolean(),
  /** Who collected it, while it is theirs and not yet filed into the catalogue; null for a catalogue goods. */
  collector: z.object({ id: z.number().int(), name: z.string() }).nullable().default(null),
});
export type GoodsAdminRow = z.infer<typeof goodsAdminRowSchema>;
export const goodsAdminPageSchema = pageOf(goodsAdminRowSchema);

/** Staff list of goods (remote-admin): the search query plus on-sale state. */
export const goodsAdminQuerySchema = goodsQuerySchema.extend({
  onSale: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
  /** true: buyers' collected goods waiting to be filed; false: the catalogue's. */
  collected: z.enum(['true', 'false'], { message: MessageKey.badRequest }).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
});

/**
 * `POST api/goods/{id}/publish` (goods:edit): files a buyer's collected goods into the catalogue, in a category of
 * it (not the collected goods' holding category). From then on it is a catalogue goods: public once on sale, and no
 * collect changes it.
 */
export const goodsPublishSchema = z.object({
  categoryId: z.number({ message: MessageKey.goodsCategoryRequired }).int(MessageKey.goodsCategoryRequired).positive(MessageKey.goodsCategoryRequired)
    .max(2_147_483_647, MessageKey.goodsCategoryRequired),
});
export type GoodsPublish = z.infer<typeof goodsPublishSchema>;
