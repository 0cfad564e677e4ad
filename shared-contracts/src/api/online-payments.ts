import { z } from 'zod';
import { MessageKey } from './message-keys';
import { requiredText } from './common';
import { lineQuantitiesSchema } from './final-payment';
import { INTENT_STATES, PAYMENT_KINDS, PAYMENT_STATES, type PaymentMethod } from './payments';
import { text } from './text';
import { validBankCard, validPhone } from '../validators';

/**
 * Online payments in RMB through a payment provider (docs/payments.md): a domestic bank card with an SMS code,
 * Alipay QR and digital RMB. Starting one writes an unpaid payment and an intent at the provider; the provider's
 * signed notification of success takes the order to review, as a bank transfer does.
 */
export const ONLINE_METHODS = ['ONLINE_RMB_CARD', 'ALIPAY_QR', 'DIGITAL_RMB'] as const satisfies readonly PaymentMethod[];
export type OnlineMethod = (typeof ONLINE_METHODS)[number];
export const QR_METHODS: readonly OnlineMethod[] = ['ALIPAY_QR', 'DIGITAL_RMB'];
export const isOnlineMethod = (method: string): method is OnlineMethod => (ONLINE_METHODS as readonly string[]).includes(method);

/** An intent lives this long at the provider; after it the buyer starts again. */
export const ONLINE_INTENT_MINUTES = 15;
export const SMS_CODE_LENGTH = 6;
/** Wrong SMS codes allowed per intent; the next one ends the intent. */
export const SMS_MAX_TRIES = 5;
/** A new SMS code may be asked for this long after the last one. */
export const SMS_RESEND_SECONDS = 60;

/** Debit cards are confirmed with the 6-digit payment password; credit cards with their validity and CVV. */
export const CARD_TYPES = ['DEBIT', 'CREDIT'] as const;
export type CardType = (typeof CARD_TYPES)[number];

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A resident identity card number of the PRC (GB 11643): 17 digits and an ISO 7064 MOD 11-2 check character. */
export function validIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

/** MM/YY of a card still valid in the month of `now`. */
export function validCardValidity(value: string, now: Date = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');
const optionalField = text().trim().max(40, MessageKey.tooLong).optional().transform((v) => v ?? '');

/**
 * SPEC §3 "Bank card payment". The number and the phone go through the SPEC §5 validators (bank card: 16, 17 or 19
 * digits; mobile phone), required here. None of this is ever stored: the server keeps the payer's name and the
 * card masked (SPEC §3 mask), and passes the rest to the provider only.
 */
export const cardDetailsSchema = z.object({
  holderName: requiredText(60, MessageKey.cardHolderRequired),
  phone: text({ message: MessageKey.payerPhoneInvalid }).trim()
    .refine((v) => v !== '' && validPhone(v), MessageKey.payerPhoneInvalid),
  idNumber: text({ message: MessageKey.idNumberInvalid }).trim().toUpperCase().refine(validIdNumber, MessageKey.idNumberInvalid),
  cardType: z.enum(CARD_TYPES, { message: MessageKey.cardTypeRequired }),
  cardNumber: text({ message: MessageKey.cardNumberInvalid }).transform(digitsOnly)
    .refine((v) => v !== '' && validBankCard(v), MessageKey.cardNumberInvalid),
  validity: optionalField,
  cvv: optionalField,
  paymentPassword: optionalField,
}).superRefine((card, ctx) => {
  if (card.cardType === 'CREDIT') {
    if (!validCardValidity(card.validity)) ctx.addIssue({ code: 'custom', path: ['validity'], message: MessageKey.cardValidityInvalid });
    if (!/^\d{3}$/.test(card.cvv)) ctx.addIssue({ code: 'custom', path: ['cvv'], message: MessageKey.cardCvvInvalid });
  } else if (!/^\d{6}$/.test(card.paymentPassword)) {
    ctx.addIssue({ code: 'custom', path: ['paymentPassword'], message: MessageKey.paymentPasswordInvalid });
  }
});
export type CardDetails = z.infer<typeof cardDetailsSchema>;
export type CardDetailsInput = z.input<typeof cardDetailsSchema>;

/**
 * `POST api/payments/online`: start paying by an online method. The card method needs `card`; the final balance
 * needs `quantities` as the bank transfer does. Answers the intent (201): the QR to show, or the SMS sent.
 */
export const onlinePaymentStartSchema = z.object({
  orderId: z.number({ message: MessageKey.invalidNumber }).int().positive().max(2_147_483_647),
  kind: z.enum(PAYMENT_KINDS, { message: MessageKey.badRequest }),
  method: z.enum(ONLINE_METHODS, { message: MessageKey.onlineMethodInvalid }),
  card: cardDetailsSchema.optional(),
  quantities: lineQuantitiesSchema.optional(),
}).superRefine((start, ctx) => {
  if (start.method === 'ONLINE_RMB_CARD' && !start.card) ctx.addIssue({ code: 'custom', path: ['card'], message: MessageKey.cardDetailsRequired });
});
export type OnlinePaymentStart = z.infer<typeof onlinePaymentStartSchema>;

/** `POST api/payments/online/{intentId}/sms`: the code the payer received. */
export const smsConfirmSchema = z.object({
  code: text({ message: MessageKey.smsCodeInvalid }).trim().regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), MessageKey.smsCodeInvalid),
});
export type SmsConfirm = z.infer<typeof smsConfirmSchema>;

