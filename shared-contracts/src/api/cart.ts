import { z } from 'zod';
import { pageQuerySchema } from './common';

/** SPEC §9: the cart count is read with a page of 999. */
export const CART_COUNT_PAGE_SIZE = 999;
export const cartQuerySchema = pageQuerySchema.extend({ size: z.coerce.number().int().min(1).max(999).default(10) });
