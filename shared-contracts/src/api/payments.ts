import { z } from 'zod';
import { MessageKey } from './message-keys';
import { listQuerySchema, optionalMultilineText, optionalText, pageOf, queryIdSchema, requiredText } from './common';
import { text } from './text';
import { dueLineSchema, lineQuantitiesQuerySchema, lineQuantitiesSchema, lineQuantitySchema, payeeAccountSchema } from './final-payment';

/**
 * Payments of an order (issue 9, docs/orders.md): the deposit and the final balance, each paid by one of the
 * methods of SPEC §9 and reviewed by an operator. Values are the `payment_status` and `payment_method`
 * dictionaries' values. Amounts are integer minor units: fen for CNY, dong for VND; the rates used are frozen
 * on the payment.
 */
export const PAYMENT_STATES = ['UNPAID', 'PENDING_REVIEW', 'PAID', 'REVIEW_FAILED', 'RE_REVIEW'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];
/** States an operator decides on. */
export const REVIEWABLE_PAYMENT_STATES: readonly PaymentState[] = ['PENDING_REVIEW', 'RE_REVIEW'];
/** The staff list's filter for both reviewable states at once (shared-contracts staff-lists.ts). */
export const PAYMENT_REVIEW_QUEUE = 'queue';

export const PAYMENT_METHODS = ['BANK_TRANSFER_VND', 'ONLINE_RMB_CARD', 'ALIPAY_QR', 'DIGITAL_RMB'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * How a payment was recorded: one of the methods above, or a final balance the deposit covered entirely, which the
 * buyer confirms without paying (`POST api/payments/final-confirmation`, docs/orders.md).
 */
export const RECORDED_PAYMENT_METHODS = [...PAYMENT_METHODS, 'DEPOSIT_CREDIT'] as const;
export type RecordedPaymentMethod = (typeof RECORDED_PAYMENT_METHODS)[number];

export const PAYMENT_KINDS = ['deposit', 'final'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/** What a payment is made of (fen): the final balance is goods + fees + tax − the deposit already paid. */
export const paymentBreakdownSchema = z.object({
  goods: z.number().int(),
  depositCredited: z.number().int(),
  serviceFee: z.number().int(),
  packageFee: z.number().int(),
  tax: z.number().int(),
});
export type PaymentBreakdown = z.infer<typeof paymentBreakdownSchema>;

/**
 * `GET api/payments/due?orderId=&kind=`: what the buyer owes now, in CNY and in VND at today's rate. For the final
 * balance, `quantities=lineId:qty,...` is what the buyer takes of each stocked line (absent: everything stocked).
 */
export const paymentDueQuerySchema = z.object({
  orderId: queryIdSchema,
  kind: z.enum(PAYMENT_KINDS, { message: MessageKey.badRequest }).default('deposit'),
  quantities: lineQuantitiesQuerySchema.optional(),
});
export const paymentDueSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  currency: z.literal('CNY'),
  /** VND for 1 CNY (the `exchange_rate` setting CNY_VND). */
  exchangeRate: z.number().int(),
  amountVnd: z.number().int(),
  breakdown: paymentBreakdownSchema,
  /** Final balance: the quantity taken per line (null for the deposit), and the lines it is computed from. */
  quantities: z.array(lineQuantitySchema).nullable().default(null),
  lines: z.array(dueLineSchema).default([]),
  /** Where a bank transfer goes. */
  payee: payeeAccountSchema.nullable().default(null),
  /**
   * What the buyer writes as the transfer's content so the operator can match the money to the order: the order
   * number (the payment's own number exists only once the transfer is declared; docs/payments.md "Payee account").
   */
  transferReference: z.string().default(''),
});
export type PaymentDue = z.infer<typeof paymentDueSchema>;

/** Keys of uploaded payment pictures (`POST api/payments/files`): the uploader's id is part of the key. */
export const PAYMENT_FILE_KEY = /^payments\/\d{1,10}\/[A-Za-z0-9_-]{1,100}\.(png|jpg|webp|gif)$/;
export const PAYMENT_FILE_FIELD = 'file';
export const paymentFileUploadSchema = z.object({ key: z.string(), url: z.string() });

const paymentFileKey = (requiredKey: string) => text({ message: requiredKey }).regex(PAYMENT_FILE_KEY, requiredKey);

/**
 * `POST api/payments/bank-transfer`: a bank transfer in VND (SPEC §9): remitter, bank, amount, the voucher
 * screenshot (required) and the remittance picture (optional). Paying takes the order to review.
 */