export const onlineIntentParamsSchema = z.object({ intentId: z.coerce.number().int().positive().max(2_147_483_647) });

/** What the cashier needs, and what it polls (`GET api/payments/online/{intentId}`). */
export const onlineIntentSchema = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  serialNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(ONLINE_METHODS),
  status: z.enum(INTENT_STATES),
  paymentStatus: z.enum(PAYMENT_STATES),
  /** fen, in CNY. */
  amount: z.number().int(),
  currency: z.literal('CNY'),
  /** QR methods: the text the QR code carries (the page draws it). */
  qrContent: z.string().nullable(),
  /** Card method: where the code went (masked) and how many wrong codes are still allowed. */
  sms: z.object({ phone: z.string(), sentAt: z.string(), triesLeft: z.number().int(), resendInSeconds: z.number().int() }).nullable(),
  /** A message key: why it failed (declined, expired, …). */
  failureReason: z.string().nullable(),
  providerTradeNo: z.string().nullable(),
  expiresAt: z.string(),
  /** By the server's clock, so a wrong clock on the payer's computer does not shorten the countdown. */
  secondsLeft: z.number().int(),
  /** The sandbox only: the page where a tester pays or declines this QR. */
  simulatorUrl: z.string().nullable(),
  createTime: z.string(),
});
export type OnlineIntent = z.infer<typeof onlineIntentSchema>;

/** `GET api/payments/online/methods`: which online methods can be used now (none without a provider). */
export const onlineMethodsSchema = z.object({
  methods: z.array(z.enum(ONLINE_METHODS)),
  provider: z.string().nullable(),
  sandbox: z.boolean(),
  intentMinutes: z.number().int(),
});
export type OnlineMethods = z.infer<typeof onlineMethodsSchema>;

/**
 * `POST api/payments/notify/{provider}`: the provider's notification of a trade's end. `sign` is the HMAC-SHA256
 * (hex) of the other fields as `key=value` pairs sorted by key and joined with `&`, nulls left out
 * (docs/payments.md).
 */
export const gatewayNotificationSchema = z.object({
  notifyId: z.string().min(1).max(64),
  tradeNo: z.string().min(1).max(64),
  outTradeNo: z.string().min(1).max(64),
  method: z.string().max(40),
  status: z.enum(['SUCCESS', 'FAILED']),
  amount: z.number().int().min(0),
  currency: z.string().max(8),
  paidAt: z.string().max(40).nullable(),
  failureCode: z.string().max(64).nullable(),
  sentAt: z.string().max(40),
  sign: z.string().regex(/^[0-9a-f]{64}$/),
});
export type GatewayNotification = z.infer<typeof gatewayNotificationSchema>;

/** What the notification route answers a provider: handled (also again), or refused politely (expired). */
export const notifyAnswerSchema = z.object({ result: z.enum(['success', 'expired']) });

/** The sandbox simulator's buttons (`POST api/payments/sandbox/scan/{tradeNo}`, sandbox only): pay or decline a QR. */
export const sandboxScanSchema = z.object({ decision: z.enum(['pay', 'decline'], { message: MessageKey.badRequest }) });
export const sandboxTradeParamsSchema = z.object({ tradeNo: z.string().regex(/^SBX[0-9A-F]{24}$/, MessageKey.notFound) });
