import { z } from 'zod';
import { MessageKey } from './message-keys';
import { pageOf, pageQuerySchema } from './common';

/** SPEC §9: the cart count is read with a page of 999; its `totalElements` is the count. */
export const CART_COUNT_PAGE_SIZE = 999;
/** `GET api/shopCart/myCart`: the signed-in user's cart, newest first. */
export const cartQuerySchema = pageQuerySchema.extend({
  size: z.coerce.number({ message: MessageKey.invalidNumber }).int().min(1).max(CART_COUNT_PAGE_SIZE).default(10),
});
export type CartQuery = z.output<typeof cartQuerySchema>;

export const cartItemSchema = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  specification: z.string(),
  quantity: z.number().int(),
  createTime: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;
export const cartPageSchema = pageOf(cartItemSchema);