export const bankTransferSchema = z.object({
  orderId: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
  kind: z.enum(PAYMENT_KINDS, { message: MessageKey.badRequest }),
  remitterName: requiredText(60, MessageKey.remitterNameRequired),
  remitterBank: requiredText(100, MessageKey.remitterBankRequired),
  remittedAmount: z.number({ message: MessageKey.remittedAmountRequired }).int(MessageKey.invalidNumber)
    .min(1, MessageKey.remittedAmountRequired).max(100_000_000_000, MessageKey.invalidNumber),
  voucherKey: paymentFileKey(MessageKey.voucherRequired),
  remittanceKey: paymentFileKey(MessageKey.badRequest).nullish().transform((v) => v ?? null),
  remarks: optionalMultilineText(500),
  /** Final balance only: the quantity taken of each line (required there). */
  quantities: lineQuantitiesSchema.optional(),
});
export type BankTransferInput = z.infer<typeof bankTransferSchema>;

/**
 * An online payment's attempt at the provider (its intent). pending: waiting for the payer; refundDue: paid at the
 * provider when the order could no longer take it.
 */
export const INTENT_STATES = ['pending', 'success', 'failed', 'expired', 'refundDue'] as const;
export type IntentState = (typeof INTENT_STATES)[number];
/**
 * Attempts that ended with no money moved (declined, cancelled, too many codes, expired): the buyer's list folds them
 * away unless asked (docs/payments.md "Attempts not completed").
 */
export const UNFINISHED_ATTEMPT_STATES = ['failed', 'expired'] as const satisfies readonly IntentState[];

/**
 * What an online payment adds (docs/payments.md): the provider and its trade number once it paid, the payer's name
 * and the card masked (never the number), the state of its attempt at the provider, and whether it arrived when the
 * order could no longer take it and is to be refunded at the provider.
 */
export const onlinePaymentInfoSchema = z.object({
  provider: z.string(),
  providerTradeNo: z.string().nullable(),
  payerName: z.string().nullable(),
  cardMasked: z.string().nullable(),
  refundDue: z.boolean(),
  attempt: z.enum(INTENT_STATES).nullable().default(null),
});
export type OnlinePaymentInfo = z.infer<typeof onlinePaymentInfoSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(RECORDED_PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATES),
  amount: z.number().int(),
  currency: z.string(),
  exchangeRate: z.number().int(),
  amountVnd: z.number().int(),
  breakdown: paymentBreakdownSchema,
  /** Final balance: the quantity taken per order line, frozen with the amounts. */
  quantities: z.array(lineQuantitySchema).nullable().default(null),
  remitterName: z.string().nullable(),
  remitterBank: z.string().nullable(),
  remittedAmount: z.number().int().nullable(),
  voucherUrl: z.string().nullable(),
  remittanceUrl: z.string().nullable(),
  remarks: z.string().nullable(),
  failureReason: z.string().nullable(),
  reviewerName: z.string().nullable(),
  reviewTime: z.string().nullable(),
  createTime: z.string(),
  /** Online methods only (docs/payments.md): the gateway's trade, the payer, the card masked; null for transfers. */
  online: onlinePaymentInfoSchema.nullable().default(null),
});
export type Payment = z.infer<typeof paymentSchema>;
/** Staff rows carry the payer. */
export const staffPaymentSchema = paymentSchema.extend({ buyerId: z.number().int(), buyerName: z.string() });
export type StaffPayment = z.infer<typeof staffPaymentSchema>;

/**
 * `GET api/payments/mine`, newest first, and the base of the staff list's (staff-lists.ts). `hideUnfinished=true`
 * leaves out online attempts that ended with no money moved (UNFINISHED_ATTEMPT_STATES).
 */
export const paymentListQuerySchema = listQuerySchema.extend({
  status: z.enum(PAYMENT_STATES, { message: MessageKey.badRequest }).optional(),
  orderId: queryIdSchema.optional(),
  hideUnfinished: z.enum(['true', 'false'], { message: MessageKey.badRequest }).optional().transform((v) => v === 'true'),
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
export const paymentPageSchema = pageOf(paymentSchema);
/** The buyer's list also says how many unfinished attempts `hideUnfinished` left out (under the same filters). */
export const myPaymentPageSchema = z.object({ ...paymentPageSchema.shape, hiddenUnfinished: z.number().int().default(0) });
export type MyPaymentPage = z.infer<typeof myPaymentPageSchema>;
export const staffPaymentPageSchema = pageOf(staffPaymentSchema);

/** `POST api/payments/{id}/review` (payment:review): approve, or reject with a reason the buyer reads. */
export const paymentReviewSchema = z.object({
  approve: z.boolean({ message: MessageKey.badRequest }),
  reason: optionalText(500),
});
export type PaymentReview = z.infer<typeof paymentReviewSchema>;
