import { z } from 'zod';
import { MessageKey } from './message-keys';
import { i18nTextSchema, optionalMultilineText } from './common';
import { MAX_LINE_QUANTITY } from './cart';
import { orderLineIdSchema, placedLineSchema } from './orders';

/**
 * The final balance (docs/orders.md "Stocking, final payment and the return of leftover stock"): the buyer takes
 * a quantity of each stocked order line and pays goods + service fee + package fee + tax − the deposit. The
 * pieces here are shared by payments.ts (what is due, the bank transfer) and the confirmation without transfer.
 */

/** The quantity taken of one order line: 0 leaves the line's stock to be returned. */
export const lineQuantitySchema = z.object({
  lineId: orderLineIdSchema,
  quantity: z.number({ message: MessageKey.invalidNumber }).int(MessageKey.invalidNumber)
    .min(0, MessageKey.invalidNumber).max(MAX_LINE_QUANTITY, MessageKey.invalidNumber),
});
export type LineQuantity = z.infer<typeof lineQuantitySchema>;

const distinctLines = (list: LineQuantity[]) => new Set(list.map((q) => q.lineId)).size === list.length;

/** Each line at most once; at least one unit in all is the server's check (it answers mall.finalQuantityRequired). */
export const lineQuantitiesSchema = z.array(lineQuantitySchema, { message: MessageKey.finalQuantityRequired })
  .min(1, MessageKey.finalQuantityRequired).max(200, MessageKey.orderLineInvalid)
  .refine(distinctLines, MessageKey.orderLineInvalid);

const QUERY_FORM = /^\d{1,10}:\d{1,7}(,\d{1,10}:\d{1,7}){0,199}$/;

/** The quantities in a query string, `lineId:quantity` pairs joined by commas: `quantities=41:3,42:0`. */
export const lineQuantitiesQuerySchema = z.string().trim().regex(QUERY_FORM, MessageKey.invalidNumber)
  .transform((text) => text.split(',').map((pair) => {
    const [line, quantity] = pair.split(':');
    return { lineId: Number(line), quantity: Number(quantity) };
  }))
  .pipe(lineQuantitiesSchema);

export const formatLineQuantities = (quantities: readonly LineQuantity[]) =>
  quantities.map((q) => `${q.lineId}:${q.quantity}`).join(',');

/** One order line of a final balance: what was ordered and stocked, what is taken and what it costs (fen). */
export const dueLineSchema = placedLineSchema.omit({ id: true, goodsId: true, totalPrice: true }).extend({
  lineId: z.number().int(),
  ordered: z.number().int(),
  stocked: z.number().int(),
  goods: z.number().int(),
});
export type DueLine = z.infer<typeof dueLineSchema>;

/** The platform's receiving bank account for transfers (the `payee_account` dictionary). */
export const payeeAccountSchema = z.object({
  bankName: z.string(),
  bankNameI18n: i18nTextSchema,
  branchName: z.string(),
  branchNameI18n: i18nTextSchema,
  accountName: z.string(),
  accountNameI18n: i18nTextSchema,
  accountNo: z.string(),
});
export type PayeeAccount = z.infer<typeof payeeAccountSchema>;

/**
 * `POST api/payments/final-confirmation`: the quantities taken when the deposit covers the whole final balance
 * (nothing to transfer). Recorded as a payment of 0 that an operator reviews like any other.
 */
export const finalConfirmationSchema = z.object({
  orderId: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
  quantities: lineQuantitiesSchema,
  remarks: optionalMultilineText(500),
});
export type FinalConfirmationInput = z.infer<typeof finalConfirmationSchema>;
