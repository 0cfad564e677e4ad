import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, idListSchema, pageOf, pageQuerySchema } from './common';

/** SPEC §9: the cart count is read with a page of 999; its `totalElements` is the count. */
export const CART_COUNT_PAGE_SIZE = 999;
/** Largest quantity one cart line or order line may hold. */
export const MAX_LINE_QUANTITY = 1_000_000;

/** `GET api/shopCart/myCart`: the signed-in user's cart, newest first. */
export const cartQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(CART_COUNT_PAGE_SIZE).default(10),
});
export type CartQuery = z.output<typeof cartQuerySchema>;

/** A cart line with what the cart page shows of its goods and SKU (null when the goods was removed). */
export const cartItemSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int().nullable(),
  specification: z.string(),
  quantity: z.number().int(),
  createTime: z.string(),
  goods: z.object({
    name: z.string(),
    nameI18n: i18nTextSchema,
    coverUrl: z.string().nullable(),
    ddc: z.boolean(),
    storeId: z.number().int(),
    storeName: z.string(),
    storeNameI18n: i18nTextSchema,
    onSale: z.boolean(),
  }).nullable(),
  sku: z.object({
    specText: z.string(),
    attrs: z.record(z.string(), z.string()),
    attrsI18n: z.object({ en: z.record(z.string(), z.string()).optional(), vi: z.record(z.string(), z.string()).optional() }),
    price: z.number().int(),
    moq: z.number().int(),
    imageUrl: z.string().nullable(),
  }).nullable(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartPageSchema = pageOf(cartItemSchema);

const quantitySchema = z.number({ message: MessageKey.quantityRequired }).int(MessageKey.invalidNumber)
  .min(1, MessageKey.quantityRequired).max(MAX_LINE_QUANTITY, MessageKey.invalidNumber);

/** `POST api/shopCart`: no SKU answers 'Please Select The Specifications First'. */
export const cartAddSchema = z.object({
  goodsId: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
  skuId: z.number({ message: MessageKey.specRequired }).int(MessageKey.specRequired).positive(MessageKey.specRequired).max(2_147_483_647),
  quantity: quantitySchema,
});
export type CartAdd = z.infer<typeof cartAddSchema>;

/** `PUT api/shopCart`: a line's quantity. */
export const cartEditSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647),
  quantity: quantitySchema,
});
export type CartEdit = z.infer<typeof cartEditSchema>;

/** `DELETE api/shopCart`: the ids of the lines to remove (the page confirms first, SPEC §5). */
export const cartRemoveSchema = idListSchema;

/** The answer of a cart write: the line and the new cart count for the navbar. */
export const cartWriteResultSchema = z.object({ id: z.number().int().nullable(), cartCount: z.number().int() });
export type CartWriteResult = z.infer<typeof cartWriteResultSchema>;
